import { FREE_DELIVERY_THRESHOLD, type CartTotals } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatPoints, formatWon } from '../../../shared/lib/format';
import { AmountRow } from '../../../shared/ui/amount-row';

/** The free-delivery line: how much more, or that it is reached (SPEC §9 threshold, docs/decisions/030). */
export function FreeDeliveryLine({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  if (totals.count === 0) {
    return (
      <p className="text-xs text-muted">
        {t('summary.freeDeliveryRule', { amount: formatWon(FREE_DELIVERY_THRESHOLD, language) })}
      </p>
    );
  }
  const reached = totals.freeDeliveryRemaining === 0;
  const progress = Math.min(100, Math.round((totals.subtotal / FREE_DELIVERY_THRESHOLD) * 100));
  return (
    <div data-testid="free-delivery">
      <p className={`text-sm font-semibold ${reached ? 'text-plum' : 'text-coral-strong'}`}>
        {reached
          ? t('summary.freeDeliveryReached')
          : t('summary.freeDeliveryRemaining', { amount: formatWon(totals.freeDeliveryRemaining, language) })}
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-plum" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/** Totals of the selected, available lines (cartTotals): price, discount, points, delivery fee, total. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  return (
    <section
      aria-labelledby="cart-summary-title"
      data-testid="cart-summary"
      className="rounded-2xl bg-white p-5"
    >
      <h2 id="cart-summary-title" className="mb-4 text-base font-bold text-ink">
        {t('summary.title')}
      </h2>
      <dl className="flex flex-col gap-2.5 text-sm">
        <AmountRow
          label={t('summary.productPrice')}
          value={formatWon(totals.productPrice, language)}
          testId="total-product-price"
        />
        <AmountRow
          label={t('summary.discount')}
          value={totals.discount > 0 ? `−${formatWon(totals.discount, language)}` : formatWon(0, language)}
          testId="total-discount"
        />
        <AmountRow
          label={t('summary.deliveryFee')}
          value={
            totals.deliveryFee === 0 && totals.count > 0
              ? t('summary.free')
              : formatWon(totals.deliveryFee, language)
          }
          testId="total-delivery-fee"
        />
        <AmountRow
          label={t('summary.points')}
          value={formatPoints(totals.points, language)}
          testId="total-points"
        />
        <AmountRow
          label={t('summary.total')}
          value={formatWon(totals.total, language)}
          testId="total-amount"
          strong
        />
      </dl>
      <div className="mt-4">
        <FreeDeliveryLine totals={totals} />
      </div>
    </section>
  );
}
