import type { Me } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import type { SessionUser } from './session-store';

/** Member-only queries live under this key; logout removes them. */
export const MEMBER_QUERY_ROOT = 'member';
export const meQueryKey = (userSeqNo: number) => [MEMBER_QUERY_ROOT, 'me', userSeqNo] as const;

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
