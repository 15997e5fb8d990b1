import type { PersonalMallSummary } from '@mall/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatNumber, formatWon } from '../../../shared/lib/format';

/** The planner's month (GET …/personalMall/summary): referred members, credited orders, amount, SP and BP. */
export function MallFigures({ summary }: { summary: UseQueryResult<PersonalMallSummary> }) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const data = summary.data;
  const month = data?.month ?? '';
  const figure = (label: string, value: string, note?: string, testId?: string) => (
    <div className="rounded-2xl bg-cream p-4" data-testid={testId}>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted">{note}</dd>}
    </div>
  );
  return (
    <section
      aria-labelledby="mall-figures-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-line/70 md:p-7"
    >
      <h2 id="mall-figures-title" className="text-lg font-bold text-ink">
        {t('mall.figures.title', { month })}
      </h2>
      <p className="mt-1 text-xs text-muted break-keep">{t('mall.figures.lead')}</p>
      {summary.isPending ? (
        <p className="py-8 text-center text-sm text-muted">{t('mall.figures.loading')}</p>
      ) : summary.isError || !data ? (
        <div role="alert" className="py-8 text-center">
          <p className="text-sm text-ink">{t('mall.figures.loadError')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void summary.refetch()}>
            {t('mall.retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {figure(
              t('mall.figures.referredMembers'),
              t('mall.figures.referredMembersValue', {
                total: formatNumber(data.referredMembers.total, language)
              }),
              t('mall.figures.joinedThisMonth', { count: data.referredMembers.joinedThisMonth }),
              'mall-figure-members'
            )}
            {figure(
              t('mall.figures.orders'),
              t('mall.figures.ordersValue', { count: data.orders.count }),
              undefined,
              'mall-figure-orders'
            )}
            {figure(
              t('mall.figures.amount'),
              formatWon(data.orders.amount, language),
              undefined,
              'mall-figure-amount'
            )}
            {figure(
              t('mall.figures.sp'),
              formatNumber(data.orders.sp, language),
              undefined,
              'mall-figure-sp'
            )}
            {figure(
              t('mall.figures.bp'),
              formatNumber(data.orders.bp, language),
              undefined,
              'mall-figure-bp'
            )}
          </dl>
          {data.orders.count === 0 && <p className="mt-3 text-sm text-muted">{t('mall.figures.empty')}</p>}
        </>
      )}
    </section>
  );
}
