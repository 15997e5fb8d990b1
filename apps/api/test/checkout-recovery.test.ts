import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, PENDING_ORDER_TTL_MS } from '@mall/domain';
import { rowsOf } from '../src/db/rows.ts';
import { canonical } from '../src/lib/versioned-cache.ts';
import { idempotencyKeys } from '../src/http/idempotency.table.ts';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import { runRecovery, startRecovery, type RecoveryDeps } from '../src/modules/order/order-recovery.ts';
import { createSettlement } from '../src/modules/order/order-settlement.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { returnStock, takeStock } from '../src/modules/product/product-stock.ts';
import { products } from '../src/modules/product/product.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { makeProduct, productStock } from './cart-fixtures.ts';
import {
  checkoutApi,
  CONFIRM,
  ABANDON,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  guestInitBody,
  type OrderInitAnswer,
  type PaymentConfirmAnswer
} from './checkout-fixtures.ts';

/** The recovery job (docs/decisions/034 "Recovery"), called directly with a clock. */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
let deps: RecoveryDeps;
const provider = new FakeProvider();
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: provider } });
  const benefits = createBenefitsService({ db: ctx.database.db });
  api = checkoutApi(ctx);
  const settlement = createSettlement({
    db: ctx.database.db,
    catalogue: { takeStock, returnStock },
    benefits,
    payments: provider,
    bumpCatalogue: () => ctx.app.catalogue.bump()
  });
  deps = { db: ctx.database.db, payments: provider, settlement };
});
afterAll(async () => {
  await ctx.close();
});

async function guestOrder(productId: number, price: number, splitFirstAmount: number | null = null) {
  return dataOf<OrderInitAnswer>(
    await api.post(
      GUEST_INIT,
      guestInitBody([{ productId, quantity: 1 }], price + DELIVERY_FEE, { splitFirstAmount })
    )
  );
}

async function order(orderNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  const attempts = await ctx.database.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, row!.id))
    .orderBy(orderPayments.step);
  return { ...row!, attempts };
}

describe('runRecovery', () => {
  it('a payment charged at the provider that never came back to us: found, kept and the order placed', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const step = init.steps[0]!;
    const paymentKey = provider.chargeDirectly(step.paymentOrderId, step.amount);
    // Not yet stale: nothing happens.
    await runRecovery(deps, later(1));
    expect((await order(init.orderNumber)).status).toBe('PAYMENT_PENDING');
    const report = await runRecovery(deps, later(6));
    expect(report).toMatchObject({ confirmed: 1, placed: 1 });
    const placed = await order(init.orderNumber);
    expect(placed.status).toBe('PLACED');
    expect(placed.attempts[0]).toMatchObject({ status: 'DONE', paymentKey });
    expect((await productStock(ctx, product.id)).stock).toBe(4);
    expect(provider.payments.get(paymentKey)!.balanceAmount).toBe(step.amount);
  });

  it('a charged payment whose order cannot be placed any more (from before holds, sold out meanwhile) is refunded', async () => {
    const product = await makeProduct(ctx, { stock: 1, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    // An order written before holds existed (docs/decisions/062): it holds nothing, and the last item went
    // to someone else.
    await ctx.database.db
      .update(salesOrders)
      .set({ reservation: null })
      .where(eq(salesOrders.orderNumber, init.orderNumber));
    await ctx.database.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const paymentKey = provider.chargeDirectly(init.steps[0]!.paymentOrderId, init.steps[0]!.amount);
    await runRecovery(deps, later(6));
    expect((await order(init.orderNumber)).status).toBe('FAILED');
    expect(provider.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('a paid order that keeps failing to place (an error, not a refusal) waits, and is refunded once past 30 minutes', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const paymentKey = provider.chargeDirectly(init.steps[0]!.paymentOrderId, init.steps[0]!.amount);
    // Its placement keeps meeting an error (the database gone mid-transaction), never a refusal.
    const broken = { ...deps.settlement, place: () => Promise.reject(new Error('connection lost')) };
    await runRecovery({ ...deps, settlement: broken }, later(6));
    expect((await order(init.orderNumber)).status).toBe('PAYMENT_PENDING');
    expect(provider.payments.get(paymentKey)!.balanceAmount).toBe(init.steps[0]!.amount);
    await runRecovery({ ...deps, settlement: broken }, later(31));
    expect(await order(init.orderNumber)).toMatchObject({ status: 'FAILED', failureCode: 'PLACEMENT_ERROR' });
    expect(provider.payments.get(paymentKey)!.balanceAmount).toBe(0);
    expect((await productStock(ctx, product.id)).stock).toBe(5);
  });

  it('a CONFIRMING attempt whose confirm died before the provider goes back to READY (the customer can still pay)', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    await ctx.database.db
      .update(orderPayments)
      .set({ status: 'CONFIRMING' })
      .where(eq(orderPayments.paymentOrderId, init.steps[0]!.paymentOrderId));
    await runRecovery(deps, later(6));
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('READY');
  });

  it('a confirm whose answer never came back (the provider charged), then abandoned: the charge is found and refunded', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const step = init.steps[0]!;
    // The provider charged, but the confirm's answer was lost (a 5xx or time-out put the attempt back to READY).
    const paymentKey = provider.chargeDirectly(step.paymentOrderId, step.amount);
    const abandoned = dataOf<{ status: string; refundedSteps: number }>(
      await api.post(ABANDON, { orderId: step.paymentOrderId, code: 'PAY_PROCESS_CANCELED' })
    );
    expect(abandoned).toMatchObject({ status: 'FAILED', refundedSteps: 1 });
    expect(provider.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const failed = await order(init.orderNumber);
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'PAY_PROCESS_CANCELED' });
    expect(failed.attempts[0]).toMatchObject({ status: 'CANCELED', paymentKey });
  });

  it('a pending order past 30 minutes whose last confirm answer was lost moments ago: the charge is refunded, not forgotten', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const step = init.steps[0]!;
    const paymentKey = provider.chargeDirectly(step.paymentOrderId, step.amount);
    // The order is old but the attempt was touched a minute ago (its confirm just failed): not stale yet.
    await ctx.database.db
      .update(salesOrders)
      .set({ createdAt: new Date(Date.now() - 31 * MINUTE) })
      .where(eq(salesOrders.orderNumber, init.orderNumber));
    await runRecovery(deps, new Date(Date.now() + MINUTE));
    expect((await order(init.orderNumber)).status).toBe('FAILED');
    expect(provider.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('a pending order older than 30 minutes: FAILED, its paid first step refunded, the second failed', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const init = await guestOrder(product.id, 30_000, 10_000);
    const first = init.steps[0]!;
    const paymentKey = `pk_${first.paymentOrderId}`;
    dataOf(await api.post(CONFIRM, { paymentKey, orderId: first.paymentOrderId, amount: first.amount }));
    await runRecovery(deps, later(20));
    expect((await order(init.orderNumber)).status).toBe('PAYMENT_PENDING');
    await runRecovery(deps, later(31));
    const failed = await order(init.orderNumber);
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'PAYMENT_TIMEOUT' });
    expect(failed.attempts.map((attempt) => attempt.status)).toEqual(['CANCELED', 'FAILED']);
    expect(provider.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await productStock(ctx, product.id)).stock).toBe(5);
  });

  it('a hold never paid for ends with its order: past 30 minutes the stock is back, and no hold is older', async () => {
    const product = await makeProduct(ctx, { stock: 1, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    expect(await productStock(ctx, product.id)).toEqual({ stock: 0, salesStatus: 'SOLD_OUT' });
    await runRecovery(deps, later(29));
    expect((await order(init.orderNumber)).reservation).toBe('HELD');
    await runRecovery(deps, later(31));
    expect(await order(init.orderNumber)).toMatchObject({
      status: 'FAILED',
      failureCode: 'PAYMENT_TIMEOUT',
      reservation: 'RELEASED'
    });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 1, salesStatus: 'ON_SALE' });
    // Nothing of this product is held by an order older than the hold's time at the job's clock.
    const cutoff = new Date(later(31).getTime() - PENDING_ORDER_TTL_MS).toISOString();
    const stale = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
          WHERE l.product_id = ${product.id} AND o.reservation = 'HELD' AND o.created_at < ${cutoff}::timestamptz`
    );
    expect(rowsOf<{ n: number }>(stale)[0]!.n).toBe(0);
  });

  it('a refund the provider did not take the first time is finished later', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const init = await guestOrder(product.id, 30_000, 10_000);
    const first = init.steps[0]!;
    const paymentKey = `pk_${first.paymentOrderId}`;
    dataOf(await api.post(CONFIRM, { paymentKey, orderId: first.paymentOrderId, amount: first.amount }));
    const cancel = provider.cancel.bind(provider);
    provider.cancel = () => Promise.reject(new Error('provider down'));
    const abandoned = await api.post('/api/order/v1/public/payments/abandon', {
      orderId: init.steps[1]!.paymentOrderId
    });
    expect(dataOf(abandoned)).toMatchObject({ status: 'FAILED', refundedSteps: 0 });
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('DONE');
    provider.cancel = cancel;
    await runRecovery(deps, later(1));
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('CANCELED');
    expect(provider.payments.get(paymentKey)!.balanceAmount).toBe(0);
  });

  it('a CANCEL_REQUESTED order is left to the cancel’s own finisher: never refunded or CANCELLED without it', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const step = init.steps[0]!;
    dataOf(
      await api.post(CONFIRM, {
        paymentKey: `pk_${step.paymentOrderId}`,
        orderId: step.paymentOrderId,
        amount: step.amount
      })
    );
    await ctx.database.db
      .update(salesOrders)
      .set({ status: 'CANCEL_REQUESTED' })
      .where(eq(salesOrders.orderNumber, init.orderNumber));
    await runRecovery(deps, later(1));
    const untouched = await order(init.orderNumber);
    expect(untouched.status).toBe('CANCEL_REQUESTED');
    expect(untouched.attempts[0]!.status).toBe('DONE');
    const finished: number[] = [];
    await runRecovery({ ...deps, finishCancel: async (orderId) => finished.push(orderId) }, later(1));
    expect(finished).toEqual([untouched.id]);
  });

  it('idempotency keys older than 24 hours are deleted', async () => {
    await ctx.database.db.insert(idempotencyKeys).values([
      {
        scope: 'POST /x guest',
        key: 'old-key-0001',
        requestHash: 'h',
        state: 'DONE',
        createdAt: new Date(Date.now() - 25 * 60 * MINUTE),
        lockedUntil: new Date()
      },
      {
        scope: 'POST /x guest',
        key: 'new-key-0001',
        requestHash: 'h',
        state: 'DONE',
        createdAt: new Date(),
        lockedUntil: new Date()
      }
    ]);
    const report = await runRecovery(deps, new Date());
    expect(report.expiredKeys).toBe(1);
    const left = await ctx.database.db.execute(
      sql`SELECT key FROM idempotency_key WHERE scope = 'POST /x guest'`
    );
    expect(rowsOf<{ key: string }>(left).map((row) => row.key)).toEqual(['new-key-0001']);
  });
});

describe('an interrupted confirm (the process died mid-confirm; docs/decisions/044)', () => {
  const soon = (seconds: number) => new Date(Date.now() + seconds * 1000);

  /** What a confirm that claimed the attempt `secondsAgo` ago and died leaves; `charged`: after the provider took it. */
  async function interrupted(secondsAgo: number, charged: boolean) {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = await guestOrder(product.id, 20_000);
    const step = init.steps[0]!;
    await ctx.database.db
      .update(orderPayments)
      .set({ status: 'CONFIRMING', updatedAt: new Date(Date.now() - secondsAgo * 1000) })
      .where(eq(orderPayments.paymentOrderId, step.paymentOrderId));
    const body = {
      paymentKey: `pk_${step.paymentOrderId}`,
      orderId: step.paymentOrderId,
      amount: step.amount
    };
    if (charged) await provider.confirm(body, `confirm-${step.paymentOrderId}`);
    return { init, body, product };
  }

  it('charged at the provider: the few-second pass records the charge and places the order 10 s after the claim', async () => {
    const { init, body, product } = await interrupted(0, true);
    expect(await runRecovery(deps, soon(5), 'confirms')).toMatchObject({ confirmed: 0, placed: 0 });
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('CONFIRMING');
    expect(await runRecovery(deps, soon(11), 'confirms')).toMatchObject({ confirmed: 1, placed: 1 });
    const placed = await order(init.orderNumber);
    expect(placed.status).toBe('PLACED');
    expect(placed.attempts[0]).toMatchObject({ status: 'DONE', paymentKey: body.paymentKey });
    expect((await productStock(ctx, product.id)).stock).toBe(4);
    expect(provider.payments.get(body.paymentKey)!.balanceAmount).toBe(body.amount);
  });

  it('not charged: left to its confirm until the claim’s lease (35 s) ends, then READY, and the customer can pay', async () => {
    const { init, body } = await interrupted(0, false);
    await runRecovery(deps, soon(12), 'confirms');
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('CONFIRMING');
    await runRecovery(deps, soon(36), 'confirms');
    expect((await order(init.orderNumber)).attempts[0]!.status).toBe('READY');
    expect(dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body)).placed).toBe(true);
  });

  it('a same-key retry after the crash answers the placed order at once (the charge is asked for), not 409', async () => {
    const { init, body } = await interrupted(12, true);
    // The dead request's key: IN_FLIGHT, its lease not renewed since the crash.
    const requestHash = createHash('sha256')
      .update(canonical({ body, params: {} }))
      .digest('hex');
    await ctx.database.db.insert(idempotencyKeys).values({
      scope: `POST ${CONFIRM} guest`,
      key: 'crashed-confirm-01',
      requestHash,
      state: 'IN_FLIGHT',
      createdAt: new Date(Date.now() - 12_000),
      lockedUntil: new Date(Date.now() - 1000)
    });
    const confirms = provider.confirmCalls;
    const started = Date.now();
    const answer = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, body, undefined, 'crashed-confirm-01')
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer).toMatchObject({ orderNumber: init.orderNumber, placed: true });
    expect(provider.confirmCalls).toBe(confirms);
    const [key] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'crashed-confirm-01'));
    expect(key).toMatchObject({ state: 'DONE', responseStatus: 200 });
  });

  it('a retry after a crash before the provider took it: once the claim’s lease has passed, the retry confirms', async () => {
    const { init, body } = await interrupted(36, false);
    const answer = dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body));
    expect(answer).toMatchObject({ orderNumber: init.orderNumber, placed: true });
    expect(provider.payments.get(body.paymentKey)!.balanceAmount).toBe(body.amount);
  });

  it('the job runs that pass every few seconds (here every 20 ms, with a clock 11 s ahead)', async () => {
    const { init } = await interrupted(0, true);
    const job = startRecovery(deps, 20, 60_000, () => soon(11));
    try {
      for (
        let waited = 0;
        waited < 3000 && (await order(init.orderNumber)).status !== 'PLACED';
        waited += 50
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await job.stop();
    }
    expect((await order(init.orderNumber)).status).toBe('PLACED');
  });
});
