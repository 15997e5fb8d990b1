import type { OrderDetail } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatPoints, formatWon } from '../../../shared/lib/format';
import { InfoRow, sectionClass, sectionTitleClass } from './order-parts';

/**
 * The points row: points credited, or still to be earned by an order that can still earn them. A cancelled
 * (or failed, or cancelling) order earns nothing, so it shows no points "to be earned".
 */
const showsEarnRow = (order: OrderDetail) =>
  !order.guest &&
  order.price.earnPoint > 0 &&
  (order.pointEarned ||
    !(order.status === 'CANCELLED' || order.status === 'CANCEL_REQUESTED' || order.status === 'FAILED'));

/** Points are credited once the parcel has left: before that the order can still be cancelled. */
const earnable = (order: OrderDetail) =>
  !order.guest &&
  !order.pointEarned &&
  order.price.earnPoint > 0 &&
  (order.status === 'SHIPPING' || order.status === 'DELIVERED');

/** The amounts: price, discounts, delivery fee, points used, the total, and the points to earn. */
export function OrderPriceSection({
  order,
  onEarn
}: {
  order: OrderDetail;
  /** Members only: asks to credit the points (offered once the order has shipped). */
  onEarn?: (() => void) | undefined;
}) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  const won = (amount: number) => formatWon(amount, language);
  const { price } = order;
  return (
    <section aria-labelledby="order-price" className={sectionClass}>
      <h2 id="order-price" className={sectionTitleClass}>
        {t('detail.price')}
      </h2>
      <dl className="divide-y divide-line/60">
        <InfoRow label={t('detail.productPrice')} value={won(price.productPrice)} />
        {price.productDiscount > 0 && (
          <InfoRow label={t('detail.productDiscount')} value={`−${won(price.productDiscount)}`} />
        )}
        {price.couponDiscount > 0 && (
          <InfoRow label={t('detail.couponDiscount')} value={`−${won(price.couponDiscount)}`} />
        )}
        <InfoRow
          label={t('detail.deliveryFee')}
          value={price.deliveryFee === 0 ? t('detail.free') : won(price.deliveryFee)}
        />
        {price.pointUsed > 0 && <InfoRow label={t('detail.pointUsed')} value={`−${won(price.pointUsed)}`} />}
        <InfoRow label={t('detail.amount')} value={won(order.amount)} testId="order-amount" strong />
        {showsEarnRow(order) && (
          <InfoRow
            label={t('detail.earnPoint')}
            value={`${formatPoints(price.earnPoint, language)} · ${order.pointEarned ? t('detail.earned') : t('detail.notEarned')}`}
            testId="order-earn-row"
          />
        )}
        {onEarn && earnable(order) && (
          <div className="flex justify-end pt-1">
            <button
              type="button"
              onClick={onEarn}
              data-testid="order-earn-point"
              className="rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-plum-soft"
            >
              {t('detail.earnAction')}
            </button>
          </div>
        )}
      </dl>
    </section>
  );
}
