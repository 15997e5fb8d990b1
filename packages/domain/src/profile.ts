import * as z from 'zod';
import { EmailSchema, MobileSchema } from './account-schemas.ts';
import { MeSchema } from './auth.ts';
import { TERMS } from './signup.ts';
import { CertificationRequestRefSchema } from './certification.ts';

/** GET/PUT /member/v1/users/{id}: the member as /users/me, plus the marketing consents /mypage/userInfo edits. */
export const UserInfoSchema = MeSchema.extend({
  marketingEmail: z.boolean(),
  marketingSms: z.boolean()
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** What a member may change on /mypage/userInfo; a new email needs a CHANGE_EMAIL proof. */
export const UpdateUserInfoBodySchema = z
  .object({
    mobileNumber: MobileSchema.optional(),
    email: EmailSchema.optional(),
    emailVerificationToken: z.string().min(1).max(200).optional(),
    /** A new email address needs the current password too: it is the key to account recovery. */
    currentPassword: z.string().min(1, 'VA_EnterPassword').max(64).optional(),
    marketingEmail: z.boolean().optional(),
    marketingSms: z.boolean().optional()
  })
  .refine((value) => !value.email || value.emailVerificationToken, {
    path: ['emailVerificationToken'],
    message: 'SIG_ValidEmailAuth'
  })
  .refine((value) => !value.email || value.currentPassword, {
    path: ['currentPassword'],
    message: 'VA_EnterPassword'
  });
export type UpdateUserInfoBody = z.infer<typeof UpdateUserInfoBodySchema>;

export const WITHDRAWAL_REASONS = ['NOT_USING', 'SERVICE', 'PRODUCTS', 'PRICE', 'PRIVACY', 'OTHER'] as const;
/** A withdrawn member may join again after this many days (SPEC §8 9002 shows the date). */
export const REJOIN_AFTER_DAYS = 30;

export const WITHDRAWAL_DETAIL_MAX = 500;
export const WithdrawalBodySchema = z.object({
  password: z.string().min(1, 'VA_EnterPassword').max(64),
  reason: z.enum(WITHDRAWAL_REASONS, 'WD_SelectReason'),
  detail: z.string().trim().max(WITHDRAWAL_DETAIL_MAX, 'WD_DetailLength').optional()
});
export type WithdrawalBody = z.infer<typeof WithdrawalBodySchema>;
export const WithdrawalResultSchema = z.object({ rejoinPossibleDate: z.string() });

/** Planner terms accepted on /mypage/conversionToPlanner/agreeTerms. */
export const PLANNER_TERMS = [
  { code: 'PLANNER_AGREEMENT', required: true },
  { code: 'PLANNER_PRIVACY', required: true },
  { code: 'PLANNER_MARKETING', required: false }
] as const;

/**
 * /mypage/conversionToPlanner: the PLANNER_CONVERSION verification the member finished (spent here), the
 * contact number confirmed on enterInformation, and the planner terms (docs/decisions/018).
 */
export const ConversionBodySchema = z
  .object({
    certificationRequestId: CertificationRequestRefSchema,
    mobileNumber: MobileSchema,
    agreements: z.partialRecord(
      z.enum(['PLANNER_AGREEMENT', 'PLANNER_PRIVACY', 'PLANNER_MARKETING']),
      z.boolean()
    )
  })
  .superRefine((value, context) => {
    for (const terms of PLANNER_TERMS) {
      if (terms.required && value.agreements[terms.code] !== true) {
        context.addIssue({
          code: 'custom',
          path: ['agreements', terms.code],
          message: 'SIG_AgreeRequiredTerms'
        });
      }
    }
  });
export const ConversionResultSchema = z.object({
  userType: z.literal('SOLE_PROPRIETORSHIP'),
  beautyPlannerDatetime: z.string(),
  /** The new planner member number (starts with 1); the customer number is kept as previousUserNumber. */
  userNumber: z.string(),
  previousUserNumber: z.string()
});
export type ConversionBody = z.infer<typeof ConversionBodySchema>;
export type ConversionResult = z.infer<typeof ConversionResultSchema>;

/** Marketing consents are the sign-up ones a member may change later. */
export const MARKETING_TERMS = TERMS.filter((terms) => !terms.required).map((terms) => terms.code);
