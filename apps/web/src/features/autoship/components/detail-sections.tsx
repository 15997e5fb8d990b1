import type { AutoshipCharge, AutoshipDetail } from '@mall/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatDate, formatWon } from '../../../shared/lib/format';
import { InfoRow } from '../../../shared/ui/info-row';
import { AddressText } from './address-choice';
import { CardText, Panel, useCycleText } from './autoship-parts';

/** 배송 일정: cycle, next charge day and amount at today's prices, the first charge day, the day it was made. */
export function ScheduleSection({ detail }: { detail: AutoshipDetail }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const cycleText = useCycleText();
  return (
    <Panel id="autoship-detail-schedule" title={t('autoship.detail.schedule')}>
      <dl className="divide-y divide-line/70">
        <InfoRow
          label={t('autoship.list.cycle')}
          value={cycleText(detail.cycle)}
          testId="autoship-detail-cycle"
        />
        <InfoRow
          label={t('autoship.detail.nextCharge')}
          value={detail.nextChargeDay ?? t('autoship.detail.nextChargeNone')}
          testId="autoship-detail-next"
        />
        <InfoRow
          label={t('autoship.detail.amount')}
          value={formatWon(detail.amount, language)}
          testId="autoship-detail-amount"
          strong
        />
        <InfoRow label={t('autoship.detail.firstCharge')} value={detail.firstChargeDay} />
        <InfoRow label={t('autoship.detail.createdAt')} value={formatDate(detail.createdAt)} />
      </dl>
      <p className="mt-2 text-xs break-keep text-muted">{t('autoship.amountNote')}</p>
    </Panel>
  );
}

/** 배송지 and 결제 카드, the card with its change button while the subscription lives. */
export function DeliverySection({
  detail,
  onChangeCard
}: {
  detail: AutoshipDetail;
  onChangeCard: (() => void) | null;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <Panel id="autoship-detail-address" title={t('autoship.detail.address')}>
        <AddressText address={detail.address} />
      </Panel>
      <Panel
        id="autoship-detail-card"
        title={t('autoship.detail.card')}
        aside={
          onChangeCard && (
            <button
              type="button"
              className="btn-secondary min-h-9 px-3 text-sm"
              data-testid="autoship-change-card"
              onClick={onChangeCard}
            >
              {t('autoship.detail.changeCard')}
            </button>
          )
        }
      >
        <p className="text-sm">
          <CardText card={detail.card} />
        </p>
      </Panel>
    </>
  );
}

const CHARGE_BADGE: Record<AutoshipCharge['status'], string> = {
  CHARGED: 'bg-plum-soft text-plum',
  SKIPPED: 'bg-cream-deep text-muted',
  SOLD_OUT_SKIPPED: 'bg-cream-deep text-muted',
  FAILED: 'bg-coral-soft text-coral-strong'
};

/** 회차별 결제 내역, newest first: cycle, day, what became of it, the order it placed and what was charged. */
export function HistorySection({ history }: { history: readonly AutoshipCharge[] }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Panel id="autoship-detail-history" title={t('autoship.detail.history')}>
      {history.length === 0 ? (
        <p className="text-sm text-muted">{t('autoship.detail.historyEmpty')}</p>
      ) : (
        <ol className="divide-y divide-line/70">
          {history.map((charge) => (
            <li
              key={charge.cycleIndex}
              data-testid="autoship-charge"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <p className="text-sm">
                <span className="font-semibold text-ink">
                  {t('autoship.detail.cycleNumber', { number: charge.cycleIndex + 1 })}
                </span>{' '}
                <span className="tabular-nums text-muted">{charge.chargeDay}</span>
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {charge.amount !== null && (
                  <span className="font-semibold tabular-nums text-ink">
                    {formatWon(charge.amount, language)}
                  </span>
                )}
                <span
                  data-testid="autoship-charge-status"
                  className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ${CHARGE_BADGE[charge.status]}`}
                >
                  {t(`autoship.detail.chargeStatus.${charge.status}`)}
                </span>
                {charge.orderNumber && (
                  <Link
                    to={paths.orderDetail(charge.orderNumber)}
                    className="inline-flex min-h-9 items-center font-semibold text-plum underline underline-offset-2"
                  >
                    {t('autoship.detail.orderLink', { orderNumber: charge.orderNumber })}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
