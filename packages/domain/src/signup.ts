import * as z from 'zod';
import {
  EmailSchema,
  LoginIdSchema,
  MobileSchema,
  PasswordSchema,
  PersonNameSchema,
  ReferrerNumberSchema,
  UserNumberInputSchema,
  withPasswordConfirmation
} from './account-schemas.ts';
import { ACCOUNT_STATUSES, USER_TYPES } from './member-rules.ts';
import { SocialTokenSchema } from './social.ts';
import { CertificationRequestRefSchema } from './identity-verification.ts';

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

/**
 * /signup/selectReferrer: the member number as typed (named as the register body names it) and the referrer looked up with it (조회). Going on
 * needs a found referrer (SIG_SelectReferrer, refused on the number's input); the lookup itself checks
 * the number with ReferrerQuerySchema (VA_ReferrerLength) before asking the API.
 */
export const SignupReferrerStepSchema = z
  .object({ referralUserNumber: z.string(), referrer: ReferrerSchema.nullable() })
  .superRefine((value, context) => {
    if (!value.referrer) {
      context.addIssue({ code: 'custom', path: ['referralUserNumber'], message: 'SIG_SelectReferrer' });
    }
  });
export type SignupReferrerStep = z.infer<typeof SignupReferrerStepSchema>;

/** /signup/selectType: one of the member types, picked (SIG_SelectUserType when none is). */
export const SignupTypeChoiceSchema = z.object({ userType: z.enum(USER_TYPES, 'SIG_SelectUserType') });
export type SignupTypeChoice = z.infer<typeof SignupTypeChoiceSchema>;

/** /check/planner: the planner's member number and name, both required. */
export const PlannerCheckBodySchema = z.object({
  userNumber: UserNumberInputSchema,
  userName: PersonNameSchema
});
export type PlannerCheckBody = z.infer<typeof PlannerCheckBodySchema>;
export const PlannerCheckResultSchema = z.object({
  userId: z.number().int(),
  userStatus: z.enum(ACCOUNT_STATUSES),
  result: z.enum(['CHP_ActivePlanner', 'CHP_NonActivePlanner'])
});

/** The fields a person types on the information step, as the register body carries them. */
const SIGNUP_TYPED_FIELDS = {
  loginId: LoginIdSchema,
  password: PasswordSchema,
  passwordConfirm: z.string(),
  lastName: PersonNameSchema,
  firstName: PersonNameSchema
};

/**
 * The information step's typed fields (SPEC §5) as its form holds them: the mobile number as typed
 * (dashes allowed). The verified email, identity and the wizard's earlier answers join them in the body.
 */
export const SignupInformationSchema = withPasswordConfirmation(
  z.object({ ...SIGNUP_TYPED_FIELDS, mobileNumber: MobileSchema })
);
export type SignupInformationInput = z.input<typeof SignupInformationSchema>;
export type SignupInformation = z.output<typeof SignupInformationSchema>;

/** The sign-up consents as answered (an unanswered one counts as not agreed). */
const SignupAgreementsSchema = z.partialRecord(z.enum(TERMS_CODES), z.boolean());

/** Every required sign-up term agreed; a missing one is refused on its own checkbox. */
function requireSignupTerms(
  value: { agreements: z.infer<typeof SignupAgreementsSchema> },
  context: z.RefinementCtx
) {
  for (const terms of TERMS) {
    if (terms.required && value.agreements[terms.code] !== true) {
      context.addIssue({
        code: 'custom',
        path: ['agreements', terms.code],
        message: 'SIG_AgreeRequiredTerms'
      });
    }
  }
}

/** /signup/agreeTerms: the consents, every required one agreed (SIG_AgreeRequiredTerms on each missing). */
export const SignupTermsSchema = z
  .object({ agreements: SignupAgreementsSchema })
  .superRefine(requireSignupTerms);
export type SignupTerms = z.infer<typeof SignupTermsSchema>;

export const RegisterBodySchema = z
  .object({
    userType: z.enum(USER_TYPES),
    ...SIGNUP_TYPED_FIELDS,
    email: EmailSchema,
    /** The proof answered by checkAuthenticationNumber for this address (purpose SIGNUP). */
    emailVerificationToken: z.string().min(1, 'SIG_ValidEmailAuth').max(200),
    mobileNumber: MobileSchema,
    /** The SIGNUP identity verification this browser finished; registration spends it (docs/decisions/018). */
    certificationRequestId: CertificationRequestRefSchema,
    referralUserNumber: ReferrerNumberSchema.optional(),
    agreements: SignupAgreementsSchema,
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
    requireSignupTerms(value, context);
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResultSchema = z.object({
  userSeqNo: z.number().int(),
  userNumber: z.string(),
  loginId: z.string()
});
