import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE } from '@mall/domain';
import { rowsOf } from '../src/db/rows.ts';
import { createTestContext, type TestContext } from './context.ts';
import { makeProduct, productStock } from './cart-fixtures.ts';
import {
  ABANDON,
  checkoutApi,
  codeOf,
  CONFIRM,
  confirmOf,
  dataOf,
  directSheet,
  FakeProvider,
  GUEST_INIT,
  guestPieceBody,
  guestPieceOrder,
  INIT,
  initBody,
  memberOrderWithPoints,
  orderHold,
  pointBalance,
  preHoldGuestOrder,
  twoInstances,
  type OrderInitAnswer
} from './checkout-fixtures.ts';

/**
 * What a pending order holds (issue 15, docs/decisions/062): stock and points are taken at init, given back
 * when the order fails, sold when it is placed. Runs embedded and, with DATABASE_URL, on PostgreSQL; the two
 * app instances below always race on the PostgreSQL server.
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

describe('held at init', () => {
  it('stock 3, 8 buyers at once: 3 hold it, 5 are told at init (4308) before any payment window; none charged and refunded', async () => {
    const product = await makeProduct(ctx, { stock: 3, price: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.post(GUEST_INIT, guestPieceBody(product.id, 20_000)))
    );
    const held = answers.filter((answer) => answer.statusCode === 200).map(dataOf<OrderInitAnswer>);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(held).toHaveLength(3);
    expect(refused.map(codeOf)).toEqual(Array(5).fill('4308'));
    for (const answer of refused) expect(answer.json()).toMatchObject({ data: { productIds: [product.id] } });
    // Held, not sold: the shelf shows none left while the three pay.
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
    for (const init of held)
      expect(await orderHold(ctx, init.orderNumber)).toEqual({
        status: 'PAYMENT_PENDING',
        reservation: 'HELD'
      });

    const paymentsBefore = provider.payments.size;
    const confirms = await Promise.all(held.map((init) => api.post(CONFIRM, confirmOf(init))));
    expect(confirms.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Exactly the three holders were charged, and no one was refunded.
    expect(provider.payments.size - paymentsBefore).toBe(3);
    for (const init of held) {
      expect(provider.payments.get(confirmOf(init).paymentKey)).toMatchObject({ status: 'DONE' });
      expect(await orderHold(ctx, init.orderNumber)).toEqual({ status: 'PLACED', reservation: 'SOLD' });
    }
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
  });

  it('points are held too: a second order planning the same points is refused at init (POINT_USE_INVALID)', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const { member, init } = await memberOrderWithPoints(ctx, {
      productId: product.id,
      price: 20_000,
      quantity: 1,
      points: 10_000,
      pointUsed: 10_000
    });
    expect(await pointBalance(ctx, member.id)).toBe(0);
    const sheet = await directSheet(ctx, member.token, product.id);
    const second = await api.post(
      INIT,
      initBody(sheet, { pointUsed: 10_000, expectedAmount: 20_000 + DELIVERY_FEE - 10_000 }),
      member.token
    );
    expect(codeOf(second)).toBe('POINT_USE_INVALID');
    expect(second.json()).toMatchObject({ data: { max: 0 } });
    // The first order still places with the points it holds, spent once.
    expect((await api.post(CONFIRM, confirmOf(init), member.token)).statusCode).toBe(200);
    expect(await pointBalance(ctx, member.id)).toBe(0);
    expect((await productStock(ctx, product.id)).stock).toBe(9);
  });
});

describe('given back when the order fails', () => {
  it('abandoned: the stock and the points come back at once, in the same move as FAILED', async () => {
    const product = await makeProduct(ctx, { stock: 2, price: 20_000 });
    const { member, init } = await memberOrderWithPoints(ctx, {
      productId: product.id,
      price: 20_000,
      quantity: 2,
      points: 10_000,
      pointUsed: 3000
    });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
    expect(await pointBalance(ctx, member.id)).toBe(7000);
    const abandoned = await api.post(
      ABANDON,
      { orderId: init.steps[0]!.paymentOrderId, code: 'PAY_PROCESS_CANCELED', message: '취소' },
      member.token
    );
    expect(abandoned.statusCode).toBe(200);
    expect(await orderHold(ctx, init.orderNumber)).toEqual({ status: 'FAILED', reservation: 'RELEASED' });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 2, salesStatus: 'ON_SALE' });
    expect(await pointBalance(ctx, member.id)).toBe(10_000);
    // The member's history says why the points came back: the payment was never completed, not a cancel.
    const history = await ctx.database.db.execute(
      sql`SELECT kind, amount::int AS amount, reason FROM point_ledger WHERE user_seq_no = ${member.id} AND kind = 'REVERSE'`
    );
    expect(rowsOf(history)).toEqual([{ kind: 'REVERSE', amount: 3000, reason: 'unpaid' }]);
    // Abandoned again: nothing comes back twice.
    await api.post(ABANDON, { orderId: init.steps[0]!.paymentOrderId }, member.token);
    expect((await productStock(ctx, product.id)).stock).toBe(2);
    expect(await pointBalance(ctx, member.id)).toBe(10_000);
  });

  it('refused by the provider: the hold comes back and the next buyer gets the item', async () => {
    const product = await makeProduct(ctx, { stock: 1, price: 20_000 });
    const first = await guestPieceOrder(ctx, product.id, 20_000);
    expect(codeOf(await api.post(GUEST_INIT, guestPieceBody(product.id, 20_000)))).toBe('4308');
    provider.refuseNext = { status: 400, code: 'REJECT_CARD_COMPANY', message: '카드사 거절' };
    expect(codeOf(await api.post(CONFIRM, confirmOf(first)))).toBe('4309');
    expect(await orderHold(ctx, first.orderNumber)).toEqual({ status: 'FAILED', reservation: 'RELEASED' });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 1, salesStatus: 'ON_SALE' });
    const next = await api.post(GUEST_INIT, guestPieceBody(product.id, 20_000));
    expect(next.statusCode).toBe(200);
  });

  it('an order from before holds (none recorded) takes its stock when placed, and gives back nothing it never took', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const placed = await preHoldGuestOrder(ctx, product.id, 20_000);
    expect((await productStock(ctx, product.id)).stock).toBe(5);
    expect((await api.post(CONFIRM, confirmOf(placed))).statusCode).toBe(200);
    expect((await productStock(ctx, product.id)).stock).toBe(4);
    expect(await orderHold(ctx, placed.orderNumber)).toEqual({ status: 'PLACED', reservation: null });

    const failed = await preHoldGuestOrder(ctx, product.id, 20_000);
    await api.post(ABANDON, { orderId: failed.steps[0]!.paymentOrderId });
    expect(await orderHold(ctx, failed.orderNumber)).toEqual({ status: 'FAILED', reservation: null });
    expect((await productStock(ctx, product.id)).stock).toBe(4);
  });

  it('the database refuses a hold left on an order that is no longer pending', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestPieceOrder(ctx, product.id, 20_000);
    await expect(
      ctx.database.db.execute(
        sql`UPDATE sales_order SET status = 'FAILED' WHERE order_number = ${init.orderNumber}`
      )
    ).rejects.toThrow();
  });
});

describe('two app instances on one PostgreSQL database', () => {
  it('20 buyers split over both for 5 items: exactly 5 holds, stock 0, never negative', async () => {
    const { first: shared, second, close } = await twoInstances(provider);
    try {
      const product = await makeProduct(shared, { stock: 5, price: 20_000 });
      const body = guestPieceBody(product.id, 20_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, buyer) =>
          (buyer % 2 === 0 ? shared.app : second).inject({ method: 'POST', url: GUEST_INIT, payload: body })
        )
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.statusCode !== 200).map(codeOf)).toEqual(
        Array(15).fill('4308')
      );
      expect(await productStock(shared, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
      const held = await shared.database.db.execute(
        sql`SELECT count(*)::int AS n FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
            WHERE l.product_id = ${product.id} AND o.reservation = 'HELD'`
      );
      expect(rowsOf<{ n: number }>(held)[0]!.n).toBe(5);
    } finally {
      await close();
    }
  });
});
