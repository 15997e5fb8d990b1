import type { SnsLink, UserInfo } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The my-page account reads (SPEC §7 Member), prefetched by the route loaders. Member-only data lives
 * under the ['member', …] key, so logout removes it. The writes are in account-mutations.ts.
 */

export const accountKeys = {
  userInfo: (userSeqNo: number) => [MEMBER_QUERY_ROOT, 'userInfo', userSeqNo] as const,
  sns: (userSeqNo: number) => [MEMBER_QUERY_ROOT, 'sns', userSeqNo] as const
};

/** GET /member/v1/users/{id}: the member with the marketing consents (self only). */
export function userInfoQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: accountKeys.userInfo(userSeqNo),
    queryFn: ({ signal }) => apiData<UserInfo>(`/member/v1/users/${userSeqNo}`, { signal }),
    // Contact details change elsewhere too (another tab, the back office): read them fresh on each visit.
    staleTime: 0
  });
}

/** GET /member/v1/users/sns: the member's social links. */
export function snsLinksQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: accountKeys.sns(userSeqNo),
    queryFn: ({ signal }) => apiData<SnsLink[]>('/member/v1/users/sns', { signal }),
    staleTime: 0
  });
}
