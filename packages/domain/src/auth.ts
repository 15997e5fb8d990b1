import * as z from 'zod';
import { plainText } from './inputs.ts';
import { ACCOUNT_STATUSES, USER_TYPES } from './member-rules.ts';
import { SocialProviderSchema, SocialTokenSchema } from './social.ts';

/**
 * What the login screen asks (SPEC §5): a login id or member number and a password, each required. Blanks
 * around either are dropped before they are sent; the server judges the rest (a wrong one is 1101).
 */
export const LoginCredentialsSchema = z.object({
  username: plainText(64).pipe(z.string().min(1, 'LOG_ValidId')),
  password: z.string().trim().min(1, 'VA_EnterPassword').max(64)
});
export type LoginCredentials = z.infer<typeof LoginCredentialsSchema>;

/** OAuth 2 token request (form body); the client authenticates with HTTP Basic. */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    /** Login id or ten-digit member number. */
    username: plainText(64).pipe(z.string().min(1)),
    password: z.string().min(1).max(64),
    /** 'Y' keeps the refresh cookie for 30 days (auto-login); otherwise it ends with the browser. */
    auto_login: z.enum(['Y', 'N']).default('N')
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    /** Browsers send the httpOnly cookie instead. */
    refresh_token: z.string().min(1).max(200).optional()
  }),
  z.object({
    grant_type: z.literal('social'),
    /** The opaque socialToken the social callback handed over (docs/decisions/010); never a profile. */
    token_social: SocialTokenSchema,
    service_type: SocialProviderSchema,
    auto_login: z.enum(['Y', 'N']).default('N')
  })
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** The refresh token travels only in the httpOnly cookie, never in a body a page script could read. */
  expires_in: z.number().int(),
  /** Only for the confidential back-office client (server to server, docs/decisions/015). */
  refresh_token: z.string().optional()
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** The signed-in member (SPEC §3 User). */
export const MeSchema = z.object({
  userSeqNo: z.number().int(),
  userNumber: z.string(),
  loginId: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  requiredPasswordChangeDate: z.string().nullable(),
  rank: z.string(),
  referralUserNumber: z.string().nullable(),
  referralName: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  joinDatetime: z.string(),
  beautyPlannerDatetime: z.string().nullable(),
  isForeign: z.boolean(),
  centerName: z.string().nullable(),
  acceptId: z.string()
});
export type Me = z.infer<typeof MeSchema>;

export const TokenValidSchema = z.object({
  valid: z.literal(true),
  userSeqNo: z.number().int(),
  expiresAt: z.string()
});
