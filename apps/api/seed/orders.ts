import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { priceOrder, type OrderStatus } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { hashSecret } from '../src/lib/password.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { orderNumberOf } from '../src/modules/order/order.repository.ts';
import { products, users } from '../src/db/schema.ts';
import {
  ANONYMOUS_CUSTOMER_KEY,
  newSandboxPaymentKey,
  randomKey
} from '../src/providers/payment/sandbox-toss.ts';
import { sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';

/**
 * Demo orders: customer1's past orders in every listed state over the last five months, one autoship
 * order, and one guest order to look up at /order/guest/lookup (DEMO_GUEST_ORDER). Payments look like the
 * sandbox's (random tsbx… keys, a Shinhan card). Only into a database without orders; never touches existing ones.
 */
const ORDER_LOCK = 72707006;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The guest order's lookup credentials (README); its number is printed at start-up. */
export const DEMO_GUEST = { name: '최게스트', mobileNumber: '01056781234', password: 'guest1234' } as const;

type Plan = {
  status: OrderStatus;
  daysAgo: number;
  cartType?: 'normal' | 'autoship';
  /** Indexes into the chosen demo products, with quantities. */
  items: [number, number][];
  tracking?: boolean;
  guest?: boolean;
};

const PLANS: Plan[] = [
  {
    status: 'PLACED',
    daysAgo: 1,
    items: [
      [0, 1],
      [1, 2]
    ]
  },
  { status: 'PLACED', daysAgo: 3, items: [[5, 1]] },
  { status: 'PREPARING', daysAgo: 8, items: [[2, 1]] },
  {
    status: 'SHIPPING',
    daysAgo: 20,
    items: [
      [3, 1],
      [4, 1]
    ],
    tracking: true
  },
  { status: 'DELIVERED', daysAgo: 45, items: [[6, 3]], tracking: true },
  { status: 'CANCELLED', daysAgo: 75, items: [[7, 1]] },
  {
    status: 'DELIVERED',
    daysAgo: 140,
    items: [
      [1, 1],
      [8, 1]
    ],
    tracking: true
  },
  { status: 'DELIVERED', daysAgo: 30, cartType: 'autoship', items: [[9, 2]], tracking: true },
  { status: 'PLACED', daysAgo: 2, items: [[0, 2]], guest: true }
];

/** 'AP' + the Seoul date + a tail far above the live sequence's first numbers. */
export function demoOrderNumber(createdAt: Date, index: number): string {
  return orderNumberOf(createdAt, 990_001 + index);
}

export async function seedDemoOrdersIfEmpty(
  db: Database,
  now = new Date()
): Promise<{ guestOrderNumber: string } | null> {
  const guestHash = await hashSecret(DEMO_GUEST.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_LOCK})`);
    const [existing] = await tx.select({ id: salesOrders.id }).from(salesOrders).limit(1);
    if (existing) return null;
    const [member] = await tx.select().from(users).where(eq(users.loginId, 'customer1'));
    if (!member) return null;
    const catalogue = await tx
      .select()
      .from(products)
      .where(and(inArray(products.salesStatus, ['ON_SALE', 'ALMOST_SOLD_OUT']), eq(products.autoShip, true)))
      .orderBy(asc(products.id))
      .limit(10);
    if (catalogue.length < 10) return null;
    let guestOrderNumber = '';
    for (const [index, plan] of PLANS.entries()) {
      const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - (index + 1) * 37 * 60_000);
      const orderNumber = demoOrderNumber(createdAt, index);
      const items = plan.items.map(([which, quantity]) => ({ product: catalogue[which]!, quantity }));
      const price = priceOrder(
        items.map(({ product, quantity }) => ({
          quantity,
          priceOriginal: product.priceOriginal,
          price: product.price,
          point: product.point,
          couponApplies: product.applyCoupon
        })),
        { coupon: null, pointRequested: 0, pointBalance: 0 }
      );
      // Paid, approved and placed a minute after it was made.
      const approvedAt = new Date(createdAt.getTime() + 60_000);
      const shipped = plan.tracking ? new Date(createdAt.getTime() + 2 * DAY_MS) : null;
      const cancelled = plan.status === 'CANCELLED' ? new Date(createdAt.getTime() + 3 * 3_600_000) : null;
      const guest = plan.guest === true;
      if (guest) guestOrderNumber = orderNumber;
      const [order] = await tx
        .insert(salesOrders)
        .values({
          orderNumber,
          userSeqNo: guest ? null : member.userSeqNo,
          cartType: plan.cartType ?? 'normal',
          status: plan.status,
          language: 'ko-KR',
          productPrice: price.productPrice,
          productDiscount: price.productDiscount,
          subtotal: price.subtotal,
          deliveryFee: price.deliveryFee,
          amount: price.amount,
          earnPoint: guest ? 0 : price.earnPoint,
          pointEarnedAt: plan.status === 'DELIVERED' ? approvedAt : null,
          ordererName: guest ? DEMO_GUEST.name : `${member.lastName}${member.firstName}`,
          ordererMobile: guest ? DEMO_GUEST.mobileNumber : (member.mobileNumber ?? '01023456789'),
          ordererEmail: guest ? 'guest@example.com' : (member.email ?? ''),
          guestPasswordHash: guest ? guestHash : null,
          receiverLastName: guest ? '최' : member.lastName,
          receiverFirstName: guest ? '게스트' : member.firstName,
          receiverMobile: guest ? DEMO_GUEST.mobileNumber : (member.mobileNumber ?? '01023456789'),
          zipcode: '48094',
          address1: '부산광역시 해운대구 마린시티2로 33',
          address2: '103동 2504호',
          messagePreset: 'DOOR',
          message: '문 앞에 놓아 주세요',
          courier: plan.tracking ? 'CJ대한통운' : null,
          trackingNumber: plan.tracking
            ? `6${String(10_000_000_000 + index * 7_919_111).slice(0, 11)}`
            : null,
          createdAt,
          placedAt: approvedAt,
          // The desk took it up a few hours after payment (the order detail shows each step's time).
          preparingAt: ['PREPARING', 'SHIPPING', 'DELIVERED'].includes(plan.status)
            ? new Date(approvedAt.getTime() + 4 * 3_600_000)
            : null,
          shippedAt: shipped,
          deliveredAt: plan.status === 'DELIVERED' && shipped ? new Date(shipped.getTime() + DAY_MS) : null,
          cancelRequestedAt: cancelled,
          cancelledAt: cancelled,
          cancelReason: cancelled ? '단순 변심' : null,
          updatedAt: cancelled ?? createdAt
        })
        .returning({ id: salesOrders.id });
      await tx.insert(salesOrderLines).values(
        items.map(({ product, quantity }) => ({
          orderId: order!.id,
          productId: product.id,
          productName: product.name['ko-KR'] ?? '',
          imageUrl: product.imageUrls[0] ?? '',
          quantity,
          priceOriginal: product.priceOriginal,
          price: product.price,
          point: product.point,
          couponApplies: product.applyCoupon ? ('Y' as const) : ('N' as const)
        }))
      );
      // Random like every key the sandbox issues: the receipt page is addressed by the number and this key, and
      // demo order numbers follow from their dates.
      const paymentKey = newSandboxPaymentKey();
      const paymentOrderId = `${orderNumber}-1-demo`;
      // The sandbox provider holds the same payment, so a demo cancel refunds it like a real one.
      await tx.insert(sandboxTossPayments).values({
        paymentKey,
        orderId: paymentOrderId,
        orderName: items[0]!.product.name['ko-KR'] ?? orderNumber,
        customerKey: guest ? ANONYMOUS_CUSTOMER_KEY : `demo-${member.userSeqNo}`,
        status: cancelled ? 'CANCELED' : 'DONE',
        totalAmount: price.amount,
        balanceAmount: cancelled ? 0 : price.amount,
        successUrl: '/order/payment/success',
        failUrl: '/order/payment/fail',
        cardIssuerCode: '41',
        cardNumber: '4330-12**-****-123*',
        approveNo: String(10_000_000 + index).slice(0, 8),
        cancels: cancelled
          ? [
              {
                transactionKey: randomKey('txcn_'),
                cancelReason: '단순 변심',
                cancelAmount: price.amount,
                taxFreeAmount: 0,
                refundableAmount: 0,
                canceledAt: cancelled.toISOString()
              }
            ]
          : [],
        requestedAt: createdAt,
        authenticatedAt: createdAt,
        approvedAt
      });
      await tx.insert(orderPayments).values({
        orderId: order!.id,
        step: 1,
        paymentOrderId,
        paymentKey,
        amount: price.amount,
        status: cancelled ? 'CANCELED' : 'DONE',
        method: '카드',
        card: { issuerCode: '41', number: '4330-12**-****-123*', cardType: '신용', installmentPlanMonths: 0 },
        approvedAt,
        cancelledAt: cancelled,
        createdAt,
        updatedAt: cancelled ?? approvedAt
      });
    }
    return { guestOrderNumber };
  });
}
