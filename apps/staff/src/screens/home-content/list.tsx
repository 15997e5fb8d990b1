import { HOME_CONTENT_KINDS, type HomeContentKind } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Navigate, useParams } from 'react-router';
import { HOME_CONTENT_KEY, homeContentApi } from '../../api/home-content';
import { PagedList } from '../../components/paged-list';
import { useDocumentTitle, useT } from '../../i18n';
import { ContentRows } from './rows';

export const isKind = (value: string | undefined): value is HomeContentKind =>
  (HOME_CONTENT_KINDS as readonly (string | undefined)[]).includes(value);

/** One tab per Home content kind, as links (each kind's list has its own address). */
export function KindTabs({ current }: { current: HomeContentKind }) {
  const { t } = useT();
  return (
    <nav aria-label={t('homeContent.kinds')} className="flex flex-wrap gap-1 border-b border-line pb-px">
      {HOME_CONTENT_KINDS.map((kind) => (
        <NavLink
          key={kind}
          to={`/home-content/${kind}`}
          aria-current={kind === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-t-md border-b-2 px-3 text-sm whitespace-nowrap ${kind === current ? 'border-plum font-semibold text-plum' : 'border-transparent text-muted hover:text-ink'}`}
        >
          {t(`homeContent.kind.${kind}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Home content of one kind: every row (hidden, scheduled and ended too) in Home's order, with its state and period,
 * moved up or down, shown or hidden, edited or deleted.
 */
export function HomeContentScreen() {
  const { t } = useT();
  const { kind } = useParams();
  const known = isKind(kind) ? kind : null;
  useDocumentTitle(t('homeContent.title'));
  const { data, isPending, error } = useQuery({
    queryKey: [...HOME_CONTENT_KEY, known],
    queryFn: () => homeContentApi.list(known!),
    enabled: known !== null
  });
  if (!known) return <Navigate to="/home-content/main-banners" replace />;
  const rows = data?.list ?? [];
  const full = data !== undefined && data.totalSize >= data.maxSize;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="home-content-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="home-content-title" className="text-xl font-semibold">
          {t('homeContent.title')}
        </h1>
        {full ? (
          <p className="text-sm text-muted">{t('homeContent.full', { max: data.maxSize })}</p>
        ) : (
          <Link
            to={`/home-content/${known}/new`}
            className="inline-flex min-h-11 items-center rounded-md bg-plum px-4 text-sm font-medium text-white"
          >
            {t('homeContent.new')}
          </Link>
        )}
      </div>
      <KindTabs current={known} />
      <p className="text-sm text-muted">{t(`homeContent.about.${known}`)}</p>
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('homeContent.empty') : null}
        page={1}
        totalPages={1}
        onPage={() => undefined}
      >
        <ContentRows kind={known} rows={rows} />
      </PagedList>
    </section>
  );
}
