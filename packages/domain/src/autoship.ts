import * as z from 'zod';
import { AddressSchema } from './address.ts';
import { CART_MAX_LINES, type AutoshipFacts } from './cart-rules.ts';
import { CartLineInputSchema, CartUnavailableReasonSchema } from './cart.ts';
import { CardPasswordSchema, FavoriteCardSchema } from './favorite-card.ts';
import { ORDER_NUMBER_PATTERN } from './order-rules.ts';
import { isCalendarDay } from './order.ts';
import { seoulDate } from './seoul-time.ts';

/**
 * Autoship (정기배송) subscriptions: SPEC §2 `/autoship`, `/autoship/detail/{id}`, `/autoship/init`,
 * `/autoship/result` and §5 (no product with a buy period or a quantity limit). A member subscribes the lines of
 * the autoship cart on a cycle; a scheduled job charges the saved card on each cycle's day at that day's prices
 * and places the order.
 *
 * Days are Asia/Seoul calendar days written `YYYY-MM-DD` (`seoulDate(now)` gives today); nothing here reads the
 * clock. **Today belongs to the scheduler**: it charges the cycles due on or before today, so a member's move
 * (the first day, a new next day, skip, pause, a cycle change) only ever touches days from tomorrow on, and is
 * refused while a cycle is due and not yet settled (being charged or retried).
 *
 * **Stable cycle numbers.** Every charge is keyed by (subscription, cycleIndex), the unique key that makes a
 * retried or doubled job charge once. A schedule is an `anchor` day (the day of cycle `cycleOffset`) and a
 * cycle; changing the cycle or the next day starts a new schedule numbered from the first unsettled cycle, so an
 * index is never given two days and the days of the settled cycles strictly increase.
 */
export type AutoshipDay = string;

const HOUR_MS = 60 * 60 * 1000;

function dayParts(day: AutoshipDay): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

/**
 * The day of a calendar date; `monthIndex` and `day` may run past their ranges (Date.UTC rolls them over). Past
 * year 9999 a day is no longer `YYYY-MM-DD` and would compare wrongly as a string, so it is refused.
 */
function dayOf(year: number, monthIndex: number, day: number): AutoshipDay {
  const iso = new Date(Date.UTC(year, monthIndex, day)).toISOString();
  if (!/^[0-9]{4}-/.test(iso)) throw new RangeError(`day out of range: ${iso}`);
  return iso.slice(0, 10);
}

function addDays(day: AutoshipDay, days: number): AutoshipDay {
  const [year, month, date] = dayParts(day);
  return dayOf(year, month - 1, date + days);
}

// ── Cycles ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The cycles a member may choose (issue 17 item 4), as stored and as the form's options. */
export const AUTOSHIP_CYCLES = ['WEEKS_2', 'WEEKS_4', 'WEEKS_8', 'MONTHLY'] as const;
export type AutoshipCycleCode = (typeof AUTOSHIP_CYCLES)[number];

export const AUTOSHIP_CYCLE_WEEKS = [2, 4, 8] as const;
export type AutoshipCycleWeeks = (typeof AUTOSHIP_CYCLE_WEEKS)[number];

/**
 * A monthly cycle charges on a chosen day from 1 to 28: every month has a 28th (February in a common year), so
 * the charge never has to move to a month's last day, every monthly charge is exactly one calendar month after
 * the one before, and no month gets two charges or none.
 */
export const AUTOSHIP_MAX_DAY_OF_MONTH = 28;

export type AutoshipCycle =
  { kind: 'WEEKS'; weeks: AutoshipCycleWeeks } | { kind: 'MONTHLY'; dayOfMonth: number };

/** The stored code of a cycle (a monthly cycle's day is kept beside it). */
export function autoshipCycleCode(cycle: AutoshipCycle): AutoshipCycleCode {
  return cycle.kind === 'MONTHLY' ? 'MONTHLY' : `WEEKS_${cycle.weeks}`;
}

/** The cycle of a stored code; `dayOfMonth` is read for MONTHLY only. */
export function autoshipCycleOf(code: AutoshipCycleCode, dayOfMonth: number | null): AutoshipCycle {
  if (code !== 'MONTHLY') return { kind: 'WEEKS', weeks: Number(code.slice(6)) as AutoshipCycleWeeks };
  if (dayOfMonth === null) throw new RangeError('a monthly autoship cycle needs its day of month');
  return { kind: 'MONTHLY', dayOfMonth };
}

function assertCycle(cycle: AutoshipCycle): void {
  const valid =
    cycle.kind === 'WEEKS'
      ? (AUTOSHIP_CYCLE_WEEKS as readonly number[]).includes(cycle.weeks)
      : Number.isInteger(cycle.dayOfMonth) &&
        cycle.dayOfMonth >= 1 &&
        cycle.dayOfMonth <= AUTOSHIP_MAX_DAY_OF_MONTH;
  if (!valid) throw new RangeError(`not an autoship cycle: ${JSON.stringify(cycle)}`);
}

// ── First day ───────────────────────────────────────────────────────────────────────────────────────────────

/** The first (or a changed next) charge day is from tomorrow (today belongs to the scheduler) … */
export const AUTOSHIP_FIRST_DAY_MIN_AHEAD_DAYS = 1;
/** … to this many days ahead: long enough to wait for a running-out bottle, short enough to stay a decision. */
export const AUTOSHIP_FIRST_DAY_MAX_AHEAD_DAYS = 60;

/** The first and the last day (inclusive) a member may choose as the first or next charge day on `today`. */
export function firstChargeDayRange(today: AutoshipDay): { min: AutoshipDay; max: AutoshipDay } {
  return {
    min: addDays(today, AUTOSHIP_FIRST_DAY_MIN_AHEAD_DAYS),
    max: addDays(today, AUTOSHIP_FIRST_DAY_MAX_AHEAD_DAYS)
  };
}

// ── Lifecycle ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * ACTIVE: charged on each cycle's day. PAUSED by the member: nothing is charged; a resume starts again from the
 * first cycle after the day of the resume (cycles that passed meanwhile are never charged). HELD: the card was
 * refused AUTOSHIP_MAX_TRIES times; a new card reactivates it the same way. CANCELLED: ended, for good.
 */
export const AUTOSHIP_STATUSES = ['ACTIVE', 'PAUSED', 'HELD', 'CANCELLED'] as const;
export type AutoshipStatus = (typeof AUTOSHIP_STATUSES)[number];

export const INITIAL_AUTOSHIP_STATUS = 'ACTIVE' satisfies AutoshipStatus;

/**
 * pause, resume, cancel: the member; hold: the charge job after the last refused try; reactivate: the member's
 * card change on a held subscription.
 */
export const AUTOSHIP_EVENTS = ['pause', 'resume', 'hold', 'reactivate', 'cancel'] as const;
export type AutoshipEvent = (typeof AUTOSHIP_EVENTS)[number];

/** The subscription lifecycle as data (like ORDER_TRANSITIONS): a move not in this table is refused. */
export const AUTOSHIP_TRANSITIONS: Readonly<
  Record<AutoshipStatus, Readonly<Partial<Record<AutoshipEvent, AutoshipStatus>>>>
> = {
  ACTIVE: { pause: 'PAUSED', hold: 'HELD', cancel: 'CANCELLED' },
  PAUSED: { resume: 'ACTIVE', cancel: 'CANCELLED' },
  HELD: { reactivate: 'ACTIVE', cancel: 'CANCELLED' },
  CANCELLED: {}
};

export const AUTOSHIP_ACTORS = ['MEMBER', 'SCHEDULER'] as const;
export type AutoshipActor = (typeof AUTOSHIP_ACTORS)[number];

/** Who makes each move: the API checks it, the storefront shows buttons by it. */
export const AUTOSHIP_EVENT_ACTOR: Readonly<Record<AutoshipEvent, AutoshipActor>> = {
  pause: 'MEMBER',
  resume: 'MEMBER',
  hold: 'SCHEDULER',
  reactivate: 'MEMBER',
  cancel: 'MEMBER'
};

/** The state `event` moves a subscription in `status` to, or null when the table has no such move (refused). */
export function nextAutoshipStatus(status: AutoshipStatus, event: AutoshipEvent): AutoshipStatus | null {
  return AUTOSHIP_TRANSITIONS[status]?.[event] ?? null;
}

export function canMoveAutoship(status: AutoshipStatus, event: AutoshipEvent): boolean {
  return nextAutoshipStatus(status, event) !== null;
}

/** Every state `event` may move a subscription from (the `WHERE status IN (...)` guard of its update). */
export function autoshipFromStatesOf(event: AutoshipEvent): AutoshipStatus[] {
  return AUTOSHIP_STATUSES.filter((status) => canMoveAutoship(status, event));
}

/** One guarded move: the from-states of `event` and its one target (the tests hold the table to one target). */
export function autoshipMove(event: AutoshipEvent): { from: AutoshipStatus[]; to: AutoshipStatus } {
  const from = autoshipFromStatesOf(event);
  const to = from.length > 0 ? nextAutoshipStatus(from[0]!, event) : null;
  if (to === null) throw new Error(`autoship event ${event} moves nothing`);
  return { from, to };
}

/** The moves `actor` may make on a subscription in `status`, in AUTOSHIP_EVENTS order. */
export function autoshipEventsFor(status: AutoshipStatus, actor: AutoshipActor): AutoshipEvent[] {
  return AUTOSHIP_EVENTS.filter(
    (event) => AUTOSHIP_EVENT_ACTOR[event] === actor && canMoveAutoship(status, event)
  );
}

// ── Schedule and state ──────────────────────────────────────────────────────────────────────────────────────

/** A cycle's number and the day it charges. */
export type AutoshipCycleDay = { cycleIndex: number; chargeDay: AutoshipDay };

/** The days of the current schedule: cycle `cycleOffset` falls on `anchor`, the later ones follow `cycle`. */
export type AutoshipSchedule = {
  cycle: AutoshipCycle;
  anchor: AutoshipDay;
  /** How many cycles earlier schedules numbered (0 until the cycle or the next day is first changed). */
  cycleOffset: number;
};

/** What the rules need of a subscription (the row keeps these columns). */
export type AutoshipState = AutoshipSchedule & {
  status: AutoshipStatus;
  /**
   * The first cycle not yet settled (charged, skipped, failed for good): every lower index is done, and the
   * scheduler charges this one on its day. Never below `cycleOffset`.
   */
  nextCycleIndex: number;
  /** The day of the last settled cycle, null before the first: a new schedule must start after it. */
  lastSettledDay: AutoshipDay | null;
};

/**
 * The day cycle `cycleIndex` of the current schedule charges. Cycle `cycleOffset` is the anchor; WEEKS adds
 * 7 × weeks days per cycle; MONTHLY falls on `dayOfMonth` of each following month (one charge per calendar
 * month), whatever day of its month the anchor is. Indexes below `cycleOffset` belong to earlier schedules (their
 * days are in the charge history) and are refused here.
 */
export function chargeDayOfCycle(schedule: AutoshipSchedule, cycleIndex: number): AutoshipDay {
  const n = cycleIndex - schedule.cycleOffset;
  if (!Number.isSafeInteger(cycleIndex) || n < 0)
    throw new RangeError(`cycle ${cycleIndex} is not in a schedule starting at ${schedule.cycleOffset}`);
  assertCycle(schedule.cycle);
  if (n === 0) return schedule.anchor;
  if (schedule.cycle.kind === 'WEEKS') return addDays(schedule.anchor, 7 * schedule.cycle.weeks * n);
  const [year, month] = dayParts(schedule.anchor);
  return dayOf(year, month - 1 + n, schedule.cycle.dayOfMonth);
}

/** The first cycle from `fromIndex` on whose day is after `day`. */
function firstCycleAfter(schedule: AutoshipSchedule, fromIndex: number, day: AutoshipDay): number {
  let index = fromIndex;
  while (chargeDayOfCycle(schedule, index) <= day) index += 1;
  return index;
}

/** The subscription's unsettled cycle, whether or not it is due. */
function pendingCycle(state: AutoshipState): AutoshipCycleDay {
  return { cycleIndex: state.nextCycleIndex, chargeDay: chargeDayOfCycle(state, state.nextCycleIndex) };
}

/** The cycle an ACTIVE subscription is charging or retrying (its day is today or before), else null. */
function dueCycle(state: AutoshipState, today: AutoshipDay): AutoshipCycleDay | null {
  if (state.status !== 'ACTIVE') return null;
  const pending = pendingCycle(state);
  return pending.chargeDay <= today ? pending : null;
}

/**
 * What an ACTIVE subscription charges next, seen on `today`: its first unsettled cycle, `due` when that day is
 * today or past (being charged or retried: the member's moves wait until it settles). Null unless ACTIVE.
 */
export function nextDueCycle(
  state: AutoshipState,
  today: AutoshipDay
): (AutoshipCycleDay & { due: boolean }) | null {
  if (state.status !== 'ACTIVE') return null;
  const pending = pendingCycle(state);
  return { ...pending, due: pending.chargeDay <= today };
}

/** The cycle a PAUSED or HELD subscription would charge first if resumed (or reactivated) on `today`. */
export function resumeCycle(state: AutoshipState, today: AutoshipDay): AutoshipCycleDay {
  const cycleIndex = firstCycleAfter(state, state.nextCycleIndex, today);
  return { cycleIndex, chargeDay: chargeDayOfCycle(state, cycleIndex) };
}

/** The unsettled cycles of an ACTIVE subscription whose days fall in `from`..`to` (inclusive); [] unless ACTIVE. */
export function dueCycles(state: AutoshipState, from: AutoshipDay, to: AutoshipDay): AutoshipCycleDay[] {
  if (state.status !== 'ACTIVE') return [];
  const cycles: AutoshipCycleDay[] = [];
  for (let cycleIndex = state.nextCycleIndex; ; cycleIndex += 1) {
    const chargeDay = chargeDayOfCycle(state, cycleIndex);
    if (chargeDay > to) return cycles;
    if (chargeDay >= from) cycles.push({ cycleIndex, chargeDay });
  }
}

/**
 * The scheduler's question at `now`: the unsettled cycles due on or before the Seoul day of `now`, oldest first
 * (normally one; more only after the job stood still for a whole cycle). Charge each under its key
 * `autoshipChargeKey` and settle it before the next.
 */
export function cyclesDueAt(state: AutoshipState, now: Date): AutoshipCycleDay[] {
  return dueCycles(state, '0000-01-01', seoulDate(now));
}

/** The unique key of one cycle's charge (the job's and the charge row's): charged once, however often asked. */
export function autoshipChargeKey(autoshipId: number, cycleIndex: number): string {
  return `autoship:${autoshipId}:${cycleIndex}`;
}

// ── Moves ───────────────────────────────────────────────────────────────────────────────────────────────────

/** What a member or the scheduler may try on a subscription: the table's events and the moves beside it. */
export type AutoshipAction = AutoshipEvent | 'skip' | 'change';

/** Why a move is refused, in codes the web translates. */
export const AUTOSHIP_REFUSAL_CODES = [
  'AUTOSHIP_MOVE_REFUSED',
  'AUTOSHIP_CYCLE_DUE',
  'AUTOSHIP_FIRST_DAY_RANGE',
  'AUTOSHIP_NEXT_DAY_TOO_EARLY',
  'AUTOSHIP_CYCLE_NOT_PENDING',
  'VA_DateFormat'
] as const;
export type AutoshipRefusalCode = (typeof AUTOSHIP_REFUSAL_CODES)[number];

export type AutoshipRefusal =
  /** The status does not allow the move (a paused one cannot be skipped, a cancelled one does nothing). */
  | { code: 'AUTOSHIP_MOVE_REFUSED'; data: { status: AutoshipStatus; action: AutoshipAction } }
  /** A cycle is due (being charged or retried): the move waits until it is settled. */
  | { code: 'AUTOSHIP_CYCLE_DUE'; data: AutoshipCycleDay }
  /** The first or next charge day is outside tomorrow..60 days ahead. */
  | { code: 'AUTOSHIP_FIRST_DAY_RANGE'; data: { min: AutoshipDay; max: AutoshipDay } }
  /** A new next day on or before the last settled (e.g. skipped) cycle's day: the days must keep increasing. */
  | { code: 'AUTOSHIP_NEXT_DAY_TOO_EARLY'; data: { after: AutoshipDay } }
  /** The scheduler settles a cycle that is not the pending one (already settled, or renumbered meanwhile). */
  | { code: 'AUTOSHIP_CYCLE_NOT_PENDING'; data: { cycleIndex: number; nextCycleIndex: number } }
  | { code: 'VA_DateFormat'; data: Record<string, never> };

export type AutoshipResult<Extra = unknown> =
  ({ ok: true; state: AutoshipState } & Extra) | ({ ok: false } & AutoshipRefusal);

const refuse = (refusal: AutoshipRefusal): { ok: false } & AutoshipRefusal => ({ ok: false, ...refusal });

/** Null when `day` may be the first (or a changed next) charge day on `today`, else why not. */
export function validateFirstDay(day: string, today: AutoshipDay): AutoshipRefusal | null {
  if (!isCalendarDay(day)) return { code: 'VA_DateFormat', data: {} };
  const range = firstChargeDayRange(today);
  if (day < range.min || day > range.max) return { code: 'AUTOSHIP_FIRST_DAY_RANGE', data: range };
  return null;
}

/** A new ACTIVE subscription whose cycle 0 falls on `firstChargeDay`. */
export function startAutoship(input: {
  cycle: AutoshipCycle;
  firstChargeDay: AutoshipDay;
  today: AutoshipDay;
}): AutoshipResult {
  assertCycle(input.cycle);
  const refusal = validateFirstDay(input.firstChargeDay, input.today);
  if (refusal) return refuse(refusal);
  return {
    ok: true,
    state: {
      status: INITIAL_AUTOSHIP_STATUS,
      cycle: input.cycle,
      anchor: input.firstChargeDay,
      cycleOffset: 0,
      nextCycleIndex: 0,
      lastSettledDay: null
    }
  };
}

function moved(state: AutoshipState, event: AutoshipEvent): AutoshipResult {
  const status = nextAutoshipStatus(state.status, event);
  if (status === null)
    return refuse({ code: 'AUTOSHIP_MOVE_REFUSED', data: { status: state.status, action: event } });
  return { ok: true, state: { ...state, status } };
}

/** Settles the pending cycle: the next one becomes pending. */
function settled(state: AutoshipState): AutoshipState {
  const pending = pendingCycle(state);
  return { ...state, nextCycleIndex: pending.cycleIndex + 1, lastSettledDay: pending.chargeDay };
}

/** ACTIVE → PAUSED, unless a cycle is due. */
export function pauseAutoship(state: AutoshipState, today: AutoshipDay): AutoshipResult {
  const due = dueCycle(state, today);
  if (due) return refuse({ code: 'AUTOSHIP_CYCLE_DUE', data: due });
  return moved(state, 'pause');
}

/** PAUSED → ACTIVE (resume) or HELD → ACTIVE (reactivate): charging starts again after `today`. */
function restart(state: AutoshipState, event: 'resume' | 'reactivate', today: AutoshipDay): AutoshipResult {
  const result = moved(state, event);
  if (!result.ok) return result;
  return { ok: true, state: { ...result.state, nextCycleIndex: resumeCycle(state, today).cycleIndex } };
}

/** PAUSED → ACTIVE; the next charge is the first cycle day from tomorrow on: the cycles missed are not charged. */
export function resumeAutoship(state: AutoshipState, today: AutoshipDay): AutoshipResult {
  return restart(state, 'resume', today);
}

/** HELD → ACTIVE after the member gave a new card; as a resume, the missed cycles are not charged. */
export function reactivateAutoship(state: AutoshipState, today: AutoshipDay): AutoshipResult {
  return restart(state, 'reactivate', today);
}

/** → CANCELLED from any live state, even while a cycle is retried (the retry then finds it cancelled). */
export function cancelAutoship(state: AutoshipState): AutoshipResult {
  return moved(state, 'cancel');
}

function checkPending(state: AutoshipState, cycleIndex: number): AutoshipRefusal | null {
  return cycleIndex === state.nextCycleIndex
    ? null
    : { code: 'AUTOSHIP_CYCLE_NOT_PENDING', data: { cycleIndex, nextCycleIndex: state.nextCycleIndex } };
}

/**
 * The scheduler settles the pending cycle `cycleIndex`: charged, or skipped because everything was sold out.
 * Allowed whatever the status now (a charge in flight when the member cancelled is still recorded).
 */
export function settleCycle(state: AutoshipState, cycleIndex: number): AutoshipResult {
  const refusal = checkPending(state, cycleIndex);
  return refusal ? refuse(refusal) : { ok: true, state: settled(state) };
}

/** ACTIVE → HELD after the last refused try of the pending cycle `cycleIndex`, which is settled as FAILED. */
export function holdAutoship(state: AutoshipState, cycleIndex: number): AutoshipResult {
  const refusal = checkPending(state, cycleIndex);
  if (refusal) return refuse(refusal);
  const result = moved(state, 'hold');
  return result.ok ? { ok: true, state: settled(result.state) } : result;
}

/**
 * Skips the next delivery: the pending cycle is settled as SKIPPED (never charged) and the one after becomes
 * pending, so skipping again skips that one. ACTIVE only, and not while the pending cycle is due.
 */
export function skipNext(
  state: AutoshipState,
  today: AutoshipDay
): AutoshipResult<{ skipped: AutoshipCycleDay }> {
  if (state.status !== 'ACTIVE')
    return refuse({ code: 'AUTOSHIP_MOVE_REFUSED', data: { status: state.status, action: 'skip' } });
  const due = dueCycle(state, today);
  if (due) return refuse({ code: 'AUTOSHIP_CYCLE_DUE', data: due });
  return { ok: true, state: settled(state), skipped: pendingCycle(state) };
}

export type AutoshipScheduleChange = {
  cycle?: AutoshipCycle | undefined;
  nextChargeDay?: AutoshipDay | undefined;
};

/**
 * A new cycle and/or next charge day. The pending cycle and those after it are renumbered from the pending
 * index: the new schedule's anchor is the new next day (else the pending cycle's day, so a cycle change applies
 * after the next charge) and its `cycleOffset` the pending index, which has never been charged (it is not due).
 * Not on a cancelled subscription, nor while a cycle is due; a new day must be in firstChargeDayRange and after
 * the last settled cycle's day. A paused or held subscription keeps its status and starts from here when resumed.
 */
export function changeSchedule(
  state: AutoshipState,
  change: AutoshipScheduleChange,
  today: AutoshipDay
): AutoshipResult {
  if (state.status === 'CANCELLED')
    return refuse({ code: 'AUTOSHIP_MOVE_REFUSED', data: { status: state.status, action: 'change' } });
  const due = dueCycle(state, today);
  if (due) return refuse({ code: 'AUTOSHIP_CYCLE_DUE', data: due });
  if (change.cycle === undefined && change.nextChargeDay === undefined) return { ok: true, state };
  if (change.cycle !== undefined) assertCycle(change.cycle);
  if (change.nextChargeDay !== undefined) {
    const refusal = validateFirstDay(change.nextChargeDay, today);
    if (refusal) return refuse(refusal);
    if (state.lastSettledDay !== null && change.nextChargeDay <= state.lastSettledDay)
      return refuse({ code: 'AUTOSHIP_NEXT_DAY_TOO_EARLY', data: { after: state.lastSettledDay } });
  }
  return {
    ok: true,
    state: {
      ...state,
      cycle: change.cycle ?? state.cycle,
      anchor: change.nextChargeDay ?? pendingCycle(state).chargeDay,
      cycleOffset: state.nextCycleIndex
    }
  };
}

// ── Retries ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * After a refused first try, the card is tried again this many hours after the first try: 3 tries over 3 days.
 * A refusal for a limit or a balance (한도초과, 잔액부족) often clears within a day (limits reset, salaries
 * arrive). The last retry (48 h) ends long before the shortest cycle (2 weeks), so a retry never meets the next
 * cycle's charge.
 */
export const AUTOSHIP_RETRY_DELAYS_HOURS = [24, 48] as const;
/** Tries of one cycle's charge before the subscription is HELD. */
export const AUTOSHIP_MAX_TRIES = AUTOSHIP_RETRY_DELAYS_HOURS.length + 1;

/** When to try again after `tries` refused tries of a cycle that was first tried at `firstTriedAt`; null: hold. */
export function retryAt(firstTriedAt: Date, tries: number): Date | null {
  if (!Number.isSafeInteger(tries) || tries < 1)
    throw new RangeError(`retryAt needs the number of tries made (≥ 1), not ${tries}`);
  const delay = AUTOSHIP_RETRY_DELAYS_HOURS[tries - 1];
  return delay === undefined ? null : new Date(firstTriedAt.getTime() + delay * HOUR_MS);
}

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Why a product cannot be subscribed (SPEC §5): not offered for autoship, sold in a buy period (a limited-time
 * sale a cycle could outlive), or limited in quantity per order (a cycle would repeat the order without the check).
 */
export const AUTOSHIP_INELIGIBLE_REASONS = [
  'AUTOSHIP_NOT_OFFERED',
  'AUTOSHIP_BUY_PERIOD',
  'AUTOSHIP_QUANTITY_LIMIT'
] as const;
export type AutoshipIneligibleReason = (typeof AUTOSHIP_INELIGIBLE_REASONS)[number];

/** Whether a product may be subscribed, or the first reason it may not (canGoInAutoshipCart, with its reason). */
export function autoshipEligible(
  product: AutoshipFacts
): { ok: true } | { ok: false; code: AutoshipIneligibleReason } {
  if (product.autoShipYn !== 'Y') return { ok: false, code: 'AUTOSHIP_NOT_OFFERED' };
  if (product.buyPeriodYn === 'Y') return { ok: false, code: 'AUTOSHIP_BUY_PERIOD' };
  if (product.orderQuantityLimitYn === 'Y') return { ok: false, code: 'AUTOSHIP_QUANTITY_LIMIT' };
  return { ok: true };
}

// ── Wire ────────────────────────────────────────────────────────────────────────────────────────────────────

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Won = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const DayAnswer = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);

/** Validation messages of the autoship bodies beside the shop-wide ones they reuse (VA_DateFormat, CA_…). */
export const AUTOSHIP_VALIDATION_CODES = [
  'AUTOSHIP_CYCLE',
  'AUTOSHIP_CYCLE_WEEKS',
  'AUTOSHIP_DAY_OF_MONTH',
  'AUTOSHIP_FIRST_DAY_RANGE',
  'AUTOSHIP_LINES_REQUIRED',
  'AUTOSHIP_LINE_DUPLICATE',
  'AUTOSHIP_NOTHING_TO_CHANGE',
  'AUTOSHIP_CARD_PASSWORD_REQUIRED'
] as const;
export type AutoshipValidationCode = (typeof AUTOSHIP_VALIDATION_CODES)[number];

/** A calendar day as typed, `YYYY-MM-DD` (its range against today: autoshipInitBodyOn / autoshipChangeBodyOn). */
export const AutoshipDaySchema = z.string().refine(isCalendarDay, 'VA_DateFormat');

export const AutoshipCycleSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('WEEKS'), weeks: z.literal(AUTOSHIP_CYCLE_WEEKS, 'AUTOSHIP_CYCLE_WEEKS') })
      .strict(),
    z
      .object({
        kind: z.literal('MONTHLY'),
        dayOfMonth: z
          .number('AUTOSHIP_DAY_OF_MONTH')
          .int('AUTOSHIP_DAY_OF_MONTH')
          .min(1, 'AUTOSHIP_DAY_OF_MONTH')
          .max(AUTOSHIP_MAX_DAY_OF_MONTH, 'AUTOSHIP_DAY_OF_MONTH')
      })
      .strict()
  ],
  'AUTOSHIP_CYCLE'
);

export const AutoshipStatusSchema = z.enum(AUTOSHIP_STATUSES);

/** One product (and option) with its quantity, as in the autoship cart (same limits: CA_MinQuantity, …). */
export const AutoshipLineInputSchema = CartLineInputSchema;
export type AutoshipLineInput = z.infer<typeof AutoshipLineInputSchema>;

const lineKey = (line: AutoshipLineInput) => `${line.productId}:${line.productOptionId ?? ''}`;

/** The whole list of a subscription's lines: at least one, each product and option once. */
export const AutoshipLinesSchema = z
  .array(AutoshipLineInputSchema)
  .min(1, 'AUTOSHIP_LINES_REQUIRED')
  .max(CART_MAX_LINES)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = lineKey(line);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'AUTOSHIP_LINE_DUPLICATE' });
      seen.add(key);
    });
  });

/**
 * POST /autoship/init: what to subscribe, either autoship-cart lines by `cartIds` (they leave the cart once the
 * subscription exists) or `lines` directly (buy-now from a product page), never both; the cycle, the first charge
 * day, the address and the saved card with its card password (the member's consent to charges without them).
 * Its day's range depends on today: autoshipInitBodyOn(today) checks it too.
 */
export const AutoshipInitBodySchema = z
  .object({
    cartIds: z.array(Id).min(1, 'AUTOSHIP_LINES_REQUIRED').max(CART_MAX_LINES).optional(),
    lines: AutoshipLinesSchema.optional(),
    cycle: AutoshipCycleSchema,
    firstChargeDay: AutoshipDaySchema,
    userAddressId: Id,
    userFavoriteCardsId: Id,
    orderPassword: CardPasswordSchema
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.cartIds === undefined) === (body.lines === undefined))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'AUTOSHIP_LINES_REQUIRED' });
    if (body.cartIds && new Set(body.cartIds).size !== body.cartIds.length)
      ctx.addIssue({ code: 'custom', path: ['cartIds'], message: 'AUTOSHIP_LINE_DUPLICATE' });
  });
export type AutoshipInitBody = z.infer<typeof AutoshipInitBodySchema>;

function dayInRange(day: string | undefined, today: AutoshipDay, path: string, ctx: z.RefinementCtx): void {
  if (day === undefined || !isCalendarDay(day)) return;
  if (validateFirstDay(day, today) !== null)
    ctx.addIssue({ code: 'custom', path: [path], message: 'AUTOSHIP_FIRST_DAY_RANGE' });
}

/** AutoshipInitBodySchema with the first day's range on `today` (the form and the API each build it per day). */
export function autoshipInitBodyOn(today: AutoshipDay) {
  return AutoshipInitBodySchema.superRefine((body, ctx) =>
    dayInRange(body.firstChargeDay, today, 'firstChargeDay', ctx)
  );
}

/**
 * PATCH /autoship/{id}: any of the parts, at least one. `lines` replaces the whole list; `cycle` and
 * `nextChargeDay` go through changeSchedule; a new card or address applies from the next charge. A card comes
 * with its card password (consent, as at init); a held subscription given a card is reactivated.
 */
export const AutoshipChangeBodySchema = z
  .object({
    lines: AutoshipLinesSchema.optional(),
    cycle: AutoshipCycleSchema.optional(),
    nextChargeDay: AutoshipDaySchema.optional(),
    userAddressId: Id.optional(),
    userFavoriteCardsId: Id.optional(),
    orderPassword: CardPasswordSchema.optional()
  })
  .strict()
  .refine(
    ({ orderPassword: _password, ...parts }) => Object.values(parts).some((part) => part !== undefined),
    'AUTOSHIP_NOTHING_TO_CHANGE'
  )
  .superRefine((body, ctx) => {
    if (body.userFavoriteCardsId !== undefined && body.orderPassword === undefined)
      ctx.addIssue({ code: 'custom', path: ['orderPassword'], message: 'AUTOSHIP_CARD_PASSWORD_REQUIRED' });
  });
export type AutoshipChangeBody = z.infer<typeof AutoshipChangeBodySchema>;

/** AutoshipChangeBodySchema with the next day's range on `today`. */
export function autoshipChangeBodyOn(today: AutoshipDay) {
  return AutoshipChangeBodySchema.superRefine((body, ctx) =>
    dayInRange(body.nextChargeDay, today, 'nextChargeDay', ctx)
  );
}

/** `/autoship/detail/{id}` and the API's `{id}`. */
export const AutoshipIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'VA_NumberOnly')
    .transform(Number)
    .pipe(Id)
});

/** The card a subscription charges, masked as the provider gave it. */
export const AutoshipCardSchema = FavoriteCardSchema.pick({
  userFavoriteCardsId: true,
  cardCompanyName: true,
  cardNumber: true
});

/** One row of `/autoship`. */
export const AutoshipSummarySchema = z.object({
  autoshipId: z.number().int(),
  status: AutoshipStatusSchema,
  cycle: AutoshipCycleSchema,
  /** ACTIVE: the pending cycle's day (nextDueCycle); null when paused, held or cancelled. */
  nextChargeDay: DayAnswer.nullable(),
  /** The next charge at today's prices, delivery included; the charge day's prices are what is charged. */
  amount: Won,
  /** The lines' product names in order (the list shows the first and "and n more"). */
  productNames: z.array(z.string()),
  /** The first line's image. */
  imageUrl: z.string().nullable(),
  /** A subscription's card cannot be deleted while it lives (FAVORITE_CARD_IN_USE). */
  card: AutoshipCardSchema,
  createdAt: z.string()
});
export type AutoshipSummary = z.infer<typeof AutoshipSummarySchema>;

export const AutoshipListSchema = z.array(AutoshipSummarySchema);

/** One subscribed line at today's prices and availability. */
export const AutoshipLineSchema = z.object({
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  priceOriginal: Won,
  /** Selling price per unit today. */
  price: Won,
  /** False when the line would be left out of a charge today (sold out, paused, no longer eligible). */
  available: z.boolean(),
  unavailableReason: CartUnavailableReasonSchema.nullable()
});
export type AutoshipLine = z.infer<typeof AutoshipLineSchema>;

/**
 * What became of a cycle: CHARGED (an order was placed), SKIPPED by the member, FAILED (refused
 * AUTOSHIP_MAX_TRIES times: the subscription was held), SOLD_OUT_SKIPPED (nothing could be delivered: not charged).
 */
export const AUTOSHIP_CHARGE_STATUSES = ['CHARGED', 'SKIPPED', 'FAILED', 'SOLD_OUT_SKIPPED'] as const;
export type AutoshipChargeStatus = (typeof AUTOSHIP_CHARGE_STATUSES)[number];

export const AutoshipChargeSchema = z.object({
  cycleIndex: z.number().int().nonnegative(),
  chargeDay: DayAnswer,
  status: z.enum(AUTOSHIP_CHARGE_STATUSES),
  /** The placed order's number (CHARGED only), as shown ('TP…'). */
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN).nullable(),
  /** What was charged (CHARGED) or asked (FAILED); null for a skipped cycle. */
  amount: Won.nullable()
});
export type AutoshipCharge = z.infer<typeof AutoshipChargeSchema>;

/** `/autoship/detail/{id}`: the summary, its lines, the delivery address and the settled cycles, newest first. */
export const AutoshipDetailSchema = AutoshipSummarySchema.extend({
  firstChargeDay: DayAnswer,
  lines: z.array(AutoshipLineSchema),
  /** A fixed-term address cannot be deleted (ADR_AlertText5). */
  address: AddressSchema,
  history: z.array(AutoshipChargeSchema)
});
export type AutoshipDetail = z.infer<typeof AutoshipDetailSchema>;
