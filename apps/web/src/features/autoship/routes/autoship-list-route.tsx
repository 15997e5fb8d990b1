import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { autoshipListQueryOptions } from '../api/autoship-api';
import { panelClass } from '../components/autoship-parts';
import { AutoshipRow } from '../components/autoship-row';

/**
 * SPEC §2 /autoship (guard: login): the member's subscriptions, newest first, each with its status, cycle, next
 * charge day and amount at today's prices, first product and card; empty → the way to the autoship cart.
 */
export function AutoshipListRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const list = useQuery(autoshipListQueryOptions(language));
  const title = t('autoship.list.title');
  const rows = list.data;

  return (
    <div className="container-page pt-6 pb-16 md:py-10">
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
      <p className="mt-2 max-w-2xl text-sm break-keep text-muted">{t('autoship.list.lead')}</p>
      {list.isError ? (
        <div role="alert" className={`${panelClass} mt-6 text-center`}>
          <p className="text-[15px] text-ink">{t('autoship.loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void list.refetch()}>
            {t('autoship.retry')}
          </button>
        </div>
      ) : !rows ? (
        <p className="mt-8 text-center text-sm text-muted">{tc('common.loading')}</p>
      ) : rows.length === 0 ? (
        <div
          data-testid="autoship-empty"
          className={`${panelClass} mt-6 flex flex-col items-center py-12 text-center`}
        >
          <p className="text-lg font-bold text-ink">{t('autoship.list.empty')}</p>
          <p className="mt-2 max-w-md text-sm break-keep text-muted">{t('autoship.list.emptyHint')}</p>
          <Link to={paths.cart('autoship')} className="btn-primary mt-6">
            {t('autoship.list.toCart')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="autoship-count">
            {t('autoship.list.count', { count: rows.length })}
          </p>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((row) => (
              <AutoshipRow key={row.autoshipId} row={row} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
