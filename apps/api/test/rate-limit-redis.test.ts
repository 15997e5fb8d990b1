import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RATE_FLUSH_MS } from '../src/http/rate-limit-store.ts';
import { createTestContext, type TestContext } from './context.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const settle = () => new Promise((resolve) => setTimeout(resolve, RATE_FLUSH_MS * 3));

// The default limit with Redis is counted in each process and added to Redis's count every RATE_FLUSH_MS (ADR 028).
describe('default rate limit, two API processes on one Redis', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  // A client address of this run only: the counters live in Redis for a minute.
  const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REDIS_URL, RATE_LIMIT_MAX: '6', CACHE_KEY_PREFIX: `mall-test-rl-${process.pid}:` }
    });
    other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const hit = (app: typeof other) =>
    app
      .inject({ method: 'GET', url: '/api/etc/v1/public/settings', remoteAddress: client })
      .then((response) => response.statusCode);

  it('is one allowance shared by the processes, not one each', async () => {
    for (let i = 0; i < 4; i += 1) expect(await hit(ctx.app)).toBe(200);
    await settle();
    // The other process learns the total when it adds its own first count.
    expect(await hit(other)).toBe(200);
    await settle();
    expect(await hit(other)).toBe(200);
    // 4 + 2 used of 6: the seventh request anywhere is refused.
    expect(await hit(other)).toBe(429);
    // The first process judged on the total it knew (4) until its next flush: one interval's requests may pass.
    await hit(ctx.app);
    await settle();
    expect(await hit(ctx.app)).toBe(429);
  });
});
