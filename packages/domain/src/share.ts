import * as z from 'zod';

/** Messenger providers the storefront can share through (docs/decisions/026). */
export const MESSENGER_PROVIDERS = ['KAKAO'] as const;

/**
 * `GET /api/share/v1/messenger/products/{id}`: the provider's share page to open in a popup (the feed of the
 * product's title, description, image and link is in its URL), or null when no messenger is configured.
 */
export const MessengerShareSchema = z
  .object({ provider: z.enum(MESSENGER_PROVIDERS), shareUrl: z.string() })
  .nullable();
export type MessengerShare = z.infer<typeof MessengerShareSchema>;
