import * as z from 'zod';
import { LANGUAGES } from './languages.ts';
import { USER_TYPES } from './member-rules.ts';
export * from './office-rules.ts';

/**
 * Back-office hand-off (SPEC §4 mall/back-office toggle, docs/decisions/015). No token ever travels in a
 * URL: the side that holds a session mints a one-time code (60 s, single use, stored hashed, bound to
 * the member, the purpose and the client that may redeem it); the other side redeems it
 * server-to-server with its own client credentials and gets a session of its own.
 */
/** A hand-off code as minted (43 base64url characters). */
export const HandoffCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'HANDOFF_CODE_INVALID');

/** The storefront asks for the back-office URL to open (the language is the one the member sees). */
export const OfficeHandoffBodySchema = z.object({ lang: z.enum(LANGUAGES) });
export const OfficeHandoffResultSchema = z.object({
  /** BACK_OFFICE_URL with `code`, `lang` and `type`: never a token. */
  url: z.string(),
  expiresIn: z.number().int()
});
export type OfficeHandoffResult = z.infer<typeof OfficeHandoffResultSchema>;

/** Redeem (form body, HTTP Basic client auth). */
export const HandoffTokenBodySchema = z.object({ code: HandoffCodeSchema });
/** The back office asks for a code that signs its member in to the mall (form body, Basic client auth). */
export const HandoffMintBodySchema = z.object({ access_token: z.string().min(1).max(2000) });
export const HandoffMintResultSchema = z.object({
  code: z.string(),
  expires_in: z.number().int(),
  /** The storefront path to open with the code: `/ssoLogin?code=…`. */
  redirect_path: z.string()
});

/** The OAuth answer to a redeem; the confidential back office also gets its refresh token in the body. */
export const HandoffTokenResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  user_type: z.enum(USER_TYPES)
});
