import { isCalendarDay, orderPeriod } from '@mall/domain';
import { pageOf, periodMonthsOf, seoulToday } from '../../../shared/lib/period';
import type { HistoryQuery } from '../api/order-history-api';

/** The query the address names: ?type=autoship&fromDate=&toDate=&months=&pageNumber= (defaults: 6 months). */
export function historyQueryOf(
  searchParams: URLSearchParams,
  today = seoulToday()
): HistoryQuery & { months: number | null } {
  const type = searchParams.get('type') === 'autoship' ? 'autoship' : 'normal';
  const pageNumber = pageOf(searchParams, 'pageNumber');
  const from = searchParams.get('fromDate') ?? '';
  const to = searchParams.get('toDate') ?? '';
  if (isCalendarDay(from) && isCalendarDay(to))
    return { type, pageNumber, fromDate: from, toDate: to, months: null };
  const months = periodMonthsOf(searchParams);
  return { type, pageNumber, ...orderPeriod(months, today), months };
}
