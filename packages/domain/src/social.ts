import * as z from 'zod';

/**
 * Social login (SPEC §3 "Social login payload", §7 token_social/service_type, docs/decisions/010).
 * The storefront never sends a profile: the API exchanges the provider's code itself and hands the
 * browser only an opaque, single-use `socialToken` naming a server-side record of the profile.
 */
export const SOCIAL_PROVIDERS = ['KAKAO', 'NAVER', 'APPLE'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** The lower-case path segment of a provider (`/api/oauth/social/kakao/...`). */
export const SocialProviderPathSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(SocialProviderSchema);
export const SocialProviderParamsSchema = z.object({ provider: SocialProviderPathSchema });

/** The message key the storefront shows when a provider's login fails (SPEC §8). */
export const SOCIAL_FAILURE_KEY: Record<SocialProvider, string> = {
  KAKAO: 'LOG_KakaoFailed',
  NAVER: 'LOG_NaverFailed',
  APPLE: 'LOG_AppleFailed'
};

/** How long the sign-up / link-confirmation record behind a socialToken lives. */
export const SOCIAL_TOKEN_TTL_MINUTES = 30;

/** An opaque socialToken as handed to the storefront (43 base64url characters). */
export const SocialTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'SOCIAL_TOKEN_INVALID');

/**
 * Where to go after the flow: a same-origin path only ("/mypage?x=1"), never a scheme, host or
 * protocol-relative URL. The server checks it again before redirecting.
 */
export const SafeRedirectSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'VALIDATION_FAILED');

export const SocialAuthorizeQuerySchema = z.object({
  redirect: SafeRedirectSchema.optional().catch(undefined)
});
export const SocialLinkStartBodySchema = z.object({ redirect: SafeRedirectSchema.optional() });
export const SocialLinkStartResultSchema = z.object({ url: z.string() });

export const SocialTokenBodySchema = z.object({ socialToken: SocialTokenSchema });

/** What the storefront may show or prefill while signing up with a provider (SPEC §3 payload, less the provider's id). */
export const SocialProfileSchema = z.object({
  serviceType: SocialProviderSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The name split for the sign-up form (Apple sends it split; a Korean full name is split at its surname). */
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** True only when the provider says the address is both valid and verified. */
  isEmailVerified: z.boolean(),
  /** A member with that verified address exists: offer the link-confirmation step (password once). */
  linkable: z.boolean(),
  expiresAt: z.string()
});
export type SocialProfile = z.infer<typeof SocialProfileSchema>;

/** Link-confirmation: the existing member proves the account with the password, once. */
export const SocialLinkConfirmBodySchema = z.object({
  socialToken: SocialTokenSchema,
  password: z.string().min(1).max(64),
  auto_login: z.enum(['Y', 'N']).default('N')
});

/** /mypage/sns: every provider this shop offers, linked or not. */
export const SnsLinkSchema = z.object({
  serviceType: SocialProviderSchema,
  linked: z.boolean(),
  linkedAt: z.string().nullable()
});
export const SnsLinksSchema = z.array(SnsLinkSchema);
export type SnsLink = z.infer<typeof SnsLinkSchema>;

/** Two-syllable Korean surnames: the rest of the common ones are one syllable. */
const KOREAN_DOUBLE_SURNAMES = ['남궁', '황보', '제갈', '사공', '선우', '서문', '독고', '동방'];

/**
 * A provider's one-line name split into last / first for the sign-up form (the person may edit both):
 * a Korean name without spaces at its surname, "First Last" at the last space; anything else whole
 * as the first name.
 */
export function splitPersonName(name: string | null): { lastName: string | null; firstName: string | null } {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (!trimmed) return { lastName: null, firstName: null };
  if (/^[가-힣]{2,5}$/.test(trimmed)) {
    const size = trimmed.length >= 4 && KOREAN_DOUBLE_SURNAMES.includes(trimmed.slice(0, 2)) ? 2 : 1;
    return { lastName: trimmed.slice(0, size), firstName: trimmed.slice(size) };
  }
  const space = trimmed.lastIndexOf(' ');
  if (space > 0) return { lastName: trimmed.slice(space + 1), firstName: trimmed.slice(0, space) };
  return { lastName: null, firstName: trimmed };
}
