import { describe, expect, it } from 'vitest';
import {
  ConversionContactSchema,
  ConversionTermsSchema,
  GuestOrdererInfoSchema,
  PlannerCheckBodySchema,
  ReferrerQuerySchema,
  SignupReferrerStepSchema,
  SignupTermsSchema,
  SignupTypeChoiceSchema
} from './index.ts';

/** The first spec message key refusing each field (what a form shows), by field path. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) keys[issue.path.join('.')] ??= issue.message;
  return keys;
}

describe('GuestOrdererInfoSchema (/order/nonuser/info)', () => {
  it('refuses each missing field with its key, the agreement included', () => {
    expect(
      refusals(GuestOrdererInfoSchema.safeParse({ name: '', mobileNumber: '', email: '', agreed: false }))
    ).toEqual({
      name: 'VA_EnterName',
      mobileNumber: 'ALT_InputMobile',
      email: 'VA_EmailFormat',
      agreed: 'ORD_AgreeRequired'
    });
  });

  it('keeps the mobile as digits and never takes a password', () => {
    const input = {
      name: ' 박지수 ',
      mobileNumber: '010-9876-5432',
      email: 'Jisoo@Example.com',
      agreed: true
    };
    expect(GuestOrdererInfoSchema.parse(input)).toEqual({
      name: '박지수',
      mobileNumber: '01098765432',
      email: 'jisoo@example.com',
      agreed: true
    });
    expect(GuestOrdererInfoSchema.safeParse({ ...input, password: '1234' }).success).toBe(false);
  });
});

describe('ConversionContactSchema and ConversionTermsSchema (/mypage/conversionToPlanner)', () => {
  it('takes a number typed with hyphens and refuses letters', () => {
    expect(ConversionContactSchema.parse({ mobileNumber: '010-7777-8888' })).toEqual({
      mobileNumber: '01077778888'
    });
    expect(refusals(ConversionContactSchema.safeParse({ mobileNumber: '010-abcd' }))).toEqual({
      mobileNumber: 'VA_MobileOnlyNumber'
    });
  });

  it('refuses each required term left unticked, on its own path; marketing stays optional', () => {
    expect(refusals(ConversionTermsSchema.safeParse({ agreements: { PLANNER_MARKETING: true } }))).toEqual({
      'agreements.PLANNER_AGREEMENT': 'SIG_AgreeRequiredTerms',
      'agreements.PLANNER_PRIVACY': 'SIG_AgreeRequiredTerms'
    });
    expect(
      ConversionTermsSchema.safeParse({ agreements: { PLANNER_AGREEMENT: true, PLANNER_PRIVACY: true } })
        .success
    ).toBe(true);
  });
});

describe('SignupTypeChoiceSchema (/signup/selectType)', () => {
  it('asks for one of the member types', () => {
    expect(refusals(SignupTypeChoiceSchema.safeParse({ userType: undefined }))).toEqual({
      userType: 'SIG_SelectUserType'
    });
    expect(refusals(SignupTypeChoiceSchema.safeParse({ userType: 'ADMIN' }))).toEqual({
      userType: 'SIG_SelectUserType'
    });
    expect(SignupTypeChoiceSchema.parse({ userType: 'NON_REF_CUSTOMER' })).toEqual({
      userType: 'NON_REF_CUSTOMER'
    });
  });
});

describe('ReferrerQuerySchema and SignupReferrerStepSchema (/signup/selectReferrer)', () => {
  it('looks up a trimmed number of 4 to 20 characters only', () => {
    expect(refusals(ReferrerQuerySchema.safeParse({ userNumber: ' 12 ' }))).toEqual({
      userNumber: 'VA_ReferrerLength'
    });
    expect(refusals(ReferrerQuerySchema.safeParse({ userNumber: '1'.repeat(21) }))).toEqual({
      userNumber: 'VA_ReferrerLength'
    });
    expect(ReferrerQuerySchema.parse({ userNumber: ' 1000000001 ' })).toEqual({ userNumber: '1000000001' });
  });

  it('goes on only with a found referrer, refused on the number', () => {
    expect(
      refusals(SignupReferrerStepSchema.safeParse({ referralUserNumber: '1000000001', referrer: null }))
    ).toEqual({ referralUserNumber: 'SIG_SelectReferrer' });
    const referrer = { userNumber: '1000000001', lastName: '김', firstName: '서연' };
    expect(SignupReferrerStepSchema.parse({ referralUserNumber: '1000000001', referrer })).toEqual({
      referralUserNumber: '1000000001',
      referrer
    });
  });
});

describe('SignupTermsSchema (/signup/agreeTerms)', () => {
  it('refuses each required term left unagreed, on its own path; marketing stays optional', () => {
    expect(
      refusals(SignupTermsSchema.safeParse({ agreements: { SERVICE: true, MARKETING_SMS: true } }))
    ).toEqual({
      'agreements.PRIVACY': 'SIG_AgreeRequiredTerms',
      'agreements.AGE_14': 'SIG_AgreeRequiredTerms'
    });
    expect(
      refusals(SignupTermsSchema.safeParse({ agreements: { SERVICE: true, PRIVACY: false, AGE_14: true } }))
    ).toEqual({ 'agreements.PRIVACY': 'SIG_AgreeRequiredTerms' });
    expect(
      SignupTermsSchema.safeParse({
        agreements: { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: false }
      }).success
    ).toBe(true);
  });
});

describe('PlannerCheckBodySchema (/check/planner)', () => {
  it('requires the number and the name, trimmed', () => {
    expect(refusals(PlannerCheckBodySchema.safeParse({ userNumber: ' ', userName: '' }))).toEqual({
      userNumber: 'LOG_ValidId',
      userName: 'VA_EnterName'
    });
    expect(PlannerCheckBodySchema.parse({ userNumber: ' 1000000001 ', userName: ' 김서연 ' })).toEqual({
      userNumber: '1000000001',
      userName: '김서연'
    });
  });
});
