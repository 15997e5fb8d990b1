import { describe, expect, it } from 'vitest';
import { couponDDay, daysLeft, pageOf, periodMonthsOf, seoulToday } from './compensation-view';

describe('compensation view rules', () => {
  const now = new Date(2026, 10, 23, 15, 0); // 23 Nov 2026, 15:00 local
  it('counts calendar days to the last day, whatever the hour', () => {
    expect(daysLeft(new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe(0);
    expect(daysLeft(new Date(2026, 10, 24, 0, 1).toISOString(), now)).toBe(1);
    expect(daysLeft(new Date(2026, 10, 30, 9, 0).toISOString(), now)).toBe(7);
  });

  it('shows a D-day only for usable coupons ending within 7 days', () => {
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 10, 28).toISOString() }, now)).toBe(5);
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 10, 23, 20).toISOString() }, now)).toBe(0);
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 11, 1).toISOString() }, now)).toBeNull();
    expect(couponDDay({ status: 'USED', expiresAt: new Date(2026, 10, 25).toISOString() }, now)).toBeNull();
    expect(couponDDay({ status: 'EXPIRED', expiresAt: new Date(2026, 10, 20).toISOString() }, now)).toBeNull();
  });

  it('reads the period (1–6 months, default 6) and the page from the address', () => {
    expect(periodMonthsOf(new URLSearchParams('months=3'))).toBe(3);
    expect(periodMonthsOf(new URLSearchParams('months=7'))).toBe(6);
    expect(periodMonthsOf(new URLSearchParams(''))).toBe(6);
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
  });

  it('takes today in Seoul (UTC+9)', () => {
    expect(seoulToday(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-24');
    expect(seoulToday(new Date('2026-11-23T14:59:00Z'))).toBe('2026-11-23');
  });
});
