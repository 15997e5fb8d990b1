import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_EVENTS,
  BANK_ACCOUNT_STATES,
  BANK_CODES,
  BANKS,
  BankAccountInputSchema,
  RefundAccountFormSchema,
  bankList,
  bankName,
  isBankAccountVerified,
  isBankCode,
  maskAccountNumber,
  nextBankAccountState,
  sameHolderName,
  saveEventFor,
  tossBankCode,
  type BankAccountState
} from './bank-account.ts';
import { LANGUAGES } from './languages.ts';

const valid = { bankCode: '088', accountNumber: '110-123-456789', holderName: '홍길동' };
/** The first refusal's key per field, as the form shows it. */
const firstKeys = (value: unknown, schema = BankAccountInputSchema) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) keys[String(issue.path[0])] ??= issue.message;
  return keys;
};

describe('bank list (KFTC codes, INTEGRATIONS §6.1)', () => {
  it('has a name in every language for every bank, with no Korean left in the others', () => {
    for (const code of BANK_CODES)
      for (const language of LANGUAGES) expect(bankName(code, language).trim(), code).not.toBe('');
    for (const code of BANK_CODES) {
      expect(bankName(code, 'ko-KR')).toMatch(/[\uAC00-\uD7A3]/);
      expect(bankName(code, 'en-US')).not.toMatch(/[\uAC00-\uD7A3]/);
      expect(bankName(code, 'zh-TW')).not.toMatch(/[\uAC00-\uD7A3]/);
    }
    expect(Object.keys(BANKS).sort()).toEqual([...BANK_CODES].sort());
  });

  it('uses the three-digit codes and real names', () => {
    expect(BANK_CODES.every((code) => /^[0-9]{3}$/.test(code))).toBe(true);
    expect(bankName('004', 'ko-KR')).toBe('KB국민은행');
    expect(bankName('004', 'en-US')).toBe('KB Kookmin Bank');
    expect(bankName('004', 'zh-TW')).toBe('KB國民銀行');
    expect(bankList('en-US')).toContainEqual({ bankCode: '090', bankName: 'KakaoBank' });
    expect(bankList('ko-KR')).toHaveLength(BANK_CODES.length);
  });

  it('maps to Toss codes where Toss has one; leaves out banks without retail accounts', () => {
    expect(tossBankCode('004')).toBe('KOOKMIN');
    expect(tossBankCode('012')).toBe('LOCALNONGHYEOP');
    expect(tossBankCode('055')).toBeNull();
    expect(isBankCode('008')).toBe(false);
    expect(isBankCode('088')).toBe(true);
    expect(isBankCode('toString')).toBe(false);
  });
});

describe('BankAccountInputSchema (SPEC §5)', () => {
  it('accepts an account typed with hyphens and spaces, and keeps digits only', () => {
    expect(BankAccountInputSchema.parse({ ...valid, accountNumber: ' 110 123-456789 ' })).toEqual({
      bankCode: '088',
      accountNumber: '110123456789',
      holderName: '홍길동'
    });
  });

  it.each([
    [{ ...valid, bankCode: undefined }, 'bankCode', 'CMM_AccDesc3'],
    [{ ...valid, bankCode: '' }, 'bankCode', 'CMM_AccDesc3'],
    [{ ...valid, bankCode: '008' }, 'bankCode', 'CMM_AccDesc3'],
    [{ ...valid, accountNumber: undefined }, 'accountNumber', 'CMM_AccDesc4'],
    [{ ...valid, accountNumber: ' - ' }, 'accountNumber', 'CMM_AccDesc4'],
    [{ ...valid, accountNumber: '110-12a-456789' }, 'accountNumber', 'VA_NumberOnly'],
    [{ ...valid, accountNumber: '110.123.456789' }, 'accountNumber', 'VA_NumberOnly'],
    [{ ...valid, accountNumber: '123456789' }, 'accountNumber', 'CMM_AccNumberLength'],
    [{ ...valid, accountNumber: '12345678901234567' }, 'accountNumber', 'CMM_AccNumberLength'],
    [{ ...valid, holderName: undefined }, 'holderName', 'CMM_AccHolderName'],
    [{ ...valid, holderName: '   ' }, 'holderName', 'CMM_AccHolderName'],
    [{ ...valid, holderName: '가'.repeat(21) }, 'holderName', 'CMM_AccHolderName']
  ])('%j: %s refused with %s', (value, field, key) => {
    expect(firstKeys(value)[field]).toBe(key);
  });

  it('takes 10 and 16 digits, trims the name, refuses unknown fields', () => {
    expect(BankAccountInputSchema.safeParse({ ...valid, accountNumber: '1234567890' }).success).toBe(true);
    expect(BankAccountInputSchema.safeParse({ ...valid, accountNumber: '1'.repeat(16) }).success).toBe(true);
    expect(BankAccountInputSchema.parse({ ...valid, holderName: ' 홍길동 ' }).holderName).toBe('홍길동');
    expect(BankAccountInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });

  it('the refund dialog also needs the refund terms ticked (CMM_AccDesc2)', () => {
    expect(firstKeys(valid, RefundAccountFormSchema)).toEqual({ agreeRefundTerms: 'CMM_AccDesc2' });
    expect(firstKeys({ ...valid, agreeRefundTerms: false }, RefundAccountFormSchema)).toEqual({
      agreeRefundTerms: 'CMM_AccDesc2'
    });
    expect(RefundAccountFormSchema.safeParse({ ...valid, agreeRefundTerms: true }).success).toBe(true);
    expect(firstKeys({}, RefundAccountFormSchema)).toEqual({
      bankCode: 'CMM_AccDesc3',
      accountNumber: 'CMM_AccDesc4',
      holderName: 'CMM_AccHolderName',
      agreeRefundTerms: 'CMM_AccDesc2'
    });
  });
});

describe('holder names', () => {
  it('compare without spaces, width or Latin case; never match an empty name', () => {
    expect(sameHolderName('홍 길동', '홍길동')).toBe(true);
    expect(sameHolderName('hong gildong', 'HONG GILDONG')).toBe(true);
    expect(sameHolderName('ＨＯＮＧ', 'hong')).toBe(true);
    expect(sameHolderName('홍길동', '홍길순')).toBe(false);
    expect(sameHolderName('', '')).toBe(false);
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['110123456789', '110******789'],
    ['110-123-456789', '110******789'],
    ['1234567890', '123****890'],
    ['1234567890123456', '123**********456']
  ])('%s → %s', (value, masked) => {
    expect(maskAccountNumber(value)).toBe(masked);
  });

  it('never shows more than six digits, and answers null when there is nothing to show', () => {
    for (let length = 1; length <= 16; length += 1) {
      const masked = maskAccountNumber('7'.repeat(length)) ?? '';
      expect(masked).toHaveLength(length);
      expect(masked.replace(/\*/g, '').length).toBeLessThanOrEqual(Math.max(0, length - 3));
      expect(masked.replace(/\*/g, '').length).toBeLessThanOrEqual(6);
    }
    expect(maskAccountNumber('12345')).toBe('*****');
    expect(maskAccountNumber(null)).toBeNull();
    expect(maskAccountNumber(' - ')).toBeNull();
  });
});

describe('bank account lifecycle (SPEC §4)', () => {
  it.each([
    ['UNVERIFIED', 'verify', 'VERIFIED'],
    ['VERIFIED', 'register', 'REGISTERED'],
    ['VERIFIED', 'change', 'CHANGED'],
    ['VERIFIED', 'edit', 'UNVERIFIED'],
    ['REGISTERED', 'edit', 'UNVERIFIED'],
    ['CHANGED', 'edit', 'UNVERIFIED'],
    ['UNVERIFIED', 'register', null],
    ['UNVERIFIED', 'change', null],
    ['REGISTERED', 'change', null],
    ['CHANGED', 'verify', null]
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(nextBankAccountState(from, event)).toBe(to);
  });

  it('saves only a verified account: every path to REGISTERED or CHANGED passes VERIFIED', () => {
    for (const from of BANK_ACCOUNT_STATES)
      for (const event of BANK_ACCOUNT_EVENTS) {
        const to = nextBankAccountState(from, event);
        if (to === 'REGISTERED' || to === 'CHANGED') expect(from).toBe('VERIFIED');
        if (to === 'VERIFIED') expect([from, event]).toEqual(['UNVERIFIED', 'verify']);
      }
    // Every state is reachable from UNVERIFIED.
    const seen = new Set<BankAccountState>(['UNVERIFIED']);
    for (let round = 0; round < BANK_ACCOUNT_STATES.length; round += 1)
      for (const from of [...seen])
        for (const event of BANK_ACCOUNT_EVENTS) {
          const to = nextBankAccountState(from, event);
          if (to) seen.add(to);
        }
    expect([...seen].sort()).toEqual([...BANK_ACCOUNT_STATES].sort());
  });

  it('saves as register for a first account, change for an existing one', () => {
    expect(saveEventFor(false)).toBe('register');
    expect(saveEventFor(true)).toBe('change');
    expect(isBankAccountVerified('UNVERIFIED')).toBe(false);
    expect(BANK_ACCOUNT_STATES.filter(isBankAccountVerified)).toEqual(['VERIFIED', 'REGISTERED', 'CHANGED']);
  });
});
