/**
 * A desk's queues, one button per state (the chosen one pressed), with how many wait in each counted queue: the
 * order desk's and the returns desk's.
 */
export function StatusTabs<S extends string>({
  label,
  statuses,
  labelOf,
  current,
  counts,
  onChange
}: {
  label: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  current: S;
  counts: Partial<Record<S, number>> | undefined;
  onChange: (status: S) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 border-b border-line pb-px">
      {statuses.map((status) => {
        const selected = status === current;
        const count = counts?.[status];
        return (
          <button
            key={status}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(status)}
            className={`min-h-11 shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm whitespace-nowrap ${selected ? 'border-plum font-semibold text-plum' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {labelOf(status)}
            {count !== undefined && (
              <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs tabular-nums text-ink">
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
