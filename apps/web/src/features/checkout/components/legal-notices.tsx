import { RETURN_POLICY } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { EscrowNotice } from '../../../shared/legal/escrow-notice';
import { legalInfoQueryOptions } from '../../../shared/legal/legal-info';

/**
 * What the buyer must be told before paying (docs/decisions/093): the 청약철회 right and its limits (전자상거래법
 * 제17조, the numbers of the domain's RETURN_POLICY, as the product page states them) and the 구매안전서비스 notice
 * from the server's configuration (shown once it answered).
 */
export function LegalNotices() {
  const { t } = useTranslation('checkout');
  const { data } = useQuery(legalInfoQueryOptions());
  return (
    <section
      aria-labelledby="order-withdrawal-title"
      data-testid="order-legal-notices"
      className="rounded-2xl bg-white p-4 text-xs leading-relaxed text-muted md:p-6 md:text-[13px]"
    >
      <h2 id="order-withdrawal-title" className="text-sm font-bold text-ink">
        {t('withdrawal.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-4 marker:text-plum" data-testid="order-withdrawal-notice">
        <li className="text-ink/85">{t('withdrawal.period', { days: RETURN_POLICY.withdrawalDays })}</li>
        <li>{t('withdrawal.exceptions')}</li>
        <li>
          {t('withdrawal.mismatch', {
            months: RETURN_POLICY.mismatchMonths,
            days: RETURN_POLICY.mismatchDaysFromDiscovery
          })}
        </li>
      </ul>
      {data && <EscrowNotice escrow={data.escrow} className="mt-3 border-t border-line pt-3" />}
    </section>
  );
}
