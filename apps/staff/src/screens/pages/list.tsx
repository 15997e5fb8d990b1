import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageOf } from '../../api';
import { PAGES_KEY, pagesApi } from '../../api/pages';
import { Notice } from '../../components/field';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';

/** Every company, ESG and guide page (a closed list) with its publishing state. */
export function PagesListScreen() {
  const { t } = useT();
  useDocumentTitle(t('pages.title'));
  const { data, error, isPending } = useQuery({ queryKey: [...PAGES_KEY, 'list'], queryFn: pagesApi.list });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="pages-title">
      <h1 id="pages-title" className="text-xl font-semibold">
        {t('pages.title')}
      </h1>
      {error && <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>}
      {isPending && <p className="text-muted">{t('loading')}</p>}
      <ul className="grid gap-2 md:grid-cols-2" data-testid="pages-rows">
        {data?.map((row) => (
          <li key={row.slug}>
            <Link
              to={`/pages/${row.slug}`}
              className="flex h-full flex-col gap-1 rounded-lg border border-line bg-white p-3 hover:border-plum"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{row.title}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    !row.publishedAt
                      ? 'bg-slate-100 text-muted'
                      : row.hasDraftChanges
                        ? 'bg-amber-100 text-amber-900'
                        : 'bg-emerald-100 text-emerald-900'
                  }`}
                >
                  {t(
                    !row.publishedAt
                      ? 'pages.state.never'
                      : row.hasDraftChanges
                        ? 'pages.state.changed'
                        : 'pages.state.published'
                  )}
                </span>
              </span>
              <span className="font-mono text-xs text-muted">{row.path}</span>
              <span className="text-xs text-muted">
                {t('pages.column.updated')} {seoulDateTime(row.updatedAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
