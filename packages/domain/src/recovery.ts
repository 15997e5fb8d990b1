import * as z from 'zod';
import { EmailSchema, PasswordSchema } from './account-schemas.ts';

/** Days a member may put off a required password change ("change later"). */
export const PASSWORD_CHANGE_DELAY_DAYS = 90;

export const FindAccountSendBodySchema = z.object({ email: EmailSchema });

export const FindAccountVerifyBodySchema = z.object({
  email: EmailSchema,
  authNumber: z.string().trim().regex(/^[0-9]{6}$/, 'VA_AuthNumber')
});
export const FoundAccountSchema = z.object({
  /** Partly hidden (SPEC: show the masked login id). */
  maskedLoginId: z.string(),
  joinDate: z.string(),
  /** Lets the same person go on to reset the password without a second code. */
  verificationToken: z.string()
});

function confirmed<T extends { password: string; passwordConfirm: string }>(value: T, context: z.RefinementCtx) {
  if (value.passwordConfirm.length === 0 || value.password !== value.passwordConfirm) {
    context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'VA_PasswordConfirm' });
  }
}

export const ResetPasswordBodySchema = z
  .object({
    email: EmailSchema,
    verificationToken: z.string().min(1).max(200),
    password: PasswordSchema,
    passwordConfirm: z.string()
  })
  .superRefine(confirmed);

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'VA_EnterPassword').max(64),
    password: PasswordSchema,
    passwordConfirm: z.string()
  })
  .superRefine(confirmed)
  .refine((value) => value.currentPassword !== value.password, { path: ['password'], message: 'PW_SameAsCurrent' });

export const VerifyPasswordBodySchema = z.object({ password: z.string().min(1, 'VA_EnterPassword').max(64) });

export const PasswordChangeDelayResultSchema = z.object({ requiredPasswordChangeDate: z.string() });
export type PasswordChangeDelayResult = z.infer<typeof PasswordChangeDelayResultSchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `customer1` -> `cu*****r1`: the first two and last two characters stay visible. */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 4) return `${loginId.slice(0, 1)}${'*'.repeat(Math.max(loginId.length - 1, 1))}`;
  return `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 4)}${loginId.slice(-2)}`;
}
