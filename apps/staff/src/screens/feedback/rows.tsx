import type { DeskFeedbackRow } from '@mall/domain';
import { Link } from 'react-router';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';

/** The badges of a post: private, answered or waiting, hidden. */
export function FeedbackBadges({
  row
}: {
  row: Pick<DeskFeedbackRow, 'visibility' | 'answered' | 'hidden'>;
}) {
  const { t } = useT();
  const badge = 'rounded-full px-2 py-0.5 text-xs';
  return (
    <span className="inline-flex flex-wrap gap-1">
      {row.hidden && <span className={`${badge} bg-red-50 text-danger`}>{t('feedback.hidden')}</span>}
      {row.visibility === 'PRIVATE' && <span className={`${badge} bg-line/60`}>{t('feedback.private')}</span>}
      <span className={`${badge} ${row.answered ? 'bg-plum text-white' : 'bg-plum-soft text-plum-dark'}`}>
        {row.answered ? t('feedback.answered') : t('feedback.waiting')}
      </span>
    </span>
  );
}

/** Posts, newest first: one line each (title, writer, date, badges); each opens the post. */
export function FeedbackRows({ rows }: { rows: DeskFeedbackRow[] }) {
  const { t } = useT();
  return (
    <ul
      className="divide-y divide-line rounded-lg border border-line bg-white"
      data-testid="feedback-desk-rows"
    >
      {rows.map((row) => (
        <li key={row.feedbackId}>
          <Link
            to={`/feedback/${row.feedbackId}`}
            className="flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-plum-soft/40 md:flex-row md:items-center md:gap-4"
          >
            <span className="w-16 shrink-0 font-mono text-xs text-muted">#{row.feedbackId}</span>
            <span className="min-w-0 flex-1">
              <span className="mr-2 text-xs text-plum-dark">[{t(`feedback.category.${row.category}`)}]</span>
              <span className="font-medium">{row.title}</span>
            </span>
            <span className="text-sm text-muted md:w-40">
              {row.writerName} {row.guest && `(${t('feedback.guest')})`}
            </span>
            <span className="text-sm text-muted md:w-36">{seoulDateTime(row.createdAt)}</span>
            <FeedbackBadges row={row} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
