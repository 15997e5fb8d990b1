import { describe, expect, it } from 'vitest';
import { couponDDay, daysLeft } from './benefits-view';

describe('benefits view rules', () => {
  const now = new Date(2026, 10, 23, 15, 0); // 23 Nov 2026, 15:00 local
  it('counts calendar days to the last day, whatever the hour', () => {
    expect(daysLeft(new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe(0);
    expect(daysLeft(new Date(2026, 10, 24, 0, 1).toISOString(), now)).toBe(1);
    expect(daysLeft(new Date(2026, 10, 30, 9, 0).toISOString(), now)).toBe(7);
  });

  it('shows a D-day only for usable coupons ending within 7 days', () => {
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 10, 28).toISOString() }, now)).toBe(5);
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 10, 23, 20).toISOString() }, now)).toBe(
      0
    );
    expect(couponDDay({ status: 'ISSUED', expiresAt: new Date(2026, 11, 1).toISOString() }, now)).toBeNull();
    expect(couponDDay({ status: 'USED', expiresAt: new Date(2026, 10, 25).toISOString() }, now)).toBeNull();
    expect(
      couponDDay({ status: 'EXPIRED', expiresAt: new Date(2026, 10, 20).toISOString() }, now)
    ).toBeNull();
  });
});
