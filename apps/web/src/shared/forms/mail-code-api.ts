import type { MailCodePurpose } from '@mall/domain';
import { apiData } from '../api/api-client';

/**
 * The mailed six-digit code (SPEC §7 Mail) and the public duplicate-email check, for every form that
 * proves an address (sign-up, email change). Refusals are shown next to the input, never as dialogs.
 */
const own = { dispatchErrors: false } as const;

export async function isEmailTaken(email: string): Promise<boolean> {
  const { duplicate } = await apiData<{ duplicate: boolean }>('/member/v1/public/findExistUser', {
    ...own,
    method: 'POST',
    body: { email, serviceType: 'NONE' }
  });
  return duplicate;
}

export function sendMailCode(email: string, purpose: MailCodePurpose): Promise<{ expiresInSeconds: number }> {
  return apiData('/abo/mail/v1/public/sendAuthenticationMail', {
    ...own,
    method: 'POST',
    body: { email, purpose }
  });
}

export function checkMailCode(
  email: string,
  purpose: MailCodePurpose,
  authNumber: string
): Promise<{ verificationToken: string; expiresInSeconds: number }> {
  return apiData('/abo/mail/v1/public/checkAuthenticationNumber', {
    ...own,
    method: 'POST',
    body: { email, purpose, authNumber }
  });
}
