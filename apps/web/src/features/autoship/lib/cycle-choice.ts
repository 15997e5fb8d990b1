import {
  AUTOSHIP_MAX_DAY_OF_MONTH,
  autoshipCycleCode,
  autoshipCycleOf,
  isCalendarDay,
  type AutoshipCycle,
  type AutoshipCycleCode
} from '@mall/domain';

/**
 * The cycle as the form holds it: one of the domain's cycle codes (2, 4, 8 weeks, monthly) and, for monthly, the
 * chosen day of the month. `dayOfMonth` null means "not chosen yet": the day of the first (or next) charge day
 * stands in when it is a day every month has (1..28), else the member has to choose.
 */
export type CycleChoice = { code: AutoshipCycleCode; dayOfMonth: number | null };

export const DEFAULT_CYCLE_CHOICE: CycleChoice = { code: 'WEEKS_4', dayOfMonth: null };

/** The days a monthly cycle may charge on (AUTOSHIP_MAX_DAY_OF_MONTH: every month has them). */
export const DAYS_OF_MONTH = Array.from({ length: AUTOSHIP_MAX_DAY_OF_MONTH }, (_, index) => index + 1);

/** The day of month a monthly cycle charges on: the one chosen, else the charge day's own when every month has it. */
export function monthlyDay(choice: CycleChoice, chargeDay: string): number | null {
  if (choice.dayOfMonth !== null) return choice.dayOfMonth;
  if (!isCalendarDay(chargeDay)) return null;
  const day = Number(chargeDay.slice(8, 10));
  return day <= AUTOSHIP_MAX_DAY_OF_MONTH ? day : null;
}

/** The cycle the choice stands for, or null while a monthly cycle has no day. */
export function cycleOfChoice(choice: CycleChoice, chargeDay: string): AutoshipCycle | null {
  if (choice.code !== 'MONTHLY') return autoshipCycleOf(choice.code, null);
  const day = monthlyDay(choice, chargeDay);
  return day === null ? null : autoshipCycleOf('MONTHLY', day);
}

/** A subscription's cycle as the form's choice (the change dialog starts from it). */
export function choiceOfCycle(cycle: AutoshipCycle): CycleChoice {
  return {
    code: autoshipCycleCode(cycle),
    dayOfMonth: cycle.kind === 'MONTHLY' ? cycle.dayOfMonth : null
  };
}

export function sameCycle(a: AutoshipCycle, b: AutoshipCycle): boolean {
  if (a.kind === 'WEEKS') return b.kind === 'WEEKS' && a.weeks === b.weeks;
  return b.kind === 'MONTHLY' && a.dayOfMonth === b.dayOfMonth;
}
