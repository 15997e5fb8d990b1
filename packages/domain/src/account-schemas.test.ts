import { describe, expect, it } from 'vitest';
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
import {
  formatMobile,
  fullName,
  isActivePlannerStatus,
  isPasswordChangeDue,
  seesMemberPrices
} from './member-rules.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

describe('login id (4-20 letters or digits)', () => {
  it.each([
    ['abcd', null],
    ['User2026', null],
    ['a'.repeat(20), null],
    ['  spaced1  ', null],
    ['abc', 'UTI_Valid_LoginId'],
    ['a'.repeat(21), 'UTI_Valid_LoginId'],
    ['with-dash', 'UTI_Valid_LoginId'],
    ['한글아이디', 'UTI_Valid_LoginId'],
    ['2000000001', 'UTI_Valid_LoginId'],
    ['1234', 'UTI_Valid_LoginId']
  ])('%s -> %s', (value, message) => {
    expect(firstMessage(LoginIdSchema, value)).toBe(message);
  });
  it('trims', () => {
    expect(LoginIdSchema.parse('  spaced1  ')).toBe('spaced1');
  });
});

describe('password (7-16, letters + digits, allowed symbols)', () => {
  it.each([
    ['', 'VA_EnterPassword'],
    ['ab12', 'VA_PasswordLength'],
    ['abc1234', null],
    ['비밀번호123', null],
    ['Pass!@#$%^&*1', null],
    ['a'.repeat(15) + '1', null],
    ['a'.repeat(16) + '1', 'UTI_ValidatePassword5'],
    ['abcdefgh', 'VA_PasswordContain'],
    ['12345678', 'VA_PasswordContain'],
    ['abc 12345', 'VA_PasswordContain'],
    ['abc1234<>', 'VA_PasswordContain']
  ])('%s -> %s', (value, message) => {
    expect(firstMessage(PasswordSchema, value)).toBe(message);
  });

  it('needs an equal, non-empty confirmation', () => {
    const schema = withPasswordConfirmation(
      z.object({ password: PasswordSchema, passwordConfirm: z.string() })
    );
    expect(schema.safeParse({ password: 'abc1234', passwordConfirm: 'abc1234' }).success).toBe(true);
    expect(firstMessage(schema, { password: 'abc1234', passwordConfirm: 'abc1235' })).toBe(
      'VA_PasswordConfirm'
    );
    expect(firstMessage(schema, { password: 'abc1234', passwordConfirm: '' })).toBe('VA_PasswordConfirm');
  });

  it('refuses a different confirmation alongside a refused password (a form shows both at once)', () => {
    const schema = withPasswordConfirmation(
      z.object({ password: PasswordSchema, passwordConfirm: z.string() })
    );
    const result = schema.safeParse({ password: 'abc12', passwordConfirm: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'VA_PasswordLength'],
      ['passwordConfirm', 'VA_PasswordConfirm']
    ]);
    expect(schema.safeParse({ password: undefined, passwordConfirm: 'x' }).error?.issues).toHaveLength(1);
  });
});

describe('email', () => {
  it.each([
    ['kim.seoyeon@naver.com', null],
    ['  Mixed_Case-1@Gmail.COM ', null],
    ['ab@naver.com', 'VA_EmailFormat'],
    ['name@domain', 'VA_EmailFormat'],
    ['name@domain.c', 'VA_EmailFormat'],
    ['na me@naver.com', 'VA_EmailFormat'],
    ['name+tag@naver.com', 'VA_EmailFormat'],
    [`name@${'a'.repeat(250)}.com`, 'VA_EmailFormat']
  ])('%s -> %s', (value, message) => {
    expect(firstMessage(EmailSchema, value)).toBe(message);
  });
  it('lower-cases and trims', () => {
    expect(EmailSchema.parse('  Mixed_Case-1@Gmail.COM ')).toBe('mixed_case-1@gmail.com');
  });
});

describe('mobile number', () => {
  it.each([
    ['01012345678', null],
    ['', 'ALT_InputMobile'],
    ['010-1234-5678', null],
    [' 010 1234 5678 ', null],
    ['010.1234.5678', 'VA_MobileOnlyNumber'],
    ['010123456789', 'VA_MobileLength']
  ])('%s -> %s', (value, message) => {
    expect(firstMessage(MobileSchema, value)).toBe(message);
  });
  it('is normalised to digits, however it was typed', () => {
    expect(MobileSchema.parse('010-1234-5678')).toBe('01012345678');
    expect(MobileSchema.parse('010 1234 5678')).toBe('01012345678');
  });
  it('is displayed 3-4-4', () => {
    expect(formatMobile('01012345678')).toBe('010-1234-5678');
    expect(formatMobile('0212345678')).toBe('021-234-5678');
  });
});

describe('names, referrer and user number inputs', () => {
  it.each([
    [PersonNameSchema, '', 'VA_EnterName'],
    [PersonNameSchema, 'a'.repeat(21), 'VA_NameLength'],
    [PersonNameSchema, '서연', null],
    [ReferrerNumberSchema, '123', 'VA_ReferrerLength'],
    [ReferrerNumberSchema, '1'.repeat(21), 'VA_ReferrerLength'],
    [ReferrerNumberSchema, '1000000001', null],
    [UserNumberInputSchema, '  ', 'LOG_ValidId'],
    [UserNumberInputSchema, '1'.repeat(21), 'VA_LoginIdLength'],
    [PersonNameSchema, 'A\u0000', 'VA_InvalidCharacters'],
    [ReferrerNumberSchema, '1000\u0000001', 'VA_InvalidCharacters'],
    [UserNumberInputSchema, '1000\u0000001', 'VA_InvalidCharacters']
  ] as const)('%#', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('writes the full name last name first', () => {
    expect(fullName('김', '서연')).toBe('김서연');
    expect(fullName('Kim', 'Seoyeon')).toBe('Kim Seoyeon');
  });

  it('counts locked planners as active (SPEC §4 planner check)', () => {
    expect(isActivePlannerStatus('ACTIVATED')).toBe(true);
    expect(isActivePlannerStatus('LOCK_LOGIN_PASSWORD_FAIL')).toBe(true);
    expect(isActivePlannerStatus('WITHDRAWN')).toBe(false);
  });

  it('shows SP/BP to active planners only (docs/decisions/026)', () => {
    expect(seesMemberPrices({ userType: 'SOLE_PROPRIETORSHIP', status: 'ACTIVATED' })).toBe(true);
    expect(seesMemberPrices({ userType: 'SOLE_PROPRIETORSHIP', status: 'LOCK_LOGIN_PASSWORD_FAIL' })).toBe(
      true
    );
    expect(seesMemberPrices({ userType: 'SOLE_PROPRIETORSHIP', status: 'WITHDRAWN' })).toBe(false);
    expect(seesMemberPrices({ userType: 'BEAUTY_CONSUMER', status: 'ACTIVATED' })).toBe(false);
    expect(seesMemberPrices({ userType: 'NON_REF_CUSTOMER', status: 'ACTIVATED' })).toBe(false);
    expect(seesMemberPrices(null)).toBe(false);
  });
});

describe('maskLoginId', () => {
  it.each([
    ['customer1', 'cu*****r1'],
    ['abcde', 'ab*de'],
    ['abcd', 'a***'],
    ['ab', 'a*']
  ])('%s -> %s', async (id, masked) => {
    const { maskLoginId } = await import('./recovery.ts');
    expect(maskLoginId(id)).toBe(masked);
    expect(maskLoginId(id)).toHaveLength(id.length);
  });
});

describe('a required password change is due from its date on', () => {
  it.each([
    [null, '2026-03-01', false],
    ['2026-03-02', '2026-03-01', false],
    ['2026-03-01', '2026-03-01', true],
    ['2026-02-28', '2026-03-01', true],
    ['2026-02-28T00:00:00.000Z', '2026-03-01', true],
    ['', '2026-03-01', false]
  ])('%s on %s -> %s', (date, today, due) => {
    expect(isPasswordChangeDue(date, today)).toBe(due);
  });
});
