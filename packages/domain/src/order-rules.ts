import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from './cart-rules.ts';

/**
 * Checkout arithmetic and order vocabulary without zod (docs/decisions/034): the server prices every
 * order sheet with these functions and the checkout screen previews with the same ones, so both always agree.
 * Money is integer won everywhere.
 */

// ── Order and payment states ────────────────────────────────────────────────────────────────────────────────

/**
 * PAYMENT_PENDING: created by init, waiting for its payments (never shown in lists).
 * PLACED (결제완료) → PREPARING (상품준비중) → SHIPPING (배송중) → DELIVERED (배송완료).
 * CANCEL_REQUESTED: refunds under way (the recovery job finishes it); CANCELLED (취소완료).
 * FAILED: a payment failed or was abandoned before the order was placed; every charged step was refunded.
 */
export const ORDER_STATUSES = [
  'PAYMENT_PENDING',
  'PLACED',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CANCEL_REQUESTED',
  'CANCELLED',
  'FAILED'
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a member or guest sees in lists (pending and failed orders are never listed). */
export const LISTED_ORDER_STATUSES = [
  'PLACED',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CANCEL_REQUESTED',
  'CANCELLED'
] as const satisfies readonly OrderStatus[];

/** The state every order is created in (checkout init). */
export const INITIAL_ORDER_STATUS = 'PAYMENT_PENDING' satisfies OrderStatus;

/**
 * What happens to an order. place: every step paid and the order placed in one transaction; fail: a payment failed
 * or was abandoned before placing; prepare, ship, deliver: fulfilment; requestCancel: the customer cancels (refunds
 * start); finishCancel: refunds done, stock, coupon and points back.
 */
export const ORDER_EVENTS = [
  'place',
  'fail',
  'prepare',
  'ship',
  'deliver',
  'requestCancel',
  'finishCancel'
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * The order lifecycle as data (docs/decisions/049): from-state → event → to-state. A move not in this table is
 * refused; every status change of an order (the guarded SQL updates of the order module) reads its from-states and
 * its to-state from here. PLACED and PREPARING may be cancelled (until the parcel ships); CANCELLED, FAILED and
 * DELIVERED move no further.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  PAYMENT_PENDING: { place: 'PLACED', fail: 'FAILED' },
  PLACED: { prepare: 'PREPARING', requestCancel: 'CANCEL_REQUESTED' },
  PREPARING: { ship: 'SHIPPING', requestCancel: 'CANCEL_REQUESTED' },
  SHIPPING: { deliver: 'DELIVERED' },
  DELIVERED: {},
  CANCEL_REQUESTED: { finishCancel: 'CANCELLED' },
  CANCELLED: {},
  FAILED: {}
};

/** The state `event` moves an order in `status` to, or null when the table has no such move (refused). */
export function nextOrderState(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[status]?.[event] ?? null;
}

export function canMove(status: OrderStatus, event: OrderEvent): boolean {
  return nextOrderState(status, event) !== null;
}

/** Every state `event` may move an order from (the `WHERE status IN (...)` guard of its update), in table order. */
export function fromStatesOf(event: OrderEvent): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => canMove(status, event));
}

/**
 * What a pending order holds for its buyer (issue 15, docs/decisions/062): its stock and points are taken when the
 * order is initialised, so a buyer who cannot have them is told so before the payment window opens, and no one is
 * charged for stock that is gone. HELD while the order is PAYMENT_PENDING; placing the order sells what it holds
 * (SOLD); failing it (abandoned, refused by the provider, past PENDING_ORDER_TTL_MS, or by the recovery job) gives
 * it back (RELEASED), in the same transaction as the order's own move. Orders written before holds existed have
 * none (null): their placement takes the stock and points itself.
 */
export const RESERVATION_STATUSES = ['HELD', 'SOLD', 'RELEASED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const RESERVATION_AFTER: Readonly<Partial<Record<OrderEvent, ReservationStatus>>> = {
  place: 'SOLD',
  fail: 'RELEASED'
};

/** What the order's `event` makes of its hold: null when it holds nothing or the event leaves the hold alone. */
export function reservationAfter(
  reservation: ReservationStatus | null,
  event: OrderEvent
): ReservationStatus | null {
  if (reservation !== 'HELD') return null;
  return RESERVATION_AFTER[event] ?? null;
}

/** When a hold taken with an order created at `createdAt` ends unless the order is placed first. */
export function reservationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PENDING_ORDER_TTL_MS);
}

/**
 * One guarded move: the from-states of `event` and the state it leads to. Every event of the table leads to one
 * state whatever it moves from (the tests hold the table to that), so the guarded update needs one target.
 */
export function orderMove(event: OrderEvent): { from: OrderStatus[]; to: OrderStatus } {
  const from = fromStatesOf(event);
  const to = from.length > 0 ? nextOrderState(from[0]!, event) : null;
  if (to === null) throw new Error(`order event ${event} moves nothing`);
  return { from, to };
}

/** Cancel (with refund) is possible until the parcel ships. */
export function isCancellable(status: OrderStatus): boolean {
  return canMove(status, 'requestCancel');
}

/**
 * The states in which the buyer may still change where the parcel goes (issue 20 item 4): paid or being prepared.
 * From SHIPPING on the parcel is with the carrier; a cancel under way or done has nothing to send.
 */
export const ADDRESS_CHANGEABLE_STATUSES = ['PLACED', 'PREPARING'] as const satisfies readonly OrderStatus[];

/**
 * Whether the delivery address may still change: in ADDRESS_CHANGEABLE_STATUSES and no tracking number yet (a
 * label printed with the old address). The API guards its update with the same two conditions in SQL.
 */
export function canChangeDeliveryAddress(order: {
  status: OrderStatus;
  trackingNumber: string | null;
}): boolean {
  return (
    (ADDRESS_CHANGEABLE_STATUSES as readonly OrderStatus[]).includes(order.status) &&
    (order.trackingNumber === null || order.trackingNumber === '')
  );
}

/**
 * One payment attempt of one step with the provider. READY: created, window not yet returned; CONFIRMING: our
 * confirm call is in flight (guards a double confirm); DONE: charged; FAILED: refused or abandoned before charge;
 * CANCELED: charged, then refunded.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['READY', 'CONFIRMING', 'DONE', 'FAILED', 'CANCELED'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

// ── Order numbers ───────────────────────────────────────────────────────────────────────────────────────────

/** Stored order numbers: 'AP' + YYMMDD + 6 digits (AP261123000042). SPEC §9: 'AP' numbers are shown as 'TP'. */
export const ORDER_NUMBER_PATTERN = /^(AP|TP)[0-9]{12}$/;

export function displayOrderNumber(orderNumber: string): string {
  return orderNumber.startsWith('AP') ? `TP${orderNumber.slice(2)}` : orderNumber;
}

/** A number as a person types it (either prefix, any case, blanks and hyphens ignored) → the stored form, or null. */
export function storedOrderNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(compact)) return null;
  return compact.startsWith('TP') ? `AP${compact.slice(2)}` : compact;
}

/** The provider's orderId for one attempt of one step: Toss wants [A-Za-z0-9_-]{6,64}, unique per attempt. */
export const PAYMENT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

// ── Checkout inputs ─────────────────────────────────────────────────────────────────────────────────────────

/** Delivery message presets (keys under `order:message.*`); OTHER lets the customer type one (max 50). */
export const DELIVERY_MESSAGE_PRESETS = ['DOOR', 'SECURITY', 'CALL_BEFORE', 'PARCEL_BOX', 'OTHER'] as const;
export type DeliveryMessagePreset = (typeof DELIVERY_MESSAGE_PRESETS)[number];
export const DELIVERY_MESSAGE_MAX = 50;

/** The agreements of the payment step (SPEC §9 variant AGREEMENT); all are required. */
export const ORDER_AGREEMENTS = ['purchase', 'privacy', 'thirdParty'] as const;
export type OrderAgreement = (typeof ORDER_AGREEMENTS)[number];
/** A guest also agrees to the collection of orderer data (비회원 개인정보 수집). */
export const GUEST_ORDER_AGREEMENTS = [...ORDER_AGREEMENTS, 'guestPrivacy'] as const;
export type GuestOrderAgreement = (typeof GUEST_ORDER_AGREEMENTS)[number];

/** Guest lookup password: 4–20 characters, kept hashed. */
export const GUEST_PASSWORD_MIN = 4;
export const GUEST_PASSWORD_MAX = 20;

/** An order sheet stays usable this long after it was made; then 4340. */
export const ORDER_SHEET_TTL_MS = 24 * 60 * 60 * 1000;
/** A pending order whose payments did not all complete in this time is abandoned (charged steps refunded). */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;
/** Idempotency keys are kept at least this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The provider refuses card payments below 100 won (BELOW_MINIMUM_AMOUNT): each charged step pays at least this. */
export const MIN_CARD_PAYMENT = 100;

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A line as pricing needs it: unit prices of the asker (cart rules), and whether coupons apply to it. */
export type OrderPricingLine = {
  quantity: number;
  /** List price per unit. */
  priceOriginal: number;
  /** Selling price per unit for this buyer. */
  price: number;
  /** Points earned per unit. */
  point: number;
  /** The product's applyCouponYn. */
  couponApplies: boolean;
};

export const COUPON_DISCOUNT_TYPES = ['AMOUNT', 'RATE'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** What pricing needs of one owned coupon. One coupon per order (docs/decisions/034). */
export type CouponTerms = {
  discountType: CouponDiscountType;
  /** Won for AMOUNT, percent (1–100) for RATE. */
  discountValue: number;
  /** RATE: the most it takes off, or null for no cap. */
  maxDiscount: number | null;
  /** The coupon base (lines the coupon applies to) must reach this. */
  minOrderAmount: number;
};

/** The won a coupon takes off a base: AMOUNT up to the base; RATE floored to whole won, capped; 0 below the minimum. */
export function couponDiscount(terms: CouponTerms, base: number): number {
  if (base <= 0 || base < terms.minOrderAmount) return 0;
  const raw =
    terms.discountType === 'AMOUNT' ? terms.discountValue : Math.floor((base * terms.discountValue) / 100);
  const capped =
    terms.discountType === 'RATE' && terms.maxDiscount !== null ? Math.min(raw, terms.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, base));
}

export type OrderPrice = {
  /** Σ list price × quantity. */
  productPrice: number;
  /** Σ (list − selling) × quantity. */
  productDiscount: number;
  /** productPrice − productDiscount. */
  subtotal: number;
  /** Σ selling price × quantity of lines the coupon applies to. */
  couponBase: number;
  couponDiscount: number;
  /** Free from FREE_DELIVERY_THRESHOLD of the subtotal (before coupon and points), else DELIVERY_FEE. */
  deliveryFee: number;
  /** What points may pay at most: subtotal − coupon + delivery, capped by the balance. */
  maxUsablePoints: number;
  pointUsed: number;
  /** subtotal − couponDiscount + deliveryFee − pointUsed, never below 0: what the card pays. */
  amount: number;
  /** Points the order earns (Σ point × quantity); members only. */
  earnPoint: number;
};

/**
 * Prices an order. `pointRequested` is clamped to what may be used (the balance and the amount); the server
 * refuses a request above the clamp instead (POINT_USE_INVALID), the screen shows the clamp as the maximum.
 */
export function priceOrder(
  lines: readonly OrderPricingLine[],
  options: { coupon: CouponTerms | null; pointRequested: number; pointBalance: number }
): OrderPrice {
  let productPrice = 0;
  let subtotal = 0;
  let couponBase = 0;
  let earnPoint = 0;
  for (const line of lines) {
    productPrice += line.priceOriginal * line.quantity;
    subtotal += line.price * line.quantity;
    if (line.couponApplies) couponBase += line.price * line.quantity;
    earnPoint += line.point * line.quantity;
  }
  const discount = options.coupon ? couponDiscount(options.coupon, couponBase) : 0;
  const deliveryFee = lines.length === 0 || subtotal >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE;
  const beforePoints = subtotal - discount + deliveryFee;
  const maxUsablePoints = Math.max(0, Math.min(Math.floor(options.pointBalance), beforePoints));
  const pointUsed = Math.max(0, Math.min(Math.floor(options.pointRequested), maxUsablePoints));
  return {
    productPrice,
    productDiscount: productPrice - subtotal,
    subtotal,
    couponBase,
    couponDiscount: discount,
    deliveryFee,
    maxUsablePoints,
    pointUsed,
    amount: beforePoints - pointUsed,
    earnPoint
  };
}

/**
 * Why a point request cannot be taken as asked, or null: not whole won, negative, above the balance or above what
 * the order costs before points.
 */
export function pointUseRefusal(
  requested: number,
  price: Pick<OrderPrice, 'maxUsablePoints'>
): 'POINT_USE_INVALID' | null {
  if (!Number.isSafeInteger(requested) || requested < 0 || requested > price.maxUsablePoints)
    return 'POINT_USE_INVALID';
  return null;
}

/**
 * The amounts of each step for a split payment: `firstAmount` on step 1, the rest on the last step (SPEC §4,
 * multi-payment.ts lastStepAmount). Both must reach MIN_CARD_PAYMENT; null when the split is not possible.
 */
export function splitPayment(total: number, firstAmount: number): [number, number] | null {
  if (!Number.isSafeInteger(firstAmount) || !Number.isSafeInteger(total)) return null;
  const rest = total - firstAmount;
  if (firstAmount < MIN_CARD_PAYMENT || rest < MIN_CARD_PAYMENT) return null;
  return [firstAmount, rest];
}

/** Delivery line, as the order keeps it (a copy: later address-book edits do not change placed orders). */
export function receiverName(address: { lastName: string; firstName: string }): string {
  return `${address.lastName}${address.firstName}`;
}

/** "상품명 외 N건" style name for the provider (≤100 chars), built by the caller's translation from these parts. */
export function orderNameParts(productNames: readonly string[]): { first: string; others: number } {
  const first = (productNames[0] ?? '').slice(0, 80);
  return { first, others: Math.max(0, productNames.length - 1) };
}

// ── History ─────────────────────────────────────────────────────────────────────────────────────────────────

/** SPEC §9: period presets 1–6 months, 6 by default. */
export const ORDER_PERIOD_PRESETS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_ORDER_PERIOD_MONTHS = 6;
/**
 * My page's order-status counts, in the order Korean shops show them: 결제완료 (PLACED), 배송준비 (PREPARING),
 * 배송중 (SHIPPING), 배송완료 (DELIVERED). Cancelled, pending and failed orders are not counted.
 */
export const MY_PAGE_ORDER_STATUSES = [
  'PLACED',
  'PREPARING',
  'SHIPPING',
  'DELIVERED'
] as const satisfies readonly OrderStatus[];
export type MyPageOrderStatus = (typeof MY_PAGE_ORDER_STATUSES)[number];

/** A wider custom range than this is "too much data" (5001). */
export const MAX_ORDER_PERIOD_DAYS = 366;
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** The YYYY-MM-DD range of a preset ending today (local calendar date given as YYYY-MM-DD). */
export function orderPeriod(months: number, today: string): { fromDate: string; toDate: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return { fromDate: start.toISOString().slice(0, 10), toDate: today };
}

/** Inclusive days between two YYYY-MM-DD dates; negative when `from` is after `to`. */
export function periodDays(fromDate: string, toDate: string): number {
  return (
    Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

// ── Coupons and points pages (SPEC §7) ──────────────────────────────────────────────────────────────────────

export const COUPON_OWNED_PAGE_SIZE = 20;
export const COUPON_ACTIVE_PAGE_SIZE = 50;
export const COUPON_USED_PAGE_SIZE = 20;
export const POINT_HISTORY_PAGE_SIZE = 20;

/** Member coupon states: ISSUED (usable until expiry), USED (by one placed order), EXPIRED. */
export const MEMBER_COUPON_STATUSES = ['ISSUED', 'USED', 'EXPIRED'] as const;
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number];

/**
 * Point ledger kinds: EARN (+, an order's points), USE (−, paid an order), REVERSE (± undoes an EARN or a USE of a
 * cancelled order), EXPIRE (−), GRANT (+, welcome and event points of the seed/back office).
 */
export const POINT_ENTRY_KINDS = ['EARN', 'USE', 'REVERSE', 'EXPIRE', 'GRANT'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];
