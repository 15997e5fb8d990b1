import { asc, inArray } from 'drizzle-orm';
import {
  displayOrderNumber,
  isCancellable,
  maskCardNumber,
  type OrderDetail,
  type OrderListItem
} from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { salesOrderLines, type orderPayments, type salesOrders } from './order.table.ts';

/**
 * Orders as shown (OrderListItem / OrderDetail of packages/domain/src/order.ts), built from the copies an order
 * keeps. Lists read the page's orders in one query and their lines in one more; the detail adds the payments.
 */
export type OrderRow = typeof salesOrders.$inferSelect;
export type OrderLineRow = typeof salesOrderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** Toss issuer codes (INTEGRATIONS §1) of the cards the sandbox and Korean shoppers use, as printed on slips. */
const CARD_COMPANIES: Record<string, string> = {
  '3K': '기업BC',
  '46': '광주',
  '71': '롯데',
  '30': 'KDB산업',
  '31': 'BC',
  '51': '삼성',
  '38': '새마을',
  '41': '신한',
  '62': '신협',
  '36': '씨티',
  '33': '우리',
  W1: '우리',
  '37': '우체국',
  '39': '저축',
  '35': '전북',
  '42': '제주',
  '15': '카카오뱅크',
  '3A': '케이뱅크',
  '24': '토스뱅크',
  '21': '하나',
  '61': '현대',
  '11': 'KB국민',
  '91': 'NH농협',
  '34': 'Sh수협'
};

export function cardCompanyName(issuerCode: string | null | undefined): string | null {
  if (!issuerCode) return null;
  return CARD_COMPANIES[issuerCode] ?? issuerCode;
}

/** Our receipt page for a charged (or refunded) payment: the number and the paymentKey together are its secret. */
export function receiptPath(orderNumber: string, paymentKey: string): string {
  return `/api/order/v1/public/sales/salesReceipt/${displayOrderNumber(orderNumber)}/${encodeURIComponent(paymentKey)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function line(row: OrderLineRow): OrderListItem['lines'][number] {
  return {
    productId: row.productId ?? 0,
    productOptionId: row.productOptionId,
    productName: row.productName,
    optionValue: row.optionValue,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    priceOriginal: row.priceOriginal,
    price: row.price
  };
}

export function listItem(order: OrderRow, lines: readonly OrderLineRow[]): OrderListItem {
  return {
    orderNumber: order.orderNumber,
    displayOrderNumber: displayOrderNumber(order.orderNumber),
    cartType: order.cartType,
    status: order.status,
    orderedAt: order.createdAt.toISOString(),
    amount: order.amount,
    lines: lines.map(line)
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

export function buildOrderDetail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  payments: readonly OrderPaymentRow[]
): OrderDetail {
  const couponBase = lines
    .filter((row) => row.couponApplies === 'Y')
    .reduce((sum, row) => sum + row.price * row.quantity, 0);
  return {
    ...listItem(order, lines),
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
        cardCompany: cardCompanyName(payment.card?.issuerCode),
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

/** The OrderDetail of one order id (null when there is no such order): three reads, no ownership check. */
