import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { isLoggedIn, useSession } from '../../shared/session/session-store';
import { BellIcon } from '../../shared/ui/icons';

/** Slot for the notification centre: members only; the dot is to come from noti-center/check (not built yet). */
export function NotificationBell({ hasUnread = false }: { hasUnread?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!isLoggedIn(session)) return null;
  return (
    <Link
      to="/notification/commerce"
      className="icon-button relative"
      aria-label={hasUnread ? t('shell.notificationsUnread') : t('shell.notifications')}
    >
      <BellIcon />
      {hasUnread && (
        <span
          aria-hidden="true"
          data-testid="notification-dot"
          className="absolute right-2.5 top-2.5 size-2 rounded-full bg-coral"
        />
      )}
    </Link>
  );
}
