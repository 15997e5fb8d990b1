import type { FeedbackListItem } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { feedbackPaths } from '../lib/feedback-paths';
import { AnswerBadge, LockIcon } from './feedback-frame';

/** The board's rows: number, category, title (a lock on private posts), writer, date and the answer badge. */
export function FeedbackListItems({ items }: { items: readonly FeedbackListItem[] }) {
  const { t } = useTranslation('content');
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="feedback-list">
      {items.map((item) => (
        <li key={item.feedbackId}>
          <Link
            to={feedbackPaths.detail(item.feedbackId)}
            className="flex flex-col gap-1.5 px-1 py-4 hover:bg-cream/60 md:flex-row md:items-center md:gap-4 md:px-3"
            data-testid={`feedback-row-${item.feedbackId}`}
          >
            <span className="hidden w-14 shrink-0 text-center text-sm text-muted md:block">
              {item.feedbackId}
            </span>
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <span className="shrink-0 text-xs font-semibold text-plum">
                [{t(`feedback.category.${item.category}`)}]
              </span>
              {item.visibility === 'PRIVATE' && <LockIcon label={t('feedback.list.private')} />}
              <span className="truncate text-[15px] font-medium">{item.title}</span>
            </span>
            <span className="flex items-center gap-3 text-xs text-muted md:w-64 md:justify-end md:text-sm">
              <span>
                {item.writerName}
                {item.guest && ` (${t('feedback.detail.guest')})`}
              </span>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              <AnswerBadge answered={item.answered} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
