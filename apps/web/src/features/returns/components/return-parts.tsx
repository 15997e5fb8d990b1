import type { ReturnedLine, ReturnStatus } from '@mall/domain';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';

export const sectionClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line/70 md:p-7';
export const sectionTitleClass = 'mb-3 text-base font-bold text-ink md:text-lg';
export const linkClass = 'text-sm font-semibold text-plum underline-offset-4 hover:underline';

const BADGE: Record<ReturnStatus, string> = {
  REQUESTED: 'bg-plum-soft text-plum',
  APPROVED: 'bg-[#e6f0fb] text-[#1d4f91]',
  COLLECTED: 'bg-[#e6f0fb] text-[#1d4f91]',
  REFUNDED: 'bg-[#e7f5ec] text-[#1e6b3c]',
  REJECTED: 'bg-coral-soft text-coral-strong',
  CANCELLED: 'bg-cream-deep text-muted'
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('order-history');
  return (
    <span
      data-testid="return-status"
      className={`inline-flex h-7 shrink-0 items-center rounded-full px-3 text-[13px] font-semibold ${BADGE[status]}`}
    >
      {t(`returns.status.${status}`)}
    </span>
  );
}

/** The goods of a return: image, name, option, quantity and amount. */
export function ReturnedLines({ lines }: { lines: readonly ReturnedLine[] }) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  return (
    <ul className="divide-y divide-line/70">
      {lines.map((line) => (
        <li key={line.salesOrderLineId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <img
            src={line.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-xl bg-cream object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-[15px] font-semibold text-ink">{line.productName}</p>
            {line.optionValue && <p className="mt-0.5 text-sm text-muted">{line.optionValue}</p>}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="text-muted">{t('returns.list.quantity', { count: line.quantity })}</span>
              <span className="font-semibold text-ink">
                {formatWon(line.price * line.quantity, language)}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export { InfoRow } from '../../../shared/ui/info-row';

/** A refusal or a done notice at the top of a section. */
export function Notice({ tone, text, testId }: { tone: 'ok' | 'error'; text: string; testId?: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-2xl px-4 py-3 text-sm ${tone === 'ok' ? 'bg-plum-soft text-plum' : 'bg-coral-soft text-coral-strong'}`}
    >
      {text}
    </p>
  );
}
