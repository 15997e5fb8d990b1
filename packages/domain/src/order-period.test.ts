import { describe, expect, it } from 'vitest';
import { isCalendarDay, OrderPeriodFormSchema } from './order.ts';

const ruleOf = (fromDate: string, toDate: string) => {
  const result = OrderPeriodFormSchema.safeParse({ fromDate, toDate });
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('isCalendarDay', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '20260101',
      '',
      '2026-01-01 '
    ])
      expect(isCalendarDay(value), value).toBe(false);
  });
});

describe('OrderPeriodFormSchema', () => {
  it('takes a period of one day up to 366 days, the inputs trimmed', () => {
    expect(ruleOf('2026-03-01', '2026-03-01')).toBeNull();
    expect(ruleOf('2025-03-01', '2026-03-01')).toBeNull();
    expect(OrderPeriodFormSchema.parse({ fromDate: ' 2026-03-01 ', toDate: '2026-03-02' })).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-02'
    });
  });

  it('names one rule at a time on the from day: format, order, too long', () => {
    expect(ruleOf('2026-3-1', '2026-03-02')).toEqual([['fromDate', 'format']]);
    expect(ruleOf('2026-03-01', '2026-02-30')).toEqual([['fromDate', 'format']]);
    expect(ruleOf('2026-03-02', '2026-03-01')).toEqual([['fromDate', 'order']]);
    expect(ruleOf('2025-02-28', '2026-03-01')).toEqual([['fromDate', 'tooLong']]);
  });
});
