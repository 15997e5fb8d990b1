/**
 * A wizard's step list (sign-up, conversion to planner): numbered dots, the step names beside them from
 * 768 px (read by screen readers at every width), and "step n of m · name" above them on phones.
 */
export function StepIndicator({
  steps,
  current,
  label,
  progress
}: {
  /** The steps in order, with their translated names. */
  steps: readonly { key: string; name: string }[];
  /** 1-based position of the open step. */
  current: number;
  /** Accessible name of the list. */
  label: string;
  /** The phone line, e.g. "2 / 4 · Terms". */
  progress: string;
}) {
  return (
    <nav aria-label={label} className="mb-6">
      <p className="mb-3 text-center text-xs font-semibold text-plum md:hidden">{progress}</p>
      <ol className="flex items-start justify-center gap-1 md:gap-2">
        {steps.map((item, index) => {
          const state = index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'todo';
          return (
            <li
              key={item.key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1.5 md:max-w-[120px]"
            >
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'current'
                    ? 'bg-plum text-white'
                    : state === 'done'
                      ? 'bg-plum-soft text-plum'
                      : 'bg-cream-deep text-muted'
                }`}
              >
                {index + 1}
              </span>
              <span
                className={`sr-only text-center text-xs leading-tight md:not-sr-only ${
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted'
                }`}
              >
                {item.name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
