import {
  DEFAULT_ORDER_PERIOD_MONTHS,
  MAX_ORDER_PERIOD_DAYS,
  ORDER_PERIOD_PRESETS,
  orderPeriod,
  periodDays,
  type OrderListItem
} from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { inputClass } from '../../../shared/forms/field';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { pageOf, periodMonthsOf, seoulToday } from '../../../shared/lib/period';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Pagination } from '../../../shared/ui/pagination';
import { historyQueryOptions, type HistoryQuery } from '../api/orders-api';
import { OrderLines, StatusBadge, formatDateTime, sectionClass } from '../components/order-parts';

const YMD = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

const validDay = (value: string) =>
  YMD.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The query the address names: ?type=autoship&fromDate=&toDate=&months=&pageNumber= (defaults: 6 months). */
export function historyQueryOf(
  searchParams: URLSearchParams,
  today = seoulToday()
): HistoryQuery & { months: number | null } {
  const type = searchParams.get('type') === 'autoship' ? 'autoship' : 'normal';
  const pageNumber = pageOf(searchParams, 'pageNumber');
  const from = searchParams.get('fromDate') ?? '';
  const to = searchParams.get('toDate') ?? '';
  if (validDay(from) && validDay(to)) return { type, pageNumber, fromDate: from, toDate: to, months: null };
  const months = periodMonthsOf(searchParams);
  return { type, pageNumber, ...orderPeriod(months, today), months };
}

function PeriodFilter({ query }: { query: ReturnType<typeof historyQueryOf> }) {
  const { t } = useTranslation('orders');
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  const [from, setFrom] = useState(query.fromDate);
  const [to, setTo] = useState(query.toDate);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validDay(from) || !validDay(to)) return setProblem(t('period.format'));
    const days = periodDays(from, to);
    if (days < 1) return setProblem(t('period.order'));
    if (days > MAX_ORDER_PERIOD_DAYS) return setProblem(t('period.tooLong'));
    setProblem(null);
    setSearchParams(
      new URLSearchParams({
        ...(query.type === 'autoship' ? { type: 'autoship' } : {}),
        fromDate: from,
        toDate: to
      })
    );
  }

  return (
    <form
      onSubmit={submit}
      className={`${sectionClass} grid gap-4`}
      aria-labelledby={`${id}-label`}
      data-testid="order-period"
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t('period.label')}
      </p>
      <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {ORDER_PERIOD_PRESETS.map((months) => {
          const current = query.months === months;
          return (
            <Link
              key={months}
              to={paths.orderList(query.type, {
                months: months === DEFAULT_ORDER_PERIOD_MONTHS ? undefined : months
              })}
              replace
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                const range = orderPeriod(months, seoulToday());
                setFrom(range.fromDate);
                setTo(range.toDate);
                setProblem(null);
              }}
              className={`inline-flex min-h-11 items-center justify-center rounded-full border text-sm font-semibold ${
                current
                  ? 'border-plum bg-plum text-white'
                  : 'border-line bg-white text-ink hover:border-plum hover:text-plum'
              }`}
            >
              {t('period.months', { count: months })}
            </Link>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm text-muted">
            {t('period.from')}
          </label>
          <input
            id={`${id}-from`}
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={from}
            onChange={(event) => setFrom(event.target.value.trim())}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass(Boolean(problem))}
            data-testid="order-from"
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm text-muted">
            {t('period.to')}
          </label>
          <input
            id={`${id}-to`}
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={to}
            onChange={(event) => setTo(event.target.value.trim())}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass(Boolean(problem))}
            data-testid="order-to"
          />
        </div>
        <button type="submit" className="btn-primary h-12" data-testid="order-search">
          {t('period.search')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-coral-strong">
          {problem}
        </p>
      )}
    </form>
  );
}

function OrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  return (
    <li data-testid="order-card" className={sectionClass}>
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
      <div className="pt-3">
        <OrderLines lines={order.lines} />
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
  const { t } = useTranslation('orders');
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
