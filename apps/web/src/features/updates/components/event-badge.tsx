import type { BoardEventState } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';

const TONE: Record<BoardEventState, string> = {
  upcoming: 'bg-amber-100 text-amber-900',
  running: 'bg-plum text-white',
  ended: 'bg-line text-muted'
};

/** An event's state as a badge (upcoming, on now, ended). */
export function EventStateBadge({ state }: { state: BoardEventState }) {
  const { t } = useTranslation('content');
  return (
    <span
      data-testid="event-state"
      data-state={state}
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ${TONE[state]}`}
    >
      {t(`updates.states.${state}`)}
    </span>
  );
}

/** An event's period as Seoul calendar days; an open end is left blank. */
export function EventPeriod({ startAt, endAt }: { startAt: string | null; endAt: string | null }) {
  const { t } = useTranslation('content');
  return (
    <span data-testid="event-period">
      <span className="sr-only">{t('updates.period')} </span>
      {t('updates.periodValue', {
        start: startAt ? formatDate(startAt) : '',
        end: endAt ? formatDate(endAt) : ''
      })}
    </span>
  );
}

/** The pinned mark of a notice. */
export function PinnedBadge() {
  const { t } = useTranslation('content');
  return (
    <span
      data-testid="pinned"
      className="inline-flex h-6 items-center rounded-full bg-coral-soft px-2.5 text-xs font-bold text-coral-strong"
    >
      {t('updates.pinned')}
    </span>
  );
}
