import type { OrderDetail } from '@mall/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { formatNumber, formatWon } from '../../../shared/lib/format';
import { DeliveryAddressChange, type ChangeAddress } from './delivery-address-change';
import { OrderCancelDialog } from './order-cancel-dialog';
import { DeliverySection, OrdererSection, PaymentsSection } from './order-detail-sections';
import { OrderPriceSection } from './order-price-section';
import { OrderLines, StatusBadge, formatDateTime, sectionClass, sectionTitleClass } from './order-parts';

type Props = {
  order: OrderDetail;
  /** Cancels with the reason and answers the cancelled order; a refusal is thrown as an ApiError. */
  onCancel: (reason: string) => Promise<OrderDetail>;
  onContract: () => Promise<void>;
  /** Changes the delivery address before shipping (the button shows while `order.addressChangeable`). */
  onChangeAddress?: ChangeAddress;
  /** Members only: credits the points of a shipped or delivered order (earn-point). */
  onEarn?: () => Promise<unknown>;
  /** The order's returns (request button and list), composed by the route from the returns feature. */
  returns?: ReactNode;
  /** Guests only: the order's refund account, composed by the guest lookup. */
  refundAccount?: ReactNode;
  /** Members only: a delivered order's lines offer a review (docs/decisions/090). */
  reviewable?: boolean;
};

/** One order as members and guests see it: items, amounts, payments with receipts, delivery, PDF and cancel. */
export function OrderDetailView({
  order,
  onCancel,
  onContract,
  onEarn,
  onChangeAddress,
  returns,
  refundAccount,
  reviewable = false
}: Props) {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const language = useLanguage();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const won = (amount: number) => formatWon(amount, language);
  const refunded = order.payments
    .filter((payment) => payment.status === 'CANCELED')
    .reduce((sum, payment) => sum + payment.amount, 0);

  const errorText = (error: unknown) =>
    isApiError(error) && error.code !== 'UNKNOWN'
      ? tm(`error.${error.code}` as 'error.UNKNOWN', { defaultValue: error.message })
      : tm('error.UNKNOWN');

  async function earn() {
    if (!onEarn) return;
    try {
      await onEarn();
      setNotice({
        tone: 'ok',
        text: t('detail.earnDone', { amount: formatNumber(order.price.earnPoint, language) })
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    }
  }

  async function confirmCancel(reason: string) {
    try {
      await onCancel(reason);
      setCancelOpen(false);
      setNotice({ tone: 'ok', text: t('cancel.done') });
    } catch (error) {
      setCancelOpen(false);
      setNotice({ tone: 'error', text: errorText(error) });
    }
  }

  return (
    <div className="grid gap-4 md:gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="grid gap-4 md:gap-6">
        <section aria-labelledby="order-summary" className={sectionClass}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="order-summary" className="text-lg font-bold text-ink" data-testid="order-number">
                {order.displayOrderNumber}
              </h2>
              <p className="mt-0.5 text-sm text-muted">
                {t('detail.orderedAt')} {formatDateTime(order.orderedAt)}
              </p>
            </div>
            <StatusBadge status={order.status} />
          </div>
          {notice && (
            <p
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-testid="order-notice"
              className={`mt-4 rounded-2xl px-4 py-3 text-sm ${notice.tone === 'ok' ? 'bg-plum-soft text-plum' : 'bg-coral-soft text-coral-strong'}`}
            >
              {notice.text}
            </p>
          )}
          {refunded > 0 && (
            <p
              data-testid="order-refunded"
              className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm font-semibold text-ink"
            >
              {t('cancel.refunded', { amount: won(refunded) })}
              {order.cancelledAt && (
                <span className="ml-2 font-normal text-muted">{formatDateTime(order.cancelledAt)}</span>
              )}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary min-h-10 px-4 text-sm"
              data-testid="order-contract"
              onClick={() =>
                void onContract().catch(() => setNotice({ tone: 'error', text: t('detail.contractError') }))
              }
            >
              {t('detail.contract')}
            </button>
            {order.cancellable && (
              <button
                type="button"
                className="btn-secondary min-h-10 px-4 text-sm text-coral-strong"
                data-testid="order-cancel"
                onClick={() => setCancelOpen(true)}
              >
                {t('cancel.action')}
              </button>
            )}
          </div>
          {order.status === 'SHIPPING' && <p className="mt-3 text-sm text-muted">{t('cancel.shipped')}</p>}
        </section>

        {returns}

        <section aria-labelledby="order-items" className={sectionClass}>
          <h2 id="order-items" className={sectionTitleClass}>
            {t('detail.items')}
          </h2>
          <OrderLines lines={order.lines} reviewable={reviewable && order.status === 'DELIVERED'} />
        </section>

        <DeliverySection order={order}>
          {onChangeAddress && <DeliveryAddressChange order={order} onChange={onChangeAddress} />}
        </DeliverySection>
      </div>

      <div className="grid content-start gap-4 md:gap-6">
        <OrderPriceSection order={order} onEarn={onEarn ? () => void earn() : undefined} />

        <PaymentsSection order={order} />

        {refundAccount}

        <OrdererSection order={order} />
      </div>
      {cancelOpen && <OrderCancelDialog onClose={() => setCancelOpen(false)} onConfirm={confirmCancel} />}
    </div>
  );
}
