import { INQUIRY_CATEGORIES, type DeskInquiryRow, type InquiryCategory } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { INQUIRIES_KEY, inquiriesApi } from '../../api/inquiries';
import { PagedList } from '../../components/paged-list';
import { SearchBox } from '../../components/search-box';
import { StatusTabs } from '../../components/status-tabs';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';

const STATES = ['RECEIVED', 'ANSWERED', 'ALL'] as const;
type StateTab = (typeof STATES)[number];
const isState = (value: string | null): value is StateTab =>
  (STATES as readonly (string | null)[]).includes(value);
const isCategory = (value: string | null): value is InquiryCategory =>
  (INQUIRY_CATEGORIES as readonly (string | null)[]).includes(value);

export function InquiryStateBadge({ state }: { state: DeskInquiryRow['state'] }) {
  const { t } = useT();
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${state === 'ANSWERED' ? 'bg-plum text-white' : 'bg-plum-soft text-plum-dark'}`}
    >
      {t(`inquiries.state.${state}`)}
    </span>
  );
}

/** The inquiry queue (unanswered first tab), by state, topic and words, 20 a page, newest first. */
export function InquiryListScreen() {
  const { t } = useT();
  useDocumentTitle(t('inquiries.title'));
  const [params, setParams] = useSearchParams();
  const state: StateTab = isState(params.get('state')) ? (params.get('state') as StateTab) : 'RECEIVED';
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = (params.get('search') ?? '').slice(0, 50);
  const query = { state: state === 'ALL' ? undefined : state, category, search: search || undefined, page };
  const { data, isPending, error } = useQuery({
    queryKey: [...INQUIRIES_KEY, 'list', query],
    queryFn: () => inquiriesApi.list(query),
    placeholderData: keepPreviousData
  });
  const go = (next: { state?: StateTab; category?: string; page?: number; search?: string }) => {
    const built = new URLSearchParams({ state: next.state ?? state, page: String(next.page ?? 1) });
    const topic = next.category ?? category ?? '';
    if (topic) built.set('category', topic);
    const words = next.search ?? search;
    if (words) built.set('search', words);
    setParams(built);
  };
  const rows = data?.list ?? [];
  const counts = data
    ? { ...data.counts, ALL: (data.counts.RECEIVED ?? 0) + (data.counts.ANSWERED ?? 0) }
    : undefined;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="inquiries-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inquiries-title" className="text-xl font-semibold">
          {t('inquiries.title')}
        </h1>
        <SearchBox
          initial={search}
          label={t('inquiries.search')}
          button={t('inquiries.searchButton')}
          maxLength={50}
          onSearch={(words) => go({ search: words })}
        >
          <label htmlFor="inquiries-category" className="sr-only">
            {t('inquiries.category.ALL')}
          </label>
          <select
            id="inquiries-category"
            value={category ?? ''}
            onChange={(event) => go({ category: event.target.value })}
            className="rounded-md border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="">{t('inquiries.category.ALL')}</option>
            {INQUIRY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`inquiries.category.${value}`)}
              </option>
            ))}
          </select>
        </SearchBox>
      </div>
      <StatusTabs
        label={t('inquiries.states')}
        statuses={STATES}
        labelOf={(value) => t(`inquiries.state.${value}`)}
        current={state}
        counts={counts}
        onChange={(next) => go({ state: next })}
      />
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('inquiries.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <ul
          className="divide-y divide-line rounded-lg border border-line bg-white"
          data-testid="inquiry-desk-rows"
        >
          {rows.map((row) => (
            <li key={row.inquiryId}>
              <Link
                to={`/inquiries/${row.inquiryId}`}
                className="flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-plum-soft/40 md:flex-row md:items-center md:gap-4"
              >
                <span className="w-16 shrink-0 font-mono text-xs text-muted">#{row.inquiryId}</span>
                <span className="min-w-0 flex-1">
                  <span className="mr-2 text-xs text-plum-dark">
                    [{t(`inquiries.category.${row.category}`)}]
                  </span>
                  <span className="font-medium break-words">{row.title}</span>
                </span>
                <span className="text-sm text-muted md:w-44">
                  {row.writer.name} · {row.writer.userNumber}
                </span>
                <span className="text-sm text-muted md:w-36">{seoulDateTime(row.createdAt)}</span>
                <InquiryStateBadge state={row.state} />
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
