import { DELIVERY_POLICY, RETURN_POLICY, RETURN_REFUSAL_CASES } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { COMPANY } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import { formatWon } from '../../../shared/lib/format';
import { CollapsibleSection } from './collapsible-section';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 first:mt-0">
      <h3 className="text-sm font-bold text-ink">{title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-[13px] leading-relaxed text-ink/85 marker:text-plum md:text-sm">
        {children}
      </ul>
    </div>
  );
}

/**
 * Delivery, exchange and return terms (전자상거래법 제13조·제17조·제18조) as every product page states them.
 * Every number comes from the domain's DELIVERY_POLICY and RETURN_POLICY, the same the order rules use.
 */
export function DeliveryReturnNotice() {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const won = (amount: number) => formatWon(amount, language);
  const link = 'font-semibold text-plum underline underline-offset-2';
  return (
    <CollapsibleSection title={t('returns.title')} testId="delivery-return-notice">
      <Block title={t('returns.deliveryTitle')}>
        <li>
          {t('returns.deliveryFee', {
            fee: won(DELIVERY_POLICY.fee),
            threshold: won(DELIVERY_POLICY.freeThreshold)
          })}
        </li>
        <li>
          {t('returns.deliveryTime', {
            dispatch: DELIVERY_POLICY.dispatchBusinessDays,
            min: DELIVERY_POLICY.deliveryBusinessDays.min,
            max: DELIVERY_POLICY.deliveryBusinessDays.max
          })}
        </li>
      </Block>
      <Block title={t('returns.exchangeTitle')}>
        <li>{t('returns.period', { days: RETURN_POLICY.withdrawalDays })}</li>
        <li>
          {t('returns.mismatch', {
            months: RETURN_POLICY.mismatchMonths,
            days: RETURN_POLICY.mismatchDaysFromDiscovery
          })}
        </li>
        <li>
          {t('returns.fee', {
            oneWay: won(RETURN_POLICY.changeOfMindFeeOneWay),
            bothWays: won(RETURN_POLICY.changeOfMindFeeBothWays)
          })}
        </li>
        <li>{t('returns.refund', { days: RETURN_POLICY.refundBusinessDays })}</li>
      </Block>
      <Block title={t('returns.refusedTitle')}>
        {RETURN_REFUSAL_CASES.map((refusal) => (
          <li key={refusal}>{t(`returns.refused.${refusal}`)}</li>
        ))}
      </Block>
      <Block title={t('returns.howTitle')}>
        <li>
          {t('returns.howMember')}{' '}
          <Link to={paths.orderList()} className={link}>
            {t('returns.orderListLink')}
          </Link>
        </li>
        <li>
          {t('returns.howGuest')}{' '}
          <Link to={paths.guestOrderLookup()} className={link}>
            {t('returns.guestLookupLink')}
          </Link>
        </li>
        <li>
          <a href={`tel:${COMPANY.customerCenterPhone.replace(/-/g, '')}`} className={link}>
            {t('returns.howPhone', { phone: COMPANY.customerCenterPhone })}
          </a>
        </li>
        <li>
          <span className="font-semibold">{t('returns.addressLabel')}</span>: {t('returns.address')}
        </li>
      </Block>
    </CollapsibleSection>
  );
}
