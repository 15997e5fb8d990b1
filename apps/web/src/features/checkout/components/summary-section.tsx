import type { OrderSummary } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatNumber, formatWon } from '../../../shared/lib/format';
import { AmountRow } from '../../../shared/ui/amount-row';
import { Section } from '../../../shared/ui/section';

/** The order's amounts as the server priced them (member rows for coupon, points and earned points). */
export function SummarySection({
  summary,
  updating,
  member
}: {
  summary: OrderSummary;
  updating: boolean;
  member: boolean;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { price } = summary;
  const minus = (amount: number) => (amount > 0 ? `−${formatWon(amount, language)}` : formatWon(0, language));
  return (
    <Section id="order-summary" title={t('summary.title')}>
      <dl className="flex flex-col gap-2.5 text-sm" aria-busy={updating}>
        <AmountRow
          label={t('summary.productPrice')}
          value={formatWon(price.productPrice, language)}
          testId="summary-product-price"
        />
        <AmountRow
          label={t('summary.productDiscount')}
          value={minus(price.productDiscount)}
          testId="summary-product-discount"
        />
        {member && (
          <AmountRow
            label={t('summary.couponDiscount')}
            value={minus(price.couponDiscount)}
            testId="summary-coupon"
          />
        )}
        {member && (
          <AmountRow label={t('summary.pointUsed')} value={minus(price.pointUsed)} testId="summary-points" />
        )}
        <AmountRow
          label={t('summary.deliveryFee')}
          value={price.deliveryFee === 0 ? t('summary.free') : formatWon(price.deliveryFee, language)}
          testId="summary-delivery"
        />
        <AmountRow
          label={t('summary.amount')}
          value={formatWon(price.amount, language)}
          testId="summary-amount"
          strong
        />
      </dl>
      {member && price.earnPoint > 0 && (
        <p className="mt-2 text-right text-xs text-muted">
          {t('summary.earnPoint', { amount: formatNumber(price.earnPoint, language) })}
        </p>
      )}
      <p aria-live="polite" className="mt-1 min-h-4 text-right text-xs text-muted">
        {updating ? t('summary.updating') : ''}
      </p>
    </Section>
  );
}
