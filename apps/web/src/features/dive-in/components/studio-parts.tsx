import { useTranslation } from '../../../shared/i18n/i18n';
import type { Problem } from '../lib/studio-rules';

export const inputClass =
  'w-full rounded-xl border border-line bg-white px-3 py-2.5 text-[15px] text-ink placeholder:text-muted focus:border-plum focus:outline-none aria-[invalid=true]:border-coral-strong disabled:bg-cream';
export const labelClass = 'text-sm font-semibold text-ink';

/** A problem's text: `planner:video.problems.<key>` with its numbers. */
export function useProblemText() {
  const { t } = useTranslation('planner');
  return (problem: Problem | undefined): string | null =>
    problem
      ? t(`video.problems.${problem.key}` as 'video.problems.invalid', {
          defaultValue: t('video.problems.invalid'),
          ...problem.values
        })
      : null;
}

/** The field's message under it, linked to the input by id (aria-describedby). */
export function FieldProblem({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm break-keep text-coral-strong">
      {text}
    </p>
  );
}
