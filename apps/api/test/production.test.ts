import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestContext, type TestContext } from './context.ts';
import { PRODUCTION_ENV } from './production-env.ts';

/**
 * APP_MODE=production with every provider real (fake hosts under .example.test): the API builds and serves, and
 * no sandbox is reachable. No connection may leave the machine: every socket to a host other than this one is
 * refused and recorded.
 */
const outgoing: string[] = [];
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const connect = net.Socket.prototype.connect;
vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
  const target = (
    typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] }
  ) as {
    host?: string;
    port?: unknown;
    path?: string;
  };
  if (!target.path && !LOOPBACK.has(target.host ?? 'localhost')) {
    outgoing.push(`${target.host}:${String(target.port)}`);
    throw new Error('no connection leaves the machine in this test');
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
});

/** Every `/__sandbox/<provider>` the code names (its sources), so a new sandbox is covered without editing this. */
function sandboxPrefixesInCode(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\/__sandbox\/([a-z][a-z0-9-]*)/g))
          found.add(`/__sandbox/${match[1]}`);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../src'));
  return [...found].sort();
}

/** The full paths of a built app's routes under /__sandbox (from Fastify's route table). */
function sandboxRoutes(app: TestContext['app']): string[] {
  const table = app.printRoutes({ commonPrefix: false });
  return [...new Set([...table.matchAll(/(\/__sandbox\/[^\s(]*)/g)].map((m) => m[1]!))].sort();
}

let ctx: TestContext;
let sandboxPaths: string[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, withWeb: true, env: PRODUCTION_ENV });
  // The same code in demo mode (the same database, nothing seeded): the sandbox routes there are the ones
  // production must not have. Deep paths included, with parameters filled in.
  const demoConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ctx.tmpDir,
    WEB_DIST_DIR: ctx.config.webDistDir
  });
  const demo = await buildApp({ config: demoConfig, database: ctx.database, logger: false, recovery: false });
  await demo.ready();
  const demoRoutes = sandboxRoutes(demo);
  await demo.close();
  sandboxPaths = [
    ...new Set(
      [...sandboxPrefixesInCode(), ...demoRoutes].map((p) =>
        p.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x')
      )
    )
  ].sort();
});
afterAll(async () => {
  await ctx?.close();
  vi.restoreAllMocks();
});

describe('APP_MODE=production with every provider real', () => {
  it('knows the sandboxes it must hide (the code names them; the demo app serves them)', () => {
    const prefixes = sandboxPrefixesInCode();
    for (const known of [
      'identity',
      'kakao',
      'kakao-share',
      'naver',
      'apple',
      'juso',
      'postcode',
      'toss',
      'mail',
      'backoffice'
    ]) {
      expect(prefixes).toContain(`/__sandbox/${known}`);
    }
    expect(sandboxPaths).toContain('/__sandbox/identity/CheckPlusSafeModel/service.cb');
    expect(sandboxPaths.length).toBeGreaterThan(prefixes.length);
  });

  it('builds and serves the shop: health check, the storefront page', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/health-check' });
    expect(health.statusCode, health.body).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // NICE's popup is a form the storefront posts: its origin is a form target, nothing else is.
    expect(String(page.headers['content-security-policy'])).toMatch(
      /form-action 'self' https:\/\/nice\.example\.test(;|$)/
    );
  });

  it('answers 404 at every sandbox path, GET and POST, and serves no storefront page there', async () => {
    expect(sandboxRoutes(ctx.app)).toEqual([]);
    for (const url of sandboxPaths.flatMap((p) => [p, `${p}/`, `${p}/x`])) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({
          method,
          url,
          ...(method === 'POST'
            ? { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
            : {})
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], `${method} ${url}`).toContain('application/json');
      }
    }
  });

  it('names no sandbox in the OpenAPI document', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const document = docs.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).filter((p) => p.includes('__sandbox'))).toEqual([]);
    expect(docs.body).not.toContain('/__sandbox');
  });

  it('tells the storefront no sandbox is active: no test-mode notice, real SDK and postcode script', async () => {
    const payments = await ctx.app.inject({ method: 'GET', url: '/api/order/v1/public/payments/config' });
    expect(payments.json().data).toEqual({
      provider: 'toss',
      clientKey: PRODUCTION_ENV.TOSS_CLIENT_KEY,
      sdkSrc: PRODUCTION_ENV.TOSS_SDK_SRC,
      testMode: false
    });
    const widget = await ctx.app.inject({ method: 'GET', url: '/api/address/widget' });
    expect(widget.body).toContain(PRODUCTION_ENV.POSTCODE_SCRIPT_URL);
  });

  it('starts identity verification at NICE (the configured host), never at a sandbox', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/certification/v1/public/authToken',
      payload: { cpCode: 'MOBILE', purpose: 'SIGNUP' },
      headers: { host: 'shop.example.test' }
    });
    // The call went to NICE's API host and was stopped at the socket: a vendor outage, as the shop reports it.
    expect(start.statusCode, start.body).toBe(502);
    expect(start.json().code).toBe('CERT_PROVIDER_ERROR');
    expect(outgoing).toEqual(['nice-api.example.test:22001']);
  });

  it('opened no connection while building and serving (except the one NICE call above)', () => {
    expect(outgoing.filter((target) => target !== 'nice-api.example.test:22001')).toEqual([]);
  });
});
