import {
  RETURN_REASON_TEXT_MAX,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnValidation
} from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { lastDayOf } from '../lib/return-input';

/**
 * 반품 사유: change of mind (the customer pays the delivery, 7 days) or the shop's fault (3 months), each with
 * the last day of its window from the validation; then an optional detail (≤ 500 characters).
 */
export function ReasonPicker({
  reason,
  reasonText,
  deadlines,
  now,
  onReason,
  onReasonText
}: {
  reason: ReturnReason | null;
  reasonText: string;
  deadlines: ReturnValidation['deadlines'];
  now: number;
  onReason: (reason: ReturnReason) => void;
  onReasonText: (text: string) => void;
}) {
  const { t } = useTranslation('order-history');
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className="mb-3 text-base font-bold text-ink md:text-lg">{t('returns.step1.reason')}</legend>
        <div className="grid gap-2">
          {RETURN_REASONS.map((value) => {
            const deadline = deadlines?.[value];
            const passed = deadline !== undefined && Date.parse(deadline) <= now;
            return (
              <label
                key={value}
                className={`flex cursor-pointer gap-3 rounded-2xl border p-4 ${reason === value ? 'border-plum bg-plum-soft/40' : 'border-line'}`}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => onReason(value)}
                  className="mt-1 size-5 shrink-0 accent-plum"
                  data-testid={`return-reason-${value}`}
                />
                <span className="min-w-0">
                  <span className="block text-[15px] font-semibold text-ink">
                    {t(`returns.reason.${value}`)}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{t(`returns.reasonNote.${value}`)}</span>
                  {deadline && (
                    <span
                      className={`mt-1 block text-sm font-semibold ${passed ? 'text-coral-strong' : 'text-plum'}`}
                      data-testid={`return-deadline-${value}`}
                    >
                      {t(passed ? 'returns.step1.deadlinePassed' : 'returns.step1.deadline', {
                        date: lastDayOf(deadline)
                      })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <label htmlFor={`${id}-text`} className="mb-1.5 mt-5 block text-sm font-semibold text-ink">
        {t('returns.step1.reasonText')}
      </label>
      <textarea
        id={`${id}-text`}
        value={reasonText}
        maxLength={RETURN_REASON_TEXT_MAX}
        rows={4}
        placeholder={t('returns.step1.reasonTextPlaceholder')}
        onChange={(event) => onReasonText(event.target.value)}
        data-testid="return-reason-text"
        className="w-full rounded-xl border border-line bg-white px-4 py-3 text-[15px] placeholder:text-muted/70 focus:border-plum"
      />
      <p className="mt-1 text-right text-xs text-muted">
        {t('returns.step1.reasonTextCount', { count: reasonText.length, max: RETURN_REASON_TEXT_MAX })}
      </p>
    </>
  );
}
