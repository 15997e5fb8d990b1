import type { OrderDetail } from '@mall/domain';
import { useId, useState } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { formatNumber, formatPoints, formatWon } from '../../../shared/lib/format';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { DeliverySection, OrdererSection, PaymentsSection } from './order-detail-sections';
import {
  InfoRow,
  OrderLines,
  StatusBadge,
  formatDateTime,
  sectionClass,
  sectionTitleClass
} from './order-parts';

type Props = {
  order: OrderDetail;
  /** Cancels with the reason and answers the cancelled order; a refusal is thrown as an ApiError. */
  onCancel: (reason: string) => Promise<OrderDetail>;
  onContract: () => Promise<void>;
  /** Members only: credits the points of a shipped or delivered order (earn-point). */
  onEarn?: () => Promise<unknown>;
};

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

function CancelDialog({
  onClose,
  onConfirm
}: {
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('order-history');
  const id = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <ResponsiveModal
      title={t('cancel.title')}
      description={t('cancel.body')}
      onClose={onClose}
      testId="order-cancel-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // One cancel per dialog: each attempt carries a fresh Idempotency-Key, so a second submit would be a
          // second request (a form can be submitted again before the disabled button is drawn).
          if (pending) return;
          setPending(true);
          void onConfirm(reason.trim()).finally(() => setPending(false));
        }}
      >
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('cancel.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={200}
          rows={3}
          placeholder={t('cancel.reasonPlaceholder')}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 text-[15px] placeholder:text-muted/70 focus:border-plum"
        />
        <div className="mt-5 grid grid-cols-2 gap-3">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
            {t('cancel.keep')}
          </button>
          <button
            type="submit"
            className="btn-primary bg-coral-strong hover:bg-coral-strong/90"
            disabled={pending}
            data-testid="order-cancel-confirm"
          >
            {pending ? t('cancel.submitting') : t('cancel.confirm')}
          </button>
        </div>
      </form>
    </ResponsiveModal>
  );
}

/** One order as members and guests see it: items, amounts, payments with receipts, delivery, PDF and cancel. */
export function OrderDetailView({ order, onCancel, onContract, onEarn }: Props) {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const language = useLanguage();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const won = (amount: number) => formatWon(amount, language);
  const { price } = order;
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
        text: t('detail.earnDone', { amount: formatNumber(price.earnPoint, language) })
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
          {(order.status === 'SHIPPING' || order.status === 'DELIVERED') && (
            <p className="mt-3 text-sm text-muted">{t('cancel.shipped')}</p>
          )}
        </section>

        <section aria-labelledby="order-items" className={sectionClass}>
          <h2 id="order-items" className={sectionTitleClass}>
            {t('detail.items')}
          </h2>
          <OrderLines lines={order.lines} />
        </section>

        <DeliverySection order={order} />
      </div>

      <div className="grid content-start gap-4 md:gap-6">
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
            {price.pointUsed > 0 && (
              <InfoRow label={t('detail.pointUsed')} value={`−${won(price.pointUsed)}`} />
            )}
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
                  onClick={() => void earn()}
                  data-testid="order-earn-point"
                  className="rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-plum-soft"
                >
                  {t('detail.earnAction')}
                </button>
              </div>
            )}
          </dl>
        </section>

        <PaymentsSection order={order} />

        <OrdererSection order={order} />
      </div>
      {cancelOpen && <CancelDialog onClose={() => setCancelOpen(false)} onConfirm={confirmCancel} />}
    </div>
  );
}
