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
  confirmOf,
  dataOf,
  directSheet,
  FakeProvider,
  grantPoints,
  INIT,
  initBody,
  issueCoupon,
  pointBalance,
  type OrderInitAnswer,
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

async function orderStatus(orderNumber: string) {
  const [row] = await ctx.database.db
    .select({ status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!.status;
}

// The last items (stock held at init, 8 buyers for 3) are in checkout-holds.test.ts (docs/decisions/062).

describe('one coupon', () => {
  it('a second pending order with the same coupon is refused at init (COUPON_NOT_APPLICABLE USED)', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const member = await cartMember(ctx);
    const coupon = await issueCoupon(ctx, member.id, { discountValue: 3000 });
    const first = await directSheet(ctx, member.token, product.id);
    const second = await directSheet(ctx, member.token, product.id);
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
    const sheet = await directSheet(ctx, member.token, product.id);
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
  it('two orders spending the whole balance at once: one holds the points, the other is refused at init; the balance never below 0', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const member = await cartMember(ctx);
    await grantPoints(ctx, member.id, 5000);
    const amount = 20_000 + DELIVERY_FEE - 5000;
    const sheets = [
      await directSheet(ctx, member.token, product.id),
      await directSheet(ctx, member.token, product.id)
    ];
    const answers = await Promise.all(
      sheets.map((sheet) =>
        api.post(INIT, initBody(sheet, { pointUsed: 5000, expectedAmount: amount }), member.token)
      )
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(answers.find((answer) => answer.statusCode === 409)!)).toBe('POINT_USE_INVALID');
    expect(await pointBalance(ctx, member.id)).toBe(0);
    const init = dataOf<OrderInitAnswer>(answers.find((answer) => answer.statusCode === 200)!);
    expect((await api.post(CONFIRM, confirmOf(init), member.token)).statusCode).toBe(200);
    expect(await pointBalance(ctx, member.id)).toBe(0);
    expect(provider.payments.get(confirmOf(init).paymentKey)!.balanceAmount).toBe(amount);
  });

  it('a 0-won order (points pay it all) is placed by init itself, with no payment step', async () => {
    const product = await makeProduct(ctx, { stock: 4, price: 20_000 });
    const member = await cartMember(ctx);
    await grantPoints(ctx, member.id, 50_000);
    const sheet = await directSheet(ctx, member.token, product.id, 2);
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
