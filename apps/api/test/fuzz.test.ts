import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@mall/domain';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoBenefitsIfEmpty } from '../seed/benefits.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { seedDemoOrdersIfEmpty } from '../seed/orders.ts';
import { createTestContext, type TestContext } from './context.ts';
import { login } from './members.ts';
import { cartMember, makeProduct, storedLines } from './cart-fixtures.ts';
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
import {
  leafPaths,
  readOperations,
  replaceAt,
  sample,
  sampleParameter,
  urlEncode,
  urlOf,
  type Operation
} from './openapi.ts';

/**
 * Every operation of the OpenAPI document, fed malformed input (wrong types, sizes, control characters, lone
 * surrogates, deep nesting, huge arrays, wrong content types, broken JSON): no answer is 5xx, and every refusal
 * of an /api route is the shop's error body. Requests carry a demo member's token so validation behind
 * authentication is reached too. In-process (app.inject), in batches, one embedded database.
 */

// The fuzz sends thousands of requests from one address: the limits are raised for this app only
// (RATE_LIMIT_ROUTE_SCALE multiplies the strict per-route limits, RATE_LIMIT_MAX the default one).
const FUZZ_ENV = { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ROUTE_SCALE: '1000' };
const BATCH = 24;

const NUL = 'a\u0000b';
const CONTROL = ['\u0001', '\u001b[2J', '\u007f'];
const SURROGATES = ['\ud800', 'x\udc00'];
/** What replaces one field of a JSON body: other types, edge numbers, sizes, control characters, surrogates. */
const BODY_VALUES: unknown[] = [
  12345,
  -1,
  1.5,
  1e308,
  true,
  null,
  {},
  [],
  '',
  'x'.repeat(20_000),
  '9'.repeat(400),
  NUL,
  ...CONTROL,
  ...SURROGATES
];
/** What replaces one query or path value (strings only in a URL); the last two are malformed percent-encodings. */
const URL_VALUES = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999',
  NUL,
  ...CONTROL,
  ...SURROGATES
].map(urlEncode);
const MALFORMED = ['%', '%E0%A4%A', '%ZZ', '%C0%80'];
/** Whole bodies, built once: nesting far past any schema, a huge array, more than the 1 MB body limit. */
const DEEP_ARRAYS = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECTS = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const HUGE_ARRAY = JSON.stringify(new Array(200_000).fill(0));
const TOO_LARGE = JSON.stringify({ a: 'x'.repeat(1_100_000) });
/** The heavy suites take seconds alone; the allowance is for a loaded CI machine. */
const SLOW = 120_000;

type Probe = { label: string; request: InjectOptions; api: boolean };

let ctx: TestContext;
let operations: Operation[];
/**
 * Logging out and withdrawing end the session the others use, and the member's password checks (wrong answers
 * count toward the lockout): they go last.
 */
let ordinary: Operation[];
let sessionEnding: Operation[];
/** customer1's access token (the demo member with orders, addresses, coupons and points). */
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: FUZZ_ENV, withWeb: true });
  await seedDemoMembersIfEmpty(ctx.database.db);
  await seedDemoBenefitsIfEmpty(ctx.database.db);
  await seedDemoOrdersIfEmpty(ctx.database.db);
  token = (await login(ctx, 'customer1', DEMO_PASSWORD)).access;
  operations = await readOperations(ctx);
  const ends = (operation: Operation) =>
    (operation.method === 'DELETE' && operation.path.endsWith('/oauth/token')) ||
    operation.path.endsWith('/withdrawal') ||
    (!operation.path.includes('/public/') && Object.hasOwn(operation.body?.properties ?? {}, 'password'));
  ordinary = operations.filter((operation) => !ends(operation));
  sessionEnding = operations.filter(ends);
});
afterAll(async () => {
  await ctx?.close();
});

/** The gate's refusal: 400, VALIDATION_FAILED, the field named (by its path, like a schema's), VA_InvalidCharacters. */
function expectRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: [{ field, code: 'VA_InvalidCharacters' }]
  });
}

/** Sends `request` (a GET when only a URL is given) and expects the gate's refusal naming `field`. */
async function refused(request: InjectOptions | string, field: string) {
  expectRefused(
    await ctx.app.inject(typeof request === 'string' ? { method: 'GET', url: request } : request),
    field
  );
}

describe('the input gate on the routes that answered 500', () => {
  const member = () => ({ authorization: `Bearer ${token}` });

  it('identity recovery: a NUL in the request id is a 400 naming body.requestId, not a database error', async () => {
    const requestId = 'A'.repeat(31) + '\u0000';
    await refused(
      {
        method: 'POST',
        url: '/api/member/v2/public/users/findAccount/identity',
        payload: { requestId }
      },
      'requestId'
    );
    await refused(
      {
        method: 'POST',
        url: '/api/member/v1/public/resetPasswordFindUserId',
        payload: { loginId: 'customer1', requestId }
      },
      'requestId'
    );
    // A form body is read the same way.
    await refused(
      {
        method: 'POST',
        url: '/api/member/v2/public/users/findAccount/identity',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `requestId=${'A'.repeat(31)}%00`
      },
      'requestId'
    );
  });

  it('the sales receipt: a NUL in the payment key is a 400 naming params.paymentKey', async () => {
    await refused('/api/order/v1/public/sales/salesReceipt/AP260101990001/pk%00', 'paymentKey');
  });

  it('payment confirm: a NUL in the payment key is refused before the provider is asked, the order stays pending', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const buyer = await cartMember(ctx);
    const api = checkoutApi(ctx);
    expect(
      (await api.call('POST', '/api/order/v1/cart', buyer.token, [{ productId: product.id, quantity: 1 }]))
        .statusCode
    ).toBe(200);
    const [line] = await storedLines(ctx, buyer.id);
    const sheet = dataOf<OrderSheet>(
      await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [line!.id] }, buyer.token)
    );
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), buyer.token, randomUUID()));
    const step = init.steps[0]!;
    const confirm = await api.post(
      CONFIRM,
      { paymentKey: 'pk_\u0000', orderId: step.paymentOrderId, amount: step.amount },
      buyer.token,
      randomUUID()
    );
    expectRefused(confirm, 'paymentKey');
    const [order] = rowsOf<{ status: string }>(
      await ctx.database.db.execute(
        sql`SELECT status FROM sales_order WHERE order_number = ${init.orderNumber}`
      )
    );
    expect(order?.status).toBe('PAYMENT_PENDING');
  });

  it('the sandbox pages: NUL in a query, a path parameter or a form is a 400 naming it', async () => {
    await refused('/__sandbox/mail?format=json&to=a%00', 'to');
    await refused('/__sandbox/toss/checkout/pk%00', 'paymentKey');
    await refused('/__sandbox/toss/receipt/pk%00', 'paymentKey');
    await refused(
      {
        method: 'POST',
        url: '/__sandbox/identity/CheckPlusSafeModel/complete',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=%E5%90%8D%00&outcome=success'
      },
      'name'
    );
  });

  it('names nested fields and array items, keys by their object, lone surrogates and other control characters too', async () => {
    const address = {
      addressName: '집',
      lastName: '이',
      firstName: '민준',
      mobileNumber: '01012345678',
      zipcode: '06236',
      address1: '서울',
      address2: '1\u0007',
      state: '서울',
      city: '강남구'
    };
    await refused(
      {
        method: 'POST',
        url: '/api/member/v1/users/address',
        headers: member(),
        payload: address
      },
      'address2'
    );
    await refused(
      {
        method: 'POST',
        url: '/api/order/v1/cart/merge',
        headers: member(),
        payload: {
          cartList: [
            { productId: 1, quantity: 1 },
            { productId: 2, note: '\ud800' }
          ]
        }
      },
      'cartList.1.note'
    );
    await refused(
      {
        method: 'POST',
        url: '/api/order/v1/cart/merge',
        headers: member(),
        payload: { cartList: [{ 'a\tb': 1 }] }
      },
      'cartList.0'
    );
    await refused('/api/product/v1/public/products/search?keyword=%7F', 'keyword');
    await refused('/api/product/v1/public/products/1%0A', 'id');
    // The SPA fallback and robots.txt go through the same gate.
    await refused('/product/detail/1?utm=%00', 'utm');
    await refused('/robots.txt?x=%1F', 'x');
  });

  it('lets text through: tab and newline in a body value reach the schema; an emoji (a surrogate pair) is no lone surrogate', async () => {
    const tabbed = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/public/findExistUser',
      payload: { email: 'a\tb@example.com' }
    });
    expect(tabbed.statusCode).toBe(400);
    // The schema's refusal (an e-mail is one line), not the gate's.
    expect(tabbed.json().fields).toEqual([
      expect.objectContaining({ field: 'email', code: 'VA_EmailFormat' })
    ]);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/v1/public/products/search?keyword=${encodeURIComponent('립스틱 💄')}`
    });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('answers an undecodable or over-long path in the shop error shape, in the asker language', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/address/%E0%A4%A',
      headers: { 'accept-language': 'en-US' }
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json())).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please check what you entered.'
    });
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/v1/public/products/${'1'.repeat(300)}`
    });
    expect(long.statusCode).toBe(414);
    expect(ErrorBodySchema.parse(long.json())).toMatchObject({ status: 414, code: 'VALIDATION_FAILED' });
  });
});

describe('fuzzing every documented operation', () => {
  function request(
    operation: Operation,
    options: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      payload?: string;
      type?: string;
    }
  ): InjectOptions {
    const params = Object.fromEntries(
      operation.params.map((parameter) => [
        parameter.name,
        urlEncode(String(sampleParameter(operation, parameter)))
      ])
    );
    const query = Object.fromEntries(
      operation.query.map((parameter) => [
        parameter.name,
        urlEncode(String(sampleParameter(operation, parameter)))
      ])
    );
    const body =
      'payload' in options
        ? options.payload
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body);
    return {
      method: operation.method as InjectOptions['method'],
      url: urlOf(operation, { ...params, ...options.params }, { ...query, ...options.query }),
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        ...(body === undefined ? {} : { 'content-type': options.type ?? 'application/json' })
      },
      ...(body === undefined ? {} : { payload: body })
    };
  }

  /** Each field of the path, query and body replaced in turn by each malformed value. */
  function fieldProbes(operation: Operation): Probe[] {
    const api = operation.url.startsWith('/api/');
    const name = `${operation.method} ${operation.path}`;
    const probes: Probe[] = [];
    // An undocumented query parameter is dropped by the schema: only what the gate or the parser could trip on.
    const slots = [
      ...operation.params.map((p) => ({
        part: 'params',
        name: p.name,
        values: [...URL_VALUES, ...MALFORMED, 'x'.repeat(150)]
      })),
      ...operation.query.map((q) => ({
        part: 'query',
        name: q.name,
        values: [...URL_VALUES, ...MALFORMED, 'x'.repeat(4000)]
      })),
      { part: 'query', name: 'unexpected', values: [urlEncode(NUL), urlEncode('\ud800'), '%E0%A4%A'] }
    ] as const;
    for (const slot of slots) {
      for (const value of slot.values) {
        probes.push({
          label: `${name} ${slot.part}.${slot.name}=${value.slice(0, 40)}`,
          api,
          request: request(operation, {
            [slot.part]: { [slot.name]: value },
            body: sample(operation.body ?? undefined) ?? undefined
          })
        });
      }
    }
    if (operation.body) {
      const valid = sample(operation.body);
      probes.push({ label: `${name} sample body`, api, request: request(operation, { body: valid }) });
      for (const path of leafPaths(valid)) {
        for (const value of BODY_VALUES) {
          probes.push({
            label: `${name} body.${path.join('.')}=${JSON.stringify(value).slice(0, 40)}`,
            api,
            request: request(operation, { body: replaceAt(valid, path, value) })
          });
        }
        // A key of its own with a control character, next to the field.
        if (path.length > 0) {
          probes.push({
            label: `${name} body.${path.join('.')} key NUL`,
            api,
            request: request(operation, {
              body: replaceAt(valid, [...path.slice(0, -1), `${String(path.at(-1))}\u0000`], 1)
            })
          });
        }
      }
    }
    return probes;
  }

  /** The whole body malformed: nesting, huge arrays, other roots, broken JSON, other content types, too large. */
  function bodyProbes(operation: Operation): Probe[] {
    if (operation.method === 'GET' || operation.method === 'HEAD') return [];
    const api = operation.url.startsWith('/api/');
    const name = `${operation.method} ${operation.path}`;
    const valid = operation.body ? sample(operation.body) : {};
    const raw = (label: string, payload: string, type = 'application/json'): Probe => ({
      label: `${name} ${label}`,
      api,
      request: request(operation, { payload, type })
    });
    const probes = [
      raw('10,000 nested arrays', DEEP_ARRAYS),
      raw('10,000 nested objects', DEEP_OBJECTS),
      raw('200,000-element array', HUGE_ARRAY),
      raw('over 1 MB', TOO_LARGE),
      raw('invalid JSON', '{"a":'),
      raw('NUL as JSON', '\u0000'),
      raw('empty body', ''),
      raw('null root', 'null'),
      raw('string root', '"a\\u0000"'),
      raw('number root', '1'),
      raw('array root', '[{}]'),
      raw('prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
      raw('text/plain', 'a\u0000b', 'text/plain'),
      raw('application/xml', '<a>\u0000</a>', 'application/xml'),
      raw(
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
        'multipart/form-data; boundary=x'
      ),
      raw('form with NUL', 'a=%00&%00=b', 'application/x-www-form-urlencoded'),
      raw(
        'form of the sample with NUL',
        new URLSearchParams(
          Object.entries(valid as object).map(([key, value]): [string, string] => [
            key,
            `${String(value)}\u0000`
          ])
        ).toString(),
        'application/x-www-form-urlencoded'
      )
    ];
    for (const path of leafPaths(valid)) {
      // Each array of the body, 10,000 of its item.
      const parent = path.findLastIndex((key) => typeof key === 'number');
      if (parent < 0) continue;
      const arrayPath = path.slice(0, parent);
      const item = (
        arrayPath.reduce<unknown>(
          (node, key) => (node as Record<string | number, unknown>)[key],
          valid
        ) as unknown[]
      )[0];
      probes.push({
        label: `${name} body.${arrayPath.join('.')} × 10,000`,
        api,
        request: request(operation, { body: replaceAt(valid, arrayPath, new Array(10_000).fill(item)) })
      });
    }
    return probes;
  }

  async function run(probes: Probe[]): Promise<string[]> {
    const problems: string[] = [];
    for (let start = 0; start < probes.length; start += BATCH) {
      const batch = probes.slice(start, start + BATCH);
      const responses = await Promise.all(batch.map((probe) => ctx.app.inject(probe.request)));
      responses.forEach((response, index) => {
        const problem = judge(batch[index]!, response);
        if (problem) problems.push(problem);
      });
    }
    return problems;
  }

  it('reads well over a hundred operations from the document, the sandboxes included', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((operation) => operation.url.startsWith('/__sandbox/'))).toBe(true);
  });

  it(
    'answers every malformed path, query and body field below 500, refusals in the shop error shape',
    async () => {
      const probes = ordinary.flatMap(fieldProbes);
      expect(probes.length).toBeGreaterThan(3000);
      expect(await run(probes)).toEqual([]);
    },
    SLOW
  );

  it(
    'answers every malformed whole body below 500 (nesting, huge arrays, content types, broken JSON)',
    async () => {
      expect(await run(ordinary.flatMap(bodyProbes))).toEqual([]);
    },
    SLOW
  );

  it('kept the session it fuzzed with (the operations behind authentication were reached)', async () => {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${token}` }
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('refuses a NUL in the query, a path parameter and a JSON or form body on every route with 400 naming it', async () => {
    const routes = registeredRoutes(ctx);
    expect(routes.filter((route) => route.path.startsWith('/__sandbox/')).length).toBeGreaterThan(20);
    const headers = { authorization: `Bearer ${token}` };
    const probes: { label: string; field: string; request: InjectOptions }[] = [];
    for (const route of routes) {
      const method = route.method as InjectOptions['method'];
      const names = [...route.path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
      const url = (bad?: string) =>
        route.path.replace(/:(\w+)|\*/g, (match, name?: string) => ((name ?? '*') === bad ? 'a%00b' : '1'));
      probes.push({
        label: `${route.method} ${route.path} query`,
        field: 'probe',
        request: { method, url: `${url()}?probe=a%00b`, headers }
      });
      for (const name of names) {
        probes.push({
          label: `${route.method} ${route.path} params`,
          field: name,
          request: { method, url: url(name), headers }
        });
      }
      if (!['GET', 'HEAD'].includes(route.method)) {
        probes.push({
          label: `${route.method} ${route.path} JSON`,
          field: 'probe',
          request: { method, url: url(), headers, payload: { probe: '\u0000' } }
        });
        probes.push({
          label: `${route.method} ${route.path} form`,
          field: 'probe',
          request: {
            method,
            url: url(),
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'probe=a%00b'
          }
        });
      }
    }
    const wrong: string[] = [];
    for (let start = 0; start < probes.length; start += BATCH) {
      const batch = probes.slice(start, start + BATCH);
      const responses = await Promise.all(batch.map((probe) => ctx.app.inject(probe.request)));
      responses.forEach((response, index) => {
        const { label, field, request } = batch[index]!;
        const body = request.method === 'HEAD' ? null : jsonOf(response);
        const named =
          body === null ||
          (body?.code === 'VALIDATION_FAILED' &&
            body.fields?.[0]?.field === field &&
            body.fields[0].code === 'VA_InvalidCharacters');
        if (response.statusCode !== 400 || !named)
          wrong.push(`${label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it(
    'answers malformed input to logout, withdrawal and password checks below 500 too (last: they may end the session)',
    async () => {
      expect(sessionEnding.map((operation) => operation.path)).toEqual(
        expect.arrayContaining([
          '/oauth/token',
          '/member/v1/users/withdrawal',
          '/member/v1/users/verify/password'
        ])
      );
      expect(
        await run(sessionEnding.flatMap((operation) => [...fieldProbes(operation), ...bodyProbes(operation)]))
      ).toEqual([]);
    },
    SLOW
  );
});

/**
 * Every route the app registered (the document's, the sandboxes', static files, the previews), read from the
 * router's own listing: `├── /path (GET, HEAD)` lines, children indented four characters under their parent.
 */
function registeredRoutes(ctx: TestContext): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' || !match[3]!.includes('GET')) routes.push({ method, path });
  }
  return routes;
}

function jsonOf(
  response: LightMyRequestResponse
): { code?: string; fields?: { field: string; code: string }[] } | undefined {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** Null when the answer is fine: below 500, and a refusal of an /api route in the shop's error shape. */
function judge(probe: Probe, response: LightMyRequestResponse): string | null {
  const where = `${probe.label} → ${response.statusCode}`;
  if (response.statusCode >= 500) return `${where} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400 || !probe.api) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${where}: not JSON (${String(response.headers['content-type'])})`;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return `${where}: not the error shape ${response.body.slice(0, 200)}`;
  if (parsed.data.status !== response.statusCode) return `${where}: body status ${parsed.data.status}`;
  return null;
}
