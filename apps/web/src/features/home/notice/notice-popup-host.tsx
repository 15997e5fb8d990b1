import { lazy, Suspense, useState } from 'react';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { useNoticePopups } from './get-notice-popups';
import { hideNoticeForADay, isNoticeHidden } from './notice-hide';

// The popup, DOMPurify and the popup's texts are fetched only when there are popups to show.
const NoticePopup = lazy(() =>
  Promise.all([import('./notice-popup'), loadNamespace('home')]).then(([m]) => ({ default: m.NoticePopup }))
);

/** Closed without "do not show today": hidden for the rest of this page visit, even back on Home. */
let closedThisVisit = false;

/** For tests: a new visit. */
export function resetNoticeVisit() {
  closedThisVisit = false;
}

/**
 * The main notice popup's door (SPEC §2 dialogs, §4): asks for the popups once Home has rendered, unless
 * "do not show today" is still in force or the shopper closed it during this visit.
 */
export function NoticePopupHost() {
  const [open, setOpen] = useState(() => !closedThisVisit && !isNoticeHidden());
  const popups = useNoticePopups(open);
  if (!open || !popups.data || popups.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup
        popups={popups.data}
        onClose={(hideToday) => {
          if (hideToday) hideNoticeForADay();
          closedThisVisit = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
