import type {
  PasswordChangeDelayResult,
  SnsLink,
  SocialProvider,
  UpdateUserInfoBody,
  UserInfo,
  WithdrawalBody
} from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The my-page account calls (SPEC §7 Member). Member-only data lives under the ['member', …] key, so
 * logout removes it. Forms show their own refusals: none of the writes goes through the global dialogs.
 */
const own = { dispatchErrors: false } as const;

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

export function verifyPassword(password: string): Promise<{ verified: true }> {
  return apiData('/member/v1/users/verify/password', { ...own, method: 'POST', body: { password } });
}

export async function changePassword(body: {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}): Promise<void> {
  await apiRequest<null>('/member/v1/users/password', { ...own, method: 'PUT', body });
}

export function delayPasswordChange(userSeqNo: number): Promise<PasswordChangeDelayResult> {
  return apiData(`/member/v1/passwordChangeDelay/${userSeqNo}`, { ...own, method: 'PUT', body: {} });
}

export function updateUserInfo(userSeqNo: number, body: UpdateUserInfoBody): Promise<UserInfo> {
  return apiData(`/member/v1/users/${userSeqNo}`, { ...own, method: 'PUT', body });
}

/** Starts linking: the API answers the provider's authorize URL; the callback comes back to /mypage/sns. */
export function startSocialLink(provider: SocialProvider, redirect: string): Promise<{ url: string }> {
  return apiData(`/oauth/social/${provider.toLowerCase()}/authorize`, {
    ...own,
    method: 'POST',
    body: { redirect }
  });
}

export async function unlinkSocial(provider: SocialProvider): Promise<void> {
  await apiRequest<null>(`/member/v1/users/sns/${provider.toLowerCase()}`, { ...own, method: 'DELETE' });
}

export function withdraw(body: WithdrawalBody): Promise<{ rejoinPossibleDate: string }> {
  return apiData('/member/v1/users/withdrawal', { ...own, method: 'POST', body });
}
