import type {
  PasswordChangeDelayResult,
  SocialProvider,
  UpdateUserInfoBody,
  UserInfo,
  WithdrawalBody
} from '@mall/domain';
import { apiData, apiRequest } from '../../../shared/api/api-client';

/**
 * The my-page account writes (SPEC §7 Member), used by the screens only (so they stay in the screens'
 * lazy chunk, not in Home's first load: see the 'app' group in vite.config.ts). Forms show their own
 * refusals: none of these goes through the global dialogs.
 */
const own = { dispatchErrors: false } as const;

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
