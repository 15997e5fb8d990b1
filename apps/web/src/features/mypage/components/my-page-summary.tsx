import { MY_PAGE_ORDER_STATUSES, type MyPageSummary } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatNumber } from '../../../shared/lib/format';
import { useMyPageSummary } from '../api/my-page-summary';

function OrderSteps({ summary }: { summary: MyPageSummary }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  return (
    <ol className="mt-3 grid grid-cols-4 rounded-2xl bg-plum-soft/40 py-3">
      {MY_PAGE_ORDER_STATUSES.map((status, index) => (
        <li key={status} className="relative text-center">
          {index > 0 && (
            <span aria-hidden="true" className="absolute -left-1.5 top-2 text-muted">
              ›
            </span>
          )}
          <Link
            to={paths.orderList()}
            data-testid={`mypage-summary-${status}`}
            className="block rounded-xl px-1 py-1 hover:bg-white/70"
          >
            <span className="block text-xl font-bold tabular-nums text-plum md:text-2xl">
              {formatNumber(summary.orderCounts[status], language)}
            </span>
            <span className="mt-0.5 block text-xs text-muted md:text-sm">
              {t(`myPage.summary.status.${status}`)}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Benefit({ to, label, value, testId }: { to: string; label: string; value: string; testId: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-12 items-center justify-between gap-3 rounded-2xl border border-line/80 px-4 py-3 hover:border-plum"
    >
      <span className="text-sm text-muted">{label}</span>
      <span data-testid={testId} className="text-base font-bold tabular-nums">
        {value}
      </span>
    </Link>
  );
}

/** The top of my page as Korean shops show it: orders per state (each a link to the list), points, coupons. */
export function MyPageSummaryBlock({ userSeqNo }: { userSeqNo: number }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const summary = useMyPageSummary(userSeqNo);
  const data = summary.data;
  return (
    <section
      aria-labelledby="mypage-summary-title"
      data-testid="mypage-summary"
      className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line/70 md:mt-7 md:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mypage-summary-title" className="text-base font-bold md:text-lg">
          {t('myPage.summary.title')}
        </h2>
        {data && (
          <p className="text-xs text-muted md:text-sm">
            {t('myPage.summary.period', { count: data.months })}
          </p>
        )}
      </div>
      {data ? (
        <>
          <OrderSteps summary={data} />
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <Benefit
              to={paths.point()}
              label={t('myPage.summary.points')}
              value={t('myPage.summary.pointsValue', { amount: formatNumber(data.pointBalance, language) })}
              testId="mypage-summary-points"
            />
            <Benefit
              to={paths.coupon()}
              label={t('myPage.summary.coupons')}
              value={t('myPage.summary.couponsValue', {
                amount: formatNumber(data.usableCouponCount, language)
              })}
              testId="mypage-summary-coupons"
            />
          </div>
        </>
      ) : summary.isError ? (
        <p role="alert" className="mt-3 text-sm text-coral-strong">
          {t('myPage.summary.loadError')}
        </p>
      ) : (
        <div aria-hidden="true" className="mt-3 h-[8.5rem] animate-pulse rounded-2xl bg-plum-soft/30" />
      )}
    </section>
  );
}
