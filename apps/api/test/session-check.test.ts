import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login } from './members.ts';

/**
 * The per-request login check remembered for seconds (docs/decisions/063): a member's reads cost no session
 * statement after the first, and every way a login ends still ends it at once.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `mall-test-sessions-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
const sessionReads = (queries: string[]) => queries.filter((q) => /from "auth_refresh_token"/.test(q));

const me = (app: TestContext['app'], access: string) =>
  app.inject({
    method: 'GET',
    url: '/api/member/v1/users/me',
    headers: { authorization: `Bearer ${access}` }
  });

const logout = (app: TestContext['app'], refresh: string) =>
  app.inject({ method: 'DELETE', url: '/api/oauth/token', headers: { cookie: `mall_rt=${refresh}` } });

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('one API process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("a member's next reads do not ask the database whether the login is alive", async () => {
    const member = await createMember(ctx);
    const { access } = await login(ctx, member.loginId);
    ctx.queries.length = 0;
    expect((await me(ctx.app, access)).statusCode).toBe(200);
    expect(sessionReads(ctx.queries)).toHaveLength(1);
    ctx.queries.length = 0;
    expect((await me(ctx.app, access)).statusCode).toBe(200);
    expect((await me(ctx.app, access)).statusCode).toBe(200);
    expect(sessionReads(ctx.queries)).toEqual([]);
  });

  it('logout ends the remembered login at once', async () => {
    const member = await createMember(ctx);
    const { access, refresh } = await login(ctx, member.loginId);
    expect((await me(ctx.app, access)).statusCode).toBe(200);
    expect((await logout(ctx.app, refresh)).statusCode).toBe(204);
    expect((await me(ctx.app, access)).statusCode).toBe(401);
  });

  it("ending one member's login leaves another's working", async () => {
    const [first, second] = [await createMember(ctx), await createMember(ctx)];
    const one = await login(ctx, first.loginId);
    const other = await login(ctx, second.loginId);
    expect((await me(ctx.app, other.access)).statusCode).toBe(200);
    await logout(ctx.app, one.refresh);
    expect((await me(ctx.app, one.access)).statusCode).toBe(401);
    expect((await me(ctx.app, other.access)).statusCode).toBe(200);
  });
});

// Redis runs on every development machine and in CI (README): this suite needs it, it never skips.
describe('two API processes on one database and one Redis', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { REDIS_URL, CACHE_KEY_PREFIX: prefix } });
    other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('a logout through one process ends the login the other remembers', async () => {
    const member = await createMember(ctx);
    const { access, refresh } = await login(ctx, member.loginId);
    // Both processes have subscribed by now; the other remembers the login after its first read.
    expect(await eventually(async () => (await me(other, access)).statusCode === 200)).toBe(true);
    ctx.queries.length = 0;
    expect((await me(other, access)).statusCode).toBe(200);
    expect(sessionReads(ctx.queries)).toEqual([]);

    expect((await logout(ctx.app, refresh)).statusCode).toBe(204);
    // The bumping process at once; the other a message later (well under the second allowed here).
    expect((await me(ctx.app, access)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(other, access)).statusCode === 401)).toBe(true);
  });
});
