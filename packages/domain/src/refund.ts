import { DELIVERY_POLICY } from './delivery-policy.ts';
import { prorate, unitsShare } from './prorate.ts';
import { isSellerFault, type ReturnLineRequest, type ReturnReason } from './return-rules.ts';

/**
 * The money a return gives back (issue 16), from what the order paid: integer won, no I/O. The order's coupon
 * and points are spread over its lines (largest remainder, prorate.ts), and each line's part over its units, so
 * that however an order is returned in pieces, the pieces add up to what was paid and never more.
 */

/** One sales_order_line with what earlier returns already refunded of it. */
export type RefundOrderLine = {
  /** sales_order_line.id */
  lineId: number;
  /** sales_order_line.price: the selling price per unit the order was priced at. */
  unitPrice: number;
  /** sales_order_line.quantity */
  quantity: number;
  /** sales_order_line.point: points earned per unit. */
  pointPerUnit: number;
  /** sales_order_line.coupon_applies = 'Y': the line is in the coupon's base (true when left out). */
  couponApplies?: boolean;
  /**
   * Units of this line whose refund was computed by earlier returns (REFUNDED ones): this return's units come
   * after them. Refunds are computed one at a time, when each return is refunded.
   */
  refundedQuantity: number;
};

/** One charged card step (order_payment, DONE): what it charged and what has been cancelled of it so far. */
export type RefundPaymentStep = { step: number; amount: number; refunded: number };

export type RefundInput = {
  lines: readonly RefundOrderLine[];
  /** sales_order.coupon_discount: the whole order's coupon. */
  couponDiscount: number;
  /** sales_order.point_used */
  pointUsed: number;
  /** sales_order.delivery_fee: what the order paid for delivery (0 when it shipped free). */
  deliveryFee: number;
  /** sales_order.point_earned_at is set: the order's points were credited. */
  pointsCredited: boolean;
  payments: readonly RefundPaymentStep[];
  /** What earlier returns of the order gave back: card won and points. */
  earlierRefunds: { cash: number; points: number };
  requested: readonly ReturnLineRequest[];
  reason: ReturnReason;
  /** The standard fee and the free-delivery line; DELIVERY_POLICY unless a test says otherwise. */
  policy?: { fee: number; freeThreshold: number };
};

export type Refund = {
  /** Σ unit price × quantity of the returned units. */
  goods: number;
  /** The returned units' part of the order's coupon: not given back (the coupon is spent). */
  couponShare: number;
  /** Of goods − couponShare, the part the order's points paid. */
  pointsShare: number;
  /** Of goods − couponShare, the part the card paid: goods − couponShare − pointsShare. */
  cashShare: number;
  /** The delivery fee given back: the whole fee paid when the whole order goes back for the shop's fault. */
  deliveryFeeRefunded: number;
  /** Change of mind: the courier's fee for bringing the goods back (the standard fee). */
  returnShippingFee: number;
  /** Change of mind: the free delivery the order had, charged when what is kept falls below the line. */
  waivedDeliveryFee: number;
  /** What of returnShippingFee + waivedDeliveryFee this refund pays: taken from the cash, then the points. */
  shippingDeducted: number;
  /** What of them the refund was too small to pay (the shop collects it otherwise or lets it go). */
  shippingUncovered: number;
  /** Points credited back to the ledger (never to the card). */
  pointsBack: number;
  /** Won cancelled on the card steps: never more than they have left, never negative. */
  cashRefund: number;
  /** cashRefund by step, the later step first (the order to cancel them in); steps with 0 left out. */
  perStep: { step: number; amount: number }[];
  /** Points the returned units earned and the ledger already credited: to be debited. */
  pointsEarnedTakenBack: number;
  /** Points the returned units would earn, not yet credited: the order's later earn is this much smaller. */
  earnPointReduced: number;
  /** No unit of the order is kept after this return. */
  wholeOrder: boolean;
};

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/** The requested quantities by line; a request the eligibility check would refuse is a caller's bug here. */
function requestedByLine(input: RefundInput): Map<number, number> {
  if (input.requested.length === 0) throw new RangeError('nothing to refund');
  const byLine = new Map<number, number>();
  for (const { lineId, quantity } of input.requested) {
    const line = input.lines.find((candidate) => candidate.lineId === lineId);
    if (!line || byLine.has(lineId)) throw new RangeError(`line ${lineId} unknown or named twice`);
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > line.quantity - line.refundedQuantity)
      throw new RangeError(`line ${lineId}: ${quantity} cannot be refunded`);
    byLine.set(lineId, quantity);
  }
  return byLine;
}

/** The card refund over the steps: the later step first, each up to what it has left. */
function allocateToSteps(cash: number, payments: readonly RefundPaymentStep[]): Refund['perStep'] {
  let left = cash;
  const perStep: Refund['perStep'] = [];
  for (const payment of [...payments].sort((a, b) => b.step - a.step)) {
    const amount = Math.min(left, Math.max(0, payment.amount - payment.refunded));
    if (amount > 0) perStep.push({ step: payment.step, amount });
    left -= amount;
  }
  return perStep;
}

/**
 * The refund of `input.requested`. The coupon is spread over the lines it applied to by their amounts; the points
 * over every line's amount after coupon and over the delivery fee (points may have paid part of it), so the
 * points of a line never exceed what it cost. A change of mind pays the courier back (제18조 제9항) and, when the
 * order shipped free and what is kept no longer reaches the free-delivery line, the delivery it was spared —
 * once, on the return that crosses the line. The shop's fault costs the customer nothing, and a whole order
 * returned for it gets its delivery fee back too.
 */
export function computeRefund(input: RefundInput): Refund {
  const policy = input.policy ?? DELIVERY_POLICY;
  const requested = requestedByLine(input);
  const { lines } = input;
  const amounts = lines.map((line) => line.unitPrice * line.quantity);
  const couponBase = lines.map((line, index) => (line.couponApplies === false ? 0 : amounts[index]!));
  if (input.couponDiscount > sum(couponBase)) throw new RangeError('the coupon exceeds its base');
  const couponParts = prorate(input.couponDiscount, couponBase);
  const nets = amounts.map((amount, index) => amount - couponParts[index]!);
  if (input.pointUsed > sum(nets) + input.deliveryFee) throw new RangeError('the points exceed the order');
  const pointParts = prorate(input.pointUsed, [...nets, input.deliveryFee]);

  let goods = 0;
  let couponShare = 0;
  let nonCash = 0;
  let keptBefore = 0;
  let keptAfter = 0;
  let unitsKept = 0;
  let earned = 0;
  lines.forEach((line, index) => {
    const count = requested.get(line.lineId) ?? 0;
    const from = line.refundedQuantity;
    const coupon = couponParts[index]!;
    goods += line.unitPrice * count;
    couponShare += unitsShare(coupon, line.quantity, from, count);
    nonCash += unitsShare(coupon + pointParts[index]!, line.quantity, from, count);
    keptBefore += line.unitPrice * (line.quantity - from);
    keptAfter += line.unitPrice * (line.quantity - from - count);
    unitsKept += line.quantity - from - count;
    earned += line.pointPerUnit * count;
  });
  const pointsShare = nonCash - couponShare;
  const cashShare = goods - nonCash;

  const sellerFault = isSellerFault(input.reason);
  const wholeOrder = unitsKept === 0;
  const deliveryFeeRefunded = sellerFault && wholeOrder ? input.deliveryFee : 0;
  const deliveryPoints = deliveryFeeRefunded > 0 ? pointParts[lines.length]! : 0;
  const returnShippingFee = sellerFault ? 0 : policy.fee;
  const crossesFreeLine = keptBefore >= policy.freeThreshold && keptAfter < policy.freeThreshold;
  const waivedDeliveryFee = !sellerFault && input.deliveryFee === 0 && crossesFreeLine ? policy.fee : 0;

  const cashDue = cashShare + deliveryFeeRefunded - deliveryPoints;
  const pointsDue = pointsShare + deliveryPoints;
  const deduction = returnShippingFee + waivedDeliveryFee;
  const fromCash = Math.min(deduction, cashDue);
  const fromPoints = Math.min(deduction - fromCash, pointsDue);

  // Both records of what went back cap the refund: a refund counted on either side is never paid twice.
  const charged = sum(input.payments.map((payment) => payment.amount));
  const stepsLeft = sum(input.payments.map((payment) => Math.max(0, payment.amount - payment.refunded)));
  const cashLeft = Math.max(0, Math.min(stepsLeft, charged - input.earlierRefunds.cash));
  const cashRefund = Math.max(0, Math.min(cashDue - fromCash, cashLeft));
  const pointsLeft = Math.max(0, input.pointUsed - input.earlierRefunds.points);
  const pointsBack = Math.max(0, Math.min(pointsDue - fromPoints, pointsLeft));

  return {
    goods,
    couponShare,
    pointsShare,
    cashShare,
    deliveryFeeRefunded,
    returnShippingFee,
    waivedDeliveryFee,
    shippingDeducted: fromCash + fromPoints,
    shippingUncovered: deduction - fromCash - fromPoints,
    pointsBack,
    cashRefund,
    perStep: allocateToSteps(cashRefund, input.payments),
    pointsEarnedTakenBack: input.pointsCredited ? earned : 0,
    earnPointReduced: input.pointsCredited ? 0 : earned,
    wholeOrder
  };
}
