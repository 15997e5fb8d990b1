import type { AutoshipCycle, AutoshipStatus } from '@mall/domain';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { maskedCardNumber } from '../../../shared/saved-cards/saved-cards-api';
import { Section } from '../../../shared/ui/section';

/** The pieces every autoship screen shares: a titled block, a refusal under it, the status badge, cycle and card text. */
export const panelClass = 'rounded-2xl bg-white p-4 ring-1 ring-line/70 md:p-6';

/** A titled autoship block, focusable for a refused submit (shared/ui/section.tsx). */
export function Panel(props: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return <Section {...props} focusable className={panelClass} />;
}

const BADGE: Record<AutoshipStatus, string> = {
  ACTIVE: 'bg-plum-soft text-plum',
  PAUSED: 'bg-cream-deep text-muted',
  HELD: 'bg-coral-soft text-coral-strong',
  CANCELLED: 'bg-cream-deep text-muted'
};

export function StatusBadge({ status }: { status: AutoshipStatus }) {
  const { t } = useTranslation('checkout');
  return (
    <span
      data-testid="autoship-status"
      data-status={status}
      className={`inline-flex h-7 shrink-0 items-center rounded-full px-3 text-[13px] font-semibold ${BADGE[status]}`}
    >
      {t(`autoship.status.${status}`)}
    </span>
  );
}

/** "4주마다" / "매월 15일" in the active language. */
export function useCycleText() {
  const { t } = useTranslation('checkout');
  return useCallback(
    (cycle: AutoshipCycle) =>
      cycle.kind === 'WEEKS'
        ? t('autoship.cycle.WEEKS', { weeks: cycle.weeks })
        : t('autoship.cycle.MONTHLY', { day: cycle.dayOfMonth }),
    [t]
  );
}

/** The issuer and the masked number, on one line or two. */
export function CardText({
  card,
  stacked = false
}: {
  card: { cardCompanyName: string | null; cardNumber: string };
  stacked?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <span className={stacked ? 'min-w-0' : 'inline-flex flex-wrap items-baseline gap-x-2'}>
      <span className={`font-semibold text-ink ${stacked ? 'block' : ''}`}>
        {card.cardCompanyName ?? t('autoship.unknownIssuer')}
      </span>
      <span
        className={`font-mono text-xs tracking-wide text-ink/80 tabular-nums ${stacked ? 'block' : ''}`}
        data-testid="autoship-card-number"
      >
        {maskedCardNumber(card.cardNumber)}
      </span>
    </span>
  );
}

/** "루미 세럼 외 2개" for a subscription's products. */
export function useProductsText() {
  const { t } = useTranslation('checkout');
  return useCallback(
    (names: readonly string[]) =>
      names.length > 1
        ? t('autoship.productsMore', { name: names[0], count: names.length - 1 })
        : (names[0] ?? ''),
    [t]
  );
}
