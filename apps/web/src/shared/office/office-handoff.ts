import type { Language, OfficeAction, OfficeHandoffResult } from '@mall/domain';
import { apiData } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { getLanguage, i18n, loadMoreTexts, loadNamespace } from '../i18n/i18n';
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
  // Its messages: the accounts texts and the shell's second part (not on Home's first load, ADR 060).
  await Promise.all([loadNamespace('accounts'), loadMoreTexts()]);
  if (action === 'reject') {
    await dialogs.alert(i18n.t('ALT_RejectMyOffice'));
    return;
  }
  try {
    const { url } = await requestOfficeHandoff(getLanguage());
    navigateTo(url);
  } catch (error) {
    const code = isApiError(error) ? error.code : 'UNKNOWN';
    const key = `error.${code}`;
    // The casts are needed although the rule calls them unnecessary: `i18n.exists` narrows `key` to a branded
    // selector type that no overload of `t` accepts; the casts select the plain-key overload.
    /* eslint-disable @typescript-eslint/no-unnecessary-type-assertion */
    const message = i18n.exists(key, { ns: 'accounts' })
      ? i18n.t(key as 'error.MIGRATE_NOT_FOUND', { ns: 'accounts' })
      : i18n.t((i18n.exists(key) ? key : 'error.UNKNOWN') as 'error.UNKNOWN');
    /* eslint-enable @typescript-eslint/no-unnecessary-type-assertion */
    await dialogs.alert(message, { title: i18n.t('office.handoffFailed', { ns: 'accounts' }) });
  }
}
