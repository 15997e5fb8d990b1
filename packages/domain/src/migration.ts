import * as z from 'zod';
import { LoginIdSchema, PasswordSchema } from './account-schemas.ts';
import { plainText } from './inputs.ts';
import { USER_TYPES } from './member-rules.ts';
import { TERMS, type TermsCode } from './signup.ts';

/**
 * Account migration from the brand's previous mall (SPEC §2 /migrate, §7 migrate/*; docs/decisions/016).
 * A legacy member proves the old account (old login id + old password, or the migrate id mailed to
 * them), sees a masked profile and gets a single-use migrate token (30 min) that completes the move.
 */
export const MIGRATE_TOKEN_TTL_MINUTES = 30;

/** Old login ids were 4-30 characters of letters, digits, dot, underscore or hyphen. */
export const LegacyLoginIdSchema = plainText(200)
  .pipe(z.string().min(1, 'MIG_EnterLegacyId'))
  .pipe(z.string().regex(/^[A-Za-z0-9._-]{4,30}$/, 'MIG_LegacyIdFormat'));

export const MigrateInfoBodySchema = z.object({
  legacyLoginId: LegacyLoginIdSchema,
  password: z.string().min(1, 'VA_EnterPassword').max(64)
});
export type MigrateInfoBody = z.infer<typeof MigrateInfoBodySchema>;

/** The id in the mail's link (43 base64url characters). */
export const MigrateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'MIGRATE_NOT_FOUND');
export const MigrateIdParamsSchema = z.object({ id: MigrateIdSchema });

/** Never the full name, email or mobile: enough for the member to recognise the account. */
export const MigrateProfileSchema = z.object({
  maskedLoginId: z.string(),
  maskedName: z.string(),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  /** Shown only after the old password was given; the mailed link could have been forwarded. */
  legacyMemberNumber: z.string().nullable()
});
export type MigrateProfile = z.infer<typeof MigrateProfileSchema>;

export const MigrateInfoResultSchema = z.object({
  profile: MigrateProfileSchema,
  migrateToken: z.string(),
  expiresAt: z.string()
});
export type MigrateInfoResult = z.infer<typeof MigrateInfoResultSchema>;

const TERMS_CODES = TERMS.map((t) => t.code) as [TermsCode, ...TermsCode[]];

/** The new account: SPEC §5 login id and password rules, the password confirmation and the consents. */
export const MigrateCompleteBodySchema = z
  .object({
    migrateToken: z.string().min(1, 'MIGRATE_TOKEN_INVALID').max(200),
    loginId: LoginIdSchema,
    password: PasswordSchema,
    passwordConfirm: z.string(),
    agreements: z.partialRecord(z.enum(TERMS_CODES), z.boolean())
  })
  .superRefine((value, context) => {
    if (value.passwordConfirm.length === 0 || value.password !== value.passwordConfirm) {
      context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'VA_PasswordConfirm' });
    }
    for (const terms of TERMS) {
      if (terms.required && value.agreements[terms.code] !== true) {
        context.addIssue({
          code: 'custom',
          path: ['agreements', terms.code],
          message: 'SIG_AgreeRequiredTerms'
        });
      }
    }
  });
export type MigrateCompleteBody = z.infer<typeof MigrateCompleteBodySchema>;

export const MigrateCompleteResultSchema = z.object({
  userNumber: z.string(),
  loginId: z.string(),
  userType: z.enum(USER_TYPES),
  /** Whether the old mall's member number could be kept (it is unless already taken here). */
  keptMemberNumber: z.boolean()
});
export type MigrateCompleteResult = z.infer<typeof MigrateCompleteResultSchema>;

/** `김서연` -> `김*연`, `Hanna Kim` -> `H*******m`; two characters -> `김*`. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** `hanna.kim@example.com` -> `ha*******@example.com`: the domain stays, two local characters. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.max(email.length, 1));
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(local.length - shown.length)}${email.slice(at)}`;
}

/** `01012345678` -> `010-****-5678`. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
