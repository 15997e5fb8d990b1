import { describe, expect, it } from 'vitest';
import { pageOf, periodMonthsOf, seoulToday } from './period';

describe('history addresses', () => {
  it('reads the period (1–6 months, default 6) and a whole page from the address', () => {
    expect(periodMonthsOf(new URLSearchParams('months=3'))).toBe(3);
    expect(periodMonthsOf(new URLSearchParams('months=7'))).toBe(6);
    expect(periodMonthsOf(new URLSearchParams(''))).toBe(6);
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageOf(new URLSearchParams('pageNumber=3'), 'pageNumber')).toBe(3);
  });

  it('takes today in Seoul (UTC+9)', () => {
    expect(seoulToday(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-24');
    expect(seoulToday(new Date('2026-11-23T14:59:00Z'))).toBe('2026-11-23');
  });
});
