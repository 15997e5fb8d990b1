import * as z from 'zod';
import { EmailSchema } from './account-schemas.ts';

export const MAIL_CODE_PURPOSES = ['SIGNUP', 'FIND_ACCOUNT', 'CHANGE_EMAIL'] as const;
export type MailCodePurpose = (typeof MAIL_CODE_PURPOSES)[number];
/** SPEC §9: the countdown defaults to 300 s. */
export const MAIL_CODE_TTL_SECONDS = 300;
export const MAIL_CODE_RESEND_SECONDS = 60;
export const MAIL_CODE_MAX_ATTEMPTS = 5;
/** Per address and purpose in 24 hours: codes mailed, and tries across them (guessing stays hopeless). */
export const MAIL_CODES_PER_DAY = 5;
export const MAIL_CODE_TRIES_PER_DAY = 10;
/** How long a verified address may be used to finish the form. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 30 * 60;

export const SendMailCodeBodySchema = z.object({
  email: EmailSchema,
  purpose: z.enum(MAIL_CODE_PURPOSES)
});
export const SendMailCodeResultSchema = z.object({ expiresInSeconds: z.number().int() });

export const CheckMailCodeBodySchema = z.object({
  email: EmailSchema,
  purpose: z.enum(MAIL_CODE_PURPOSES),
  authNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'VA_AuthNumber')
});
export const CheckMailCodeResultSchema = z.object({
  /** Proof of the verified address for the next step (sign-up, recovery); single use. */
  verificationToken: z.string(),
  expiresInSeconds: z.number().int()
});
