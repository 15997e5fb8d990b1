import { formatMobile, type DeskReturnDetail, type ReturnStatus } from '@mall/domain';
import { seoulDateTime, seoulLastDay, won } from '../format';
import { useT } from '../i18n';
import { OverdueFlag } from './return-rows';
import { Section } from './section';

/** The goods coming back, with what each line was paid. */
export function ReturnLines({ detail }: { detail: DeskReturnDetail }) {
  const { t, language } = useT();
  return (
    <Section title={t('returnDetail.lines')}>
      <ul className="divide-y divide-line" data-testid="return-lines">
        {detail.lines.map((line) => (
          <li key={line.salesOrderLineId} className="flex items-center justify-between gap-3 py-2">
            <span className="flex min-w-0 items-center gap-3">
              {line.imageUrl && (
                <img src={line.imageUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
              )}
              <span>
                {line.productName}
                {line.optionValue && <span className="text-muted"> · {line.optionValue}</span>}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">
              × {line.quantity} · {won(line.price * line.quantity, language)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const FIGURES = [
  'goods',
  'couponShare',
  'deliveryFeeRefunded',
  'shippingDeducted',
  'cashRefund',
  'pointsBack',
  'pointsEarnedTakenBack'
] as const;
/** Taken from the refund: shown with a minus. */
const DEDUCTED = new Set<string>(['couponShare', 'shippingDeducted', 'pointsEarnedTakenBack']);
/** What the customer gets back: shown in bold. */
const PAID_BACK = new Set<string>(['cashRefund', 'pointsBack']);

/** The refund's figures (an estimate until REFUNDED), and the refund job's last failure when there is one. */
export function RefundFigures({ detail }: { detail: DeskReturnDetail }) {
  const { t, language } = useT();
  return (
    <Section title={t('returnDetail.refund')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="refund-figures">
        {FIGURES.map((key) => (
          <div key={key} className={`contents ${PAID_BACK.has(key) ? 'font-semibold' : ''}`}>
            <dt className={PAID_BACK.has(key) ? '' : 'text-muted'}>{t(`refund.${key}`)}</dt>
            <dd className="text-right tabular-nums">
              {DEDUCTED.has(key) && detail.refund[key] > 0 ? '− ' : ''}
              {won(detail.refund[key], language)}
            </dd>
          </div>
        ))}
      </dl>
      {detail.status !== 'REFUNDED' && <p className="text-xs text-muted">{t('returnDetail.estimate')}</p>}
      {detail.refundError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-danger">
          {t('returnDetail.refundError', { error: detail.refundError })}
        </p>
      )}
    </Section>
  );
}

/** When the return entered each state, and for a collected one when its refund is due. */
export function ReturnTimes({ detail }: { detail: DeskReturnDetail }) {
  const { t } = useT();
  const times: [ReturnStatus, string | null][] = [
    ['REQUESTED', detail.requestedAt],
    ['APPROVED', detail.approvedAt],
    ['COLLECTED', detail.collectedAt],
    ['REFUNDED', detail.refundedAt],
    ['REJECTED', detail.rejectedAt],
    ['CANCELLED', detail.cancelledAt]
  ];
  return (
    <Section title={t('returnDetail.timeline')}>
      <ol className="flex flex-col gap-1" data-testid="return-times">
        {times
          .filter(([, at]) => at)
          .map(([status, at]) => (
            <li key={status} className="flex gap-3">
              <span className="w-24 shrink-0 text-muted">{t(`returnStatus.${status}`)}</span>
              <span className="tabular-nums">{seoulDateTime(at)}</span>
            </li>
          ))}
        {detail.status === 'COLLECTED' && detail.refundDueBy && (
          <li className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="refund-due">
            <span className="w-24 shrink-0 text-muted">{t('returns.due')}</span>
            <span className="tabular-nums">
              {t('returns.dueDate', { date: seoulLastDay(detail.refundDueBy) })}
            </span>
            {detail.refundOverdue && <OverdueFlag />}
          </li>
        )}
      </ol>
      {detail.rejectReason && (
        <p>
          <span className="text-muted">{t('returnDetail.rejectReason')}:</span> {detail.rejectReason}
        </p>
      )}
    </Section>
  );
}

/** Where the courier collects the goods. */
export function ReturnPickup({ detail }: { detail: DeskReturnDetail }) {
  const { t } = useT();
  const { pickup } = detail;
  return (
    <Section title={t('returnDetail.pickup')}>
      <p>
        {pickup.receiverName} · {formatMobile(pickup.mobileNumber)}
      </p>
      <p className="text-muted">
        ({pickup.zipcode}) {pickup.address1} {pickup.address2}
      </p>
    </Section>
  );
}
