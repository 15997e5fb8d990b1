import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, type Cart } from '@mall/domain';
import { buildApp } from '../src/app.ts';
import { createCartReadCache, CART_READ_TTL_MS } from '../src/modules/cart/cart-read-cache.ts';
import type { Asker } from '../src/modules/cart/cart.service.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember, cartOf, makeProduct, storedLines, updateProduct } from './cart-fixtures.ts';
import {
  checkoutApi,
  CONFIRM,
  dataOf,
  INIT,
  initBody,
  SHEET,
  type OrderInitAnswer,
  type OrderSheet
} from './checkout-fixtures.ts';
import { authorizeSandboxPayment } from './payment-fixtures.ts';

/**
 * Cart answers kept between writes (docs/decisions/065): a second read costs no statement, and every write of the
 * member's lines (in any process) or of the catalogue is seen by the next read.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = () => `mall-test-carts-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
const CART = '/api/order/v1/cart';
const asker: Asker = { userSeqNo: 7, language: 'ko-KR', memberPrices: false };
const silent = { warn: () => {} };

/** Deletes what a test wrote under its Redis prefix. */
async function forgetKeys(keyPrefix: string) {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

/** A load that answers a new cart object each time and counts its calls. */
function loader() {
  const load = async (): Promise<Cart> => {
    load.calls += 1;
    return { cartType: 'normal', lines: [], totalCartCount: load.calls };
  };
  load.calls = 0;
  return load;
}

describe('the kept answers', () => {
  it('embedded: kept until the member changes the cart or the catalogue moves on, and no longer than the TTL', async () => {
    let clock = 0;
    let catalogue = '1';
    const cache = createCartReadCache({
      database: 'embedded',
      redis: null,
      keyPrefix: prefix(),
      catalogueVersion: async () => catalogue,
      log: silent,
      now: () => clock
    });
    const load = loader();
    const first = await cache.read(asker, 'normal', load);
    expect(await cache.read(asker, 'normal', load)).toBe(first);
    // Another language, price audience or cart is another answer.
    await cache.read({ ...asker, language: 'en-US' }, 'normal', load);
    await cache.read({ ...asker, memberPrices: true }, 'normal', load);
    await cache.read(asker, 'autoship', load);
    expect(load.calls).toBe(4);

    await cache.changed(asker.userSeqNo);
    expect(await cache.read(asker, 'normal', load)).not.toBe(first);
    expect(load.calls).toBe(5);
    // Another member's change is not this member's.
    await cache.changed(asker.userSeqNo + 1);
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(5);

    catalogue = '2';
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(6);
    clock += CART_READ_TTL_MS;
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(7);
  });

  it('a read that began before a write keeps its answer where no later read looks', async () => {
    const cache = createCartReadCache({
      database: 'embedded',
      redis: null,
      keyPrefix: prefix(),
      catalogueVersion: async () => '1',
      log: silent
    });
    let release!: () => void;
    const slow = async (): Promise<Cart> => {
      await new Promise<void>((resolve) => (release = resolve));
      return { cartType: 'normal', lines: [], totalCartCount: 0 };
    };
    const before = cache.read(asker, 'normal', slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The write commits and is counted while the first read still loads the old lines.
    await cache.changed(asker.userSeqNo);
    release();
    await before;
    const load = loader();
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(1);
  });

  it('PostgreSQL without Redis: another instance could write unseen, so nothing is kept', async () => {
    const cache = createCartReadCache({
      database: 'postgres',
      redis: null,
      keyPrefix: prefix(),
      catalogueVersion: async () => '1',
      log: silent
    });
    const load = loader();
    await cache.read(asker, 'normal', load);
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(2);
  });

  it('with Redis: a change counted by one process is seen by the next read of another', async () => {
    const keyPrefix = prefix();
    const redis = new Redis(REDIS_URL);
    try {
      const options = {
        database: 'postgres' as const,
        redis,
        keyPrefix,
        catalogueVersion: async () => '1',
        log: silent
      };
      const one = createCartReadCache(options);
      const two = createCartReadCache(options);
      const load = loader();
      await two.read(asker, 'normal', load);
      await two.read(asker, 'normal', load);
      expect(load.calls).toBe(1);
      await one.changed(asker.userSeqNo);
      await two.read(asker, 'normal', load);
      expect(load.calls).toBe(2);
    } finally {
      await redis.quit();
      await forgetKeys(keyPrefix);
    }
  });

  it('Redis out: every read loads, and a change does not fail the write', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false
    });
    redis.on('error', () => {});
    const warnings: string[] = [];
    const cache = createCartReadCache({
      database: 'postgres',
      redis,
      keyPrefix: prefix(),
      catalogueVersion: async () => '1',
      log: { warn: (_object, message) => warnings.push(message) }
    });
    const load = loader();
    await cache.read(asker, 'normal', load);
    await cache.read(asker, 'normal', load);
    expect(load.calls).toBe(2);
    await expect(cache.changed(asker.userSeqNo)).resolves.toBeUndefined();
    expect(warnings).toContain('cart read cache: a cart change was not counted in Redis');
    redis.disconnect();
  });
});

describe('the cart routes with kept answers', () => {
  // With Redis, so the answers are kept on both databases (PostgreSQL alone keeps none, as tested above).
  const keyPrefix = prefix();
  let ctx: TestContext;
  let call: ReturnType<typeof cartApi>;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { REDIS_URL, CACHE_KEY_PREFIX: keyPrefix } });
    call = cartApi(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await forgetKeys(keyPrefix);
  });

  it('a second read sends no statement; an add, a quantity change and a delete each show at once', async () => {
    const member = await cartMember(ctx);
    const product = await makeProduct(ctx);
    const added = cartOf(await call('POST', CART, member.token, [{ productId: product.id, quantity: 1 }]));
    const [line] = added.lines;
    expect(cartOf(await call('GET', CART, member.token)).lines).toHaveLength(1);
    ctx.queries.length = 0;
    expect(cartOf(await call('GET', CART, member.token))).toEqual(added);
    expect(ctx.queries).toEqual([]);

    await call('PATCH', `${CART}/quantity/${line!.cartId}`, member.token, { quantity: 3 });
    expect(cartOf(await call('GET', CART, member.token)).lines[0]!.quantity).toBe(3);
    await call('DELETE', `${CART}?cartIds=${line!.cartId}`, member.token);
    expect(cartOf(await call('GET', CART, member.token)).lines).toEqual([]);
  });

  it('a product sold out meanwhile shows on the next read (the catalogue bump)', async () => {
    const member = await cartMember(ctx);
    const product = await makeProduct(ctx);
    cartOf(await call('POST', CART, member.token, [{ productId: product.id, quantity: 1 }]));
    expect(cartOf(await call('GET', CART, member.token)).lines[0]!.available).toBe(true);
    await updateProduct(ctx, product.id, { salesStatus: 'SOLD_OUT' });
    expect(cartOf(await call('GET', CART, member.token)).lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'SOLD_OUT'
    });
  });

  it('an order placed from the cart takes its lines out of the next read', async () => {
    const api = checkoutApi(ctx);
    const member = await cartMember(ctx);
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    cartOf(await call('POST', CART, member.token, [{ productId: product.id, quantity: 1 }]));
    const [stored] = await storedLines(ctx, member.id);
    expect(cartOf(await call('GET', CART, member.token)).lines).toHaveLength(1);
    const sheet = dataOf<OrderSheet>(
      await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [stored!.id] }, member.token)
    );
    const init = dataOf<OrderInitAnswer>(
      await api.post(INIT, initBody(sheet, { expectedAmount: 20_000 + DELIVERY_FEE }), member.token)
    );
    const step = init.steps[0]!;
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: step.paymentOrderId,
      amount: step.amount,
      orderName: init.orderName,
      customerKey: init.customerKey,
      outcome: 'approve'
    });
    const confirm = await api.post(
      CONFIRM,
      { paymentKey, orderId: step.paymentOrderId, amount: step.amount },
      member.token
    );
    expect(confirm.statusCode).toBe(200);
    expect(cartOf(await call('GET', CART, member.token)).lines).toEqual([]);
  });
});

describe('two API processes on one database and one Redis', () => {
  const keyPrefix = prefix();
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { REDIS_URL, CACHE_KEY_PREFIX: keyPrefix } });
    other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
    await forgetKeys(keyPrefix);
  });

  it('an add through one process is in the very next read through the other', async () => {
    const member = await cartMember(ctx);
    const product = await makeProduct(ctx);
    const read = async () =>
      cartOf(
        await other.inject({
          method: 'GET',
          url: CART,
          headers: { authorization: `Bearer ${member.token}` }
        })
      );
    expect((await read()).lines).toEqual([]);
    expect((await read()).lines).toEqual([]);
    cartOf(await cartApi(ctx)('POST', CART, member.token, [{ productId: product.id, quantity: 2 }]));
    expect((await read()).lines.map((line) => line.quantity)).toEqual([2]);
  });
});
