import { DEFAULT_ORDER_PERIOD_MONTHS, ORDER_PERIOD_PRESETS } from '@mall/domain';

/**
 * What the order history (/mypage/orderList) and the point history (/mypage/point) read from their addresses in
 * the same way: today as the API counts days, the month preset and the page.
 */

/** Today as a Seoul calendar date, YYYY-MM-DD (the API reads history ranges as Seoul days). */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** ?months= : one of the presets (1–6 months), else the default 6. */
export function periodMonthsOf(searchParams: URLSearchParams): number {
  const months = Number(searchParams.get('months'));
  return (ORDER_PERIOD_PRESETS as readonly number[]).includes(months) ? months : DEFAULT_ORDER_PERIOD_MONTHS;
}

/** The page in the address (?page= or another name): a whole number from 1 to 10,000, else 1. */
export function pageOf(searchParams: URLSearchParams, name = 'page'): number {
  const page = Number(searchParams.get(name));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
