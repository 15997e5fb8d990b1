import { useEffect, useState } from 'react';
import { loadNamespace, useTranslation } from '../../../shared/i18n/i18n';

/** SPEC §1 start-up: how long ALT_RefreshPage stays up. */
export const REFRESH_NOTICE_MS = 1000;

// Once per page load: coming back to Home later in the same visit is not a refresh.
let answered = false;

/** Whether this page load is an Android browser (or web view) reloading: a pull-to-refresh, most of the time. */
export function isAndroidReload(
  userAgent: string = navigator.userAgent,
  navigation: PerformanceEntry | undefined = performance.getEntriesByType?.('navigation')[0]
): boolean {
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return /Android/i.test(userAgent) && type === 'reload';
}

/** Lets a test start a new page load. */
export function resetRefreshNotice() {
  answered = false;
}

/**
 * SPEC §1: on Android, a refresh at the root shows ALT_RefreshPage for a second, so the shopper knows the page
 * really did reload (Home looks the same before and after). It sits above the bottom bar and is read out politely.
 */
export function RefreshNotice() {
  const { t } = useTranslation('home');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (answered) return;
    answered = true;
    // Its texts may still be on their way when a failed below-the-fold chunk left them out.
    if (isAndroidReload()) void loadNamespace('home').then(() => setShown(true));
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), REFRESH_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4"
    >
      {shown && (
        <p className="rounded-full bg-ink/90 px-4 py-2 text-sm text-white shadow-lg break-keep">
          {t('ALT_RefreshPage')}
        </p>
      )}
    </div>
  );
}
