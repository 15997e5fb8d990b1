import { DEFAULT_ORDER_PERIOD_MONTHS, ORDER_PERIOD_PRESETS, type MemberCoupon } from '@mall/domain';

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
export function couponDDay(coupon: Pick<MemberCoupon, 'status' | 'expiresAt'>, now: Date = new Date()): number | null {
  if (coupon.status !== 'ISSUED') return null;
  const days = daysLeft(coupon.expiresAt, now);
  return days >= 0 && days <= COUPON_D_DAY_WINDOW ? days : null;
}

/** Today in Seoul (YYYY-MM-DD): the server reads history ranges as Seoul days. */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** ?months= of the point page: one of the presets (1–6), else the default 6. */
export function periodMonthsOf(searchParams: URLSearchParams): number {
  const months = Number(searchParams.get('months'));
  return (ORDER_PERIOD_PRESETS as readonly number[]).includes(months) ? months : DEFAULT_ORDER_PERIOD_MONTHS;
}

/** ?page= : a whole page number from 1, else 1. */
export function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
