import * as z from 'zod';
import {
  EmailSchema,
  LoginIdSchema,
  MobileSchema,
  PasswordSchema,
  PersonNameSchema,
  ReferrerNumberSchema,
  UserNumberInputSchema
} from './account-schemas.ts';
import { ACCOUNT_STATUSES, USER_TYPES } from './member-rules.ts';
import { SocialTokenSchema } from './social.ts';
import { CertificationRequestRefSchema } from './certification.ts';

/** Sign-up consents; required ones must be agreed, each answer is recorded with its time. */
export const TERMS = [
  { code: 'SERVICE', required: true },
  { code: 'PRIVACY', required: true },
  { code: 'AGE_14', required: true },
  { code: 'MARKETING_EMAIL', required: false },
  { code: 'MARKETING_SMS', required: false }
] as const;
export type TermsCode = (typeof TERMS)[number]['code'];
const TERMS_CODES = TERMS.map((t) => t.code) as [TermsCode, ...TermsCode[]];

export const EmailDuplicateBodySchema = z.object({
  email: EmailSchema,
  serviceType: z.enum(['NONE']).default('NONE')
});
export const LoginIdDuplicateBodySchema = z.object({ loginId: LoginIdSchema });
export const DuplicateResultSchema = z.object({ duplicate: z.boolean() });

export const ReferrerQuerySchema = z.object({ userNumber: ReferrerNumberSchema });
export const ReferrerSchema = z.object({
  userNumber: z.string(),
  lastName: z.string(),
  firstName: z.string()
});

export const PlannerCheckBodySchema = z.object({
  userNumber: UserNumberInputSchema,
  userName: PersonNameSchema
});
export const PlannerCheckResultSchema = z.object({
  userId: z.number().int(),
  userStatus: z.enum(ACCOUNT_STATUSES),
  result: z.enum(['CHP_ActivePlanner', 'CHP_NonActivePlanner'])
});

export const RegisterBodySchema = z
  .object({
    userType: z.enum(USER_TYPES),
    loginId: LoginIdSchema,
    password: PasswordSchema,
    passwordConfirm: z.string(),
    lastName: PersonNameSchema,
    firstName: PersonNameSchema,
    email: EmailSchema,
    /** The proof answered by checkAuthenticationNumber for this address (purpose SIGNUP). */
    emailVerificationToken: z.string().min(1, 'SIG_ValidEmailAuth').max(200),
    mobileNumber: MobileSchema,
    /** The SIGNUP identity verification this browser finished; registration spends it (docs/decisions/018). */
    certificationRequestId: CertificationRequestRefSchema,
    referralUserNumber: ReferrerNumberSchema.optional(),
    agreements: z.partialRecord(z.enum(TERMS_CODES), z.boolean()),
    /** Social sign-up: the socialToken from the provider's callback; the new member is linked to it. */
    socialToken: SocialTokenSchema.optional()
  })
  .superRefine((value, context) => {
    if (value.passwordConfirm.length === 0 || value.password !== value.passwordConfirm) {
      context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'VA_PasswordConfirm' });
    }
    if (value.userType !== 'NON_REF_CUSTOMER' && !value.referralUserNumber) {
      context.addIssue({ code: 'custom', path: ['referralUserNumber'], message: 'SIG_SelectReferrer' });
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
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResultSchema = z.object({
  userSeqNo: z.number().int(),
  userNumber: z.string(),
  loginId: z.string()
});
