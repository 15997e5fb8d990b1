import { FEEDBACK_CATEGORIES, FEEDBACK_KEYWORD_MAX, type FeedbackCategory } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Pagination } from '../../../shared/ui/pagination';
import { feedbackListQueryOptions } from '../api/feedback-api';
import { FeedbackFrame } from '../components/feedback-frame';
import { FeedbackListItems } from '../components/feedback-list-items';
import { FeedbackSearchBar } from '../components/feedback-search-bar';
import { feedbackPaths } from '../lib/feedback-paths';
import { useFeedbackText } from '../lib/use-feedback-text';

/** What the URL asks for, made safe: a known category, a bounded keyword, a page from 1. */
function useListQuery() {
  const [params] = useSearchParams();
  const picked = params.get('category') ?? '';
  const category = (FEEDBACK_CATEGORIES as readonly string[]).includes(picked)
    ? (picked as FeedbackCategory)
    : undefined;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, FEEDBACK_KEYWORD_MAX);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  return { keyword, category, page };
}

/**
 * SPEC §2 /feedback and /feedback/search: the board, 10 a page, newest first, by category and keyword. Private
 * posts show a lock (their title only), answered ones a badge.
 */
export function FeedbackListRoute() {
  const { t } = useTranslation('content');
  const { apiError } = useFeedbackText();
  const query = useListQuery();
  const list = useQuery({
    ...feedbackListQueryOptions({ ...query, keyword: query.keyword || undefined }),
    placeholderData: keepPreviousData
  });
  const deleted = (useLocation().state as { feedbackNotice?: string } | null)?.feedbackNotice === 'deleted';
  const title = query.keyword ? t('feedback.list.searchTitle') : t('feedback.title');
  return (
    <FeedbackFrame title={title} lead={t('feedback.lead')} back={Boolean(query.keyword)}>
      {deleted && (
        <p
          role="status"
          className="mb-4 rounded-2xl bg-plum-soft px-4 py-3 text-sm"
          data-testid="feedback-deleted"
        >
          {t('feedback.detail.deleted')}
        </p>
      )}
      <FeedbackSearchBar keyword={query.keyword} category={query.category} />
      <div className="mt-6 mb-3 flex items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {query.keyword && (
            <span className="mr-2 font-semibold text-ink">
              {t('feedback.list.resultsFor', { keyword: query.keyword })}
            </span>
          )}
          {list.data && t('feedback.list.total', { count: list.data.totalSize })}
        </p>
        <Link
          to={feedbackPaths.write()}
          className="btn-primary h-10 shrink-0 px-5"
          data-testid="feedback-write"
        >
          {t('feedback.list.write')}
        </Link>
      </div>
      {list.error ? (
        <p role="alert" className="py-16 text-center text-sm text-coral-strong">
          {apiError(list.error)}
        </p>
      ) : !list.data ? (
        <p className="py-16 text-center text-sm text-muted">{t('feedback.detail.loading')}</p>
      ) : list.data.list.length === 0 ? (
        <p className="py-16 text-center text-sm text-muted">
          {query.keyword || query.category ? t('feedback.list.emptySearch') : t('feedback.list.empty')}
        </p>
      ) : (
        <FeedbackListItems items={list.data.list} />
      )}
      {list.data && (
        <Pagination
          className="mt-8"
          pageNumber={list.data.pageNumber}
          totalPageNumber={list.data.totalPageNumber}
          hrefFor={(page) => feedbackPaths.list({ ...query, page })}
        />
      )}
    </FeedbackFrame>
  );
}
