import type { Me } from '@mall/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import type { SessionUser } from './session-store';

/** Member-only queries live under this key; logout removes them. */
export const MEMBER_QUERY_ROOT = 'member';
export const meQueryKey = (userSeqNo: number) => [MEMBER_QUERY_ROOT, 'me', userSeqNo] as const;

/** The member's views an order moves: my page's counts, points and coupons, the order history. */
const ORDER_VIEWS = new Set<unknown>(['myPageSummary', 'benefits', 'orders']);

/**
 * After an order is placed, cancelled or earns its points: what my page, the point and coupon screens and the
 * history show is stale. The screen on view reads again now, the others when next opened (not after their
 * stale time, which would show the old counts right after a purchase). `fresh`: keys just set from the
 * server's answer, left as they are.
 */
export function invalidateOrderViews(
  queryClient: QueryClient,
  fresh: readonly (readonly unknown[])[] = []
): Promise<void> {
  const freshKeys = new Set(fresh.map((key) => JSON.stringify(key)));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === MEMBER_QUERY_ROOT &&
      ORDER_VIEWS.has(queryKey[1]) &&
      !freshKeys.has(JSON.stringify(queryKey))
  });
}

/** GET /member/v1/users/me with the in-memory access token (403 expired: the client refreshes once). */
export function fetchMe(options: { dispatchErrors?: boolean; signal?: AbortSignal } = {}): Promise<Me> {
  return apiData<Me>('/member/v1/users/me', options);
}

export function meQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: meQueryKey(userSeqNo),
    queryFn: ({ signal }) => fetchMe({ signal })
  });
}

export function toSessionUser(me: Me): SessionUser {
  return {
    userSeqNo: me.userSeqNo,
    userNumber: me.userNumber,
    userType: me.userType,
    fullName: me.fullName,
    acceptId: me.acceptId
  };
}
