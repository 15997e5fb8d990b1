import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, type OrderSummary } from '@mall/domain';
import { rowsOf } from '../src/db/rows.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct, productStock, storedLines } from './cart-fixtures.ts';
import {
  ABANDON,
  checkoutApi,
  codeOf,
  CONFIRM,
  dataOf,
  directSheet,
  GUEST_INIT,
  guestInitBody,
  grantPoints,
  INIT,
  initBody,
  issueCoupon,
  pointBalance,
  SHEET,
  SUMMARY,
  type OrderInitAnswer,
  type OrderSheet,
  type PaymentConfirmAnswer
} from './checkout-fixtures.ts';
import { authorizeSandboxPayment, sandboxPayment } from './payment-fixtures.ts';

/**
 * Checkout end to end on the real wiring: the Toss adapter against the sandbox (authorized through its hosted
 * checkout as a browser would) and the benefits service for coupons and points.
 */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;

beforeAll(async () => {
  ctx = await createTestContext();
  api = checkoutApi(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** The provider's window for one step, approved (or refused) by the "customer". */
async function pay(init: OrderInitAnswer, stepIndex = 0, outcome: 'approve' | 'reject' = 'approve') {
  const step = init.steps[stepIndex]!;
  const { paymentKey, redirect } = await authorizeSandboxPayment(ctx.app, {
    orderId: step.paymentOrderId,
    amount: step.amount,
    orderName: init.orderName,
    customerKey: init.customerKey,
    outcome
  });
  return {
    paymentKey,
    redirect,
    body: { paymentKey: paymentKey ?? '', orderId: step.paymentOrderId, amount: step.amount }
  };
}

describe('member checkout on the sandbox', () => {
  it('cart → sheet → summary with coupon and points → init → pay → confirm: placed, coupon used, points spent, charged once', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const member = await cartMember(ctx);
    const coupon = await issueCoupon(ctx, member.id, { discountValue: 3000, minOrderAmount: 10_000 });
    await grantPoints(ctx, member.id, 2000);
    expect(
      (await api.call('POST', '/api/order/v1/cart', member.token, [{ productId: product.id, quantity: 2 }]))
        .statusCode
    ).toBe(200);
    const [line] = await storedLines(ctx, member.id);
    const sheet = dataOf<OrderSheet>(
      await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [line!.id] }, member.token)
    );
    // The coupon list prices this sheet through the order module (another member's sheet → 404).
    const available = dataOf<{
      coupons: { memberCouponId: number; applicable: boolean; discount: number }[];
    }>(
      await api.call(
        'GET',
        `/api/compensation/coupon/v1/coupons/get-available?sheetId=${sheet.sheetId}`,
        member.token
      )
    );
    expect(available.coupons).toEqual([
      expect.objectContaining({ memberCouponId: coupon, applicable: true, discount: 3000 })
    ]);
    const stranger = await cartMember(ctx);
    expect(
      (
        await api.call(
          'GET',
          `/api/compensation/coupon/v1/coupons/get-available?sheetId=${sheet.sheetId}`,
          stranger.token
        )
      ).statusCode
    ).toBe(404);
    const summary = dataOf<OrderSummary>(
      await api.post(
        SUMMARY,
        { sheetId: sheet.sheetId, memberCouponId: coupon, pointUsed: 2000 },
        member.token
      )
    );
    expect(summary.price).toMatchObject({
      subtotal: 40_000,
      couponDiscount: 3000,
      pointUsed: 2000,
      deliveryFee: DELIVERY_FEE,
      amount: 38_000 - 3000 + DELIVERY_FEE
    });
    const init = dataOf<OrderInitAnswer>(
      await api.post(
        INIT,
        initBody(sheet, { memberCouponId: coupon, pointUsed: 2000, expectedAmount: summary.price.amount }),
        member.token,
        'init-key-sandbox-1'
      )
    );
    const { body, paymentKey } = await pay(init);
    // A tampered amount never reaches the provider: the payment stays authorized, not charged.
    expect(codeOf(await api.post(CONFIRM, { ...body, amount: 100 }, member.token))).toBe(
      'PAYMENT_AMOUNT_MISMATCH'
    );
    expect((await sandboxPayment(ctx.app, paymentKey!)).status).not.toBe('DONE');
    const answer = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, body, member.token, 'confirm-key-sandbox-1')
    );
    expect(answer.order).toMatchObject({
      status: 'PLACED',
      amount: summary.price.amount,
      coupon: { memberCouponId: coupon, discount: 3000 }
    });
    expect(await sandboxPayment(ctx.app, paymentKey!)).toMatchObject({
      status: 'DONE',
      totalAmount: summary.price.amount,
      balanceAmount: summary.price.amount
    });
    expect(await pointBalance(ctx, member.id)).toBe(0);
    const [used] = rowsOf<{ status: string }>(
      await ctx.database.db.execute(sql`SELECT status FROM member_coupon WHERE id = ${coupon}`)
    );
    expect(used!.status).toBe('USED');
    expect(await storedLines(ctx, member.id)).toEqual([]);
    // The same confirm again (a reload of the success page) answers the placed order.
    expect(dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body, member.token)).placed).toBe(true);
  });

  it('two steps: step 2 refused at the provider and abandoned → step 1 refunded at the provider', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const member = await cartMember(ctx);
    const sheet = await directSheet(ctx, member.token, product.id);
    const init = dataOf<OrderInitAnswer>(
      await api.post(
        INIT,
        initBody(sheet, {
          deliveryMessage: { preset: null },
          expectedAmount: 30_000 + DELIVERY_FEE,
          splitFirstAmount: 12_000
        }),
        member.token
      )
    );
    const first = await pay(init, 0);
    expect(
      dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, first.body, member.token)).nextStep?.step
    ).toBe(2);
    const second = await pay(init, 1, 'reject');
    const code = second.redirect.searchParams.get('code') ?? '';
    const abandoned = dataOf(
      await api.post(ABANDON, { orderId: init.steps[1]!.paymentOrderId, code }, member.token, 'abandon-key-1')
    );
    expect(abandoned).toMatchObject({ status: 'FAILED', refundedSteps: 1 });
    expect(await sandboxPayment(ctx.app, first.paymentKey!)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0
    });
  });
});

describe('guest checkout on the sandbox', () => {
  it('guest init → pay → confirm without a login: placed', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = dataOf<OrderInitAnswer>(
      await api.post(
        GUEST_INIT,
        guestInitBody([{ productId: product.id, quantity: 1 }], 20_000 + DELIVERY_FEE, {
          deliveryMessage: { preset: 'OTHER', text: '벨 누르지 말아 주세요' }
        })
      )
    );
    expect(init.customerKey).toBe('@@ANONYMOUS');
    const { body, paymentKey } = await pay(init);
    const answer = dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body));
    expect(answer.order).toMatchObject({
      status: 'PLACED',
      guest: true,
      delivery: { message: '벨 누르지 말아 주세요' }
    });
    expect((await sandboxPayment(ctx.app, paymentKey!)).status).toBe('DONE');
  });

  it('the last 2 items, 4 guests at once: 2 hold them and pay, 2 are told at init (4308), no one is refunded', async () => {
    const product = await makeProduct(ctx, { stock: 2, price: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.post(GUEST_INIT, guestInitBody([{ productId: product.id, quantity: 1 }], 20_000 + DELIVERY_FEE))
      )
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map(codeOf)).toEqual(['4308', '4308']);
    const inits = answers.filter((answer) => answer.statusCode === 200).map(dataOf<OrderInitAnswer>);
    const paid = [];
    for (const init of inits) paid.push(await pay(init));
    const confirms = await Promise.all(paid.map(({ body }) => api.post(CONFIRM, body)));
    expect(confirms.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const statuses = await Promise.all(
      paid.map(({ paymentKey }) => sandboxPayment(ctx.app, paymentKey!).then((payment) => payment.status))
    );
    expect(statuses).toEqual(['DONE', 'DONE']);
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
  });
});

describe('the cost of a confirm', () => {
  /** The statements one confirm sends, the sandbox provider's own bookkeeping included. */
  async function confirmStatements(init: OrderInitAnswer, token?: string): Promise<string[]> {
    const { body } = await pay(init);
    ctx.queries.length = 0;
    const answer = dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body, token));
    expect(answer.order).toMatchObject({ status: 'PLACED' });
    return [...ctx.queries];
  }

  it("a guest's confirm is at most 10 statements, the sandbox's included; a member's direct order 11 with its notice", async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const guest = dataOf<OrderInitAnswer>(
      await api.post(
        GUEST_INIT,
        guestInitBody([{ productId: product.id, quantity: 1 }], 20_000 + DELIVERY_FEE)
      )
    );
    const guestStatements = await confirmStatements(guest);
    expect(guestStatements.length, guestStatements.join('\n')).toBeLessThanOrEqual(10);

    const member = await cartMember(ctx);
    const sheet = await directSheet(ctx, member.token, product.id);
    const init = dataOf<OrderInitAnswer>(
      await api.post(INIT, initBody(sheet, { expectedAmount: 20_000 + DELIVERY_FEE }), member.token)
    );
    const memberStatements = await confirmStatements(init, member.token);
    // One more than a guest's path needs at most: the order-placed notice queued as a durable job (ADR 068).
    expect(memberStatements.length, memberStatements.join('\n')).toBeLessThanOrEqual(11);
    expect(memberStatements.filter((statement) => /insert into "job"/.test(statement))).toHaveLength(1);
  });
});
