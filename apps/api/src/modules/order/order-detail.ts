import { asc, inArray } from 'drizzle-orm';
import {
  cardCompanyName,
  courierName,
  courierTrackingPageUrl,
  displayOrderNumber,
  isCancellable,
  canChangeDeliveryAddress,
  maskCardNumber,
  parcelStatusName,
  toCourierCode,
  type Language,
  type OrderDetail,
  type OrderListItem
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import type { parcelEvents } from '../fulfilment/parcel.table.ts';
import { salesOrderLines, type orderPayments, type salesOrders } from './order.table.ts';

/**
 * Orders as shown (OrderListItem / OrderDetail of packages/domain/src/order.ts), built from the copies an order
 * keeps. Lists read the page's orders in one query and their lines in one more; the detail adds the payments.
 */
export type OrderRow = typeof salesOrders.$inferSelect;
export type OrderLineRow = typeof salesOrderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type ParcelEventRow = typeof parcelEvents.$inferSelect;

/** Our receipt page for a charged (or refunded) payment: the number and the paymentKey together are its secret. */
export function receiptPath(orderNumber: string, paymentKey: string): string {
  return `/api/order/v1/public/sales/salesReceipt/${displayOrderNumber(orderNumber)}/${encodeURIComponent(paymentKey)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const NO_LINES: ReadonlySet<number> = new Set();

function line(row: OrderLineRow, reviewed: ReadonlySet<number>): OrderListItem['lines'][number] {
  return {
    salesOrderLineId: row.id,
    productId: row.productId ?? 0,
    productOptionId: row.productOptionId,
    productName: row.productName,
    optionValue: row.optionValue,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    priceOriginal: row.priceOriginal,
    price: row.price,
    reviewed: reviewed.has(row.id)
  };
}

/** An order as its list shows it; `reviewed` names the lines the asker has reviewed. */
export function listItem(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  reviewed: ReadonlySet<number> = NO_LINES
): OrderListItem {
  return {
    orderNumber: order.orderNumber,
    displayOrderNumber: displayOrderNumber(order.orderNumber),
    cartType: order.cartType,
    status: order.status,
    orderedAt: order.createdAt.toISOString(),
    amount: order.amount,
    lines: lines.map((row) => line(row, reviewed))
  };
}

/** Lines of several orders in one query, by order id (in the order they were written). */
export async function linesByOrder(
  db: Executor,
  orderIds: readonly number[]
): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(salesOrderLines)
    .where(inArray(salesOrderLines.orderId, [...orderIds]))
    .orderBy(asc(salesOrderLines.orderId), asc(salesOrderLines.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** An order as its detail shows it; names that have a language (card companies) in `language`. */
export function buildOrderDetail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  payments: readonly OrderPaymentRow[],
  language: Language,
  parcel: readonly ParcelEventRow[] = [],
  reviewed: ReadonlySet<number> = NO_LINES
): OrderDetail {
  const couponBase = lines
    .filter((row) => row.couponApplies === 'Y')
    .reduce((sum, row) => sum + row.price * row.quantity, 0);
  return {
    ...listItem(order, lines, reviewed),
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
      order.memberCouponId === null
        ? null
        : {
            memberCouponId: order.memberCouponId,
            couponName: order.couponName ?? '',
            discount: order.couponDiscount
          },
    pointEarned: order.pointEarnedAt !== null,
    payments: [...payments]
      .sort((a, b) => a.step - b.step)
      .map((payment) => ({
        step: payment.step,
        amount: payment.amount,
        status: payment.status,
        method: payment.method,
        cardCompany: cardCompanyName(payment.card?.issuerCode, language),
        cardNumber: maskCardNumber(payment.card?.number),
        approvedAt: iso(payment.approvedAt),
        cancelledAt: iso(payment.cancelledAt),
        receiptUrl:
          payment.paymentKey && (payment.status === 'DONE' || payment.status === 'CANCELED')
            ? receiptPath(order.orderNumber, payment.paymentKey)
            : null
      })),
    delivery: {
      receiverName: `${order.receiverLastName}${order.receiverFirstName}`,
      mobileNumber: order.receiverMobile,
      zipcode: order.zipcode,
      address1: order.address1,
      address2: order.address2,
      addressDescription: order.addressDescription,
      message: order.message,
      ...parcelOf(order.courier, order.trackingNumber, language),
      preparingAt: iso(order.preparingAt),
      shippedAt: iso(order.shippedAt),
      events: parcel.map((event) => ({
        at: iso(event.at),
        status: event.status,
        statusName: parcelStatusName(event.status, language),
        description: event.description,
        location: event.location
      })),
      deliveredAt: iso(order.deliveredAt)
    },
    orderer: { name: order.ordererName, mobileNumber: order.ordererMobile, email: order.ordererEmail },
    cancellable: isCancellable(order.status),
    addressChangeable: canChangeDeliveryAddress(order),
    cancelledAt: iso(order.cancelledAt),
    guest: order.userSeqNo === null
  };
}

/**
 * The carrier by name in the asker's language and the carrier's own tracking page; a carrier stored before the
 * desk kept codes (a name) is shown as stored, without a link.
 */
function parcelOf(stored: string | null, trackingNumber: string | null, language: Language) {
  const code = stored ? toCourierCode(stored) : null;
  return {
    courier: code ? courierName(code, language) : stored,
    trackingNumber,
    trackingUrl: code && trackingNumber ? courierTrackingPageUrl(code, trackingNumber) : null
  };
}
