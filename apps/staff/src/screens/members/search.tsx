import { paginationWindow, type MemberSearchForm } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBERS_KEY, membersApi } from '../../api/members';
import { PagedList } from '../../components/paged-list';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { MemberFilters, type Filters } from './filters';
import { MemoDialog } from './memo-dialog';

const FILTER_NAMES = [
  'fromDate',
  'toDate',
  'searchType',
  'consumerGrade',
  'userStatus',
  'marketingAgreement',
  'gender',
  'belongStoreName',
  'birthDate',
  'keyword'
] as const;

/** Page links of the answer's window (SPEC §9: maxPagination 10), with the blocks before and after. */
function PageLinks({
  page,
  total,
  max,
  onPage
}: {
  page: number;
  total: number;
  max: number;
  onPage: (n: number) => void;
}) {
  const { t } = useT();
  const pages = paginationWindow(page, total, max);
  if (total <= 1) return null;
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? 1;
  const link = 'min-h-11 min-w-11 rounded-md border border-line px-2 text-sm';
  return (
    <nav
      aria-label={t('members.title')}
      className="flex flex-wrap justify-center gap-1"
      data-testid="members-pages"
    >
      {first > 1 && (
        <button type="button" className={link} onClick={() => onPage(first - 1)}>
          {t('members.prevBlock')}
        </button>
      )}
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('members.page', { page: n })}
          className={`${link} ${n === page ? 'bg-plum text-white' : 'bg-white'}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      {last < total && (
        <button type="button" className={link} onClick={() => onPage(last + 1)}>
          {t('members.nextBlock')}
        </button>
      )}
    </nav>
  );
}

/** SPEC's member search: the filters in the URL, 50 a page (every search is audited), each member's memos a click away. */
export function MemberSearchScreen() {
  const { t } = useT();
  useDocumentTitle(t('members.title'));
  const [params, setParams] = useSearchParams();
  const [memoOf, setMemoOf] = useState<number | null>(null);
  const filters = Object.fromEntries(
    FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : []))
  ) as Filters;
  const pageNumber = Math.max(1, Number(params.get('pageNumber')) || 1);
  const query: MemberSearchForm = { searchType: 'JOIN_DATE', ...filters, pageNumber: String(pageNumber) };
  const { data, isPending, error } = useQuery({
    queryKey: [...MEMBERS_KEY, 'search', query],
    queryFn: () => membersApi.search(query),
    placeholderData: keepPreviousData
  });
  const go = (next: Filters, page = 1) => {
    const built = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) built.set(name, String(value));
    if (page > 1) built.set('pageNumber', String(page));
    setParams(built);
  };
  const rows = data?.list ?? [];
  const cell = 'px-3 py-2 text-left';
  return (
    <section className="flex flex-col gap-4" aria-labelledby="members-title">
      <h1 id="members-title" className="text-xl font-semibold">
        {t('members.title')}
      </h1>
      <MemberFilters
        key={params.toString()}
        value={{ searchType: 'JOIN_DATE', ...filters }}
        onSearch={(next) => go(next)}
      />
      <p className="text-sm text-muted" data-testid="members-total">
        {t('members.total', { count: data?.totalSize ?? 0 })}
      </p>
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('members.empty') : null}
        page={pageNumber}
        totalPages={undefined}
        onPage={() => undefined}
      >
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[44rem] text-sm" data-testid="members-table">
            <thead className="bg-slate-50 text-xs text-muted">
              <tr>
                <th className={cell}>{t('members.col.number')}</th>
                <th className={cell}>{t('members.col.name')}</th>
                <th className={cell}>{t('members.col.grade')}</th>
                <th className={cell}>{t('members.col.status')}</th>
                <th className={cell}>{t('members.col.joined')}</th>
                <th className={cell}>{t('members.col.store')}</th>
                <th className={cell}>{t('members.col.memo')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.userId}>
                  <td className={`${cell} font-mono`}>{row.userNumber}</td>
                  <td className={cell}>{row.name}</td>
                  <td className={cell}>{t(`members.grade.${row.userType}`)}</td>
                  <td className={cell}>{t(`members.status.${row.userStatus}`)}</td>
                  <td className={cell}>{seoulDateTime(row.joinDatetime).slice(0, 10)}</td>
                  <td className={cell}>{row.belongStoreName ?? '-'}</td>
                  <td className={cell}>
                    <button
                      type="button"
                      className="min-h-9 rounded-md border border-line px-2"
                      onClick={() => setMemoOf(row.userId)}
                    >
                      {t('members.openMemo')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PagedList>
      {data && (
        <PageLinks
          page={data.pageNumber}
          total={data.totalPageNumber}
          max={data.maxPagination}
          onPage={(n) => go(filters, n)}
        />
      )}
      {memoOf !== null && <MemoDialog userId={memoOf} onClose={() => setMemoOf(null)} />}
    </section>
  );
}
