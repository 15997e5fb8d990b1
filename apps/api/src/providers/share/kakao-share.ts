import * as z from 'zod';
import type { KakaoShareConfig } from '../../config.ts';

/**
 * KakaoTalk share (INTEGRATIONS §2.2): the feed template `Kakao.Share.sendDefault` takes. Kakao's JS SDK
 * cannot load on these machines, and the SDK's call ends in a popup on Kakao's sharer page anyway, so the
 * adapter builds that popup's URL: `{shareUrl}?app_key=…&validation_action=default&validation_params=…`
 * with `{ template_object }` as JSON (the parameter names the SDK sends; [U], docs/decisions/026). The
 * sandbox serves the same page under /__sandbox/kakao-share and checks the same template.
 */
const HttpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const LinkSchema = z.object({ webUrl: HttpUrl, mobileWebUrl: HttpUrl });

export const FeedTemplateSchema = z.object({
  objectType: z.literal('feed'),
  content: z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(400).optional(),
    imageUrl: HttpUrl,
    imageWidth: z.number().int().positive().optional(),
    imageHeight: z.number().int().positive().optional(),
    link: LinkSchema
  }),
  // Kakao allows at most two buttons.
  buttons: z
    .array(z.object({ title: z.string().trim().min(1).max(14), link: LinkSchema }))
    .max(2)
    .optional()
});
export type FeedTemplate = z.infer<typeof FeedTemplateSchema>;

export type MessengerShare = {
  provider: 'KAKAO';
  /** The popup the storefront opens. */
  shareUrl(template: FeedTemplate): string;
};

export function createKakaoShare(config: KakaoShareConfig): MessengerShare {
  return {
    provider: 'KAKAO',
    shareUrl(template) {
      const checked = FeedTemplateSchema.parse(template);
      const params = new URLSearchParams({
        app_key: config.appKey,
        validation_action: 'default',
        validation_params: JSON.stringify({ template_object: checked })
      });
      return `${config.shareUrl}?${params.toString()}`;
    }
  };
}
