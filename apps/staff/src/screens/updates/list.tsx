import { BOARD_KINDS, BOARD_PUBLISH_STATES, type BoardKind, type BoardPublishState } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { UPDATES_KEY, updatesApi } from '../../api/updates';
import { PagedList } from '../../components/paged-list';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { PublishBadge } from './badges';

const pick = <T extends string>(all: readonly T[], value: string | null): T | undefined =>
  (all as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const select = 'min-h-11 rounded-md border border-line bg-white px-3 text-sm';

/** Every post (drafts, scheduled, live, ended), newest change first: filtered by kind, state and words. */
export function UpdatesListScreen() {
  const { t } = useT();
  useDocumentTitle(t('updates.title'));
  const [params, setParams] = useSearchParams();
  const kind = pick<BoardKind>(BOARD_KINDS, params.get('kind'));
  const state = pick<BoardPublishState>(BOARD_PUBLISH_STATES, params.get('state'));
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { kind, state, keyword: keyword || undefined, page };
  const { data, isPending, error } = useQuery({
    queryKey: [...UPDATES_KEY, 'list', filter],
    queryFn: () => updatesApi.list(filter),
    placeholderData: keepPreviousData
  });
  const change = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...patch, page: patch.page }))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="updates-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="updates-title" className="text-xl font-semibold">
          {t('updates.title')}
        </h1>
        <Link
          to="/updates/new"
          className="inline-flex min-h-11 items-center rounded-md bg-plum px-4 text-sm font-medium text-white"
        >
          {t('updates.new')}
        </Link>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const words = new FormData(event.currentTarget).get('keyword');
          change({ keyword: typeof words === 'string' ? words.trim() : undefined });
        }}
      >
        <select
          aria-label={t('updates.kinds')}
          className={select}
          value={kind ?? ''}
          onChange={(event) => change({ kind: event.target.value })}
        >
          <option value="">{t('updates.kind.all')}</option>
          {BOARD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`updates.kind.${k}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('updates.stateFilter')}
          className={select}
          value={state ?? ''}
          onChange={(event) => change({ state: event.target.value })}
        >
          <option value="">{t('updates.state.all')}</option>
          {BOARD_PUBLISH_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`updates.state.${s}`)}
            </option>
          ))}
        </select>
        <input
          key={keyword}
          name="keyword"
          type="search"
          maxLength={50}
          defaultValue={keyword}
          aria-label={t('updates.search')}
          placeholder={t('updates.search')}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm sm:max-w-72"
        />
        <button type="submit" className="min-h-11 rounded-md border border-line bg-white px-3 text-sm">
          {t('updates.searchButton')}
        </button>
      </form>
      <PagedList
        error={error}
        isPending={isPending}
        empty={data && data.list.length === 0 ? t('updates.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => change({ page: String(next) })}
      >
        <ul className="flex flex-col gap-2" data-testid="updates-rows">
          {data?.list.map((row) => (
            <li key={row.boardId} className="rounded-lg border border-line bg-white p-3">
              <Link to={`/updates/${row.boardId}`} className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="font-medium text-muted">{t(`updates.kind.${row.kind}`)}</span>
                  <PublishBadge state={row.publishState} />
                  {row.pinned && <span className="text-plum">{t('updates.pinned')}</span>}
                </span>
                <span className="font-medium">{row.title['ko-KR']}</span>
                <span className="text-xs text-muted">
                  {row.publishAt &&
                    t('updates.window', {
                      from: seoulDateTime(row.publishAt),
                      to: row.unpublishAt ? seoulDateTime(row.unpublishAt) : ''
                    })}
                  {row.kind === 'EVENT' &&
                    ` · ${t('updates.period', { from: seoulDateTime(row.eventStartAt), to: seoulDateTime(row.eventEndAt) })}`}
                  {` · ${t('updates.updated', { at: seoulDateTime(row.updatedAt), by: row.updatedBy ?? '' })}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
