import { formatMobile, type ReturnDetail } from '@mall/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/format';
import { useReturnText } from '../lib/use-return-text';
import { RefundFigures } from './refund-figures';
import { ReturnCancelDialog } from './return-cancel-dialog';
import {
  InfoRow,
  Notice,
  ReturnStatusBadge,
  ReturnedLines,
  sectionClass,
  sectionTitleClass
} from './return-parts';
import { ReturnPhotos } from './return-photos';
import { ReturnTimeline } from './return-timeline';

type Props = {
  detail: ReturnDetail;
  guest: boolean;
  /** Where the order of this return is shown. */
  orderPath: string;
  /** Shown once, after the request was sent. */
  submitted: boolean;
  /** Withdraws the request; a refusal is thrown as an ApiError. */
  onCancel: () => Promise<unknown>;
};

/** One return as members and guests see it: progress, goods, reason, photos, pickup, the money, withdrawal. */
export function ReturnDetailView({ detail, guest, orderPath, submitted, onCancel }: Props) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(
    submitted ? { tone: 'ok', text: t('returns.detail.submitted') } : null
  );

  async function cancel() {
    try {
      await onCancel();
      setNotice({ tone: 'ok', text: t('returns.cancel.done') });
    } catch (error) {
      setNotice({ tone: 'error', text: text.error(error) });
    }
    setConfirming(false);
  }

  return (
    <div className="grid gap-4 md:gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="grid content-start gap-4 md:gap-6">
        <section aria-labelledby="return-summary" className={sectionClass}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="return-summary" className="text-lg font-bold text-ink" data-testid="return-order">
                {t('returns.detail.orderNumber')} {detail.displayOrderNumber}
              </h2>
              <p className="mt-0.5 text-sm text-muted">
                {t('returns.list.requestedAt')} {formatDateTime(detail.requestedAt)}
              </p>
            </div>
            <ReturnStatusBadge status={detail.status} />
          </div>
          {notice && (
            <div className="mt-4">
              <Notice tone={notice.tone} text={notice.text} testId="return-notice" />
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={orderPath} className="btn-secondary min-h-10 px-4 text-sm">
              {t('returns.detail.toOrder')}
            </Link>
            {detail.cancellable && (
              <button
                type="button"
                className="btn-secondary min-h-10 px-4 text-sm text-coral-strong"
                data-testid="return-cancel"
                onClick={() => setConfirming(true)}
              >
                {t('returns.cancel.action')}
              </button>
            )}
          </div>
        </section>

        <section aria-labelledby="return-lines" className={sectionClass}>
          <h2 id="return-lines" className={sectionTitleClass}>
            {t('returns.detail.lines')}
          </h2>
          <ReturnedLines lines={detail.lines} />
          <dl className="mt-3 divide-y divide-line/60 border-t border-line/70 pt-1">
            <InfoRow label={t('returns.detail.reason')} value={t(`returns.reason.${detail.reason}`)} />
            {detail.reasonText && (
              <InfoRow label={t('returns.detail.reasonText')} value={detail.reasonText} />
            )}
          </dl>
        </section>

        {!guest && (
          <section aria-labelledby="return-photos" className={sectionClass}>
            <h2 id="return-photos" className={sectionTitleClass}>
              {t('returns.detail.photos')}
            </h2>
            <ReturnPhotos photos={detail.photos} />
          </section>
        )}

        <section aria-labelledby="return-pickup" className={sectionClass}>
          <h2 id="return-pickup" className={sectionTitleClass}>
            {t('returns.detail.pickup')}
          </h2>
          <dl className="divide-y divide-line/60">
            <InfoRow label={t('returns.detail.receiver')} value={detail.pickup.receiverName} />
            <InfoRow label={t('returns.detail.mobile')} value={formatMobile(detail.pickup.mobileNumber)} />
            <InfoRow
              label={t('returns.detail.address')}
              value={`(${detail.pickup.zipcode}) ${detail.pickup.address1} ${detail.pickup.address2}`.trim()}
            />
          </dl>
        </section>
      </div>

      <div className="grid content-start gap-4 md:gap-6">
        <section aria-labelledby="return-progress" className={sectionClass}>
          <h2 id="return-progress" className={sectionTitleClass}>
            {t('returns.detail.timeline')}
          </h2>
          <ReturnTimeline detail={detail} />
        </section>
        <section aria-labelledby="return-money" className={sectionClass}>
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="return-money" className="text-base font-bold text-ink md:text-lg">
              {t('returns.detail.refund')}
            </h2>
            <span className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-muted">
              {detail.status === 'REFUNDED' ? t('returns.refund.final') : t('returns.refund.estimated')}
            </span>
          </div>
          <RefundFigures refund={detail.refund} />
        </section>
      </div>
      {confirming && <ReturnCancelDialog onClose={() => setConfirming(false)} onConfirm={cancel} />}
    </div>
  );
}
