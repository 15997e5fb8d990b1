import {
  displayOrderNumber,
  isCancellable,
  receiverName,
  type OrderDetail,
  type OrderListItem,
  type PaymentStepPlan
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { createOrderRepository, type OrderLineRow, type OrderRow, type PaymentRow } from './order.repository.ts';

/**
 * The order as the storefront shows it (OrderDetailSchema), built from the copies the order keeps. Shared by the
 * payment confirm (the placed order) and the order history/detail routes (the aftersale helper): one shape.
 */
export async function orderDetail(db: Executor, orderId: number): Promise<OrderDetail | null> {
  const repository = createOrderRepository(db);
  const order = await repository.order(orderId);
  if (!order) return null;
  const [lines, payments] = await Promise.all([repository.lines(orderId), repository.payments(orderId)]);
  return toOrderDetail(order, lines, payments);
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The list item of an order (history rows). */
export function toOrderListItem(order: OrderRow, lines: OrderLineRow[]): OrderListItem {
  return {
    orderNumber: order.orderNumber,
    displayOrderNumber: displayOrderNumber(order.orderNumber),
    cartType: order.cartType,
    status: order.status,
    orderedAt: (order.placedAt ?? order.createdAt).toISOString(),
    amount: order.amount,
    lines: lines.map((line) => ({
      productId: line.productId ?? 0,
      productOptionId: line.productOptionId,
      productName: line.productName,
      optionValue: line.optionValue,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      priceOriginal: line.priceOriginal,
      price: line.price
    }))
  };
}

export function toOrderDetail(order: OrderRow, lines: OrderLineRow[], payments: PaymentRow[]): OrderDetail {
  const couponBase = lines.reduce((sum, line) => sum + (line.couponApplies === 'Y' ? line.price * line.quantity : 0), 0);
  return {
    ...toOrderListItem(order, lines),
    price: {
      productPrice: order.productPrice,
      productDiscount: order.productDiscount,
      subtotal: order.subtotal,
      couponBase,
      couponDiscount: order.couponDiscount,
      deliveryFee: order.deliveryFee,
      maxUsablePoints: order.pointUsed,
      pointUsed: order.pointUsed,
      amount: order.amount,
      earnPoint: order.earnPoint
    },
    coupon:
      order.memberCouponId !== null
        ? { memberCouponId: order.memberCouponId, couponName: order.couponName ?? '', discount: order.couponDiscount }
        : null,
    pointEarned: order.pointEarnedAt !== null,
    payments: payments.map((payment) => ({
      step: payment.step,
      amount: payment.amount,
      status: payment.status,
      method: payment.method,
      cardCompany: payment.card?.issuerCode ?? null,
      cardNumber: payment.card?.number ?? null,
      approvedAt: iso(payment.approvedAt),
      cancelledAt: iso(payment.cancelledAt),
      receiptUrl: payment.paymentKey && payment.approvedAt ? receiptPath(order.orderNumber, payment.paymentKey) : null
    })),
    delivery: {
      receiverName: receiverName({ lastName: order.receiverLastName, firstName: order.receiverFirstName }),
      mobileNumber: order.receiverMobile,
      zipcode: order.zipcode,
      address1: order.address1,
      address2: order.address2,
      addressDescription: order.addressDescription,
      message: order.message,
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt)
    },
    orderer: { name: order.ordererName, mobileNumber: order.ordererMobile, email: order.ordererEmail },
    cancellable: isCancellable(order.status),
    cancelledAt: iso(order.cancelledAt),
    guest: order.userSeqNo === null
  };
}

/** Our receipt page for one payment (SPEC §7; served by the order history routes). */
export function receiptPath(orderNumber: string, paymentKey: string): string {
  return `/api/order/v1/public/sales/salesReceipt/${displayOrderNumber(orderNumber)}/${encodeURIComponent(paymentKey)}`;
}

/** A payment attempt as the storefront opens it. */
export function toStepPlan(payment: PaymentRow): PaymentStepPlan {
  return { step: payment.step, paymentOrderId: payment.paymentOrderId, amount: payment.amount, status: payment.status };
}
