import { DESK_ORDER_STATUSES, type DeskOrderStatus } from '@mall/domain';
import { useT } from '../i18n';

/** The desk's queues, one button per state (the chosen one pressed), with how many orders wait in work queues. */
export function StatusTabs({
  current,
  counts,
  onChange
}: {
  current: DeskOrderStatus;
  counts: Partial<Record<DeskOrderStatus, number>> | undefined;
  onChange: (status: DeskOrderStatus) => void;
}) {
  const { t } = useT();
  return (
    <div
      role="tablist"
      aria-label={t('orders.title')}
      className="flex flex-wrap gap-1 border-b border-line pb-px"
    >
      {DESK_ORDER_STATUSES.map((status) => {
        const selected = status === current;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(status)}
            className={`shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm whitespace-nowrap ${selected ? 'border-plum font-semibold text-plum' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {t(`status.${status}`)}
            {counts?.[status] !== undefined && (
              <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs tabular-nums text-ink">
                {counts[status]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
