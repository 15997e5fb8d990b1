import type { ChildProcess } from 'node:child_process';
import { DELIVERY_FEE } from '@mall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TOSS_SECRET_KEY } from '../src/config.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { makeProduct, productStock, updateProduct } from './cart-fixtures.ts';
import { checkoutApi, dataOf, GUEST_INIT, guestInitBody, type OrderInitAnswer } from './checkout-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { authorizeSandboxPayment, sandboxPayment } from './payment-fixtures.ts';
import { exitOf, startServer, type Serving } from './server-process.ts';

/**
 * Two API processes on one PostgreSQL database and one Redis, as compose.yaml runs them behind its proxy: each a
 * real server process (`tsx src/server.ts`). The suite's database is created on the server named by DATABASE_URL
 * (the CI PostgreSQL pass) or on the local one CI always has; Redis counters and cache keys live under a prefix of
 * this run only. The in-process app (`ctx`) only stages data, as an operator or a crashed third process would.
 */
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `mall-test-2p-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
const MINUTE = 60_000;

let ctx: TestContext;
const children: ChildProcess[] = [];
let a: Serving;
let b: Serving;

/** A guest order for one piece of `productId`, authorized at the sandbox (the payment window approved) but not confirmed. */
async function authorizedGuestOrder(productId: number, price: number) {
  const init = dataOf<OrderInitAnswer>(
    await checkoutApi(ctx).post(GUEST_INIT, guestInitBody([{ productId, quantity: 1 }], price + DELIVERY_FEE))
  );
  const step = init.steps[0]!;
  const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
    orderId: step.paymentOrderId,
    amount: step.amount,
    orderName: init.orderName,
    customerKey: init.customerKey
  });
  return {
    init,
    paymentKey: paymentKey!,
    confirm: { paymentKey: paymentKey!, orderId: step.paymentOrderId, amount: step.amount }
  };
}

/**
 * The crash the recovery job exists for: the provider charged (confirm reached Toss) but the process died before
 * recording it, minutes ago. The order stays PAYMENT_PENDING with its attempt READY, untouched since.
 */
async function chargedThenCrashed(productId: number, price: number) {
  const order = await authorizedGuestOrder(productId, price);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/__sandbox/toss/v1/payments/confirm',
    headers: {
      authorization: `Basic ${Buffer.from(`${SANDBOX_TOSS_SECRET_KEY}:`).toString('base64')}`,
      'content-type': 'application/json'
    },
    payload: JSON.stringify(order.confirm)
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await ctx.database.db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, order.init.orderNumber));
  await ctx.database.db
    .update(orderPayments)
    .set({ updatedAt: new Date(Date.now() - 10 * MINUTE) })
    .where(eq(orderPayments.orderId, row!.id));
  return order;
}

async function orderState(orderNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  const attempts = await ctx.database.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, row!.id));
  return { status: row!.status, attempts: attempts.map((attempt) => attempt.status) };
}

/** A request to one of the processes as the proxy forwards it (TRUST_PROXY=1: X-Forwarded-For names the client). */
function call(server: Serving, url: string, init: { method?: string; body?: unknown; client?: string } = {}) {
  return fetch(`${server.url}${url}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.client ?? '192.0.2.10' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
  });
}

const salesStatusThrough = async (server: Serving, productId: number) =>
  (
    (await (await call(server, `/api/product/v1/public/products/${productId}`)).json()) as {
      data: { salesStatus: { code: string } };
    }
  ).data.salesStatus.code;

// Staged before the processes start: their start-up recovery runs in both at once.
let placeable: Awaited<ReturnType<typeof chargedThenCrashed>>;
let unplaceable: Awaited<ReturnType<typeof chargedThenCrashed>>;
let placeableProduct: number;
let unplaceableProduct: number;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    databaseServer: SERVER,
    env: { REDIS_URL, CACHE_KEY_PREFIX: PREFIX }
  });
  placeableProduct = (await makeProduct(ctx, { stock: 5, price: 20_000 })).id;
  placeable = await chargedThenCrashed(placeableProduct, 20_000);
  // An order from before holds (docs/decisions/062), sold out meanwhile: placing is refused, so the charge must
  // be refunded, once.
  unplaceableProduct = (await makeProduct(ctx, { stock: 1, price: 20_000 })).id;
  unplaceable = await chargedThenCrashed(unplaceableProduct, 20_000);
  await ctx.database.db
    .update(salesOrders)
    .set({ reservation: null })
    .where(eq(salesOrders.orderNumber, unplaceable.init.orderNumber));
  await updateProduct(ctx, unplaceableProduct, { stock: 0, salesStatus: 'SOLD_OUT' });

  const env = {
    DATABASE_URL: ctx.databaseUrl!,
    REDIS_URL,
    CACHE_KEY_PREFIX: PREFIX,
    TRUST_PROXY: '1',
    SEED_DEMO: 'off',
    DATA_DIR: ctx.tmpDir
  };
  [a, b] = await Promise.all([startServer(env, children), startServer(env, children)]);
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await ctx?.close();
  // The run's cache version counter has no expiry: leave nothing behind in a shared Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('a write through one is seen through the other at once (the catalogue cache bump reaches both)', async () => {
    const product = await makeProduct(ctx, { stock: 1, price: 20_000 });
    // Both processes have the product cached as on sale.
    expect(await salesStatusThrough(a, product.id)).toBe('ON_SALE');
    expect(await salesStatusThrough(b, product.id)).toBe('ON_SALE');
    expect(await salesStatusThrough(b, product.id)).toBe('ON_SALE');

    // A guest orders the last piece through A: the order holds it (docs/decisions/062) and marks it sold out.
    const held = await call(a, GUEST_INIT, {
      method: 'POST',
      body: guestInitBody([{ productId: product.id, quantity: 1 }], 20_000 + DELIVERY_FEE)
    });
    expect(held.status).toBe(200);
    // B hears A's bump well before its own 5-second re-check of the counter would notice.
    await vi.waitFor(async () => expect(await salesStatusThrough(b, product.id)).toBe('SOLD_OUT'), {
      timeout: 2000,
      interval: 50
    });
    expect(await salesStatusThrough(a, product.id)).toBe('SOLD_OUT');
  });

  it('a strict per-route limit is one allowance for both processes', async () => {
    // Guest order look-ups: 10 a minute per client (counted under this run's key prefix), half through each process.
    const client = '198.51.100.7';
    // An empty body is refused (400) after the limit has counted it, without the password check's cost.
    const lookUp = (server: Serving, from = client) =>
      call(server, '/api/order/v1/public/guest-order/history', {
        method: 'POST',
        client: from,
        body: {}
      }).then((response) => response.status);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await lookUp(a), await lookUp(b));
    expect(answers).toEqual(Array(10).fill(400));
    expect(await lookUp(a)).toBe(429);
    expect(await lookUp(b)).toBe(429);
    // Another client is not affected.
    expect(await lookUp(b, '198.51.100.8')).toBe(400);
  });

  it('the recovery job ran in both and did everything once: one placement, one refund', async () => {
    // Stopping waits for a running recovery pass: after this both processes' start-up passes are over.
    for (const { child } of [a, b]) child.kill('SIGTERM');
    expect(await Promise.all([exitOf(a.child), exitOf(b.child)])).toEqual([0, 0]);

    expect(await orderState(placeable.init.orderNumber)).toEqual({ status: 'PLACED', attempts: ['DONE'] });
    expect((await productStock(ctx, placeableProduct)).stock).toBe(4);
    const kept = await sandboxPayment(ctx.app, placeable.paymentKey);
    expect(kept).toMatchObject({ status: 'DONE', balanceAmount: kept.totalAmount });
    expect(kept.cancels ?? []).toEqual([]);

    expect((await orderState(unplaceable.init.orderNumber)).status).toBe('FAILED');
    expect((await productStock(ctx, unplaceableProduct)).stock).toBe(0);
    const refunded = await sandboxPayment(ctx.app, unplaceable.paymentKey);
    expect(refunded).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(refunded.cancels).toHaveLength(1);
  });
});
