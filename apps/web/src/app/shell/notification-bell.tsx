import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n';
import { notificationCheckQueryOptions } from '../../shared/notification/notification-check';
import { Link } from 'react-router';
import { isLoggedIn, useSession } from '../../shared/session/session-store';
import { paths } from '../../shared/config/paths';
import { BellIcon } from '../../shared/ui/icons';

/** The notification centre's entry: members only, with a dot while something is unread (noti-center/check). */
export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  const member = isLoggedIn(session);
  const { data } = useQuery({ ...notificationCheckQueryOptions(), enabled: member });
  const hasUnread = data ? data.commerceNonReadExists || data.rboNonReadExists : false;
  if (!member) return null;
  return (
    <Link
      to={paths.notification()}
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
