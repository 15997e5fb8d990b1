import { formatMobile, toCourierCode, type DeskOrderDetail } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ME_KEY, messageOf, staffApi } from '../api';
import { ShipDialog } from '../components/ship-dialog';
import { Notice } from '../components/field';
import { BackLink, Section } from '../components/section';
import { courierLabel, seoulDateTime, won } from '../format';
import { useDocumentTitle, useT, type MessageKey } from '../i18n';

const TIMES = [
  'placedAt',
  'preparingAt',
  'shippedAt',
  'deliveredAt',
  'cancelRequestedAt',
  'cancelledAt'
] as const;

/** One order as the desk sees it: orderer, address, items and when it entered each state (the read is audited). */
export function OrderDetailScreen() {
  const { t, language } = useT();
  const id = Number(useParams().id);
  const { data: order, error } = useQuery({
    queryKey: ['staff', 'order', id],
    queryFn: () => staffApi.order(id)
  });
  useDocumentTitle(order?.orderNumber ?? t('orders.title'));
  const queryClient = useQueryClient();
  const [correcting, setCorrecting] = useState(false);
  const canFulfil = useQuery({ queryKey: ME_KEY, queryFn: staffApi.me }).data?.permissions.includes(
    'orders.fulfil'
  );
  const back = <BackLink to="/orders">{t('detail.back')}</BackLink>;
  if (error)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>
      </div>
    );
  if (!order) return <p className="text-muted">{t('loading')}</p>;
  return (
    <article className="flex flex-col gap-5" aria-labelledby="order-title">
      {back}
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 id="order-title" className="font-mono text-xl font-semibold">
          {order.orderNumber}
        </h1>
        <span
          className="rounded-full bg-plum-soft px-2.5 py-0.5 text-sm text-plum-dark"
          data-testid="order-status"
        >
          {t(`status.${order.status}`)}
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('detail.orderer')}>
          <p>
            {order.ordererName}
            {order.guest && ` · ${t('orders.guest')}`}
          </p>
          <p className="text-muted">
            {formatMobile(order.ordererMobile)} · {order.ordererEmail}
          </p>
        </Section>
        <Section title={t('detail.receiver')}>
          <Receiver order={order} />
          {order.message && (
            <p className="text-muted">
              {t('detail.message')}: {order.message}
            </p>
          )}
        </Section>
      </div>
      <Section title={t('detail.lines')}>
        <ul className="divide-y divide-line">
          {order.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-3 py-2">
              <span>
                {line.productName}
                {line.optionValue && <span className="text-muted"> · {line.optionValue}</span>}
              </span>
              <span className="shrink-0 tabular-nums">
                × {line.quantity} · {won(line.price * line.quantity, language)}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-right font-medium">
          {t('orders.amount')} {won(order.amount, language)}
        </p>
      </Section>
      <Section title={t('detail.timeline')}>
        <ol className="flex flex-col gap-1" data-testid="order-times">
          {TIMES.filter((key) => order.times[key]).map((key) => (
            <li key={key} className="flex gap-3">
              <span className="w-24 shrink-0 text-muted">{t(`time.${key}` as MessageKey)}</span>
              <span className="tabular-nums">{seoulDateTime(order.times[key])}</span>
            </li>
          ))}
        </ol>
        {order.trackingNumber && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted" data-testid="order-tracking">
              {t('orders.tracking')}: {courierLabel(order.courier, language)} {order.trackingNumber}
            </p>
            {order.status === 'SHIPPING' && canFulfil && (
              <button
                type="button"
                className="rounded-md border border-plum px-2 py-1 text-sm text-plum"
                onClick={() => setCorrecting(true)}
              >
                {t('detail.correctTracking')}
              </button>
            )}
          </div>
        )}
      </Section>
      {correcting && (
        <ShipDialog
          title={t('detail.correctTitle', { number: order.orderNumber })}
          submitLabel={t('detail.correctSubmit')}
          initial={{
            courier: toCourierCode(order.courier ?? '') ?? 'CJ',
            trackingNumber: order.trackingNumber ?? ''
          }}
          send={async (courier, trackingNumber) => {
            queryClient.setQueryData(
              ['staff', 'order', id],
              await staffApi.correctTracking(id, { courier, trackingNumber })
            );
            return null;
          }}
          onClose={() => setCorrecting(false)}
          onDone={() => setCorrecting(false)}
        />
      )}
    </article>
  );
}

function Receiver({ order }: { order: DeskOrderDetail }) {
  return (
    <>
      <p>
        {order.receiverName} · {formatMobile(order.receiverMobile)}
      </p>
      <p className="text-muted">
        ({order.zipcode}) {order.address1} {order.address2}
      </p>
    </>
  );
}
