import { describe, expect, it } from 'vitest';
import {
  CashReceiptRequestSchema,
  cashReceiptIdentity,
  ftcBusinessInfoUrl,
  fullAgeOn,
  isOldEnoughToJoin,
  isValidBusinessNumber
} from './legal.ts';

/** The instant a Korea day starts: midnight in Seoul is 15:00 UTC the day before. */
const seoulMidnight = (date: string) => new Date(new Date(`${date}T00:00:00+09:00`).getTime());
const justBefore = (at: Date) => new Date(at.getTime() - 1);

describe('the age-14 check (만 14세, Korea time)', () => {
  it('turns 14 exactly at the start of the 14th birthday in Korea, not a millisecond before', () => {
    const birthday = seoulMidnight('2026-03-15');
    expect(isOldEnoughToJoin('2012-03-15', birthday)).toBe(true);
    expect(isOldEnoughToJoin('2012-03-15', justBefore(birthday))).toBe(false);
    expect(fullAgeOn('2012-03-15', justBefore(birthday))).toBe(13);
  });

  it('counts the Korea day, not the UTC one: 14 at 00:30 KST while it is still the day before in UTC', () => {
    const at = new Date('2026-03-14T15:30:00Z'); // 2026-03-15 00:30 in Seoul
    expect(isOldEnoughToJoin('2012-03-15', at)).toBe(true);
    expect(isOldEnoughToJoin('2012-03-15', new Date('2026-03-14T14:59:59Z'))).toBe(false);
  });

  it('gives someone born on 29 February the year on 1 March in a common year', () => {
    expect(isOldEnoughToJoin('2012-02-29', justBefore(seoulMidnight('2026-03-01')))).toBe(false);
    expect(isOldEnoughToJoin('2012-02-29', seoulMidnight('2026-03-01'))).toBe(true);
    expect(fullAgeOn('2012-02-29', seoulMidnight('2028-02-29'))).toBe(16);
  });

  it('refuses what is not a date', () => {
    expect(fullAgeOn('2012-02-30', new Date())).toBeNull();
    expect(isOldEnoughToJoin('20120101', new Date())).toBe(false);
    expect(isOldEnoughToJoin('1990-01-01', new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('cash receipt numbers', () => {
  it('checks a business registration number with its check digit', () => {
    expect(isValidBusinessNumber('220-81-62517')).toBe(true);
    expect(isValidBusinessNumber('2208162517')).toBe(true);
    expect(isValidBusinessNumber('220-81-62518')).toBe(false);
    expect(isValidBusinessNumber('220-81-6251')).toBe(false);
  });

  it('takes a mobile number for income deduction and a business number for expense proof', () => {
    expect(cashReceiptIdentity('INCOME_DEDUCTION', '010-1234-5678')).toBe('01012345678');
    expect(cashReceiptIdentity('INCOME_DEDUCTION', '02-123-4567')).toBeNull();
    expect(cashReceiptIdentity('INCOME_DEDUCTION', '2208162517')).toBeNull();
    expect(cashReceiptIdentity('EXPENSE_PROOF', '01012345678')).toBeNull();
    expect(cashReceiptIdentity('EXPENSE_PROOF', '220-81-62517')).toBe('2208162517');
  });

  it('answers the refusal key of the kind asked for', () => {
    const bad = CashReceiptRequestSchema.safeParse({ type: 'EXPENSE_PROOF', identityNumber: '123-45-67890' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('CASH_RECEIPT_BUSINESS_INVALID');
    const mobile = CashReceiptRequestSchema.safeParse({
      type: 'INCOME_DEDUCTION',
      identityNumber: '0101234'
    });
    expect(mobile.error?.issues[0]?.message).toBe('CASH_RECEIPT_MOBILE_INVALID');
    expect(
      CashReceiptRequestSchema.parse({ type: 'INCOME_DEDUCTION', identityNumber: ' 010 9876 5432 ' })
    ).toEqual({ type: 'INCOME_DEDUCTION', identityNumber: '01098765432' });
  });
});

it('links the FTC page with the digits of the business number', () => {
  expect(ftcBusinessInfoUrl('214-88-31570')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148831570');
});
