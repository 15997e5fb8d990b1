import type { RegisterBody } from '@mall/domain';
import { apiData } from '../../../shared/api/api-client';
import type { SignupReferrer } from '../lib/signup-session';

/**
 * The public sign-up calls (SPEC §7 Member public, Mail). Every screen shows its own refusals next to
 * the input concerned, so none of these goes through the global error dialogs.
 */
const own = { dispatchErrors: false } as const;

export function findReferrer(userNumber: string, signal?: AbortSignal): Promise<SignupReferrer> {
  return apiData<SignupReferrer>('/member/v1/public/recommender/referral-number', {
    ...own,
    query: { userNumber },
    signal
  });
}

export async function isLoginIdTaken(loginId: string): Promise<boolean> {
  const { duplicate } = await apiData<{ duplicate: boolean }>('/member/v1/public/findExistUserNickNm', {
    ...own,
    method: 'POST',
    body: { loginId }
  });
  return duplicate;
}

export type RegisterResult = { userSeqNo: number; userNumber: string; loginId: string };

export function register(body: RegisterBody): Promise<RegisterResult> {
  return apiData<RegisterResult>('/member/v1/public/register/init', { ...own, method: 'POST', body });
}
