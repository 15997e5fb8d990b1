import * as z from 'zod';
import { EmailSchema, LoginIdSchema, PasswordSchema, withPasswordConfirmation } from './account-schemas.ts';

/** Days a member may put off a required password change ("change later"). */
export const PASSWORD_CHANGE_DELAY_DAYS = 90;

export const FindAccountSendBodySchema = z.object({ email: EmailSchema });

export const FindAccountVerifyBodySchema = z.object({
  email: EmailSchema,
  authNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'VA_AuthNumber')
});
export const FoundAccountSchema = z.object({
  /** Partly hidden (SPEC: show the masked login id). */
  maskedLoginId: z.string(),
  joinDate: z.string(),
  /** Lets the same person go on to reset the password without a second code. */
  verificationToken: z.string()
});

function confirmed<T extends { password: string; passwordConfirm: string }>(
  value: T,
  context: z.RefinementCtx
) {
  if (value.passwordConfirm.length === 0 || value.password !== value.passwordConfirm) {
    context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'VA_PasswordConfirm' });
  }
}

/**
 * How a reset proof was earned: `EMAIL` (a mailed code; the proof is bound to the address, which the
 * body repeats) or `IDENTITY` (휴대폰/카드 본인확인; the proof is bound to one member and stands alone).
 */
export const RECOVERY_METHODS = ['EMAIL', 'IDENTITY'] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** Minutes an identity reset proof stays usable (the same half hour as a mailed-code proof). */
export const RESET_PROOF_TTL_SECONDS = 30 * 60;

/** A verification request (the certification module's requestId) spent to find the account. */
const RequestIdSchema = z.string().trim().min(1).max(100);

export const FindAccountByIdentityBodySchema = z.object({ requestId: RequestIdSchema });
/** Every account of the verified person (usually one), each with its own reset proof. */
export const FoundAccountsSchema = z.object({ accounts: z.array(FoundAccountSchema).min(1) });

/** SPEC `resetPasswordFindUserId`: reset by a login id the person knows plus an identity verification. */
export const ResetPasswordFindUserIdBodySchema = z.object({
  loginId: LoginIdSchema,
  requestId: RequestIdSchema
});

export const ResetPasswordBodySchema = z
  .object({
    method: z.enum(RECOVERY_METHODS).default('EMAIL'),
    /** Required for `EMAIL` (the proof is bound to it); ignored for `IDENTITY`. */
    email: EmailSchema.optional(),
    verificationToken: z.string().min(1).max(200),
    password: PasswordSchema,
    passwordConfirm: z.string()
  })
  .superRefine((value, context) => {
    if (value.method === 'EMAIL' && !value.email) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'VA_EmailFormat' });
    }
    confirmed(value, context);
  });
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** The new password and its confirmation, as the reset form asks them (the proof comes from the tab). */
export const NewPasswordSchema = withPasswordConfirmation(
  z.object({ password: PasswordSchema, passwordConfirm: z.string() })
);
export type NewPassword = z.infer<typeof NewPasswordSchema>;

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'VA_EnterPassword').max(64),
    password: PasswordSchema,
    passwordConfirm: z.string()
  })
  .superRefine(confirmed)
  .refine((value) => value.currentPassword !== value.password, {
    path: ['password'],
    message: 'PW_SameAsCurrent'
  });

export const VerifyPasswordBodySchema = z.object({ password: z.string().min(1, 'VA_EnterPassword').max(64) });

/** The mailed unlock link's token (docs/decisions/041). */
export const UnlockAccountBodySchema = z.object({ token: z.string().min(20).max(200) });
export type UnlockAccountBody = z.infer<typeof UnlockAccountBodySchema>;

export const PasswordChangeDelayResultSchema = z.object({ requiredPasswordChangeDate: z.string() });
export type PasswordChangeDelayResult = z.infer<typeof PasswordChangeDelayResultSchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `customer1` -> `cu*****r1`: the first two and last two characters stay visible. */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 4) return `${loginId.slice(0, 1)}${'*'.repeat(Math.max(loginId.length - 1, 1))}`;
  return `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 4)}${loginId.slice(-2)}`;
}

/** Letters only, upper-case, no spaces or punctuation: `WILSON EMMA`, `Wilson Emma` and `wilsonemma` agree. */
function comparableName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\s.\-·'’]/g, '')
    .toUpperCase();
}

/**
 * Whether a verified person (휴대폰 본인확인) is this member. A member who verified at sign-up keeps the
 * person's CI hash: then that decides, whatever the name or number now is (a changed mobile number still
 * finds the account; someone else who got the old number does not). Members without one (older, migrated
 * or demo accounts): the verified mobile number equal to the member's and the verified name equal to the
 * member's full name, written last name then first name (SPEC §3 fullName) or first then last (foreign
 * names), ignoring spaces and case. docs/decisions/019.
 */
export function verifiedPersonMatches(
  person: { name: string; mobileNumber: string | null; ciHash?: string | null },
  member: { lastName: string; firstName: string; mobileNumber: string | null; ciHash?: string | null }
): boolean {
  if (member.ciHash) return Boolean(person.ciHash) && member.ciHash === person.ciHash;
  const mobile = (value: string | null) => (value ?? '').replace(/[^0-9]/g, '');
  if (
    !person.mobileNumber ||
    mobile(person.mobileNumber) === '' ||
    mobile(person.mobileNumber) !== mobile(member.mobileNumber)
  )
    return false;
  const name = comparableName(person.name);
  if (name === '') return false;
  return (
    name === comparableName(member.lastName + member.firstName) ||
    name === comparableName(member.firstName + member.lastName)
  );
}
