import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductPage } from '@mall/domain';
import { buildApp } from '../src/app.ts';
import { PUBLIC_CATALOGUE_CACHE } from '../src/modules/product/product.routes.ts';
import { createTestContext, getJson, type TestContext } from './context.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAGE = '/api/product/v1/public/products';

/** `read()`'s answer once it is `expected`, or its last answer after a second (a bump message is asynchronous). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 50 && value !== expected; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** Statements sent while `action` runs. */
async function countQueries(ctx: TestContext, action: () => Promise<unknown>): Promise<string[]> {
  ctx.queries.length = 0;
  await action();
  return [...ctx.queries];
}

function cacheSuite(name: string, env: () => Record<string, string>, expectedKind: 'memory' | 'redis') {
  describe(name, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ env: env() });
      // The version is read once per process: out of the way before counting.
      await getJson(ctx, '/api/product/v1/public/categories');
    });
    afterAll(async () => {
      await ctx.close();
    });

    it(`uses the ${expectedKind} store`, () => {
      expect(ctx.app.catalogue.kind).toBe(expectedKind);
    });

    it('a list page is one fixed number of statements whatever its size (no N+1)', async () => {
      let small: ProductPage | undefined;
      let large: ProductPage | undefined;
      const eight = await countQueries(ctx, async () => {
        small = (await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=8`)).body.data;
      });
      const fifty = await countQueries(ctx, async () => {
        large = (await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=50`)).body.data;
      });
      expect(small!.list).toHaveLength(8);
      expect(large!.list).toHaveLength(50);
      expect(eight.length).toBeGreaterThan(0);
      expect(fifty.length).toBe(eight.length);
      expect(eight.length).toBeLessThanOrEqual(1);
      // A category filter adds one subtree lookup, still independent of the page size.
      const tree = (
        await getJson<{ data: { categoryId: number }[] }>(ctx, '/api/product/v1/public/categories')
      ).body.data;
      const byCategory = await countQueries(ctx, () =>
        getJson(ctx, `${PAGE}?pageSize=50&categoryId=${tree[0]!.categoryId}`)
      );
      expect(byCategory.length).toBe(2);
    });

    it('a second identical call is served from the cache with zero statements and the same answer', async () => {
      const first = await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=20&searchOrderType=BEST`);
      const again = await countQueries(ctx, async () => {
        const second = await getJson<{ data: ProductPage }>(ctx, `${PAGE}?searchOrderType=BEST&pageSize=20`);
        expect(second.body).toEqual(first.body);
      });
      expect(again).toEqual([]);
      const detailId = first.body.data.list[0]!.productId;
      const firstDetail = await countQueries(ctx, () =>
        getJson<{ data: ProductDetail }>(ctx, `${PAGE}/${detailId}`)
      );
      expect(firstDetail.length).toBe(3);
      expect(
        await countQueries(ctx, () => getJson<{ data: ProductDetail }>(ctx, `${PAGE}/${detailId}`))
      ).toEqual([]);
      expect(await countQueries(ctx, () => getJson(ctx, '/api/product/v1/public/categories'))).toEqual([]);
    });

    it('keys by language: another language reads the database and answers in it', async () => {
      const ko = await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=4`, 'ko-KR');
      const en = await countQueries(ctx, async () => {
        const answer = await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=4`, 'en-US');
        expect(answer.body.data.list[0]!.productName).not.toBe(ko.body.data.list[0]!.productName);
      });
      expect(en.length).toBeGreaterThan(0);
    });

    it('knows its version without asking (the guest answer replay, ADR 072), and a bump moves it at once', async () => {
      // With Redis, once the bump messages are heard (the subscription is made at start-up).
      const before = await eventually(async () => ctx.app.catalogue.versionNow() !== null, true);
      expect(before).toBe(true);
      const version = ctx.app.catalogue.versionNow();
      await ctx.app.catalogue.bump();
      expect(ctx.app.catalogue.versionNow()).not.toBeNull();
      expect(ctx.app.catalogue.versionNow()).not.toBe(version);
    });

    it('a catalogue write plus bump is seen at once; without the bump the cached answer stays', async () => {
      const url = `${PAGE}?pageSize=3&searchOrderType=PRICE_ASC`;
      const before = (await getJson<{ data: ProductPage }>(ctx, url)).body.data.list[0]!;
      await ctx.database.db.execute(
        sql`UPDATE product SET brand = 'Changed Brand' WHERE id = ${before.productId}`
      );
      expect((await getJson<{ data: ProductPage }>(ctx, url)).body.data.list[0]!.brand).toBe(before.brand);
      await ctx.app.catalogue.bump();
      expect((await getJson<{ data: ProductPage }>(ctx, url)).body.data.list[0]!.brand).toBe('Changed Brand');
    });

    it('errors are not cached and carry no public Cache-Control', async () => {
      for (let i = 0; i < 2; i += 1) {
        const statements = await countQueries(ctx, async () => {
          const { response } = await getJson(ctx, `${PAGE}/1`);
          expect(response.statusCode).toBe(404);
          expect(response.headers['cache-control']).not.toBe(PUBLIC_CATALOGUE_CACHE);
        });
        expect(statements.length).toBeGreaterThan(0);
      }
    });

    it('public catalogue answers may be cached by browsers, per language', async () => {
      for (const url of ['/api/product/v1/public/categories', `${PAGE}?pageSize=8`, `${PAGE}?pageSize=1`]) {
        const { response } = await getJson(ctx, url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE);
        expect(response.headers.vary).toContain('Accept-Language');
      }
    });
  });
}

cacheSuite('catalogue cache, in-process LRU (no REDIS_URL)', () => ({}), 'memory');

const prefix = `mall-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;

// Redis runs on every development machine and in CI (see README): this suite needs it, it never skips.
describe('with Redis', () => {
  afterAll(async () => {
    // Clean up this run's keys only.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  cacheSuite('catalogue cache, Redis', () => ({ REDIS_URL, CACHE_KEY_PREFIX: `${prefix}a:` }), 'redis');

  describe('two API processes on one database and one Redis', () => {
    let ctx: TestContext;
    let other: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      ctx = await createTestContext({ env: { REDIS_URL, CACHE_KEY_PREFIX: `${prefix}b:` } });
      other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
      await other.ready();
    });
    afterAll(async () => {
      await other.close();
      await ctx.close();
    });

    it('one process fills the cache for the other, and a bump in one is seen by the other', async () => {
      const url = `${PAGE}?pageSize=2`;
      const first = (await getJson<{ data: ProductPage }>(ctx, url)).body.data.list[0]!;
      ctx.queries.length = 0;
      const fromOther = await other.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR' } });
      expect(fromOther.json<{ data: ProductPage }>().data.list[0]!.productId).toBe(first.productId);
      // Only the other process's one-time version read: the page itself came from Redis.
      expect(ctx.queries.filter((q) => /from "product"/i.test(q))).toEqual([]);

      await ctx.database.db.execute(
        sql`UPDATE product SET brand = 'Shared Brand' WHERE id = ${first.productId}`
      );
      await other.catalogue.bump();
      // The bumping process sees its write at once; the other hears the bump on the channel (ADR 028: a message
      // away, well under the second allowed here; without the channel it would take VERSION_RECHECK_MS).
      const fromBumper = await other.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR' } });
      expect(fromBumper.json<{ data: ProductPage }>().data.list[0]!.brand).toBe('Shared Brand');
      expect(
        await eventually(
          async () => (await getJson<{ data: ProductPage }>(ctx, url)).body.data.list[0]!.brand,
          'Shared Brand'
        )
      ).toBe('Shared Brand');
    });

    it("a process's in-process tier serves repeated reads, and another process's bump empties it (ADR 028)", async () => {
      const url = `${PAGE}?pageSize=3`;
      const read = async () =>
        (await other.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR' } })).json<{
          data: ProductPage;
        }>().data;
      const first = (await read()).list[0]!;
      // The answers go from Redis: what is left is in the other process's own memory.
      const redis = new Redis(REDIS_URL);
      const answers = (await redis.keys(`${prefix}b:catalogue:v*`)).filter(
        (key) => !key.endsWith(':version')
      );
      expect(answers.length).toBeGreaterThan(0);
      await redis.del(...answers);
      await ctx.database.db.execute(
        sql`UPDATE product SET brand = 'Tiered Brand' WHERE id = ${first.productId}`
      );
      ctx.queries.length = 0;
      expect((await read()).list[0]!.brand).toBe(first.brand);
      expect(ctx.queries).toEqual([]);

      // This process bumps; the other hears it on the channel (a message, so not necessarily before the next line).
      await ctx.app.catalogue.bump();
      expect(await eventually(async () => (await read()).list[0]!.brand, 'Tiered Brand')).toBe(
        'Tiered Brand'
      );
      await redis.quit();
    });
  });
});

describe('Redis out (REDIS_URL names a port where nothing listens)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REDIS_URL: 'redis://127.0.0.1:1', CACHE_KEY_PREFIX: `${prefix}down:` }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers every catalogue read from the database', async () => {
    for (let i = 0; i < 3; i += 1) {
      const statements = await countQueries(ctx, async () => {
        const { response, body } = await getJson<{ data: ProductPage }>(ctx, `${PAGE}?pageSize=8`);
        expect(response.statusCode).toBe(200);
        expect(body.data.list).toHaveLength(8);
      });
      expect(statements.length).toBeGreaterThan(0);
    }
  });
});
