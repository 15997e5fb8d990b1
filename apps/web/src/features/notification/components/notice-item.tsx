import type { NotificationItem } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/format';

/**
 * One notice: unread ones marked; opening its link (the order) marks it read first. The delete button is its
 * own control beside the link, so a tap on the notice never deletes it.
 */
export function NoticeItem({
  notice,
  onOpen,
  onDelete
}: {
  notice: NotificationItem;
  onOpen: (notice: NotificationItem) => void;
  onDelete: (notice: NotificationItem) => void;
}) {
  const { t } = useTranslation('notification');
  const unread = notice.isReadYn === 'N';
  const body = (
    <>
      <span className="flex items-center gap-2">
        {unread && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-coral" />}
        <span className={`text-[15px] ${unread ? 'font-bold text-ink' : 'font-semibold text-ink/80'}`}>
          {notice.title}
        </span>
        {unread && <span className="sr-only">{t('unread')}</span>}
      </span>
      <span className="mt-1 block text-sm text-muted">{notice.body}</span>
      <span className="mt-1.5 block text-xs text-muted">{formatDateTime(notice.createdAt)}</span>
    </>
  );
  return (
    <li
      data-testid="notice"
      data-read={notice.isReadYn}
      className={`flex items-start gap-3 rounded-2xl p-4 ring-1 ring-line/70 ${unread ? 'bg-white' : 'bg-cream/50'}`}
    >
      {notice.linkUrl ? (
        <Link to={notice.linkUrl} className="min-w-0 flex-1" onClick={() => onOpen(notice)}>
          {body}
        </Link>
      ) : (
        <button type="button" className="min-w-0 flex-1 text-left" onClick={() => onOpen(notice)}>
          {body}
        </button>
      )}
      <button
        type="button"
        className="shrink-0 rounded-full px-3 py-1.5 text-sm text-muted ring-1 ring-line hover:text-ink"
        aria-label={t('deleteOne', { title: notice.title })}
        onClick={() => onDelete(notice)}
      >
        {t('delete')}
      </button>
    </li>
  );
}
