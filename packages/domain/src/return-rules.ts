import { RETURN_POLICY } from './delivery-policy.ts';
import type { OrderStatus } from './order-rules.ts';
import { SEOUL_OFFSET_MS, seoulDate } from './seoul-time.ts';

/**
 * Returns (반품) of a delivered order, without zod (like order-rules.ts): the lifecycle table, the reasons, the
 * return window of 전자상거래법 제17조 and which quantities may still go back. The request body's schema is in
 * return.ts, the money in refund.ts.
 */

// ── Lifecycle ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * REQUESTED (반품신청) → APPROVED (반품승인) → COLLECTED (회수완료) → REFUNDED (환불완료).
 * REJECTED (반품거부) by staff before collection; CANCELLED (반품철회) by the customer before approval.
 */
export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'COLLECTED',
  'REFUNDED',
  'REJECTED',
  'CANCELLED'
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const INITIAL_RETURN_STATUS = 'REQUESTED' satisfies ReturnStatus;

/**
 * approve, collect, reject: staff; refund: staff or the job that pays it once the goods are back; cancel: the
 * customer withdraws the request (only before approval: after it a courier may already be on the way).
 */
export const RETURN_EVENTS = ['approve', 'collect', 'refund', 'reject', 'cancel'] as const;
export type ReturnEvent = (typeof RETURN_EVENTS)[number];

/** The return lifecycle as data (like ORDER_TRANSITIONS): a move not in this table is refused. */
export const RETURN_TRANSITIONS: Readonly<
  Record<ReturnStatus, Readonly<Partial<Record<ReturnEvent, ReturnStatus>>>>
> = {
  REQUESTED: { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' },
  APPROVED: { collect: 'COLLECTED', reject: 'REJECTED' },
  COLLECTED: { refund: 'REFUNDED' },
  REFUNDED: {},
  REJECTED: {},
  CANCELLED: {}
};

export const RETURN_ACTORS = ['CUSTOMER', 'STAFF'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

/** Who may make each move: the API checks it, the storefront and the staff console show buttons by it. */
export const RETURN_EVENT_ACTOR: Readonly<Record<ReturnEvent, ReturnActor>> = {
  approve: 'STAFF',
  collect: 'STAFF',
  refund: 'STAFF',
  reject: 'STAFF',
  cancel: 'CUSTOMER'
};

/** The state `event` moves a return in `status` to, or null when the table has no such move (refused). */
export function nextReturnState(status: ReturnStatus, event: ReturnEvent): ReturnStatus | null {
  return RETURN_TRANSITIONS[status]?.[event] ?? null;
}

export function canMoveReturn(status: ReturnStatus, event: ReturnEvent): boolean {
  return nextReturnState(status, event) !== null;
}

/** Every state `event` may move a return from (the `WHERE status IN (...)` guard of its update), in table order. */
export function returnFromStatesOf(event: ReturnEvent): ReturnStatus[] {
  return RETURN_STATUSES.filter((status) => canMoveReturn(status, event));
}

/** One guarded move: the from-states of `event` and its one target (the tests hold the table to one target). */
export function returnMove(event: ReturnEvent): { from: ReturnStatus[]; to: ReturnStatus } {
  const from = returnFromStatesOf(event);
  const to = from.length > 0 ? nextReturnState(from[0]!, event) : null;
  if (to === null) throw new Error(`return event ${event} moves nothing`);
  return { from, to };
}

/** The moves `actor` may make on a return in `status`, in RETURN_EVENTS order (the buttons to show). */
export function returnEventsFor(status: ReturnStatus, actor: ReturnActor): ReturnEvent[] {
  return RETURN_EVENTS.filter((event) => RETURN_EVENT_ACTOR[event] === actor && canMoveReturn(status, event));
}

/**
 * A return in these states holds its quantities: another return cannot ask for the same units. A rejected or
 * cancelled one gives them back.
 */
export const QUANTITY_HOLDING_RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'COLLECTED',
  'REFUNDED'
] as const satisfies readonly ReturnStatus[];

export function holdsQuantity(status: ReturnStatus): boolean {
  return (QUANTITY_HOLDING_RETURN_STATUSES as readonly ReturnStatus[]).includes(status);
}

// ── Reasons ─────────────────────────────────────────────────────────────────────────────────────────────────

/** CHANGE_OF_MIND: 단순변심 (the customer pays the delivery); DEFECT, WRONG_ITEM: the shop's fault. */
export const RETURN_REASONS = ['CHANGE_OF_MIND', 'DEFECT', 'WRONG_ITEM'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const SELLER_FAULT_REASONS = ['DEFECT', 'WRONG_ITEM'] as const satisfies readonly ReturnReason[];

/** The shop pays the delivery both ways (제18조 제9항) and the longer window applies (제17조 제3항). */
export function isSellerFault(reason: ReturnReason): boolean {
  return (SELLER_FAULT_REASONS as readonly ReturnReason[]).includes(reason);
}

// ── Window ──────────────────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Seoul calendar day ends (the Seoul midnight after it); `day` may run past the month. */
function endOfSeoulDay(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) + DAY_MS - SEOUL_OFFSET_MS);
}

/** A period's last day on a Saturday or Sunday moves to the Monday after it (민법 제161조). */
function lastDayNotWeekend(year: number, monthIndex: number, day: number): Date {
  const weekday = new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
  const extra = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return endOfSeoulDay(year, monthIndex, day + extra);
}

/**
 * The instant the return window closes (exclusive): a request at or after it is too late. Counted in Seoul
 * calendar days from the day after delivery (민법 제157조, the first day is not counted): 7 days for a change of
 * mind (delivered on the 1st → through the 8th), 3 months for goods at fault (delivered 1 Jan → through 1 Apr;
 * a month without that day ends on its last day, 민법 제160조); a last day on a Saturday or Sunday moves to the
 * Monday (민법 제161조; public holidays are not known here, so one may end a day early around a holiday). The 30
 * days from finding a fault (제17조 제3항) are not tracked: staff may still accept such a return by hand.
 */
export function returnDeadline(deliveredAt: Date, reason: ReturnReason): Date {
  const [year, month, day] = seoulDate(deliveredAt).split('-').map(Number) as [number, number, number];
  if (!isSellerFault(reason)) return lastDayNotWeekend(year, month - 1, day + RETURN_POLICY.withdrawalDays);
  const monthIndex = month - 1 + RETURN_POLICY.mismatchMonths;
  const lastDayOfMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return lastDayNotWeekend(year, monthIndex, Math.min(day, lastDayOfMonth));
}

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────────────────

/** One line of the order as the return check needs it (sales_order_line.id and .quantity). */
export type ReturnableLine = {
  lineId: number;
  orderedQuantity: number;
  /** Units in returns that hold their quantity (QUANTITY_HOLDING_RETURN_STATUSES). */
  returnedQuantity: number;
};

export type ReturnLineRequest = { lineId: number; quantity: number };

/** What each line may still send back: ordered minus already returned, never below 0, in the lines' order. */
export function returnableQuantities(lines: readonly ReturnableLine[]): ReturnLineRequest[] {
  return lines.map((line) => ({
    lineId: line.lineId,
    quantity: Math.max(0, line.orderedQuantity - line.returnedQuantity)
  }));
}

/** Why a return request is refused, in the order they are checked (codes the web translates). */
export const RETURN_REFUSAL_CODES = [
  'RETURN_ORDER_NOT_DELIVERED',
  'RETURN_WINDOW_PASSED',
  'RETURN_NOTHING_REQUESTED',
  'RETURN_LINE_NOT_FOUND',
  'RETURN_LINE_DUPLICATE',
  'RETURN_QUANTITY_INVALID'
] as const;
export type ReturnRefusalCode = (typeof RETURN_REFUSAL_CODES)[number];

export type ReturnRefusal =
  | { code: 'RETURN_ORDER_NOT_DELIVERED'; data: { status: OrderStatus } }
  /** data.deadline: the ISO instant the window closed. */
  | { code: 'RETURN_WINDOW_PASSED'; data: { deadline: string } }
  | { code: 'RETURN_NOTHING_REQUESTED'; data: Record<string, never> }
  | { code: 'RETURN_LINE_NOT_FOUND' | 'RETURN_LINE_DUPLICATE'; data: { lineId: number } }
  /** data.max: what the line may still send back. */
  | { code: 'RETURN_QUANTITY_INVALID'; data: { lineId: number; max: number } };

export type ReturnEligibility = { ok: true; deadline: Date } | ({ ok: false } & ReturnRefusal);

export type ReturnEligibilityInput = {
  orderStatus: OrderStatus;
  /** sales_order.delivered_at; null until the order is delivered. */
  deliveredAt: Date | null;
  now: Date;
  reason: ReturnReason;
  lines: readonly ReturnableLine[];
  requested: readonly ReturnLineRequest[];
};

const refuse = (refusal: ReturnRefusal): ReturnEligibility => ({ ok: false, ...refusal });

/** Whether a return may be requested as asked: the first refusal found, or ok with the window's end. */
export function returnEligibility(input: ReturnEligibilityInput): ReturnEligibility {
  const { orderStatus, deliveredAt } = input;
  if (orderStatus !== 'DELIVERED' || deliveredAt === null)
    return refuse({ code: 'RETURN_ORDER_NOT_DELIVERED', data: { status: orderStatus } });
  const deadline = returnDeadline(deliveredAt, input.reason);
  if (input.now.getTime() >= deadline.getTime())
    return refuse({ code: 'RETURN_WINDOW_PASSED', data: { deadline: deadline.toISOString() } });
  if (input.requested.length === 0) return refuse({ code: 'RETURN_NOTHING_REQUESTED', data: {} });
  const returnable = new Map(returnableQuantities(input.lines).map((line) => [line.lineId, line.quantity]));
  const seen = new Set<number>();
  for (const { lineId, quantity } of input.requested) {
    const max = returnable.get(lineId);
    if (max === undefined) return refuse({ code: 'RETURN_LINE_NOT_FOUND', data: { lineId } });
    if (seen.has(lineId)) return refuse({ code: 'RETURN_LINE_DUPLICATE', data: { lineId } });
    seen.add(lineId);
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > max)
      return refuse({ code: 'RETURN_QUANTITY_INVALID', data: { lineId, max } });
  }
  return { ok: true, deadline };
}

// ── Refund deadline ─────────────────────────────────────────────────────────────────────────────────────────

/** Business days from collection to the refund (전자상거래법 제18조 제2항: 3영업일). */
export const REFUND_BUSINESS_DAYS = 3;

/**
 * The instant the refund of goods collected at `collectedAt` is due (exclusive): the end of the third Seoul
 * business day after the day of collection, Saturdays and Sundays not counted. Public holidays are not known
 * here, so the desk may see a refund as due a day early around one; never late.
 */
export function refundDueBy(collectedAt: Date): Date {
  const [year, month, day] = seoulDate(collectedAt).split('-').map(Number) as [number, number, number];
  let offset = 0;
  let counted = 0;
  while (counted < REFUND_BUSINESS_DAYS) {
    offset += 1;
    const weekday = new Date(Date.UTC(year, month - 1, day + offset)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return endOfSeoulDay(year, month - 1, day + offset);
}
