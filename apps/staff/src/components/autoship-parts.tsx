import type { AutoshipCycle, DeskAutoshipRow } from '@mall/domain';
import { NavLink } from 'react-router';
import { useT } from '../i18n';

const subNavClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm ${isActive ? 'border-plum font-semibold text-plum' : 'border-transparent text-muted hover:text-ink'}`;

/** The autoship screens' own navigation: the subscriptions, and the charges that failed or are retried. */
export function AutoshipNav() {
  const { t } = useT();
  return (
    <nav aria-label={t('autoship.sections')} className="flex gap-1">
      <NavLink to="/autoship" end className={subNavClass}>
        {t('autoship.subscriptions')}
      </NavLink>
      <NavLink to="/autoship/charges" className={subNavClass}>
        {t('autoship.failures')}
      </NavLink>
    </nav>
  );
}

/** Every 4 weeks, monthly on the 5th. */
export function useCycleLabel() {
  const { t } = useT();
  return (cycle: AutoshipCycle) =>
    cycle.kind === 'WEEKS'
      ? t('cycle.WEEKS', { weeks: cycle.weeks })
      : t('cycle.MONTHLY', { day: cycle.dayOfMonth });
}

/** The card as the provider masked it, with its issuer; a deleted card says so. */
export function CardLabel({ card }: { card: DeskAutoshipRow['card'] }) {
  const { t } = useT();
  return (
    <span>
      {card.cardCompanyName && <span>{card.cardCompanyName} </span>}
      <span className="font-mono">{card.cardNumber}</span>
      {card.deleted && (
        <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{t('autoship.cardDeleted')}</span>
      )}
    </span>
  );
}

/** The subscriber: name, then the login id. */
export function MemberLabel({ member }: { member: DeskAutoshipRow['member'] }) {
  return (
    <span>
      {member.name} <span className="font-mono text-muted">{member.loginId}</span>
    </span>
  );
}

/** A state as a word in a pill; a held subscription or a failed charge in red (never the colour alone). */
export function StatePill({
  text,
  alarm = false,
  testId
}: {
  text: string;
  alarm?: boolean;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${alarm ? 'bg-red-50 font-semibold text-danger' : 'bg-plum-soft text-plum-dark'}`}
    >
      {text}
    </span>
  );
}
