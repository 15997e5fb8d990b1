import { describe, expect, it } from 'vitest';
import {
  AUTOSHIP_CYCLES,
  AUTOSHIP_CYCLE_WEEKS,
  AUTOSHIP_EVENTS,
  AUTOSHIP_FIRST_DAY_MAX_AHEAD_DAYS,
  AUTOSHIP_INELIGIBLE_REASONS,
  AUTOSHIP_MAX_DAY_OF_MONTH,
  AUTOSHIP_MAX_TRIES,
  AUTOSHIP_RETRY_DELAYS_HOURS,
  AUTOSHIP_STATUSES,
  AUTOSHIP_TRANSITIONS,
  AutoshipChangeBodySchema,
  AutoshipCycleSchema,
  AutoshipDetailSchema,
  AutoshipIdParamSchema,
  AutoshipInitBodySchema,
  AutoshipListSchema,
  autoshipChangeBodyOn,
  autoshipChargeKey,
  autoshipCycleCode,
  autoshipCycleOf,
  autoshipEligible,
  autoshipEventsFor,
  autoshipFromStatesOf,
  autoshipInitBodyOn,
  autoshipMove,
  canMoveAutoship,
  cancelAutoship,
  changeSchedule,
  chargeDayOfCycle,
  cyclesDueAt,
  dueCycles,
  firstChargeDayRange,
  holdAutoship,
  nextAutoshipStatus,
  nextDueCycle,
  pauseAutoship,
  reactivateAutoship,
  resumeAutoship,
  resumeCycle,
  retryAt,
  settleCycle,
  skipNext,
  startAutoship,
  validateFirstDay,
  type AutoshipChargeStatus,
  type AutoshipCycle,
  type AutoshipDetail,
  type AutoshipEvent,
  type AutoshipInitBody,
  type AutoshipResult,
  type AutoshipState,
  type AutoshipStatus
} from './autoship.ts';
import { canGoInAutoshipCart } from './cart-rules.ts';
import { periodDays } from './order-rules.ts';
import { seoulDate } from './seoul-time.ts';

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
const daysBetween = (from: string, to: string) => periodDays(from, to) - 1;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The state of an ok result, or a failure naming the refusal. */
function must<Extra>(result: AutoshipResult<Extra>): AutoshipState {
  if (!result.ok) throw new Error(`refused: ${result.code} ${JSON.stringify(result.data)}`);
  return result.state;
}

function refusalOf<Extra>(result: AutoshipResult<Extra>): string {
  return result.ok ? 'ok' : result.code;
}

const WEEKS_2: AutoshipCycle = { kind: 'WEEKS', weeks: 2 };
const monthly = (dayOfMonth: number): AutoshipCycle => ({ kind: 'MONTHLY', dayOfMonth });

function active(cycle: AutoshipCycle, anchor: string): AutoshipState {
  return {
    status: 'ACTIVE',
    cycle,
    anchor,
    cycleOffset: 0,
    nextCycleIndex: 0,
    lastSettledDay: null
  };
}

/** Seoul 00:30 of `day`: when the daily charge run starts. */
const seoulRun = (day: string) => new Date(`${day}T00:30:00+09:00`);

// ── Cycles ──────────────────────────────────────────────────────────────────────────────────────────────────

describe('cycles', () => {
  it('maps every cycle code to a cycle and back', () => {
    for (const code of AUTOSHIP_CYCLES)
      expect(autoshipCycleCode(autoshipCycleOf(code, code === 'MONTHLY' ? 12 : null))).toBe(code);
    expect(autoshipCycleOf('WEEKS_8', null)).toEqual({ kind: 'WEEKS', weeks: 8 });
    expect(autoshipCycleOf('MONTHLY', 28)).toEqual({ kind: 'MONTHLY', dayOfMonth: 28 });
    expect(() => autoshipCycleOf('MONTHLY', null)).toThrow(RangeError);
  });

  it.each(AUTOSHIP_CYCLE_WEEKS)(
    'every %i weeks: the same weekday, 7×weeks days apart, over 13 months',
    (weeks) => {
      const schedule = { cycle: { kind: 'WEEKS', weeks } as const, anchor: '2027-12-30', cycleOffset: 0 };
      const last = Math.ceil(400 / (7 * weeks));
      let previous = chargeDayOfCycle(schedule, 0);
      expect(previous).toBe('2027-12-30');
      for (let index = 1; index <= last; index += 1) {
        const day = chargeDayOfCycle(schedule, index);
        expect(daysBetween(previous, day), `${weeks}w cycle ${index}`).toBe(7 * weeks);
        expect(weekday(day)).toBe(weekday('2027-12-30'));
        previous = day;
      }
      // Through the leap day of 2028 without a drift: 2027-12-30 + 56 weeks.
      expect(chargeDayOfCycle(schedule, 56 / weeks)).toBe('2029-01-25');
    }
  );

  it('monthly on the 28th: every month of 2027–2028 including February of the leap year, never its 29th', () => {
    const schedule = { cycle: monthly(28), anchor: '2026-12-28', cycleOffset: 0 };
    const days = Array.from({ length: 25 }, (_, index) => chargeDayOfCycle(schedule, index));
    expect(days).toEqual(
      Array.from({ length: 25 }, (_, index) => {
        const month = new Date(Date.UTC(2026, 11 + index, 1));
        return `${month.toISOString().slice(0, 7)}-28`;
      })
    );
    expect(days).toContain('2028-02-28');
    expect(days).toContain('2027-02-28');
    expect(days.some((day) => day.endsWith('-29') || day.endsWith('-30') || day.endsWith('-31'))).toBe(false);
  });

  it.each([
    // The first day after the chosen day in its month: the next cycles still fall on the chosen day.
    ['2026-01-31', 1, ['2026-01-31', '2026-02-01', '2026-03-01', '2026-04-01']],
    ['2026-03-25', 10, ['2026-03-25', '2026-04-10', '2026-05-10', '2026-06-10']],
    // Before it: one charge per calendar month, so the next is in the following month, not later this month.
    ['2026-03-05', 20, ['2026-03-05', '2026-04-20', '2026-05-20', '2026-06-20']],
    ['2027-12-31', 15, ['2027-12-31', '2028-01-15', '2028-02-15', '2028-03-15']],
    ['2028-02-29', 28, ['2028-02-29', '2028-03-28', '2028-04-28', '2028-05-28']]
  ])('monthly from %s on day %i', (anchor, dayOfMonth, expected) => {
    const schedule = { cycle: monthly(dayOfMonth), anchor, cycleOffset: 0 };
    expect(expected.map((_, index) => chargeDayOfCycle(schedule, index))).toEqual(expected);
  });

  it('monthly: from any first day of 2026–2027 and any chosen day, one charge a month for 14 months, increasing', () => {
    // ~95,000 charge days: the rules are checked in plain code and every breach listed, then asserted once (one
    // `expect` per day made the test take seconds on a busy machine).
    const breaches: string[] = [];
    for (let offset = 0; offset < 730; offset += 3) {
      const anchor = addDays('2026-01-01', offset);
      for (let dayOfMonth = 1; dayOfMonth <= AUTOSHIP_MAX_DAY_OF_MONTH; dayOfMonth += 1) {
        const schedule = { cycle: monthly(dayOfMonth), anchor, cycleOffset: 5 };
        let previous = anchor;
        for (let index = 6; index <= 19; index += 1) {
          const day = chargeDayOfCycle(schedule, index);
          const months =
            (Number(day.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
            Number(day.slice(5, 7)) -
            Number(anchor.slice(5, 7));
          if (!(day > previous))
            breaches.push(`${anchor} day ${dayOfMonth} #${index}: ${day} not after ${previous}`);
          if (Number(day.slice(8)) !== dayOfMonth)
            breaches.push(`${anchor} day ${dayOfMonth} #${index}: ${day}`);
          if (months !== index - 5)
            breaches.push(`${anchor} day ${dayOfMonth} #${index}: ${months} months on`);
          previous = day;
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it('numbers from the offset: the anchor is cycle `cycleOffset`, lower indexes belong to earlier schedules', () => {
    const schedule = { cycle: WEEKS_2, anchor: '2026-05-04', cycleOffset: 7 };
    expect(chargeDayOfCycle(schedule, 7)).toBe('2026-05-04');
    expect(chargeDayOfCycle(schedule, 8)).toBe('2026-05-18');
    expect(() => chargeDayOfCycle(schedule, 6)).toThrow(RangeError);
    expect(() => chargeDayOfCycle(schedule, 7.5)).toThrow(RangeError);
    expect(() => chargeDayOfCycle({ ...schedule, cycle: monthly(29) }, 8)).toThrow(RangeError);
    expect(() => chargeDayOfCycle({ ...schedule, cycle: { kind: 'WEEKS', weeks: 3 } as never }, 8)).toThrow(
      RangeError
    );
  });

  it('validates the cycle body with codes', () => {
    const message = (value: unknown) => AutoshipCycleSchema.safeParse(value).error?.issues[0]?.message;
    expect(AutoshipCycleSchema.parse({ kind: 'WEEKS', weeks: 4 })).toEqual({ kind: 'WEEKS', weeks: 4 });
    expect(AutoshipCycleSchema.parse(monthly(28))).toEqual(monthly(28));
    expect(message({ kind: 'WEEKS', weeks: 3 })).toBe('AUTOSHIP_CYCLE_WEEKS');
    expect(message({ kind: 'WEEKS', weeks: '2' })).toBe('AUTOSHIP_CYCLE_WEEKS');
    expect(message(monthly(29))).toBe('AUTOSHIP_DAY_OF_MONTH');
    expect(message(monthly(0))).toBe('AUTOSHIP_DAY_OF_MONTH');
    expect(message(monthly(1.5))).toBe('AUTOSHIP_DAY_OF_MONTH');
    expect(message({ kind: 'MONTHLY' })).toBe('AUTOSHIP_DAY_OF_MONTH');
    expect(message({ kind: 'DAILY' })).toBe('AUTOSHIP_CYCLE');
    expect(AutoshipCycleSchema.safeParse({ kind: 'WEEKS', weeks: 2, dayOfMonth: 3 }).success).toBe(false);
  });
});

// ── First day ───────────────────────────────────────────────────────────────────────────────────────────────

describe('first charge day', () => {
  it('is tomorrow to 60 days ahead, across a year end and February', () => {
    expect(AUTOSHIP_FIRST_DAY_MAX_AHEAD_DAYS).toBe(60);
    expect(firstChargeDayRange('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-03-01' });
    expect(firstChargeDayRange('2027-12-31')).toEqual({ min: '2028-01-01', max: '2028-02-29' });
  });

  it.each([
    ['2026-12-31', 'AUTOSHIP_FIRST_DAY_RANGE'],
    ['2026-12-01', 'AUTOSHIP_FIRST_DAY_RANGE'],
    ['2027-01-01', null],
    ['2027-03-01', null],
    ['2027-03-02', 'AUTOSHIP_FIRST_DAY_RANGE'],
    ['2027-02-29', 'VA_DateFormat'],
    ['2027-1-05', 'VA_DateFormat']
  ])('on 2026-12-31, %s → %s', (day, expected) => {
    expect(validateFirstDay(day, '2026-12-31')?.code ?? null).toBe(expected);
  });

  it('starts an ACTIVE subscription numbered from 0, or refuses the day', () => {
    expect(
      must(startAutoship({ cycle: WEEKS_2, firstChargeDay: '2026-03-02', today: '2026-03-01' }))
    ).toEqual(active(WEEKS_2, '2026-03-02'));
    const refused = startAutoship({ cycle: WEEKS_2, firstChargeDay: '2026-03-01', today: '2026-03-01' });
    expect(refused).toEqual({
      ok: false,
      code: 'AUTOSHIP_FIRST_DAY_RANGE',
      data: { min: '2026-03-02', max: '2026-04-30' }
    });
  });
});

// ── Lifecycle table ─────────────────────────────────────────────────────────────────────────────────────────

/** Every allowed move, written out once more by hand: the table must say exactly this. */
const ALLOWED: [AutoshipStatus, AutoshipEvent, AutoshipStatus][] = [
  ['ACTIVE', 'pause', 'PAUSED'],
  ['ACTIVE', 'hold', 'HELD'],
  ['ACTIVE', 'cancel', 'CANCELLED'],
  ['PAUSED', 'resume', 'ACTIVE'],
  ['PAUSED', 'cancel', 'CANCELLED'],
  ['HELD', 'reactivate', 'ACTIVE'],
  ['HELD', 'cancel', 'CANCELLED']
];

describe('autoship lifecycle', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextAutoshipStatus(from, event)).toBe(to);
    expect(canMoveAutoship(from, event)).toBe(true);
  });

  it('refuses every move not in the table, and CANCELLED moves no further', () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    let refused = 0;
    for (const status of AUTOSHIP_STATUSES)
      for (const event of AUTOSHIP_EVENTS) {
        if (allowed.has(`${status} ${event}`)) continue;
        expect(nextAutoshipStatus(status, event), `${status} ${event}`).toBeNull();
        refused += 1;
      }
    expect(refused).toBe(AUTOSHIP_STATUSES.length * AUTOSHIP_EVENTS.length - ALLOWED.length);
    expect(Object.keys(AUTOSHIP_TRANSITIONS).sort()).toEqual([...AUTOSHIP_STATUSES].sort());
    expect(
      AUTOSHIP_STATUSES.filter((status) => AUTOSHIP_EVENTS.every((e) => !canMoveAutoship(status, e)))
    ).toEqual(['CANCELLED']);
  });

  it('gives every event one target and its from-states', () => {
    expect(autoshipMove('cancel')).toEqual({ from: ['ACTIVE', 'PAUSED', 'HELD'], to: 'CANCELLED' });
    expect(autoshipMove('hold')).toEqual({ from: ['ACTIVE'], to: 'HELD' });
    for (const event of AUTOSHIP_EVENTS) {
      const targets = new Set(autoshipFromStatesOf(event).map((status) => nextAutoshipStatus(status, event)));
      expect(targets.size, event).toBe(1);
    }
  });

  it('shows the member their moves and keeps hold for the scheduler', () => {
    expect(autoshipEventsFor('ACTIVE', 'MEMBER')).toEqual(['pause', 'cancel']);
    expect(autoshipEventsFor('PAUSED', 'MEMBER')).toEqual(['resume', 'cancel']);
    expect(autoshipEventsFor('HELD', 'MEMBER')).toEqual(['reactivate', 'cancel']);
    expect(autoshipEventsFor('ACTIVE', 'SCHEDULER')).toEqual(['hold']);
    expect(autoshipEventsFor('CANCELLED', 'MEMBER')).toEqual([]);
  });

  it('refuses moves from the wrong state with the status and the action', () => {
    const paused = must(pauseAutoship(active(WEEKS_2, '2026-03-16'), '2026-03-02'));
    const held = must(holdAutoship(active(WEEKS_2, '2026-03-16'), 0));
    const cancelled = must(cancelAutoship(paused));
    expect(resumeAutoship(active(WEEKS_2, '2026-03-16'), '2026-03-02')).toEqual({
      ok: false,
      code: 'AUTOSHIP_MOVE_REFUSED',
      data: { status: 'ACTIVE', action: 'resume' }
    });
    expect(refusalOf(pauseAutoship(paused, '2026-03-02'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(pauseAutoship(held, '2026-03-17'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(reactivateAutoship(paused, '2026-03-02'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(resumeAutoship(held, '2026-03-17'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(holdAutoship(paused, 0))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(skipNext(paused, '2026-03-02'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(skipNext(held, '2026-03-17'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(cancelAutoship(cancelled))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(refusalOf(resumeAutoship(cancelled, '2026-03-02'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(changeSchedule(cancelled, { cycle: monthly(3) }, '2026-03-02')).toEqual({
      ok: false,
      code: 'AUTOSHIP_MOVE_REFUSED',
      data: { status: 'CANCELLED', action: 'change' }
    });
  });
});

// ── Scheduling ──────────────────────────────────────────────────────────────────────────────────────────────

describe('due cycles', () => {
  const state = active(WEEKS_2, '2026-03-05');

  it('lists the unsettled cycles of a window, none unless ACTIVE', () => {
    expect(dueCycles(state, '2026-03-01', '2026-04-02')).toEqual([
      { cycleIndex: 0, chargeDay: '2026-03-05' },
      { cycleIndex: 1, chargeDay: '2026-03-19' },
      { cycleIndex: 2, chargeDay: '2026-04-02' }
    ]);
    expect(dueCycles(state, '2026-03-06', '2026-04-01')).toEqual([
      { cycleIndex: 1, chargeDay: '2026-03-19' }
    ]);
    const afterOne = must(settleCycle(state, 0));
    expect(dueCycles(afterOne, '2026-03-01', '2026-03-19')).toEqual([
      { cycleIndex: 1, chargeDay: '2026-03-19' }
    ]);
    expect(dueCycles({ ...state, status: 'PAUSED' }, '2026-03-01', '2026-04-02')).toEqual([]);
  });

  it('asks by the Seoul day, which starts at 15:00 UTC the day before', () => {
    expect(cyclesDueAt(state, new Date('2026-03-04T14:59:59Z'))).toEqual([]);
    expect(cyclesDueAt(state, new Date('2026-03-04T15:00:00Z'))).toEqual([
      { cycleIndex: 0, chargeDay: '2026-03-05' }
    ]);
    expect(seoulDate(seoulRun('2026-03-05'))).toBe('2026-03-05');
  });

  it('tells the next charge and whether it is due', () => {
    expect(nextDueCycle(state, '2026-03-04')).toEqual({ cycleIndex: 0, chargeDay: '2026-03-05', due: false });
    expect(nextDueCycle(state, '2026-03-05')).toEqual({ cycleIndex: 0, chargeDay: '2026-03-05', due: true });
    expect(nextDueCycle({ ...state, status: 'HELD' }, '2026-03-04')).toBeNull();
  });

  it('settles only the pending cycle, once', () => {
    const settled = must(settleCycle(state, 0));
    expect(settled).toMatchObject({ nextCycleIndex: 1, lastSettledDay: '2026-03-05' });
    expect(settleCycle(settled, 0)).toEqual({
      ok: false,
      code: 'AUTOSHIP_CYCLE_NOT_PENDING',
      data: { cycleIndex: 0, nextCycleIndex: 1 }
    });
    expect(refusalOf(settleCycle(settled, 2))).toBe('AUTOSHIP_CYCLE_NOT_PENDING');
    expect(refusalOf(holdAutoship(settled, 0))).toBe('AUTOSHIP_CYCLE_NOT_PENDING');
  });

  it('keys a charge by subscription and cycle', () => {
    expect(autoshipChargeKey(42, 7)).toBe('autoship:42:7');
    expect(autoshipChargeKey(42, 7)).not.toBe(autoshipChargeKey(4, 27));
  });
});

describe('skip', () => {
  const state = active(WEEKS_2, '2026-03-05');

  it('skips the pending cycle; twice in a row skips the one after', () => {
    const first = skipNext(state, '2026-03-01');
    expect(first).toMatchObject({ ok: true, skipped: { cycleIndex: 0, chargeDay: '2026-03-05' } });
    const once = must(first);
    expect(nextDueCycle(once, '2026-03-01')).toEqual({ cycleIndex: 1, chargeDay: '2026-03-19', due: false });
    const second = skipNext(once, '2026-03-01');
    expect(second).toMatchObject({ ok: true, skipped: { cycleIndex: 1, chargeDay: '2026-03-19' } });
    const twice = must(second);
    expect(twice).toMatchObject({ nextCycleIndex: 2, lastSettledDay: '2026-03-19' });
    // The skipped cycles are never charged: the scheduler never sees them.
    expect(dueCycles(twice, '2026-01-01', '2026-04-02')).toEqual([
      { cycleIndex: 2, chargeDay: '2026-04-02' }
    ]);
  });

  it('waits while a cycle is due (today belongs to the scheduler)', () => {
    expect(skipNext(state, '2026-03-05')).toEqual({
      ok: false,
      code: 'AUTOSHIP_CYCLE_DUE',
      data: { cycleIndex: 0, chargeDay: '2026-03-05' }
    });
    expect(refusalOf(skipNext(state, '2026-03-07'))).toBe('AUTOSHIP_CYCLE_DUE');
    expect(refusalOf(pauseAutoship(state, '2026-03-05'))).toBe('AUTOSHIP_CYCLE_DUE');
    expect(refusalOf(changeSchedule(state, { cycle: monthly(9) }, '2026-03-06'))).toBe('AUTOSHIP_CYCLE_DUE');
    // Cancelling is never held back.
    expect(must(cancelAutoship(state)).status).toBe('CANCELLED');
  });
});

describe('pause and resume', () => {
  const state = active(WEEKS_2, '2026-03-05');

  it('drops the cycles missed while paused: the next charge is the first cycle day from tomorrow', () => {
    const paused = must(pauseAutoship(state, '2026-03-01'));
    expect(dueCycles(paused, '2026-01-01', '2026-12-31')).toEqual([]);
    expect(nextDueCycle(paused, '2026-03-01')).toBeNull();
    // Cycles 0 (03-05), 1 (03-19) and 2 (04-02) passed while paused.
    expect(resumeCycle(paused, '2026-04-10')).toEqual({ cycleIndex: 3, chargeDay: '2026-04-16' });
    const resumed = must(resumeAutoship(paused, '2026-04-10'));
    expect(resumed).toMatchObject({ status: 'ACTIVE', nextCycleIndex: 3, lastSettledDay: null });
    expect(cyclesDueAt(resumed, seoulRun('2026-04-16'))).toEqual([
      { cycleIndex: 3, chargeDay: '2026-04-16' }
    ]);
  });

  it('resumed the day before a cycle charges it tomorrow; resumed on its day skips it', () => {
    const paused = must(pauseAutoship(state, '2026-03-01'));
    expect(nextDueCycle(must(resumeAutoship(paused, '2026-03-18')), '2026-03-18')).toEqual({
      cycleIndex: 1,
      chargeDay: '2026-03-19',
      due: false
    });
    expect(nextDueCycle(must(resumeAutoship(paused, '2026-03-19')), '2026-03-19')).toEqual({
      cycleIndex: 2,
      chargeDay: '2026-04-02',
      due: false
    });
  });

  it('a quick pause and resume keeps the next charge', () => {
    const paused = must(pauseAutoship(state, '2026-03-01'));
    expect(must(resumeAutoship(paused, '2026-03-02'))).toEqual(state);
  });

  it('holds after the last refused try and reactivates after a new card without the missed cycles', () => {
    const held = must(holdAutoship(state, 0));
    expect(held).toMatchObject({ status: 'HELD', nextCycleIndex: 1, lastSettledDay: '2026-03-05' });
    expect(cyclesDueAt(held, seoulRun('2026-03-19'))).toEqual([]);
    const reactivated = must(reactivateAutoship(held, '2026-03-25'));
    expect(nextDueCycle(reactivated, '2026-03-25')).toEqual({
      cycleIndex: 2,
      chargeDay: '2026-04-02',
      due: false
    });
  });
});

describe('changing the cycle or the next day', () => {
  it('renumbers from the pending cycle, so indexes stay unique and increasing', () => {
    let state = active(WEEKS_2, '2026-01-05');
    const history: { cycleIndex: number; chargeDay: string }[] = [];
    const charge = (on: string) => {
      for (const due of cyclesDueAt(state, seoulRun(on))) {
        history.push(due);
        state = must(settleCycle(state, due.cycleIndex));
      }
    };
    for (let day = '2026-01-01'; day <= '2026-02-10'; day = addDays(day, 1)) charge(day);
    expect(history.map((cycle) => cycle.chargeDay)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);

    // A cycle change keeps the next day (cycle 3, 02-16) and applies after it.
    state = must(changeSchedule(state, { cycle: monthly(10) }, '2026-02-10'));
    expect(state).toMatchObject({ anchor: '2026-02-16', cycleOffset: 3, nextCycleIndex: 3 });
    expect(dueCycles(state, '2026-02-11', '2026-05-31')).toEqual([
      { cycleIndex: 3, chargeDay: '2026-02-16' },
      { cycleIndex: 4, chargeDay: '2026-03-10' },
      { cycleIndex: 5, chargeDay: '2026-04-10' },
      { cycleIndex: 6, chargeDay: '2026-05-10' }
    ]);
    for (let day = '2026-02-11'; day <= '2026-03-20'; day = addDays(day, 1)) charge(day);

    // A new next day: the pending cycle 5 moves to it, the cycle goes on from there.
    state = must(
      changeSchedule(state, { nextChargeDay: '2026-03-25', cycle: { kind: 'WEEKS', weeks: 4 } }, '2026-03-20')
    );
    expect(state).toMatchObject({ anchor: '2026-03-25', cycleOffset: 5, nextCycleIndex: 5 });
    for (let day = '2026-03-21'; day <= '2027-03-31'; day = addDays(day, 1)) charge(day);

    const indexes = history.map((cycle) => cycle.cycleIndex);
    expect(indexes.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(history[5]).toEqual({ cycleIndex: 5, chargeDay: '2026-03-25' });
    expect(history[6]).toEqual({ cycleIndex: 6, chargeDay: '2026-04-22' });
    expect(new Set(indexes).size).toBe(indexes.length);
    for (let index = 1; index < history.length; index += 1)
      expect(history[index]!.chargeDay > history[index - 1]!.chargeDay).toBe(true);
  });

  it('checks the new day: in range and after the last settled (skipped) cycle', () => {
    const state = must(skipNext(active(WEEKS_2, '2026-03-20'), '2026-03-01'));
    expect(changeSchedule(state, { nextChargeDay: '2026-03-20' }, '2026-03-01')).toEqual({
      ok: false,
      code: 'AUTOSHIP_NEXT_DAY_TOO_EARLY',
      data: { after: '2026-03-20' }
    });
    expect(refusalOf(changeSchedule(state, { nextChargeDay: '2026-03-10' }, '2026-03-01'))).toBe(
      'AUTOSHIP_NEXT_DAY_TOO_EARLY'
    );
    expect(refusalOf(changeSchedule(state, { nextChargeDay: '2026-03-01' }, '2026-03-01'))).toBe(
      'AUTOSHIP_FIRST_DAY_RANGE'
    );
    expect(refusalOf(changeSchedule(state, { nextChargeDay: '2026-05-01' }, '2026-03-01'))).toBe(
      'AUTOSHIP_FIRST_DAY_RANGE'
    );
    expect(must(changeSchedule(state, { nextChargeDay: '2026-03-21' }, '2026-03-01'))).toMatchObject({
      anchor: '2026-03-21',
      cycleOffset: 1,
      nextCycleIndex: 1
    });
  });

  it('changes nothing when nothing is asked', () => {
    const state = active(WEEKS_2, '2026-03-20');
    expect(must(changeSchedule(state, {}, '2026-03-01'))).toBe(state);
  });

  it('on a paused subscription keeps it paused and resumes on the new schedule', () => {
    const paused = must(pauseAutoship(active(WEEKS_2, '2026-03-20'), '2026-03-01'));
    const changed = must(
      changeSchedule(paused, { nextChargeDay: '2026-04-15', cycle: monthly(15) }, '2026-04-01')
    );
    expect(changed).toMatchObject({ status: 'PAUSED', anchor: '2026-04-15', cycleOffset: 0 });
    expect(nextDueCycle(must(resumeAutoship(changed, '2026-04-20')), '2026-04-20')).toEqual({
      cycleIndex: 1,
      chargeDay: '2026-05-15',
      due: false
    });
  });
});

// ── Retries ─────────────────────────────────────────────────────────────────────────────────────────────────

describe('retries', () => {
  const first = new Date('2026-03-04T15:30:00Z');

  it('tries three times over three Seoul days, then holds', () => {
    expect(AUTOSHIP_RETRY_DELAYS_HOURS).toEqual([24, 48]);
    expect(AUTOSHIP_MAX_TRIES).toBe(3);
    expect(retryAt(first, 1)).toEqual(new Date('2026-03-05T15:30:00Z'));
    expect(retryAt(first, 2)).toEqual(new Date('2026-03-06T15:30:00Z'));
    expect(retryAt(first, 3)).toBeNull();
    expect(retryAt(first, 4)).toBeNull();
    const tries = [first, retryAt(first, 1)!, retryAt(first, 2)!].map((at) => seoulDate(at));
    expect(tries).toEqual(['2026-03-05', '2026-03-06', '2026-03-07']);
  });

  it('refuses a retry before any try', () => {
    expect(() => retryAt(first, 0)).toThrow(RangeError);
    expect(() => retryAt(first, 1.5)).toThrow(RangeError);
  });

  it('ends every retry before the shortest cycle brings the next charge', () => {
    const shortestDays = 7 * Math.min(...AUTOSHIP_CYCLE_WEEKS);
    expect(Math.max(...AUTOSHIP_RETRY_DELAYS_HOURS) / 24).toBeLessThan(shortestDays);
    expect(AUTOSHIP_MAX_DAY_OF_MONTH).toBe(28);
  });
});

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────────────────

describe('autoshipEligible', () => {
  const yn = ['Y', 'N'] as const;
  const cases = yn.flatMap((autoShipYn) =>
    yn.flatMap((buyPeriodYn) =>
      yn.map((orderQuantityLimitYn) => ({ autoShipYn, buyPeriodYn, orderQuantityLimitYn }))
    )
  );

  it.each(cases)('%o agrees with the autoship cart', (product) => {
    const result = autoshipEligible(product);
    expect(result.ok).toBe(canGoInAutoshipCart(product));
  });

  it('gives the first reason', () => {
    expect(autoshipEligible({ autoShipYn: 'Y', buyPeriodYn: 'N', orderQuantityLimitYn: 'N' })).toEqual({
      ok: true
    });
    expect(autoshipEligible({ autoShipYn: 'N', buyPeriodYn: 'Y', orderQuantityLimitYn: 'Y' })).toEqual({
      ok: false,
      code: 'AUTOSHIP_NOT_OFFERED'
    });
    expect(autoshipEligible({ autoShipYn: 'Y', buyPeriodYn: 'Y', orderQuantityLimitYn: 'Y' })).toEqual({
      ok: false,
      code: 'AUTOSHIP_BUY_PERIOD'
    });
    expect(autoshipEligible({ autoShipYn: 'Y', buyPeriodYn: 'N', orderQuantityLimitYn: 'Y' })).toEqual({
      ok: false,
      code: 'AUTOSHIP_QUANTITY_LIMIT'
    });
    expect(AUTOSHIP_INELIGIBLE_REASONS).toHaveLength(3);
  });
});

// ── Bodies and answers ──────────────────────────────────────────────────────────────────────────────────────

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('AutoshipInitBodySchema', () => {
  const body: AutoshipInitBody = {
    cartIds: [3, 4],
    cycle: { kind: 'WEEKS', weeks: 4 },
    firstChargeDay: '2026-03-10',
    userAddressId: 7,
    userFavoriteCardsId: 9,
    orderPassword: '123456'
  };
  const withLines = {
    ...body,
    cartIds: undefined,
    lines: [
      { productId: 1, quantity: 2 },
      { productId: 1, productOptionId: 5, quantity: 1 }
    ]
  };

  it('takes autoship-cart lines by id or lines directly', () => {
    expect(AutoshipInitBodySchema.parse(body)).toEqual(body);
    expect(AutoshipInitBodySchema.parse(withLines).lines).toHaveLength(2);
  });

  it.each([
    [{ ...body, lines: withLines.lines }, ['lines:AUTOSHIP_LINES_REQUIRED']],
    [{ ...body, cartIds: undefined }, ['lines:AUTOSHIP_LINES_REQUIRED']],
    [{ ...body, cartIds: [] }, ['cartIds:AUTOSHIP_LINES_REQUIRED']],
    [{ ...body, cartIds: [3, 3] }, ['cartIds:AUTOSHIP_LINE_DUPLICATE']],
    [
      { ...withLines, lines: [...withLines.lines, { productId: 1, quantity: 4 }] },
      ['lines.2:AUTOSHIP_LINE_DUPLICATE']
    ],
    [{ ...withLines, lines: [{ productId: 1, quantity: 0 }] }, ['lines.0.quantity:CA_MinQuantity']],
    [
      { ...withLines, lines: [{ productId: 1, quantity: 101 }] },
      ['lines.0.quantity:CA_MaxQuantityLimitHundred']
    ],
    [{ ...body, firstChargeDay: '2026-02-30' }, ['firstChargeDay:VA_DateFormat']],
    [{ ...body, cycle: { kind: 'MONTHLY', dayOfMonth: 31 } }, ['cycle.dayOfMonth:AUTOSHIP_DAY_OF_MONTH']]
  ])('%o → %o', (value, expected) => {
    expect(messages(AutoshipInitBodySchema.safeParse(value))).toEqual(expected);
  });

  it('refuses unknown keys and missing card or address', () => {
    expect(AutoshipInitBodySchema.safeParse({ ...body, price: 1 }).success).toBe(false);
    const { userFavoriteCardsId: _card, ...withoutCard } = body;
    expect(messages(AutoshipInitBodySchema.safeParse(withoutCard))[0]).toMatch(/^userFavoriteCardsId:/);
  });

  it('checks the first day against today when built for a day', () => {
    expect(autoshipInitBodyOn('2026-03-01').safeParse(body).success).toBe(true);
    expect(messages(autoshipInitBodyOn('2026-03-10').safeParse(body))).toEqual([
      'firstChargeDay:AUTOSHIP_FIRST_DAY_RANGE'
    ]);
    expect(messages(autoshipInitBodyOn('2026-01-01').safeParse(body))).toEqual([
      'firstChargeDay:AUTOSHIP_FIRST_DAY_RANGE'
    ]);
  });
});

describe('AutoshipChangeBodySchema', () => {
  it('takes any part and refuses nothing at all', () => {
    const card = { userFavoriteCardsId: 3, orderPassword: '123456' };
    expect(AutoshipChangeBodySchema.parse(card)).toEqual(card);
    expect(AutoshipChangeBodySchema.parse({ cycle: monthly(1), nextChargeDay: '2026-04-01' })).toEqual({
      cycle: monthly(1),
      nextChargeDay: '2026-04-01'
    });
    expect(messages(AutoshipChangeBodySchema.safeParse({}))).toEqual([':AUTOSHIP_NOTHING_TO_CHANGE']);
    expect(messages(AutoshipChangeBodySchema.safeParse({ lines: [] }))).toEqual([
      'lines:AUTOSHIP_LINES_REQUIRED'
    ]);
    expect(AutoshipChangeBodySchema.safeParse({ status: 'ACTIVE' }).success).toBe(false);
  });

  it('takes a new card only with its card password, and a password alone changes nothing', () => {
    expect(messages(AutoshipChangeBodySchema.safeParse({ userFavoriteCardsId: 3 }))).toEqual([
      'orderPassword:AUTOSHIP_CARD_PASSWORD_REQUIRED'
    ]);
    expect(messages(AutoshipChangeBodySchema.safeParse({ orderPassword: '123456' }))).toEqual([
      ':AUTOSHIP_NOTHING_TO_CHANGE'
    ]);
  });

  it('checks the next day against today when built for a day', () => {
    const schema = autoshipChangeBodyOn('2026-03-31');
    expect(schema.safeParse({ nextChargeDay: '2026-04-01' }).success).toBe(true);
    expect(messages(schema.safeParse({ nextChargeDay: '2026-03-31' }))).toEqual([
      'nextChargeDay:AUTOSHIP_FIRST_DAY_RANGE'
    ]);
    expect(schema.safeParse({ userAddressId: 2 }).success).toBe(true);
  });
});

describe('answers', () => {
  const detail: AutoshipDetail = {
    autoshipId: 12,
    status: 'ACTIVE',
    cycle: monthly(15),
    nextChargeDay: '2026-04-15',
    amount: 48_000,
    productNames: ['Serum', 'Cream'],
    imageUrl: '/media/serum.jpg',
    card: { userFavoriteCardsId: 9, cardCompanyName: '신한카드', cardNumber: '43301234****123*' },
    createdAt: '2026-03-01T02:00:00.000Z',
    firstChargeDay: '2026-03-15',
    lines: [
      {
        productId: 1,
        productOptionId: null,
        productName: 'Serum',
        optionValue: null,
        imageUrl: '/media/serum.jpg',
        quantity: 2,
        priceOriginal: 30_000,
        price: 24_000,
        available: true,
        unavailableReason: null
      }
    ],
    address: {
      userAddressId: 7,
      addressName: 'Home',
      lastName: 'Kim',
      firstName: 'Minji',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06236',
      address1: '서울 강남구 테헤란로 1',
      address2: '101호',
      state: '',
      city: '',
      addressDescription: '',
      defaultValue: true,
      fixedTermYn: 'Y'
    },
    history: [
      {
        cycleIndex: 0,
        chargeDay: '2026-03-15',
        status: 'CHARGED',
        orderNumber: 'TP260315000001',
        amount: 48_000
      }
    ]
  };

  it('parses a detail and a list row', () => {
    expect(AutoshipDetailSchema.parse(detail)).toEqual(detail);
    const { firstChargeDay: _f, lines: _l, address: _a, history: _h, ...summary } = detail;
    expect(AutoshipListSchema.parse([summary])).toEqual([summary]);
  });

  it('holds every charge status and refuses others', () => {
    for (const status of [
      'CHARGED',
      'SKIPPED',
      'FAILED',
      'SOLD_OUT_SKIPPED'
    ] satisfies AutoshipChargeStatus[])
      expect(
        AutoshipDetailSchema.safeParse({ ...detail, history: [{ ...detail.history[0]!, status }] }).success
      ).toBe(true);
    expect(
      AutoshipDetailSchema.safeParse({ ...detail, history: [{ ...detail.history[0]!, status: 'MISSED' }] })
        .success
    ).toBe(false);
  });

  it('reads the id of /autoship/detail/{id}', () => {
    expect(AutoshipIdParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(messages(AutoshipIdParamSchema.safeParse({ id: '1e3' }))).toEqual(['id:VA_NumberOnly']);
  });
});

// ── Two years of a member's changes ─────────────────────────────────────────────────────────────────────────

/** A small seeded generator (mulberry32): the same seed gives the same two years. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Settled = { cycleIndex: number; chargeDay: string; status: AutoshipChargeStatus; on: string };

function randomCycle(next: () => number): AutoshipCycle {
  const code = AUTOSHIP_CYCLES[Math.floor(next() * AUTOSHIP_CYCLES.length)]!;
  return autoshipCycleOf(code, 1 + Math.floor(next() * AUTOSHIP_MAX_DAY_OF_MONTH));
}

/**
 * Two years, day by day: the scheduler at 00:30 Seoul charges what is due (a card that fails is retried on the
 * retry schedule, then the subscription is held), then the member may skip, pause, resume, reactivate, or change
 * the cycle and the next day at random. Returns the settled cycles in the order they were settled.
 */
function simulate(seed: number, tally: Record<string, number> = {}): Settled[] {
  const count = (key: string) => (tally[key] = (tally[key] ?? 0) + 1);
  const next = random(seed);
  const start = '2026-01-01';
  let state = must(
    startAutoship({
      cycle: randomCycle(next),
      firstChargeDay: addDays(start, 1 + Math.floor(next() * 60)),
      today: start
    })
  );
  const settled: Settled[] = [];
  const pausedDays = new Set<string>();
  /** The cycle being tried: how often, since when, and how likely each try fails. */
  let trying = null as { cycleIndex: number; firstTriedAt: Date; tries: number; failure: number } | null;

  for (let today = addDays(start, 1); today < '2028-01-01'; today = addDays(today, 1)) {
    const now = seoulRun(today);
    if (state.status === 'PAUSED') pausedDays.add(today);
    for (const due of cyclesDueAt(state, now)) {
      if (trying?.cycleIndex !== due.cycleIndex) {
        const roll = next();
        trying = {
          cycleIndex: due.cycleIndex,
          firstTriedAt: now,
          tries: 0,
          failure: roll < 0.8 ? 0 : roll < 0.95 ? 0.6 : 1
        };
        // The first try is on the cycle's day: the run never falls behind.
        expect(due.chargeDay).toBe(today);
      }
      const at = trying.tries === 0 ? trying.firstTriedAt : retryAt(trying.firstTriedAt, trying.tries);
      if (at === null || at > now) break;
      trying.tries += 1;
      if (next() >= trying.failure) {
        const soldOut = next() < 0.05;
        state = must(settleCycle(state, due.cycleIndex));
        settled.push({ ...due, status: soldOut ? 'SOLD_OUT_SKIPPED' : 'CHARGED', on: today });
        count(soldOut ? 'soldOut' : 'charged');
        if (trying.tries > 1) count('chargedOnRetry');
        trying = null;
      } else if (retryAt(trying.firstTriedAt, trying.tries) === null) {
        expect(trying.tries).toBe(AUTOSHIP_MAX_TRIES);
        expect(daysBetween(due.chargeDay, today)).toBe(2);
        state = must(holdAutoship(state, due.cycleIndex));
        settled.push({ ...due, status: 'FAILED', on: today });
        count('held');
        trying = null;
      }
      break;
    }

    const pending = nextDueCycle(state, today);
    const roll = next();
    let result: AutoshipResult<{ skipped?: { cycleIndex: number; chargeDay: string } }> | null = null;
    let action = '';
    /** The pending day a successful change must leave: the asked day, else the one before the change. */
    let expectedNextDay: string | null = null;
    if (roll < 0.03) {
      action = 'skip';
      result = skipNext(state, today);
    } else if (roll < 0.045) {
      action = 'pause';
      result = pauseAutoship(state, today);
    } else if (roll < 0.09) {
      action = 'resume';
      result = resumeAutoship(state, today);
    } else if (roll < 0.12) {
      action = 'reactivate';
      result = reactivateAutoship(state, today);
    } else if (roll < 0.14) {
      action = 'change';
      result = changeSchedule(state, { cycle: randomCycle(next) }, today);
      expectedNextDay = chargeDayOfCycle(state, state.nextCycleIndex);
    } else if (roll < 0.17) {
      action = 'change';
      const nextChargeDay = addDays(today, Math.floor(next() * 70) - 3);
      result = changeSchedule(
        state,
        { nextChargeDay, ...(next() < 0.5 ? { cycle: randomCycle(next) } : {}) },
        today
      );
      expectedNextDay = nextChargeDay;
    }
    if (result !== null) {
      if (result.ok) {
        count(`${action}:ok`);
        if ('skipped' in result && result.skipped) {
          settled.push({ ...result.skipped, status: 'SKIPPED', on: today });
          expect(result.skipped.chargeDay > today).toBe(true);
        }
        state = result.state;
        if (expectedNextDay !== null)
          expect(chargeDayOfCycle(state, state.nextCycleIndex)).toBe(expectedNextDay);
      } else {
        count(`${action}:${result.code}`);
        // A member's move is refused only for these reasons, and a due cycle is always the reason when there is one.
        if (pending?.due && state.status === 'ACTIVE' && action !== 'resume' && action !== 'reactivate')
          expect(result.code).toBe('AUTOSHIP_CYCLE_DUE');
        expect([
          'AUTOSHIP_MOVE_REFUSED',
          'AUTOSHIP_CYCLE_DUE',
          'AUTOSHIP_FIRST_DAY_RANGE',
          'AUTOSHIP_NEXT_DAY_TOO_EARLY'
        ]).toContain(result.code);
      }
    }

    expect(state.nextCycleIndex).toBeGreaterThanOrEqual(state.cycleOffset);
    if (state.lastSettledDay !== null)
      expect(chargeDayOfCycle(state, state.nextCycleIndex) > state.lastSettledDay).toBe(true);
    // After the member's move nothing new is due today: only a cycle being retried may be.
    const after = nextDueCycle(state, today);
    if (after?.due) expect(after.cycleIndex).toBe(trying?.cycleIndex);
  }

  // A cycle whose day passed while paused is never charged, not even after the resume.
  for (const cycle of settled)
    if (cycle.status !== 'SKIPPED')
      expect(pausedDays.has(cycle.chargeDay), `${seed} ${cycle.chargeDay}`).toBe(false);
  return settled;
}

describe('two years of random changes, skips, pauses and refused cards', () => {
  const seeds = Array.from({ length: 40 }, (_, index) => 1000 + index * 7919);

  it.each(seeds)('seed %i: every cycle index once, charge days strictly increasing', (seed) => {
    const settled = simulate(seed);
    expect(settled.length).toBeGreaterThan(5);
    for (let index = 1; index < settled.length; index += 1) {
      const [before, cycle] = [settled[index - 1]!, settled[index]!];
      expect(cycle.cycleIndex, `seed ${seed} #${index}`).toBeGreaterThan(before.cycleIndex);
      expect(cycle.chargeDay > before.chargeDay, `seed ${seed} #${index} ${cycle.chargeDay}`).toBe(true);
    }
    for (const cycle of settled)
      if (cycle.status !== 'SKIPPED')
        expect(cycle.chargeDay <= cycle.on && daysBetween(cycle.chargeDay, cycle.on) <= 2).toBe(true);
    expect(simulate(seed)).toEqual(settled);
  });

  it('went through every path (the property is not vacuous)', () => {
    const tally: Record<string, number> = {};
    for (const seed of seeds) simulate(seed, tally);
    for (const key of [
      'charged',
      'chargedOnRetry',
      'soldOut',
      'held',
      'skip:ok',
      'pause:ok',
      'resume:ok',
      'reactivate:ok',
      'change:ok',
      'skip:AUTOSHIP_CYCLE_DUE',
      'change:AUTOSHIP_NEXT_DAY_TOO_EARLY',
      'change:AUTOSHIP_FIRST_DAY_RANGE',
      'resume:AUTOSHIP_MOVE_REFUSED'
    ])
      expect(tally[key] ?? 0, key).toBeGreaterThan(0);
  });
});
