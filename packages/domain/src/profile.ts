import * as z from 'zod';
import { EmailSchema, MobileSchema } from './account-schemas.ts';
import { MeSchema } from './auth.ts';
import { TERMS } from './signup.ts';
import { CertificationRequestRefSchema } from './identity-verification.ts';

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

/**
 * A password typed to confirm it is the member (the re-check gate, withdrawal, an email change, a social
 * link): blanks around it are dropped, and a blank one is refused before anything is sent.
 */
export const EnteredPasswordSchema = z.string().trim().min(1, 'VA_EnterPassword').max(64);

/** The re-check gate (/mypage/checkPassword) and the social link's password, as the forms ask them. */
export const PasswordCheckFormSchema = z.object({ password: EnteredPasswordSchema });
export type PasswordCheckForm = z.infer<typeof PasswordCheckFormSchema>;

/**
 * /mypage/withdrawal as the form asks it: the body, with the explicit "I understand" the API does not
 * receive (SPEC §6). An empty reason (nothing picked yet) is WD_SelectReason like an unknown one.
 */
export const WithdrawalFormSchema = WithdrawalBodySchema.extend({
  password: EnteredPasswordSchema,
  agree: z.boolean().refine((agreed) => agreed, 'WD_AgreeRequired')
});
export type WithdrawalFormInput = z.input<typeof WithdrawalFormSchema>;
export type WithdrawalForm = z.output<typeof WithdrawalFormSchema>;

/**
 * /mypage/userInfo as the form asks it (the body is only what changed): the mobile number is always
 * required; while a new email is being set, the current password is too. The email itself is proved by
 * its mailed code (shared email verification), not by this schema.
 */
export const UserInfoFormSchema = z
  .object({
    mobileNumber: z.string().trim().pipe(MobileSchema),
    changingEmail: z.boolean(),
    currentPassword: z.string(),
    marketingEmail: z.boolean(),
    marketingSms: z.boolean()
  })
  .superRefine((value, context) => {
    if (!value.changingEmail) return;
    const entered = EnteredPasswordSchema.safeParse(value.currentPassword);
    if (!entered.success)
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: entered.error.issues[0]?.message ?? 'VA_EnterPassword'
      });
  });
export type UserInfoFormInput = z.input<typeof UserInfoFormSchema>;
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
const PlannerAgreementsSchema = z.partialRecord(
  z.enum(['PLANNER_AGREEMENT', 'PLANNER_PRIVACY', 'PLANNER_MARKETING']),
  z.boolean()
);

/** Every required planner term ticked; a missing one is refused on its own checkbox. */
function requirePlannerTerms(
  value: { agreements: z.infer<typeof PlannerAgreementsSchema> },
  context: z.RefinementCtx
) {
  for (const terms of PLANNER_TERMS) {
    if (terms.required && value.agreements[terms.code] !== true) {
      context.addIssue({
        code: 'custom',
        path: ['agreements', terms.code],
        message: 'SIG_AgreeRequiredTerms'
      });
    }
  }
}

export const ConversionBodySchema = z
  .object({
    certificationRequestId: CertificationRequestRefSchema,
    mobileNumber: MobileSchema,
    agreements: PlannerAgreementsSchema
  })
  .superRefine(requirePlannerTerms);

/** The conversion's enterInformation step: the contact number (typed with or without hyphens). */
export const ConversionContactSchema = z.object({ mobileNumber: MobileSchema });
export type ConversionContactForm = z.input<typeof ConversionContactSchema>;
export type ConversionContact = z.infer<typeof ConversionContactSchema>;

/** The conversion's agreeTerms step: the planner terms, the required ones ticked. */
export const ConversionTermsSchema = z
  .object({ agreements: PlannerAgreementsSchema })
  .superRefine(requirePlannerTerms);
export type ConversionTerms = z.infer<typeof ConversionTermsSchema>;
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
