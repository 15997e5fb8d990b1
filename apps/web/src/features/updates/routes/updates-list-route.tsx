import { BOARD_EVENT_STATES, BOARD_PATH_KINDS, type BoardEventState, type BoardPathKind } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { pageOf } from '../../../shared/lib/period';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { Pagination } from '../../../shared/ui/pagination';
import { TabLinks } from '../../../shared/ui/tab-links';
import { boardListQueryOptions } from '../api/board-api';
import { BoardItem } from '../components/board-item';
import { BoardSearch } from '../components/board-search';
import { EventStateLinks } from '../components/event-state-links';
import { updatePaths } from '../lib/update-paths';

const kindOf = (value: string | undefined): BoardPathKind =>
  (BOARD_PATH_KINDS as readonly string[]).includes(value ?? '') ? (value as BoardPathKind) : 'notice';
const stateOf = (value: string | null): BoardEventState | undefined =>
  (BOARD_EVENT_STATES as readonly string[]).includes(value ?? '') ? (value as BoardEventState) : undefined;

/**
 * SPEC §2 /update and /update/{notice|event|news}: the kinds as tabs (/update opens the notices), search, events by
 * state, 10 a page with pinned posts first.
 */
export function UpdatesListRoute() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const navigate = useNavigate();
  const asked = useParams().kind;
  const kind = kindOf(asked);
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword')?.trim().slice(0, 50) ?? '';
  const state = kind === 'event' ? stateOf(searchParams.get('state')) : undefined;
  const filter = { page: pageOf(searchParams), keyword: keyword || undefined, state };
  const { data, isPending, isError, refetch } = useQuery(boardListQueryOptions(kind, filter, language));
  if (asked !== undefined && asked !== kind)
    return <MessageScreen title={t('updates.notFoundTitle')} body={t('updates.notFoundBody')} />;

  return (
    <div className="container-page max-w-4xl pb-16 pt-6 md:pb-20 md:pt-10" data-testid="updates-list">
      <DocumentTitle page={t(`updates.kinds.${kind}`)} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{t('updates.title')}</h1>
      <TabLinks
        tabs={BOARD_PATH_KINDS}
        current={kind}
        label={t('updates.tabsLabel')}
        hrefOf={(tab) => updatePaths.list(tab)}
        nameOf={(tab) => t(`updates.kinds.${tab}`)}
        testId="updates-tabs"
      />
      <div className="mb-3 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        {kind === 'event' ? <EventStateLinks current={state} keyword={keyword} /> : <span />}
        <BoardSearch
          key={`${kind}:${keyword}`}
          keyword={keyword}
          onSearch={(words) => void navigate(updatePaths.list(kind, { keyword: words, state }))}
        />
      </div>
      <p className="border-b-2 border-ink pb-3 text-sm text-muted" data-testid="updates-total">
        {keyword && (
          <span className="mr-2 font-semibold text-ink">{t('updates.resultsFor', { keyword })}</span>
        )}
        {t('updates.total', { count: data?.totalSize ?? 0 })}
      </p>
      {isError ? (
        <div role="alert" className="py-14 text-center">
          <p className="text-[15px] text-ink">{t('updates.loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void refetch()}>
            {t('updates.retry')}
          </button>
        </div>
      ) : isPending ? null : data.list.length === 0 ? (
        <p className="py-16 text-center text-[15px] text-muted" data-testid="updates-empty">
          {keyword ? t('updates.emptySearch') : t('updates.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line border-b border-line">
          {data.list.map((item) => (
            <BoardItem key={item.boardId} item={item} kind={kind} />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          pageNumber={data.pageNumber}
          totalPageNumber={data.totalPageNumber}
          hrefFor={(page) => updatePaths.list(kind, { keyword, state, page })}
          className="mt-8"
        />
      )}
    </div>
  );
}
