import { describe, expect, it } from 'vitest';
import { PasswordCheckFormSchema, UserInfoFormSchema, WithdrawalFormSchema } from './profile.ts';

/** The spec message key of each refused field (its first refusal), by field path. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  // The first refusal of each field is the one a form shows (as react-hook-form's zod resolver does).
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('PasswordCheckFormSchema', () => {
  it('refuses a blank password (spaces count as blank) and passes the typed one trimmed', () => {
    expect(refusals(PasswordCheckFormSchema.safeParse({ password: '   ' }))).toEqual({
      password: 'VA_EnterPassword'
    });
    expect(PasswordCheckFormSchema.parse({ password: ' bloom2025! ' })).toEqual({ password: 'bloom2025!' });
  });
});

describe('WithdrawalFormSchema', () => {
  it('needs a reason, the password and the agreement, each with its own key', () => {
    expect(
      refusals(WithdrawalFormSchema.safeParse({ reason: '', detail: '', password: '', agree: false }))
    ).toEqual({ reason: 'WD_SelectReason', password: 'VA_EnterPassword', agree: 'WD_AgreeRequired' });
  });

  it('refuses words over 500 characters after trimming, and keeps the body the API takes', () => {
    const long = WithdrawalFormSchema.safeParse({
      reason: 'PRICE',
      detail: `  ${'가'.repeat(501)}  `,
      password: 'bloom2025!',
      agree: true
    });
    expect(refusals(long)).toEqual({ detail: 'WD_DetailLength' });
    expect(
      WithdrawalFormSchema.parse({
        reason: 'PRICE',
        detail: `  ${'가'.repeat(500)}  `,
        password: ' bloom2025! ',
        agree: true
      })
    ).toEqual({ reason: 'PRICE', detail: '가'.repeat(500), password: 'bloom2025!', agree: true });
  });
});

describe('UserInfoFormSchema', () => {
  const values = {
    mobileNumber: '010-1234-5678',
    changingEmail: false,
    currentPassword: '',
    marketingEmail: false,
    marketingSms: true
  };

  it('always needs a mobile number as MobileSchema takes it', () => {
    expect(refusals(UserInfoFormSchema.safeParse({ ...values, mobileNumber: ' ' }))).toEqual({
      mobileNumber: 'ALT_InputMobile'
    });
    expect(refusals(UserInfoFormSchema.safeParse({ ...values, mobileNumber: '010-12ab' }))).toEqual({
      mobileNumber: 'VA_MobileOnlyNumber'
    });
    expect(UserInfoFormSchema.parse(values).mobileNumber).toBe('01012345678');
  });

  it('needs the current password only while a new email is being set', () => {
    expect(UserInfoFormSchema.safeParse(values).success).toBe(true);
    expect(refusals(UserInfoFormSchema.safeParse({ ...values, changingEmail: true }))).toEqual({
      currentPassword: 'VA_EnterPassword'
    });
    expect(
      refusals(UserInfoFormSchema.safeParse({ ...values, changingEmail: true, currentPassword: '  ' }))
    ).toEqual({ currentPassword: 'VA_EnterPassword' });
    expect(
      UserInfoFormSchema.safeParse({ ...values, changingEmail: true, currentPassword: 'bloom2025!' }).success
    ).toBe(true);
  });
});
