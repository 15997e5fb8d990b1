import type { ReturnRefund } from '@mall/domain';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatPoints, formatWon } from '../../../shared/lib/format';
import { InfoRow } from './return-parts';

/**
 * The money of a return (domain refund figures): the goods, the coupon share kept, the delivery refunded or
 * deducted, then what goes back on the card and in points, and the earned points taken back. Zero rows other
 * than the card refund are left out.
 */
export function RefundFigures({ refund }: { refund: ReturnRefund }) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  const won = (amount: number) => formatWon(amount, language);
  const points = (amount: number) => formatPoints(amount, language);
  return (
    <dl className="divide-y divide-line/60" data-testid="return-refund">
      <InfoRow label={t('returns.refund.goods')} value={won(refund.goods)} />
      {refund.couponShare > 0 && (
        <InfoRow label={t('returns.refund.couponShare')} value={`−${won(refund.couponShare)}`} />
      )}
      {refund.deliveryFeeRefunded > 0 && (
        <InfoRow label={t('returns.refund.deliveryFeeRefunded')} value={won(refund.deliveryFeeRefunded)} />
      )}
      {refund.shippingDeducted > 0 && (
        <InfoRow
          label={t('returns.refund.shippingDeducted')}
          value={`−${won(refund.shippingDeducted)}`}
          testId="return-refund-shipping"
        />
      )}
      <InfoRow
        label={t('returns.refund.cashRefund')}
        value={won(refund.cashRefund)}
        testId="return-refund-cash"
        strong
      />
      {refund.pointsBack > 0 && (
        <InfoRow label={t('returns.refund.pointsBack')} value={points(refund.pointsBack)} />
      )}
      {refund.pointsEarnedTakenBack > 0 && (
        <InfoRow
          label={t('returns.refund.pointsEarnedTakenBack')}
          value={`−${points(refund.pointsEarnedTakenBack)}`}
        />
      )}
    </dl>
  );
}
