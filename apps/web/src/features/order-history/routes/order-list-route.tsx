import { DEFAULT_ORDER_PERIOD_MONTHS, type OrderListItem } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { formatWon } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Pagination } from '../../../shared/ui/pagination';
import { historyQueryOptions } from '../api/order-history-api';
import { OrderLines, StatusBadge, formatDateTime, sectionClass } from '../components/order-parts';
import { PeriodFilter } from '../components/period-filter';
import { historyQueryOf } from './history-query';

function OrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  // A column whose lines take the spare height: side by side (768 px up) two cards share one height, and each
  // card's total and detail link stay at its bottom.
  return (
    <li data-testid="order-card" className={`${sectionClass} flex flex-col`}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line/70 pb-3">
        <div className="min-w-0">
          <p className="text-[15px] font-bold text-ink" data-testid="order-card-number">
            {order.displayOrderNumber}
          </p>
          <p className="mt-0.5 text-sm text-muted">
            {t('list.orderedAt')} {formatDateTime(order.orderedAt)}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="flex-1 pt-3">
        <OrderLines lines={order.lines} reviewable={order.status === 'DELIVERED'} />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line/70 pt-3">
        <span className="text-lg font-bold text-ink">{formatWon(order.amount, language)}</span>
        <Link
          to={paths.orderDetail(order.displayOrderNumber)}
          className="btn-secondary min-h-10 px-4 text-sm"
          aria-label={`${t('list.detail')} ${order.displayOrderNumber}`}
        >
          {t('list.detail')}
        </Link>
      </div>
    </li>
  );
}

/** /mypage/orderList (guard: login; `?type=autoship`): the member's orders by period, per order, paged. */
export function OrderListRoute() {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = historyQueryOf(searchParams);
  const { months, ...request } = query;
  const history = useQuery({ ...historyQueryOptions(request), placeholderData: keepPreviousData });
  const page = history.data;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('listTitle')} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight md:text-[28px]">{t('listTitle')}</h1>
      <nav aria-label={t('tabs.label')} className="mb-5 flex border-b border-line">
        {(['normal', 'autoship'] as const).map((tab) => (
          <Link
            key={tab}
            to={paths.orderList(tab)}
            replace
            aria-current={tab === query.type ? 'page' : undefined}
            className={`-mb-px flex h-12 flex-1 items-center justify-center border-b-2 text-[15px] font-semibold md:flex-none md:px-8 ${
              tab === query.type ? 'border-plum text-plum' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <PeriodFilter key={`${query.type}-${query.fromDate}-${query.toDate}-${months ?? ''}`} query={query} />

      {history.isError ? (
        <div role="alert" className={`${sectionClass} mt-5 text-center`}>
          <p className="text-sm text-coral-strong">
            {isApiError(history.error) && history.error.code === '5001'
              ? tm('error.5001')
              : t('list.loadError')}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void history.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : !page ? (
        <p className="mt-8 text-center text-sm text-muted">{tm('common.loading')}</p>
      ) : page.list.length === 0 ? (
        <div
          data-testid="order-empty"
          className={`${sectionClass} mt-5 flex flex-col items-center py-12 text-center`}
        >
          <p className="text-lg font-bold text-ink">{t('list.empty')}</p>
          <p className="mt-2 text-sm text-muted">{t('list.emptyHint')}</p>
          <Link to={paths.home()} className="btn-primary mt-6">
            {t('list.shop')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="order-total">
            {t('list.total', { count: page.totalSize })}
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {page.list.map((order) => (
              <OrderCard key={order.orderNumber} order={order} />
            ))}
          </ul>
          <Pagination
            pageNumber={page.pageNumber}
            totalPageNumber={page.totalPageNumber}
            hrefFor={(pageNumber) =>
              paths.orderList(query.type, {
                ...(months === null
                  ? { fromDate: query.fromDate, toDate: query.toDate }
                  : { months: months === DEFAULT_ORDER_PERIOD_MONTHS ? undefined : months }),
                pageNumber
              })
            }
          />
        </>
      )}
    </div>
  );
}
