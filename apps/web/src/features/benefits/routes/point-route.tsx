import { ORDER_PERIOD_PRESETS, orderPeriod, type PointEntry } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { Pagination } from '../../../shared/ui/pagination';
import { pointHistoryQueryOptions, pointSummaryQueryOptions } from '../api/benefits-api';
import { BenefitsFrame, EmptyState, LoadError } from '../components/benefits-frame';
import { pageOf, periodMonthsOf, seoulToday } from '../../../shared/lib/period';

function pointHref(months: number, page = 1) {
  const query = new URLSearchParams({ months: String(months) });
  if (page > 1) query.set('page', String(page));
  return `${paths.point()}?${query.toString()}`;
}

function usePoints() {
  const { t } = useTranslation('benefits');
  const language = useLanguage();
  return (amount: number) => t('point.unit', { amount: formatNumber(amount, language) });
}

function BalanceCard({ userSeqNo }: { userSeqNo: number }) {
  const { t } = useTranslation('benefits');
  const points = usePoints();
  const summary = useQuery(pointSummaryQueryOptions(userSeqNo));
  if (summary.isError) return <LoadError onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  return (
    <section
      aria-labelledby="point-balance-title"
      aria-busy={!data}
      className="rounded-3xl bg-plum px-5 py-6 text-white shadow-sm md:flex md:items-end md:justify-between md:px-8 md:py-8"
    >
      <div>
        <h2 id="point-balance-title" className="text-sm font-semibold text-white/80">
          {t('point.balance')}
        </h2>
        <p className="mt-1 text-3xl font-bold tracking-tight md:text-4xl" data-testid="point-balance">
          {data ? points(data.balance) : '\u00a0'}
        </p>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-white/20 pt-4 text-sm md:mt-0 md:flex md:gap-8 md:border-0 md:pt-0">
        {(
          [
            ['expiringSoon', data?.expiringSoon],
            ['earnedTotal', data?.earnedTotal],
            ['usedTotal', data?.usedTotal]
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex flex-col justify-between">
            <dt className="text-white/75">{t(`point.${key}`)}</dt>
            <dd className="mt-0.5 font-semibold" data-testid={`point-${key}`}>
              {value === undefined ? '\u00a0' : points(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PeriodPresets({ current }: { current: number }) {
  const { t } = useTranslation('benefits');
  return (
    <nav
      aria-label={t('point.period.label')}
      className="grid grid-cols-6 gap-1.5 md:flex md:gap-2"
      data-testid="point-periods"
    >
      {ORDER_PERIOD_PRESETS.map((months) => (
        <Link
          key={months}
          to={pointHref(months)}
          replace
          aria-current={months === current ? 'true' : undefined}
          className={`inline-flex h-9 items-center justify-center whitespace-nowrap rounded-full px-1 text-sm font-semibold ring-1 md:min-w-16 md:px-3 ${
            months === current ? 'bg-ink text-white ring-ink' : 'bg-white text-muted ring-line hover:text-ink'
          }`}
        >
          {t('point.period.months', { count: months })}
        </Link>
      ))}
    </nav>
  );
}

function EntryRow({ entry }: { entry: PointEntry }) {
  const { t, i18n } = useTranslation('benefits');
  const points = usePoints();
  const reasonKey = `point.reason.${entry.reason}`;
  const reason = i18n.exists(reasonKey, { ns: 'benefits' })
    ? t(reasonKey as 'point.reason.order')
    : entry.reason;
  const credit = entry.amount >= 0;
  return (
    <li data-testid="point-entry" className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p className="text-sm text-muted">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          <span className="ml-2 rounded-full bg-cream-deep px-2 py-0.5 text-xs font-semibold text-ink">
            {t(`point.kind.${entry.kind}`)}
          </span>
        </p>
        <p className="mt-1 text-[15px] font-semibold text-ink">{reason}</p>
        {entry.displayOrderNumber && (
          <p className="mt-0.5 text-sm text-muted" data-testid="point-order-number">
            {t('point.orderNumber', { number: entry.displayOrderNumber })}
          </p>
        )}
        {entry.expiresAt && entry.amount > 0 && (
          <p className="mt-0.5 text-xs text-muted">
            {t('point.validUntil', { date: formatDate(entry.expiresAt) })}
          </p>
        )}
      </div>
      <div className="shrink-0 text-right">
        <p
          data-testid="point-amount"
          className={`text-base font-bold ${credit ? 'text-plum' : 'text-coral-strong'}`}
        >
          {credit ? '+' : '−'}
          {points(Math.abs(entry.amount))}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {t('point.balanceAfter', { amount: points(entry.balanceAfter) })}
        </p>
      </div>
    </li>
  );
}

function History({ months, page }: { months: number; page: number }) {
  const { t } = useTranslation('benefits');
  const period = orderPeriod(months, seoulToday());
  const history = useQuery(pointHistoryQueryOptions({ ...period, page }));
  const data = history.data;
  return (
    <section aria-labelledby="point-history-title" className="mt-8">
      <div className="mb-3 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 id="point-history-title" className="text-lg font-bold">
          {t('point.history')}
        </h2>
        <PeriodPresets current={months} />
      </div>
      <p className="mb-2 text-sm text-muted" data-testid="point-range">
        {t('point.range', { from: period.fromDate, to: period.toDate })}
      </p>
      {history.isError && !data ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : !data ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white/70" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <EmptyState testId="point-empty" text={t('point.empty')} />
      ) : (
        <>
          <ul
            className="divide-y divide-line/70 rounded-2xl bg-white px-4 ring-1 ring-line/70 md:px-6"
            data-testid="point-history"
          >
            {data.list.map((entry) => (
              <EntryRow key={entry.pointEntryId} entry={entry} />
            ))}
          </ul>
          <Pagination
            pageNumber={data.pageNumber}
            totalPageNumber={data.totalPageNumber}
            hrefFor={(target) => pointHref(months, target)}
            className="mt-8"
          />
        </>
      )}
    </section>
  );
}

/** /mypage/point (guard: login): the balance card and the point history by period (1–6 months, 6 by default). */
export function PointRoute() {
  const { t } = useTranslation('benefits');
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (!isLoggedIn(session)) return null;
  return (
    <BenefitsFrame title={t('point.title')}>
      <BalanceCard userSeqNo={session.user.userSeqNo} />
      <History months={periodMonthsOf(searchParams)} page={pageOf(searchParams)} />
    </BenefitsFrame>
  );
}
