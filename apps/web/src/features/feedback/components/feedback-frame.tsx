import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { feedbackPaths } from '../lib/feedback-paths';

/** The frame of every feedback screen: a way back to the board, the title and its lead. */
export function FeedbackFrame({
  title,
  lead,
  back = true,
  children
}: {
  title: string;
  lead?: string;
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page max-w-4xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      {back && (
        <Link
          to={feedbackPaths.list()}
          className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
        >
          <span aria-hidden="true">‹</span> {t('feedback.title')}
        </Link>
      )}
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-keep md:text-[28px]">{title}</h1>
      {lead && <p className="mt-2 max-w-2xl text-sm leading-relaxed break-keep text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A padlock beside a private post's title. */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 24 24" className="inline size-4 shrink-0 text-muted" role="img" aria-label={label}>
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

/** "답변완료" or "답변대기". */
export function AnswerBadge({ answered }: { answered: boolean }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        answered ? 'bg-plum text-white' : 'bg-cream text-muted'
      }`}
    >
      {answered ? t('feedback.list.answered') : t('feedback.list.waiting')}
    </span>
  );
}
