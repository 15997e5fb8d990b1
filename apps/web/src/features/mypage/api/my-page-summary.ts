import type { MyPageSummary } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/** Under the ['member', …] key, so logout removes it. */
export const myPageSummaryKey = (userSeqNo: number) =>
  [MEMBER_QUERY_ROOT, 'myPageSummary', userSeqNo] as const;

/** GET /order/v1/sales/history/summary: order counts per state, points and usable coupons (ADR 054). */
export function myPageSummaryQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: myPageSummaryKey(userSeqNo),
    queryFn: ({ signal }) => apiData<MyPageSummary>('/order/v1/sales/history/summary', { signal }),
    // Orders move on (paid, shipped, cancelled) between visits: read again on a later visit, but the loader's
    // prefetch and the screen's mount share one request.
    staleTime: 10_000
  });
}

export const useMyPageSummary = (userSeqNo: number) => useQuery(myPageSummaryQueryOptions(userSeqNo));
