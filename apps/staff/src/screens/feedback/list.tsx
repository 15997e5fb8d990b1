import { DESK_FEEDBACK_FILTERS } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FEEDBACK_KEY, feedbackApi } from '../../api/feedback';
import { PagedList } from '../../components/paged-list';
import { SearchBox } from '../../components/search-box';
import { StatusTabs } from '../../components/status-tabs';
import { useDocumentTitle, useT } from '../../i18n';
import { FeedbackRows } from './rows';

type Filter = (typeof DESK_FEEDBACK_FILTERS)[number];
const isFilter = (value: string | null): value is Filter =>
  (DESK_FEEDBACK_FILTERS as readonly (string | null)[]).includes(value);

/** Feedback posts (all, unanswered, hidden), 20 a page, with a search by title, text or writer. */
export function FeedbackListScreen() {
  const { t } = useT();
  useDocumentTitle(t('feedback.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter');
  const filter: Filter = isFilter(requested) ? requested : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = (params.get('keyword') ?? '').slice(0, 50);
  const { data, isPending, error } = useQuery({
    queryKey: [...FEEDBACK_KEY, 'list', filter, page, keyword],
    queryFn: () => feedbackApi.list({ filter, page, keyword: keyword || undefined }),
    placeholderData: keepPreviousData
  });
  const go = (next: { filter?: Filter; page?: number; keyword?: string }) => {
    const query = new URLSearchParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) });
    const word = next.keyword ?? keyword;
    if (word) query.set('keyword', word);
    setParams(query);
  };
  const rows = data?.list ?? [];
  return (
    <section className="flex flex-col gap-4" aria-labelledby="feedback-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="feedback-title" className="text-xl font-semibold">
          {t('feedback.title')}
        </h1>
        <SearchBox
          initial={keyword}
          label={t('feedback.search')}
          button={t('feedback.searchButton')}
          maxLength={50}
          onSearch={(words) => go({ keyword: words })}
        />
      </div>
      <StatusTabs
        label={t('feedback.filters')}
        statuses={DESK_FEEDBACK_FILTERS}
        labelOf={(value) => t(`feedback.filter.${value}`)}
        current={filter}
        counts={undefined}
        onChange={(next) => go({ filter: next })}
      />
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('feedback.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <FeedbackRows rows={rows} />
      </PagedList>
    </section>
  );
}
