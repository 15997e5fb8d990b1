import { createHash } from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE } from '@mall/domain';
import { databaseUnavailable } from '../src/db/errors.ts';
import { registerErrorHandling, serializeError } from '../src/http/error-handler.ts';
import { registerIdempotency } from '../src/http/idempotency.ts';
import { registerLanguage } from '../src/http/language.ts';
import { idempotencyKeys } from '../src/http/idempotency.table.ts';
import { canonical } from '../src/lib/versioned-cache.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct } from './cart-fixtures.ts';
import {
  checkoutApi,
  CONFIRM,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  guestInitBody,
  type OrderInitAnswer
} from './checkout-fixtures.ts';
import { nextAddress, WEB_CLIENT } from './members.ts';

/**
 * The database failing under the API (docs/decisions/044): answers of 503 with Retry-After in the shop's error
 * shape, no SQL or parameters in any 5xx body, and Idempotency-Key claims held by a lease their holder renews.
 */

const pgError = (code: string, message = 'terminating connection due to administrator command') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('databaseUnavailable', () => {
  it('knows a connection that is refused, reset, terminated or timed out, direct or wrapped by Drizzle', () => {
    const wrapped = (cause: Error) =>
      new DrizzleQueryError('select "id" from "product" where "id" = $1', [42], cause);
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      pgError('57P01'),
      pgError('57P02', 'terminating connection because of crash of another server process'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed')
    ]) {
      expect(databaseUnavailable(error), error.message).toBe(true);
      expect(databaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
  });

  it('does not take a refusal of the statement itself for an outage', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint "users_login_id_uq"'),
      pgError('22P02', 'invalid input syntax for type bigint: "x"'),
      pgError('42P01', 'relation "nope" does not exist'),
      new Error('something else')
    ]) {
      expect(databaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(false);
    }
    expect(databaseUnavailable(null)).toBe(false);
  });
});

let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
let member: { id: number; token: string };
const provider = new FakeProvider();
let closed = false;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, app: { payments: provider } });
  api = checkoutApi(ctx);
  member = await cartMember(ctx);
});
afterAll(async () => {
  // The last suite closed the database under the app.
  if (closed) ctx.database.close = async () => undefined;
  await ctx.close();
});

describe('what the log keeps of a failed query', () => {
  it('the SQL and the driver’s code, never the parameters or the row the driver quotes', () => {
    const driver = Object.assign(
      pgError('23505', 'duplicate key value violates unique constraint "users_email_uq"'),
      {
        detail: 'Key (email)=(secret.person@example.com) already exists.'
      }
    );
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['secret.person@example.com', '$argon2id$hash'],
      driver
    );
    for (const logged of [
      serializeError(failed),
      serializeError(new Error('sign-up failed', { cause: failed })),
      serializeError(driver)
    ]) {
      const text = JSON.stringify(logged);
      expect(text).not.toMatch(/secret\.person|argon2id/);
    }
    expect(serializeError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: '23505' }
    });
  });
});

describe('Idempotency-Key leases', () => {
  let app: FastifyInstance;
  let runs = 0;
  const clock = { offsetMs: 0 };
  const SCOPE = 'POST /slow guest';

  beforeAll(async () => {
    app = Fastify();
    registerLanguage(app);
    registerErrorHandling(app);
    registerIdempotency(app, ctx.database.db, {
      now: () => new Date(Date.now() + clock.offsetMs),
      leaseMs: 1000,
      renewEveryMs: 200
    });
    app.post('/slow', { config: { idempotency: true } }, async (request) => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, (request.body as { ms: number }).ms));
      return { data: { run: runs } };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (key: string, ms: number) =>
    app.inject({ method: 'POST', url: '/slow', headers: { 'idempotency-key': key }, payload: { ms } });

  it('a request running past its lease keeps its key by renewing it: a retry meanwhile is 409, never a second run', async () => {
    runs = 0;
    // Leased for 1 s, renewed every 0.2 s: at 1.6 s the key is still held although its first lease ended long ago.
    const first = post('slow-key-0000001', 2200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const meanwhile = await post('slow-key-0000001', 2200);
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    expect(meanwhile.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    expect((await first).json()).toEqual({ data: { run: 1 } });
    const replay = await post('slow-key-0000001', 2200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ data: { run: 1 } });
    expect(runs).toBe(1);
  });

  it('a key whose holder is gone (it stopped renewing) is taken over once its lease ends, not minutes later', async () => {
    runs = 0;
    const body = { ms: 1 };
    const requestHash = createHash('sha256')
      .update(canonical({ body, params: {} }))
      .digest('hex');
    // As a process that claimed the key and died leaves it: IN_FLIGHT, leased for IDEMPOTENCY_LEASE_MS (15 s).
    const claimed = new Date();
    await ctx.database.db.insert(idempotencyKeys).values({
      scope: SCOPE,
      key: 'dead-holder-0001',
      requestHash,
      state: 'IN_FLIGHT',
      createdAt: claimed,
      lockedUntil: new Date(claimed.getTime() + 15_000)
    });
    expect((await post('dead-holder-0001', 1)).statusCode).toBe(409);
    clock.offsetMs = 16_000;
    try {
      const taken = await post('dead-holder-0001', 1);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(runs).toBe(1);
      const [row] = await ctx.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'dead-holder-0001'));
      expect(row).toMatchObject({ state: 'DONE', responseStatus: 200 });
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('the database going away under the app (last: it closes the database)', () => {
  const shopShape = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
    json(): unknown;
  }) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId', 'status']);
    expect(body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/select|insert|update|delete|Failed query|params|PGlite|\.ts:/i);
    return body.message as string;
  };

  it('a confirm whose database goes away mid-request answers 503 in the shop’s shape: the key’s clean-up leaks no SQL', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const init = dataOf<OrderInitAnswer>(
      await api.post(
        GUEST_INIT,
        guestInitBody([{ productId: product.id, quantity: 1 }], 20_000 + DELIVERY_FEE)
      )
    );
    const step = init.steps[0]!;
    // The outage starts during the provider call: the attempt's own update and the key's release both fail.
    provider.confirm = async () => {
      await ctx.database.close();
      closed = true;
      throw Object.assign(new Error('fetch failed'), { code: 'UND_ERR_SOCKET' });
    };
    const answer = await api.post(
      CONFIRM,
      { paymentKey: `pk_${step.paymentOrderId}`, orderId: step.paymentOrderId, amount: step.amount },
      undefined,
      'outage-key-00001'
    );
    shopShape(answer);
  });

  it('then every route that needs the database answers 503 with Retry-After, in the asker’s language', async () => {
    expect(closed).toBe(true);
    const calls = [
      { method: 'GET' as const, url: '/api/product/v1/public/products?page=1&size=10', language: 'ko-KR' },
      { method: 'GET' as const, url: '/api/product/v1/public/categories', language: 'en-US' },
      {
        method: 'POST' as const,
        url: '/api/oauth/token',
        headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: 'nobody1',
          password: 'secret123!'
        }).toString(),
        language: 'zh-TW'
      },
      {
        method: 'POST' as const,
        url: GUEST_INIT,
        payload: guestInitBody([{ productId: 1, quantity: 1 }], 20_000),
        language: 'ko-KR'
      },
      // A member's valid token: its session is checked in the database.
      {
        method: 'GET' as const,
        url: '/api/member/v1/users/address',
        headers: { authorization: `Bearer ${member.token}` },
        language: 'en-US'
      }
    ];
    const messages = new Set<string>();
    for (const { language, headers, ...call } of calls) {
      const response = await ctx.app.inject({
        ...call,
        remoteAddress: nextAddress(),
        headers: { 'accept-language': language, ...headers }
      });
      messages.add(shopShape(response));
    }
    expect(messages.size).toBe(3);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/health-check' });
    expect(health.statusCode).toBe(503);
  });
});

describe('a request arriving while the server drains (after the others: it closes the app)', () => {
  it('is answered 503 with Retry-After in the shop’s shape, not Fastify’s own body', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 3342 });
    // A request still arriving on an open connection when close() begins (a deploy's SIGTERM).
    const socket = net.connect(3342, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/etc/v1/public/settings HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = ctx.app.close();
    socket.write('Accept-Language: en-US\r\n\r\n');
    await ended;
    await closing;
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toMatch(/\r\nretry-after: 5\r\n/i);
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable.'
    });
  });
});
