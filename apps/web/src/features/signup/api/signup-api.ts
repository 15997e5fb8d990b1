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

export async function isEmailTaken(email: string): Promise<boolean> {
  const { duplicate } = await apiData<{ duplicate: boolean }>('/member/v1/public/findExistUser', {
    ...own,
    method: 'POST',
    body: { email, serviceType: 'NONE' }
  });
  return duplicate;
}

export function sendSignupCode(email: string): Promise<{ expiresInSeconds: number }> {
  return apiData('/abo/mail/v1/public/sendAuthenticationMail', {
    ...own,
    method: 'POST',
    body: { email, purpose: 'SIGNUP' }
  });
}

export function checkSignupCode(
  email: string,
  authNumber: string
): Promise<{ verificationToken: string; expiresInSeconds: number }> {
  return apiData('/abo/mail/v1/public/checkAuthenticationNumber', {
    ...own,
    method: 'POST',
    body: { email, purpose: 'SIGNUP', authNumber }
  });
}

export type RegisterResult = { userSeqNo: number; userNumber: string; loginId: string };

export function register(body: RegisterBody): Promise<RegisterResult> {
  return apiData<RegisterResult>('/member/v1/public/register/init', { ...own, method: 'POST', body });
}
