import type { OrderStatus, PaymentAttemptStatus } from '@mall/domain';
import { hashSecret } from '../src/lib/password.ts';
import type { OrderBenefits } from '../src/modules/benefits/benefits.contract.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment
} from '../src/providers/payment/payment-provider.ts';
import type { TestContext } from './context.ts';

/**
 * Orders straight into the tables (sales_order, sales_order_line, order_payment), as the checkout would have
 * left them, so the history, cancel and lookup suites do not depend on the payment flow.
 */
let serial = 0;

export type FixtureLine = {
  productId: number;
  productOptionId?: number | null;
  quantity?: number;
  price?: number;
  point?: number;
};
export type FixtureOrder = {
  userSeqNo?: number | null;
  guest?: { name: string; mobileNumber: string; password: string };
  status?: OrderStatus;
  cartType?: 'normal' | 'autoship';
  createdAt?: Date;
  lines: FixtureLine[];
  /** Card steps; default one DONE step paying the whole amount (none for a 0-won order). */
  payments?: { amount?: number; status?: PaymentAttemptStatus }[];
  pointUsed?: number;
  memberCouponId?: number | null;
  couponDiscount?: number;
  earnPoint?: number;
  pointEarnedAt?: Date | null;
  courier?: string | null;
  trackingNumber?: string | null;
  /** Also give the Toss sandbox the DONE payments (for suites refunding through the real adapter). */
  inSandbox?: boolean;
};

export async function insertOrder(ctx: TestContext, input: FixtureOrder) {
  serial += 1;
  const createdAt = input.createdAt ?? new Date();
  const ymd = new Date(createdAt.getTime() + 9 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
  const orderNumber = `AP${ymd}${String(700_000 + serial).padStart(6, '0')}`;
  const lines = input.lines.map((line) => ({
    quantity: 1,
    price: 20_000,
    point: 600,
    productOptionId: null,
    ...line
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const productPrice = lines.reduce((sum, line) => sum + Math.round(line.price * 1.25) * line.quantity, 0);
  const deliveryFee = subtotal >= 50_000 ? 0 : 3_000;
  const pointUsed = input.pointUsed ?? 0;
  const couponDiscount = input.couponDiscount ?? 0;
  const amount = subtotal - couponDiscount + deliveryFee - pointUsed;
  const [order] = await ctx.database.db
    .insert(salesOrders)
    .values({
      orderNumber,
      userSeqNo: input.guest ? null : (input.userSeqNo ?? null),
      cartType: input.cartType ?? 'normal',
      status: input.status ?? 'PLACED',
      language: 'ko-KR',
      productPrice,
      productDiscount: productPrice - subtotal,
      subtotal,
      couponDiscount,
      memberCouponId: input.memberCouponId ?? null,
      couponName: input.memberCouponId ? '웰컴 쿠폰' : null,
      deliveryFee,
      pointUsed,
      amount,
      earnPoint: input.earnPoint ?? lines.reduce((sum, line) => sum + line.point * line.quantity, 0),
      pointEarnedAt: input.pointEarnedAt ?? null,
      ordererName: input.guest?.name ?? '이민준',
      ordererMobile: input.guest?.mobileNumber ?? '01012345678',
      ordererEmail: 'buyer@example.com',
      guestPasswordHash: input.guest ? await hashSecret(input.guest.password) : null,
      receiverLastName: '이',
      receiverFirstName: '민준',
      receiverMobile: '01012345678',
      zipcode: '06159',
      address1: '서울특별시 강남구 테헤란로 427',
      address2: '12층',
      message: '문 앞에 놓아 주세요',
      courier: input.courier ?? null,
      trackingNumber: input.trackingNumber ?? null,
      createdAt,
      placedAt: createdAt,
      updatedAt: createdAt
    })
    .returning();
  await ctx.database.db.insert(salesOrderLines).values(
    lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      productOptionId: line.productOptionId,
      productName: `테스트 상품 ${line.productId}`,
      imageUrl: `/media/test/${line.productId}.webp`,
      quantity: line.quantity,
      priceOriginal: Math.round(line.price * 1.25),
      price: line.price,
      point: line.point
    }))
  );
  const steps = input.payments ?? (amount > 0 ? [{ amount }] : []);
  const payments = [];
  for (const [index, step] of steps.entries()) {
    const paymentKey = `tgen_test${serial}x${index + 1}`;
    const [row] = await ctx.database.db
      .insert(orderPayments)
      .values({
        orderId: order!.id,
        step: index + 1,
        paymentOrderId: `${orderNumber}-${index + 1}`,
        paymentKey,
        amount: step.amount ?? amount,
        status: step.status ?? 'DONE',
        method: '카드',
        card: { issuerCode: '41', number: '43301234****123*', cardType: '신용', installmentPlanMonths: 0 },
        approvedAt: createdAt
      })
      .returning();
    payments.push(row!);
    if (input.inSandbox && row!.status === 'DONE') {
      await ctx.database.db.insert(sandboxTossPayments).values({
        paymentKey,
        orderId: row!.paymentOrderId,
        orderName: '테스트 주문',
        customerKey: '@@ANONYMOUS',
        status: 'DONE',
        totalAmount: row!.amount,
        balanceAmount: row!.amount,
        successUrl: '/order/payment/success',
        failUrl: '/order/payment/fail',
        cardIssuerCode: '41',
        cardNumber: '43301234****123*',
        requestedAt: createdAt,
        authenticatedAt: createdAt,
        approvedAt: createdAt
      });
    }
  }
  return { order: order!, payments };
}

/** A provider that records cancels; `failNext` makes the next cancel fail like an unreachable provider. */
export function fakePaymentProvider() {
  const cancels: { paymentKey: string; idempotencyKey: string; cancelReason: string }[] = [];
  const state = { failNext: 0 };
  const provider: PaymentProvider = {
    async confirm() {
      throw new Error('not used here');
    },
    async cancel(paymentKey, input, idempotencyKey): Promise<ProviderPayment> {
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new PaymentProviderError(0, 'NETWORK_ERROR', 'unreachable');
      }
      cancels.push({ paymentKey, idempotencyKey, cancelReason: input.cancelReason });
      return {
        paymentKey,
        type: 'NORMAL',
        orderId: 'x',
        orderName: 'x',
        status: 'CANCELED',
        totalAmount: 0,
        balanceAmount: 0,
        method: '카드',
        approvedAt: null,
        card: null,
        receiptUrl: null,
        cancels: [{ cancelAmount: 0, cancelReason: input.cancelReason, canceledAt: new Date().toISOString() }]
      };
    },
    async findByOrderId() {
      return null;
    },
    async issueBillingKey() {
      throw new Error('not used here');
    },
    async chargeBillingKey() {
      throw new Error('not used here');
    },
    async deleteBillingKey() {
      throw new Error('not used here');
    }
  };
  return { provider, cancels, state };
}

/** Coupons and points that record what the order module asked of them (the real ones are the benefits module's). */
export function fakeBenefits() {
  const calls: string[] = [];
  let balance = 1_000;
  const benefits: OrderBenefits = {
    async couponForOrder() {
      throw new Error('not used here');
    },
    async useCoupon() {},
    async restoreCoupon(_tx, memberCouponId, orderId) {
      calls.push(`restoreCoupon:${memberCouponId}:${orderId}`);
    },
    async pointBalance() {
      return balance;
    },
    async spendPoints() {},
    async earnPoints(_tx, _user, amount, orderId) {
      calls.push(`earnPoints:${amount}:${orderId}`);
      balance += amount;
      return amount;
    },
    async reverseOrderPoints(_tx, userSeqNo, orderId) {
      calls.push(`reverseOrderPoints:${userSeqNo}:${orderId}`);
    },
    async returnPoints(_tx, userSeqNo, orderId, returnId, { back, takeBack }) {
      calls.push(`returnPoints:${userSeqNo}:${orderId}:${returnId}:${back}:${takeBack}`);
    }
  };
  return { benefits, calls };
}
