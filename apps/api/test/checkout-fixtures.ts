import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DELIVERY_FEE, type OrderInitAnswer, type OrderSheet, type PaymentConfirmAnswer } from '@mall/domain';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment
} from '../src/providers/payment/payment-provider.ts';
import { rowsOf } from '../src/db/rows.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember } from './cart-fixtures.ts';
import { nextAddress } from './members.ts';

/**
 * An in-memory card provider that honours idempotency keys like Toss, for what the sandbox cannot stage:
 * refusals on demand, an unreachable provider, a charge we never heard back about, refunds that fail.
 */
export class FakeProvider implements PaymentProvider {
  readonly payments = new Map<string, ProviderPayment>();
  private readonly byKey = new Map<string, ProviderPayment>();
  confirmCalls = 0;
  cancelCalls: string[] = [];
  /** The next confirm answers this refusal (a card company's no), or fails to arrive (network). */
  refuseNext: { status: number; code: string; message: string } | null = null;
  confirmDelayMs = 0;

  async confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string
  ): Promise<ProviderPayment> {
    this.confirmCalls += 1;
    if (this.confirmDelayMs) await new Promise((resolve) => setTimeout(resolve, this.confirmDelayMs));
    const seen = this.byKey.get(idempotencyKey);
    if (seen) return structuredClone(seen);
    const refusal = this.refuseNext;
    if (refusal) {
      this.refuseNext = null;
      throw new PaymentProviderError(refusal.status, refusal.code, refusal.message);
    }
    const payment: ProviderPayment = {
      paymentKey: input.paymentKey,
      type: 'NORMAL',
      orderId: input.orderId,
      orderName: 'order',
      status: 'DONE',
      totalAmount: input.amount,
      balanceAmount: input.amount,
      method: '카드',
      approvedAt: new Date().toISOString(),
      card: { issuerCode: '11', number: '12345678****000*', cardType: '신용', installmentPlanMonths: 0 },
      receiptUrl: `https://receipt.example/${input.paymentKey}`,
      cancels: []
    };
    this.payments.set(input.paymentKey, payment);
    this.byKey.set(idempotencyKey, payment);
    return structuredClone(payment);
  }

  async cancel(
    paymentKey: string,
    input: { cancelReason: string },
    idempotencyKey: string
  ): Promise<ProviderPayment> {
    this.cancelCalls.push(idempotencyKey);
    const payment = this.payments.get(paymentKey);
    if (!payment) throw new PaymentProviderError(404, 'NOT_FOUND_PAYMENT', 'no such payment');
    if (payment.status !== 'CANCELED') {
      payment.cancels.push({
        cancelAmount: payment.balanceAmount,
        cancelReason: input.cancelReason,
        canceledAt: new Date().toISOString()
      });
      payment.status = 'CANCELED';
      payment.balanceAmount = 0;
    }
    return structuredClone(payment);
  }

  async findByOrderId(orderId: string): Promise<ProviderPayment | null> {
    return [...this.payments.values()].find((payment) => payment.orderId === orderId) ?? null;
  }

  // 자동결제 is the Toss sandbox's to stage (test/payment-fixtures.ts registerSandboxBillingAuth), not this fake's.
  async issueBillingKey(): Promise<never> {
    throw new Error('not used here');
  }
  async chargeBillingKey(): Promise<never> {
    throw new Error('not used here');
  }
  async deleteBillingKey(): Promise<never> {
    throw new Error('not used here');
  }

  /** Won charged and not refunded. */
  charged(): number {
    return [...this.payments.values()].reduce((sum, payment) => sum + payment.balanceAmount, 0);
  }

  /** A payment approved at the provider that we never confirmed ourselves (a crash after the charge). */
  chargeDirectly(orderId: string, amount: number): string {
    const paymentKey = `pk_${randomUUID()}`;
    this.payments.set(paymentKey, {
      paymentKey,
      type: 'NORMAL',
      orderId,
      orderName: 'order',
      status: 'DONE',
      totalAmount: amount,
      balanceAmount: amount,
      method: '카드',
      approvedAt: new Date().toISOString(),
      card: null,
      receiptUrl: null,
      cancels: []
    });
    return paymentKey;
  }
}

/** A coupon issued to a member; answers the member coupon id. */
export async function issueCoupon(
  ctx: TestContext,
  userSeqNo: number,
  terms: { discountType?: 'AMOUNT' | 'RATE'; discountValue: number; minOrderAmount?: number }
): Promise<number> {
  const [coupon] = rowsOf<{ id: string }>(
    await ctx.database.db
      .execute(sql`INSERT INTO coupon (name_ko, name_en, name_zh, discount_type, discount_value, min_order_amount)
      VALUES ('할인 쿠폰', 'Discount coupon', '折價券', ${terms.discountType ?? 'AMOUNT'}, ${terms.discountValue}, ${terms.minOrderAmount ?? 0}) RETURNING id`)
  );
  const [member] = rowsOf<{ id: string }>(
    await ctx.database.db.execute(sql`INSERT INTO member_coupon (user_seq_no, coupon_id, expires_at)
      VALUES (${userSeqNo}, ${coupon!.id}, now() + interval '30 days') RETURNING id`)
  );
  return Number(member!.id);
}

export async function grantPoints(ctx: TestContext, userSeqNo: number, amount: number) {
  await ctx.database.db
    .execute(sql`INSERT INTO point_balance (user_seq_no, balance) VALUES (${userSeqNo}, ${amount})
    ON CONFLICT (user_seq_no) DO UPDATE SET balance = point_balance.balance + ${amount}`);
}

export async function pointBalance(ctx: TestContext, userSeqNo: number): Promise<number> {
  const [row] = rowsOf<{ balance: string }>(
    await ctx.database.db.execute(sql`SELECT balance FROM point_balance WHERE user_seq_no = ${userSeqNo}`)
  );
  return row ? Number(row.balance) : 0;
}

export const ADDRESS = {
  lastName: '김',
  firstName: '하늘',
  mobileNumber: '01012345678',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
  address2: '12층',
  addressDescription: ''
};
export const AGREED = { purchase: true, privacy: true, thirdParty: true };
export const GUEST_ORDERER = {
  name: '박게스트',
  mobileNumber: '01098765432',
  email: 'guest@example.com',
  password: 'guest1234'
};

/** The confirm of an init's first step as the FakeProvider approves it (paymentKey `pk_<orderId>`). */
export function confirmOf(init: OrderInitAnswer) {
  const step = init.steps[0]!;
  return { paymentKey: `pk_${step.paymentOrderId}`, orderId: step.paymentOrderId, amount: step.amount };
}

/** A member init request for this sheet at its price: the shared address and agreements. */
export function initBody(sheet: OrderSheet, extra: Record<string, unknown> = {}) {
  return {
    sheetId: sheet.sheetId,
    address: ADDRESS,
    deliveryMessage: { preset: 'DOOR' },
    agreements: AGREED,
    expectedAmount: sheet.price.amount,
    ...extra
  };
}

/** A guest init request for these lines: the shared guest, address and agreements (with guest privacy). */
export function guestInitBody(
  lines: { productId: number; productOptionId?: number | null; quantity: number }[],
  expectedAmount: number,
  extra: Record<string, unknown> = {}
) {
  return {
    lines,
    orderer: GUEST_ORDERER,
    address: ADDRESS,
    deliveryMessage: { preset: null },
    agreements: { ...AGREED, guestPrivacy: true },
    expectedAmount,
    ...extra
  };
}

/** Calls the checkout API as a member (token) or a guest, with an optional Idempotency-Key. */
export function checkoutApi(ctx: TestContext) {
  const call = cartApi(ctx);
  return {
    call,
    post(url: string, payload: unknown, token?: string, idempotencyKey?: string, language = 'ko-KR') {
      return ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          'accept-language': language,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {})
        },
        remoteAddress: nextAddress(),
        payload: payload as object
      });
    }
  };
}

export function dataOf<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

export function codeOf(response: { json(): unknown }): string {
  return (response.json() as { code: string }).code;
}

/** A member's DIRECT sheet of `quantity` pieces of one product. */
export async function directSheet(ctx: TestContext, token: string, productId: number, quantity = 1) {
  return dataOf<OrderSheet>(
    await checkoutApi(ctx).post(
      SHEET,
      { source: 'DIRECT', cartType: 'normal', lines: [{ productId, quantity }] },
      token
    )
  );
}

/** A new member granted `points`, whose DIRECT order of `quantity` pieces at `price` is initialised spending `pointUsed` of them. */
export async function memberOrderWithPoints(
  ctx: TestContext,
  order: { productId: number; price: number; quantity: number; points: number; pointUsed: number }
) {
  const member = await cartMember(ctx);
  await grantPoints(ctx, member.id, order.points);
  const sheet = await directSheet(ctx, member.token, order.productId, order.quantity);
  const expectedAmount = order.price * order.quantity + DELIVERY_FEE - order.pointUsed;
  const init = dataOf<OrderInitAnswer>(
    await checkoutApi(ctx).post(
      INIT,
      initBody(sheet, { pointUsed: order.pointUsed, expectedAmount }),
      member.token
    )
  );
  return { member, init };
}

/** A guest init request for one piece of a product at `price`, delivery included. */
export function guestPieceBody(productId: number, price: number) {
  return guestInitBody([{ productId, quantity: 1 }], price + DELIVERY_FEE);
}

/** A guest order for one piece of a product at `price`, initialised (its stock held). */
export async function guestPieceOrder(ctx: TestContext, productId: number, price: number) {
  return dataOf<OrderInitAnswer>(await checkoutApi(ctx).post(GUEST_INIT, guestPieceBody(productId, price)));
}

/**
 * A guest order for one piece as orders were written before holds (docs/decisions/062): no reservation
 * recorded, the piece still on the shelf.
 */
export async function preHoldGuestOrder(ctx: TestContext, productId: number, price: number) {
  const init = await guestPieceOrder(ctx, productId, price);
  await ctx.database.db.execute(
    sql`UPDATE sales_order SET reservation = NULL WHERE order_number = ${init.orderNumber}`
  );
  await ctx.database.db.execute(sql`UPDATE product SET stock = stock + 1 WHERE id = ${productId}`);
  return init;
}

/** An order's status and what it holds (its reservation), as stored now. */
export async function orderHold(ctx: TestContext, orderNumber: string) {
  const [row] = await ctx.database.db
    .select({ status: salesOrders.status, reservation: salesOrders.reservation })
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!;
}

/**
 * Two app instances on one new database of the PostgreSQL server (DATABASE_URL's, else the local one), each
 * with its own connection pool as two processes would have: `first` is a test context, `second` a bare app.
 */
export async function twoInstances(payments: PaymentProvider) {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const first = await createTestContext({ databaseServer: server, app: { payments } });
  const secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
  const second = await buildApp({
    config: first.config,
    database: secondDatabase,
    logger: false,
    recovery: false,
    payments
  });
  return {
    first,
    second,
    async close() {
      await second.close();
      await secondDatabase.close();
      await first.close();
    }
  };
}

export const SHEET = '/api/order/v1/sales/sheet';
export const SUMMARY = '/api/order/v1/sales/order-summary';
export const INIT = '/api/order/v1/sales/init';
export const GUEST_SUMMARY = '/api/order/v1/public/guest-order/order-summary';
export const GUEST_INIT = '/api/order/v1/public/guest-order/init';
export const CONFIRM = '/api/order/v1/public/payments/confirm';
export const ABANDON = '/api/order/v1/public/payments/abandon';

export type { OrderInitAnswer, OrderSheet, PaymentConfirmAnswer };
