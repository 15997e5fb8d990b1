import { describe, expect, it } from 'vitest';
import {
  MigrateCompleteBodySchema,
  MigrateInfoBodySchema,
  maskEmail,
  maskMobile,
  maskName
} from './migration.ts';
import { officeAction } from './office.ts';

describe('masks (never the full name, email or mobile)', () => {
  it.each([
    ['김서연', '김*연'],
    ['남궁민수', '남**수'],
    ['이훈', '이*'],
    ['Hanna Kim', 'H*******m'],
    ['A', '*']
  ])('maskName(%s) = %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
    expect(maskName(name)).not.toBe(name);
  });
  it.each([
    ['hanna.kim@example.com', 'ha*******@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['abc@naver.com', 'ab*@naver.com']
  ])('maskEmail(%s) = %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
    expect(maskEmail(email)).toHaveLength(email.length);
  });
  it.each([
    ['01012345678', '010-****-5678'],
    ['0111234567', '011-***-4567']
  ])('maskMobile(%s) = %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});

describe('migration schemas', () => {
  const valid = {
    migrateToken: 'x'.repeat(43),
    loginId: ' hanna2026 ',
    password: 'newpass12!',
    passwordConfirm: 'newpass12!',
    agreements: { SERVICE: true, PRIVACY: true, AGE_14: true }
  };
  it('accepts a complete request and trims the login id', () => {
    const parsed = MigrateCompleteBodySchema.parse(valid);
    expect(parsed.loginId).toBe('hanna2026');
  });
  it('uses the SPEC §5 message keys', () => {
    const result = MigrateCompleteBodySchema.safeParse({
      ...valid,
      loginId: 'ab',
      password: 'short1',
      passwordConfirm: 'other',
      agreements: { SERVICE: true }
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'loginId:UTI_Valid_LoginId',
        'password:VA_PasswordLength',
        'passwordConfirm:VA_PasswordConfirm',
        'agreements.PRIVACY:SIG_AgreeRequiredTerms'
      ])
    );
  });
  it('requires the legacy id and password', () => {
    const result = MigrateInfoBodySchema.safeParse({ legacyLoginId: '  ', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'MIG_EnterLegacyId',
      'VA_EnterPassword'
    ]);
  });
});

describe('officeAction (SPEC §4 mall/back-office toggle)', () => {
  it.each([
    [null, 'signup'],
    ['BEAUTY_CONSUMER', 'conversion'],
    ['NON_REF_CUSTOMER', 'reject'],
    ['SOLE_PROPRIETORSHIP', 'handoff']
  ] as const)('%s -> %s', (userType, action) => {
    expect(officeAction(userType)).toBe(action);
  });
});
