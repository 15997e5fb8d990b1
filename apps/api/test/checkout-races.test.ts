import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE } from '@mall/domain';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct, productStock } from './cart-fixtures.ts';
import {
  checkoutApi,
  codeOf,
  CONFIRM,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  guestInitBody,
  grantPoints,
  INIT,
  initBody,
  issueCoupon,
  pointBalance,
  SHEET,
  type OrderInitAnswer,
  type OrderSheet,
  type PaymentConfirmAnswer
} from './checkout-fixtures.ts';

/**
 * Money and stock under races (docs/decisions/034): last items, one coupon, points; run on PGlite and, with
 * DATABASE_URL, on PostgreSQL where the requests really overlap.
 */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
const provider = new FakeProvider();

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: provider } });
  api = checkoutApi(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function directSheet(token: string, productId: number, quantity = 1) {
  return dataOf<OrderSheet>(
    await api.post(SHEET, { source: 'DIRECT', cartType: 'normal', lines: [{ productId, quantity }] }, token)
  );
}

const confirmOf = (init: OrderInitAnswer) => {
  const step = init.steps[0]!;
  return { paymentKey: `pk_${step.paymentOrderId}`, orderId: step.paymentOrderId, amount: step.amount };
};

async function orderStatus(orderNumber: string) {
  const [row] = await ctx.database.db
    .select({ status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!.status;
}

describe('the last items', () => {
  it('stock 3, 8 buyers confirming at once: exactly 3 placed, 5 refunded with 4308, stock 0 (SOLD_OUT), never negative', async () => {
    const product = await makeProduct(ctx, { stock: 3, price: 20_000 });
    const amount = 20_000 + DELIVERY_FEE;
    const inits = [];
    for (let buyer = 0; buyer < 8; buyer += 1)
      inits.push(
        dataOf<OrderInitAnswer>(
          await api.post(GUEST_INIT, guestInitBody([{ productId: product.id, quantity: 1 }], amount))
        )
      );
    const answers = await Promise.all(inits.map((init) => api.post(CONFIRM, confirmOf(init))));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(placed.length).toBe(3);
    for (const answer of placed) expect(dataOf<PaymentConfirmAnswer>(answer).placed).toBe(true);
    expect(refused.map((answer) => codeOf(answer))).toEqual(Array(5).fill('4308'));
    for (const answer of refused) expect(answer.json()).toMatchObject({ data: { productIds: [product.id] } });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
    // Every charge of a refused buyer was refunded: what stays charged is the three placed orders.
    const charged = inits.map((init) => provider.payments.get(confirmOf(init).paymentKey)!.balanceAmount);
    expect(charged.reduce((sum, won) => sum + won, 0)).toBe(3 * amount);
    const statuses = await Promise.all(inits.map((init) => orderStatus(init.orderNumber)));
    expect(statuses.filter((status) => status === 'PLACED').length).toBe(3);
    expect(statuses.filter((status) => status === 'FAILED').length).toBe(5);
  });
});

describe('one coupon', () => {
  it('a second pending order with the same coupon is refused at init (COUPON_NOT_APPLICABLE USED)', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const member = await cartMember(ctx);
    const coupon = await issueCoupon(ctx, member.id, { discountValue: 3000 });
    const first = await directSheet(member.token, product.id);
    const second = await directSheet(member.token, product.id);
    const amount = 20_000 + DELIVERY_FEE - 3000;
    const [a, b] = await Promise.all([
      api.post(INIT, initBody(first, { memberCouponId: coupon, expectedAmount: amount }), member.token),
      api.post(INIT, initBody(second, { memberCouponId: coupon, expectedAmount: amount }), member.token)
    ]);
    const answers = [a, b];
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(1);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect(refused.json()).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', data: { reason: 'USED' } });
    const placed = dataOf<PaymentConfirmAnswer>(
      await api.post(
        CONFIRM,
        confirmOf(dataOf<OrderInitAnswer>(answers.find((answer) => answer.statusCode === 200)!)),
        member.token
      )
    );
    expect(placed.order).toMatchObject({ coupon: { memberCouponId: coupon, discount: 3000 }, amount });
  });

  it('a coupon used elsewhere before the payment returns: the order is refunded with 4309, stock untouched', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const member = await cartMember(ctx);
    const coupon = await issueCoupon(ctx, member.id, { discountValue: 3000 });
    const sheet = await directSheet(member.token, product.id);
    const init = dataOf<OrderInitAnswer>(
      await api.post(
        INIT,
        initBody(sheet, { memberCouponId: coupon, expectedAmount: 20_000 + DELIVERY_FEE - 3000 }),
        member.token
      )
    );
    await ctx.database.db.execute(
      sql`UPDATE member_coupon SET status = 'USED', used_at = now(), used_order_id = 424242 WHERE id = ${coupon}`
    );
    const body = confirmOf(init);
    const refused = await api.post(CONFIRM, body, member.token);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('4309');
    expect(provider.payments.get(body.paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await orderStatus(init.orderNumber)).toBe('FAILED');
    expect((await productStock(ctx, product.id)).stock).toBe(10);
    // Asked again without a key: the same refusal.
    expect(codeOf(await api.post(CONFIRM, body, member.token))).toBe('4309');
  });
});

describe('points', () => {
  it('two orders spending the whole balance at once: one placed, the other refunded 4309; the balance never below 0', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const member = await cartMember(ctx);
    await grantPoints(ctx, member.id, 5000);
    const amount = 20_000 + DELIVERY_FEE - 5000;
    const inits = [];
    for (let order = 0; order < 2; order += 1) {
      const sheet = await directSheet(member.token, product.id);
      inits.push(
        dataOf<OrderInitAnswer>(
          await api.post(INIT, initBody(sheet, { pointUsed: 5000, expectedAmount: amount }), member.token)
        )
      );
    }
    const answers = await Promise.all(inits.map((init) => api.post(CONFIRM, confirmOf(init), member.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(answers.find((answer) => answer.statusCode === 409)!)).toBe('4309');
    expect(await pointBalance(ctx, member.id)).toBe(0);
    const charged = inits
      .map((init) => provider.payments.get(confirmOf(init).paymentKey)!.balanceAmount)
      .sort();
    expect(charged).toEqual([0, amount]);
  });

  it('a 0-won order (points pay it all) is placed by init itself, with no payment step', async () => {
    const product = await makeProduct(ctx, { stock: 4, price: 20_000 });
    const member = await cartMember(ctx);
    await grantPoints(ctx, member.id, 50_000);
    const sheet = await directSheet(member.token, product.id, 2);
    const total = 40_000 + DELIVERY_FEE;
    const init = dataOf<OrderInitAnswer>(
      await api.post(INIT, initBody(sheet, { pointUsed: total, expectedAmount: 0 }), member.token)
    );
    expect(init).toMatchObject({ status: 'PLACED', amount: 0, steps: [] });
    expect(await pointBalance(ctx, member.id)).toBe(50_000 - total);
    expect((await productStock(ctx, product.id)).stock).toBe(2);
    // The sheet is used now.
    expect(
      codeOf(await api.post(INIT, initBody(sheet, { pointUsed: total, expectedAmount: 0 }), member.token))
    ).toBe('4340');
  });
});
