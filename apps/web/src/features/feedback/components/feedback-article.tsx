import type { FeedbackDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate, formatDateTime } from '../../../shared/lib/format';
import { RichHtml } from '../../../shared/ui/rich-html';
import { AnswerBadge, LockIcon } from './feedback-frame';

/** One post as shoppers read it: its text as text (never HTML) and staff's reply (sanitised HTML) with its time. */
export function FeedbackArticle({ post }: { post: FeedbackDetail }) {
  const { t } = useTranslation('content');
  return (
    <article data-testid="feedback-article">
      <header className="border-y border-line py-4">
        <p className="flex items-center gap-2 text-xs font-semibold text-plum">
          {t(`feedback.category.${post.category}`)}
          {post.visibility === 'PRIVATE' && <LockIcon label={t('feedback.list.private')} />}
          <AnswerBadge answered={post.reply !== null} />
        </p>
        <h2 className="mt-2 text-lg font-bold break-words md:text-xl" data-testid="feedback-title">
          {post.title}
        </h2>
        <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted md:text-sm">
          <span>
            {post.writerName}
            {post.guest && ` (${t('feedback.detail.guest')})`}
          </span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          {post.updatedAt && <span>({t('feedback.detail.updated')})</span>}
        </p>
      </header>
      <div
        className="min-h-32 py-6 text-[15px] leading-relaxed break-words whitespace-pre-wrap"
        data-testid="feedback-body"
      >
        {post.body}
      </div>
      {post.reply && (
        <section className="rounded-2xl bg-plum-soft/60 p-4 md:p-6" aria-labelledby="feedback-reply-title">
          <h3
            id="feedback-reply-title"
            className="flex flex-wrap items-center justify-between gap-2 text-sm font-bold text-plum"
          >
            {t('feedback.detail.reply')}
            <span className="text-xs font-normal text-muted">
              {t('feedback.detail.repliedAt', { date: formatDateTime(post.reply.repliedAt) })}
            </span>
          </h3>
          <RichHtml html={post.reply.html} className="mt-3 text-[15px]" />
        </section>
      )}
    </article>
  );
}
