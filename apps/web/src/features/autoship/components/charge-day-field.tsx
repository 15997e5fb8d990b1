import { ProblemText } from '../../../shared/ui/section';

/**
 * A charge day: the browser's date input held to the range the rules allow (firstChargeDayRange: tomorrow to 60
 * days ahead), with the range said in words, and the refusal linked to the input.
 */
export function ChargeDayField({
  id,
  label,
  value,
  min,
  max,
  hint,
  problem,
  required = false,
  onChange
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  hint: string;
  problem: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="h-12 w-full rounded-xl border border-line bg-white px-3 text-[15px] tabular-nums sm:w-56"
        value={value}
        min={min}
        max={max}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      {problem && <ProblemText id={errorId}>{problem}</ProblemText>}
    </div>
  );
}
