import { formatMobile, fullName, type DeliveryAddressInput, type ReturnValidation } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { ReturnDraft } from '../lib/return-draft';
import { InfoRow, ReturnedLines, sectionClass, sectionTitleClass } from './return-parts';

/** Step 3's summary of what the customer chose: the lines and quantities, the reason, the photos and the pickup. */
export function ReturnReview({
  draft,
  validation,
  pickup
}: {
  draft: ReturnDraft;
  validation: ReturnValidation;
  pickup: DeliveryAddressInput;
}) {
  const { t } = useTranslation('order-history');
  const lines = validation.lines
    .filter((line) => (draft.quantities[line.salesOrderLineId] ?? 0) > 0)
    .map((line) => ({ ...line, quantity: draft.quantities[line.salesOrderLineId] ?? 0 }));
  return (
    <section aria-labelledby="return-summary" className={sectionClass} data-testid="return-review">
      <h2 id="return-summary" className={sectionTitleClass}>
        {t('returns.step3.summary')}
      </h2>
      <ReturnedLines lines={lines} />
      <dl className="mt-3 divide-y divide-line/60 border-t border-line/70 pt-1">
        {draft.reason && (
          <InfoRow label={t('returns.detail.reason')} value={t(`returns.reason.${draft.reason}`)} />
        )}
        {draft.reasonText && <InfoRow label={t('returns.detail.reasonText')} value={draft.reasonText} />}
        <InfoRow
          label={t('returns.step3.photoCount')}
          value={t('returns.step3.photoCountValue', { count: draft.photos.length })}
          testId="return-review-photos"
        />
        <InfoRow
          label={t('returns.step2.pickup')}
          value={`${fullName(pickup.lastName, pickup.firstName)} · ${formatMobile(pickup.mobileNumber)} · (${pickup.zipcode}) ${pickup.address1} ${pickup.address2}`.trim()}
        />
        <InfoRow label={t('returns.step2.refundMethod')} value={t('returns.step2.refundMethodValue')} />
      </dl>
    </section>
  );
}
