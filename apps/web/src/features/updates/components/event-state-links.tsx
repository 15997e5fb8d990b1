import { BOARD_EVENT_STATES, type BoardEventState } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { updatePaths } from '../lib/update-paths';

/** Events by state: all, upcoming, on now, ended (links, so each has its address and keeps the search). */
export function EventStateLinks({
  current,
  keyword
}: {
  current: BoardEventState | undefined;
  keyword: string;
}) {
  const { t } = useTranslation('content');
  const states = [undefined, ...BOARD_EVENT_STATES] as const;
  return (
    <nav aria-label={t('updates.statesLabel')} className="flex flex-wrap gap-2" data-testid="event-states">
      {states.map((state) => (
        <Link
          key={state ?? 'all'}
          to={updatePaths.list('event', { keyword, state })}
          replace
          aria-current={state === current ? 'page' : undefined}
          className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
            state === current ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-line hover:ring-plum'
          }`}
        >
          {t(`updates.states.${state ?? 'all'}`)}
        </Link>
      ))}
    </nav>
  );
}
