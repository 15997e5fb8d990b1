import { formatMobile, type OrderDetail } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { InfoRow, formatDateTime, sectionClass, sectionTitleClass, usePaymentMethod } from './order-parts';
import { ParcelTimeline } from './parcel-timeline';

/** Where the parcel goes and how far it has got; `children` (the address change) under the address. */
export function DeliverySection({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  const { t } = useTranslation('order-history');
  const { delivery } = order;
  return (
    <section aria-labelledby="order-delivery" className={sectionClass}>
      <h2 id="order-delivery" className={sectionTitleClass}>
        {t('detail.delivery')}
      </h2>
      <dl className="divide-y divide-line/60">
        <InfoRow label={t('detail.receiver')} value={delivery.receiverName} />
        <InfoRow label={t('detail.mobile')} value={formatMobile(delivery.mobileNumber)} />
        <InfoRow
          label={t('detail.address')}
          value={`(${delivery.zipcode}) ${delivery.address1} ${delivery.address2}`.trim()}
        />
        {delivery.message && <InfoRow label={t('detail.message')} value={delivery.message} />}
      </dl>
      {children}
      <dl className="mt-3 divide-y divide-line/60 border-t border-line/60">
        <InfoRow label={t('detail.deliveryStatus')} value={t(`status.${order.status}`)} />
        <InfoRow label={t('detail.courier')} value={delivery.courier ?? t('detail.none')} />
        <InfoRow
          label={t('detail.trackingNumber')}
          value={delivery.trackingNumber ?? t('detail.none')}
          testId="order-tracking"
        />
        {delivery.preparingAt && (
          <InfoRow label={t('detail.preparingAt')} value={formatDateTime(delivery.preparingAt)} />
        )}
        {delivery.shippedAt && (
          <InfoRow label={t('detail.shippedAt')} value={formatDateTime(delivery.shippedAt)} />
        )}
        {delivery.deliveredAt && (
          <InfoRow label={t('detail.deliveredAt')} value={formatDateTime(delivery.deliveredAt)} />
        )}
      </dl>
      {delivery.trackingUrl && (
        <a
          href={delivery.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="order-track-parcel"
          className="mt-3 inline-flex min-h-11 items-center rounded-full border border-plum px-4 text-sm font-semibold text-plum"
        >
          {t('detail.trackParcel', { courier: delivery.courier ?? '' })}
        </a>
      )}
      <ParcelTimeline events={delivery.events} />
    </section>
  );
}

/** Each payment step with its state, card and receipt. */
export function PaymentsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  const won = (amount: number) => formatWon(amount, language);
  const paymentMethod = usePaymentMethod();
  return (
    <section aria-labelledby="order-payments" className={sectionClass}>
      <h2 id="order-payments" className={sectionTitleClass}>
        {t('detail.payments')}
      </h2>
      {order.payments.length === 0 ? (
        <p className="text-sm text-muted">{t('detail.noPayment')}</p>
      ) : (
        <ul className="grid gap-3">
          {order.payments.map((payment) => (
            <li key={payment.step} data-testid="order-payment" className="rounded-2xl bg-cream/60 p-4">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-semibold text-ink">
                  {order.payments.length > 1
                    ? t('detail.step', { step: payment.step })
                    : paymentMethod(payment.method)}
                </span>
                <span className="text-sm font-semibold" data-testid="order-payment-status">
                  {t(`detail.paymentStatus.${payment.status}`)}
                </span>
              </div>
              <p className="mt-1 text-lg font-bold text-ink">{won(payment.amount)}</p>
              <p className="mt-1 break-words text-sm text-muted">
                {[payment.cardCompany, payment.cardNumber].filter(Boolean).join(' ')}
              </p>
              {payment.approvedAt && (
                <p className="text-sm text-muted">
                  {t('detail.approvedAt')} {formatDateTime(payment.approvedAt)}
                </p>
              )}
              {payment.cancelledAt && (
                <p className="text-sm text-muted">
                  {t('detail.cancelledAt')} {formatDateTime(payment.cancelledAt)}
                </p>
              )}
              {payment.receiptUrl && (
                <a
                  href={payment.receiptUrl}
                  target="_blank"
                  rel="noopener"
                  className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-plum underline underline-offset-4"
                >
                  {t('detail.receipt')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who placed the order. */
export function OrdererSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order-history');
  return (
    <section aria-labelledby="order-orderer" className={sectionClass}>
      <h2 id="order-orderer" className={sectionTitleClass}>
        {t('detail.orderer')}
      </h2>
      <dl className="divide-y divide-line/60">
        <InfoRow label={t('detail.orderer')} value={order.orderer.name} />
        <InfoRow label={t('detail.mobile')} value={formatMobile(order.orderer.mobileNumber)} />
      </dl>
    </section>
  );
}
