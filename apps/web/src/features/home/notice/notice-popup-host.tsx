import { lazy, Suspense, useState } from 'react';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { useNoticePopups } from './get-notice-popups';
import { closeNoticeForSession, hideNoticeForToday, isNoticeHidden } from './notice-hide';

// The popup, DOMPurify and the popup's texts are fetched only when there are popups to show.
const NoticePopup = lazy(() =>
  Promise.all([import('./notice-popup'), loadNamespace('home')]).then(([m]) => ({ default: m.NoticePopup }))
);

/**
 * The main notice popup's door (SPEC §2 dialogs, §4): asks for the popups once Home has rendered, unless
 * "do not show today" is still in force or the shopper closed it in this tab's session (ADR 057).
 */
export function NoticePopupHost() {
  const [open, setOpen] = useState(() => !isNoticeHidden());
  const popups = useNoticePopups(open);
  if (!open || !popups.data || popups.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup
        popups={popups.data}
        onClose={(hideToday) => {
          // Ticked: away until Seoul midnight (then back, even in this tab); else for this tab's session.
          if (hideToday) hideNoticeForToday();
          else closeNoticeForSession();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
