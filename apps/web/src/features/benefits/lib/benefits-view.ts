import type { MemberCoupon } from '@mall/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Coupons ending within this many days show a D-day. */
export const COUPON_D_DAY_WINDOW = 7;

/** Calendar days from today to the coupon's last day (visitor's calendar): 0 = ends today. */
export function daysLeft(expiresAt: string, now: Date = new Date()): number {
  const end = new Date(expiresAt);
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((endDay - today) / DAY_MS);
}

/** The D-day of a usable coupon ending within a week, else null. */
export function couponDDay(
  coupon: Pick<MemberCoupon, 'status' | 'expiresAt'>,
  now: Date = new Date()
): number | null {
  if (coupon.status !== 'ISSUED') return null;
  const days = daysLeft(coupon.expiresAt, now);
  return days >= 0 && days <= COUPON_D_DAY_WINDOW ? days : null;
}
