import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { maskedCardNumber } from '../../../shared/saved-cards/saved-cards-api';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { InfoRow } from '../../../shared/ui/info-row';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { autoshipDetailQueryOptions } from '../api/autoship-api';
import { useCycleText, useProductsText } from '../components/autoship-parts';

const idOf = (value: string | null) => (value && /^[0-9]{1,15}$/.test(value) ? Number(value) : 0);

/**
 * SPEC §2 /autoship/result?id= (guard: login): the subscription just made, read from the API (a reload or a shared
 * address shows the same): its first charge day, the amount at today's prices, the cycle, the card; the ways on to
 * its detail and the list.
 */
export function AutoshipResultRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const cycleText = useCycleText();
  const productsText = useProductsText();
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useQuery({ ...autoshipDetailQueryOptions(id, language), enabled: id > 0 });
  const title = t('autoship.result.title');

  if (id === 0 || detail.isError) {
    return <MessageScreen title={t('autoship.result.missing')} body={t('autoship.init.empty.body')} />;
  }
  const made = detail.data;
  if (!made)
    return <p className="container-page py-16 text-center text-sm text-muted">{tc('common.loading')}</p>;
  return (
    <div className="container-page max-w-2xl py-8 md:py-12" data-testid="autoship-result">
      <DocumentTitle page={title} />
      <div className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-plum text-2xl text-white"
        >
          ✓
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
        <p className="mx-auto mt-2 max-w-md text-sm break-keep text-muted">{t('autoship.result.lead')}</p>
      </div>
      <section aria-label={productsText(made.productNames)} className="mt-8 rounded-2xl bg-white p-4 md:p-6">
        <p className="font-semibold text-ink" data-testid="autoship-result-products">
          {productsText(made.productNames)}
        </p>
        <dl className="mt-2 divide-y divide-line/70">
          <InfoRow
            label={t('autoship.result.firstCharge')}
            value={made.nextChargeDay ?? made.firstChargeDay}
            testId="autoship-result-first-day"
          />
          <InfoRow
            label={t('autoship.list.cycle')}
            value={cycleText(made.cycle)}
            testId="autoship-result-cycle"
          />
          <InfoRow
            label={t('autoship.list.card')}
            value={`${made.card.cardCompanyName ?? t('autoship.unknownIssuer')} ${maskedCardNumber(made.card.cardNumber)}`}
            testId="autoship-result-card"
          />
          <InfoRow
            label={t('autoship.result.amount')}
            value={formatWon(made.amount, language)}
            testId="autoship-result-amount"
            strong
          />
        </dl>
        <p className="mt-2 text-xs break-keep text-muted">{t('autoship.amountNote')}</p>
      </section>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link
          to={autoshipPaths.detail(made.autoshipId)}
          className="btn-primary"
          data-testid="autoship-result-detail"
        >
          {t('autoship.result.toDetail')}
        </Link>
        <Link to={autoshipPaths.list()} className="btn-secondary">
          {t('autoship.result.toList')}
        </Link>
      </div>
    </div>
  );
}
