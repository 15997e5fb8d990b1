import type { ReturnDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/format';

type Step = {
  key: 'requestedAt' | 'approvedAt' | 'collectedAt' | 'refundedAt' | 'rejectedAt' | 'cancelledAt';
  at: string | null;
};

/**
 * 처리 현황: requested → approved → collected → refunded, each with its time once reached; a rejected or
 * withdrawn return ends there (with the shop's reason for a rejection).
 */
export function ReturnTimeline({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation('order-history');
  const ended: Step | null = detail.rejectedAt
    ? { key: 'rejectedAt', at: detail.rejectedAt }
    : detail.cancelledAt
      ? { key: 'cancelledAt', at: detail.cancelledAt }
      : null;
  const path: Step[] = [
    { key: 'requestedAt', at: detail.requestedAt },
    { key: 'approvedAt', at: detail.approvedAt },
    { key: 'collectedAt', at: detail.collectedAt },
    { key: 'refundedAt', at: detail.refundedAt }
  ];
  const steps = ended ? [...path.filter((step) => step.at !== null), ended] : path;
  return (
    <ol className="grid gap-0" data-testid="return-timeline">
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const bad = step.key === 'rejectedAt';
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-4 last:pb-0"
            data-testid={`return-time-${step.key}`}
          >
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="absolute left-[7px] top-4 h-full w-0.5 bg-line" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full border-2 ${
                bad
                  ? 'border-coral-strong bg-coral-strong'
                  : reached
                    ? 'border-plum bg-plum'
                    : 'border-line bg-white'
              }`}
            />
            <div className="min-w-0">
              <p className={`text-[15px] font-semibold ${reached ? 'text-ink' : 'text-muted'}`}>
                {t(`returns.detail.${step.key}`)}
              </p>
              {step.at && <p className="text-sm text-muted">{formatDateTime(step.at)}</p>}
              {bad && detail.rejectReason && (
                <p className="mt-1 text-sm text-coral-strong" data-testid="return-reject-reason">
                  {t('returns.detail.rejectReason', { reason: detail.rejectReason })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
