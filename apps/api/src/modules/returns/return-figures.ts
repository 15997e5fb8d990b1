import {
  computeRefund,
  type Refund,
  type ReturnLineRequest,
  type ReturnReason,
  type ReturnRefund
} from '@mall/domain';
import type { OrderRow } from '../order/order-detail.ts';
import type { ReturnRepository } from './return.repository.ts';

/**
 * The refund of `requested` units of the order as it stands: its lines, coupon, points and charged steps, after
 * what earlier returns' refunds took (computeRefund, packages/domain/src/refund.ts). `returnId` is the return
 * being paid (left out of "earlier"); 0 for an estimate.
 */
export async function refundOf(
  repository: ReturnRepository,
  order: OrderRow,
  requested: readonly ReturnLineRequest[],
  reason: ReturnReason,
  returnId = 0
): Promise<{ refund: Refund; steps: { paymentId: number; step: number; amount: number }[] }> {
  // One after another: the repository may be a transaction's, one connection.
  const lines = await repository.orderLines(order.id);
  const earlier = await repository.earlierRefunds(order.id, returnId);
  const steps = await repository.chargedSteps(order.id);
  const refund = computeRefund({
    lines: lines.map((line) => ({
      lineId: line.id,
      unitPrice: line.price,
      quantity: line.quantity,
      pointPerUnit: line.point,
      couponApplies: line.couponApplies === 'Y',
      refundedQuantity: earlier.quantities.get(line.id) ?? 0
    })),
    couponDiscount: order.couponDiscount,
    pointUsed: order.pointUsed,
    deliveryFee: order.deliveryFee,
    pointsCredited: order.pointEarnedAt !== null,
    payments: steps.map((payment) => ({
      step: payment.step,
      amount: payment.amount,
      refunded: Math.max(payment.refundedAmount, payment.allotted)
    })),
    earlierRefunds: { cash: earlier.cash, points: earlier.points },
    requested,
    reason
  });
  const byStep = new Map(steps.map((payment) => [payment.step, payment.id]));
  return {
    refund,
    steps: refund.perStep.map((part) => ({ ...part, paymentId: byStep.get(part.step)! }))
  };
}

/** The figures a customer and the desk see. */
export function shownRefund(refund: Refund): ReturnRefund {
  return {
    goods: refund.goods,
    couponShare: refund.couponShare,
    deliveryFeeRefunded: refund.deliveryFeeRefunded,
    shippingDeducted: refund.shippingDeducted,
    cashRefund: refund.cashRefund,
    pointsBack: refund.pointsBack,
    pointsEarnedTakenBack: refund.pointsEarnedTakenBack
  };
}
