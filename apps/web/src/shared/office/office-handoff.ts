import type { Language, OfficeAction, OfficeHandoffResult } from '@mall/domain';
import { apiData } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { getLanguage, i18n, loadNamespace } from '../i18n/i18n';
import { dialogs } from '../ui/dialog-store';

/** POST /member/v1/office/handoff: the back-office URL with a one-time code (docs/decisions/015). */
export function requestOfficeHandoff(lang: Language): Promise<OfficeHandoffResult> {
  return apiData<OfficeHandoffResult>('/member/v1/office/handoff', {
    method: 'POST',
    body: { lang },
    dispatchErrors: false
  });
}

/**
 * The office side of the mall toggle for the members who do not simply follow a link (SPEC §4/§6):
 * customers without a referrer are refused (ALT_RejectMyOffice) and stay; planners get a one-time code
 * from the API and the browser opens the back office with it (never a token in the URL). Loaded on
 * click, so the shell does not carry it.
 */
export async function openOffice(
  action: Extract<OfficeAction, 'reject' | 'handoff'>,
  navigateTo: (url: string) => void = (url) => window.location.assign(url)
): Promise<void> {
  await loadNamespace('accounts');
  if (action === 'reject') {
    await dialogs.alert(i18n.t('ALT_RejectMyOffice'));
    return;
  }
  try {
    const { url } = await requestOfficeHandoff(getLanguage());
    navigateTo(url);
  } catch (error) {
    const code = isApiError(error) ? error.code : 'UNKNOWN';
    const key = [`accounts:error.${code}`, `error.${code}`].find((candidate) => i18n.exists(candidate)) ?? 'error.UNKNOWN';
    await dialogs.alert(i18n.t(key as 'error.UNKNOWN'), {
      title: i18n.t('office.handoffFailed', { ns: 'accounts' })
    });
  }
}
