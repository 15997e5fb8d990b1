import type { ResetPasswordBody } from '@mall/domain';
import { apiData, apiRequest } from '../../../shared/api/api-client';

/**
 * Account recovery calls (SPEC §7 Member public). Screens show their own refusals next to the input
 * concerned; only 1100 (no member) is handed to the SPEC §8 dispatcher, which offers sign-up.
 */
const own = { dispatchErrors: false } as const;

export type FoundAccount = { maskedLoginId: string; joinDate: string; verificationToken: string };

export function sendRecoveryCode(email: string): Promise<{ expiresInSeconds: number }> {
  return apiData('/member/v1/public/users/findAccount/send', { ...own, method: 'POST', body: { email } });
}

export function verifyRecoveryCode(email: string, authNumber: string): Promise<FoundAccount> {
  return apiData('/member/v2/public/users/findAccount/verify', {
    ...own,
    method: 'POST',
    body: { email, authNumber }
  });
}

/** Spends a FIND_ACCOUNT identity verification: every account of that person, each with a reset proof. */
export function findAccountsByIdentity(requestId: string): Promise<{ accounts: FoundAccount[] }> {
  return apiData('/member/v2/public/users/findAccount/identity', {
    ...own,
    method: 'POST',
    body: { requestId }
  });
}

/** SPEC resetPasswordFindUserId: a reset proof for the id the person names, if the verified person is that member. */
export function resetProofForLoginId(loginId: string, requestId: string): Promise<FoundAccount> {
  return apiData('/member/v1/public/resetPasswordFindUserId', {
    ...own,
    method: 'POST',
    body: { loginId, requestId }
  });
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest('/member/v1/public/resetPassword', { ...own, method: 'POST', body });
}

/** The mailed unlock link (docs/decisions/041): lifts a wrong-password lock at once; the link works once. */
export async function unlockLogin(token: string): Promise<void> {
  await apiRequest('/member/v1/public/users/unlock', { ...own, method: 'POST', body: { token } });
}
