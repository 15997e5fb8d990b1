import type { CouponPage, Language, PointHistoryPage, PointSummary } from '@mall/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The member's coupons and points (SPEC §7 "Coupons and points", docs/decisions/037). Kept under the
 * ['member', …] key: logout drops them. Coupon names come in the asked language, so it is part of the key.
 */
export type CouponTab = 'active' | 'used';
const COUPON_PATHS: Record<CouponTab, string> = {
  active: '/compensation/coupon/v1/coupons/owned/active',
  used: '/compensation/coupon/v1/coupons/used'
};

export const benefitsKeys = {
  all: [MEMBER_QUERY_ROOT, 'benefits'] as const,
  coupons: (tab: CouponTab, page: number, language: Language) =>
    [...benefitsKeys.all, 'coupons', tab, page, language] as const,
  pointSummary: (userSeqNo: number) => [...benefitsKeys.all, 'point-summary', userSeqNo] as const,
  pointHistory: (query: PointHistoryRequest) => [...benefitsKeys.all, 'point-history', query] as const
};

/** A page of the active (page size 50, ending soonest first) or used/expired (20, latest first) coupons. */
export function couponPageQueryOptions(tab: CouponTab, page: number, language: Language) {
  return queryOptions({
    queryKey: benefitsKeys.coupons(tab, page, language),
    queryFn: ({ signal }) =>
      apiData<CouponPage>(COUPON_PATHS[tab], { query: { page }, language, signal, dispatchErrors: false }),
    placeholderData: keepPreviousData,
    staleTime: 30_000
  });
}

/** Balance, totals and what expires within 30 days. */
export function pointSummaryQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: benefitsKeys.pointSummary(userSeqNo),
    queryFn: ({ signal }) =>
      apiData<PointSummary>(`/compensation/point/v1/private/point/findPoint/${userSeqNo}`, {
        signal,
        dispatchErrors: false
      }),
    staleTime: 30_000
  });
}

export type PointHistoryRequest = { fromDate: string; toDate: string; page: number };

/** The ledger in a period (Seoul days, inclusive), newest first, 20 a page. */
export function pointHistoryQueryOptions(query: PointHistoryRequest) {
  return queryOptions({
    queryKey: benefitsKeys.pointHistory(query),
    queryFn: ({ signal }) =>
      apiData<PointHistoryPage>('/compensation/point/v1/private/point/point-summary-history', {
        query,
        signal,
        dispatchErrors: false
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000
  });
}
