import { AUTOSHIP_CYCLES } from '@mall/domain';
import { ProblemText } from '../../../shared/ui/section';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DAYS_OF_MONTH, monthlyDay, type CycleChoice } from '../lib/cycle-choice';
import {} from './autoship-parts';

const optionClass = (chosen: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold ${
    chosen ? 'border-plum bg-plum-soft/40 text-plum' : 'border-line text-ink'
  }`;

/**
 * The cycle: every 2, 4 or 8 weeks, or monthly on a day from 1 to 28 (a select that starts from the charge day's
 * own day when every month has it). Radios in a fieldset, so the choice is one tab stop with arrow keys.
 */
export function CycleFieldset({
  idPrefix,
  value,
  chargeDay,
  dayProblem,
  onChange
}: {
  idPrefix: string;
  value: CycleChoice;
  /** The first (or next) charge day, whose day of month a monthly cycle starts from. */
  chargeDay: string;
  dayProblem: boolean;
  onChange: (choice: CycleChoice) => void;
}) {
  const { t } = useTranslation('checkout');
  const day = monthlyDay(value, chargeDay);
  const selectId = `${idPrefix}-day-of-month`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <fieldset data-testid={`${idPrefix}-cycle`}>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('autoship.cycleField.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {AUTOSHIP_CYCLES.map((code) => (
          <label key={code} className={optionClass(value.code === code)}>
            <input
              type="radio"
              name={`${idPrefix}-cycle`}
              value={code}
              className="size-5 shrink-0 accent-plum"
              checked={value.code === code}
              onChange={() => onChange({ ...value, code })}
            />
            {t(`autoship.cycleField.${code}`)}
          </label>
        ))}
      </div>
      {value.code === 'MONTHLY' && (
        <div className="mt-3">
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-ink">
            {t('autoship.cycleField.dayOfMonth')}
          </label>
          <select
            id={selectId}
            className="h-12 w-full rounded-xl border border-line bg-white px-3 text-[15px] sm:w-48"
            value={day ?? ''}
            aria-invalid={dayProblem || undefined}
            aria-describedby={dayProblem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) =>
              onChange({ ...value, dayOfMonth: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('autoship.cycleField.dayOfMonthChoose')}</option>
            {DAYS_OF_MONTH.map((option) => (
              <option key={option} value={option}>
                {t('autoship.cycleField.dayOfMonthOption', { day: option })}
              </option>
            ))}
          </select>
          <p id={hintId} className="mt-1 text-xs text-muted">
            {t('autoship.cycleField.dayOfMonthHint')}
          </p>
          {dayProblem && <ProblemText id={errorId}>{t('autoship.init.problem.dayOfMonth')}</ProblemText>}
        </div>
      )}
    </fieldset>
  );
}
