import type { BoardPublishState } from '@mall/domain';
import { useT } from '../../i18n';

const TONE: Record<BoardPublishState, string> = {
  DRAFT: 'bg-amber-50 text-amber-900',
  SCHEDULED: 'bg-blue-50 text-blue-800',
  LIVE: 'bg-green-50 text-green-800',
  EXPIRED: 'bg-slate-100 text-slate-700'
};

/** Where a post stands: draft, scheduled, live or past its window. */
export function PublishBadge({ state }: { state: BoardPublishState }) {
  const { t } = useT();
  return (
    <span
      data-testid="publish-state"
      data-state={state}
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[state]}`}
    >
      {t(`updates.state.${state}`)}
    </span>
  );
}
