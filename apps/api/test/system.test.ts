import zlib from 'node:zlib';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

describe('GET /api/etc/v1/public/health-check', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('[200] reports the process and the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/health-check' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'UP', database: 'UP', maintenance: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('[503] reports the database down when it does not answer', async () => {
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({
      config: ctx.config,
      database: { ...ctx.database, ping: async () => false },
      logger: false
    });
    const response = await app.inject({ method: 'GET', url: '/api/etc/v1/public/health-check' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({ status: 'DOWN', database: 'DOWN' });
  });
});

describe('the HTTP envelope', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      withWeb: true,
      env: { MAINTENANCE: 'on', RATE_LIMIT_MAX: '5' }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('[200] settings carry the maintenance flag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/settings' });
    expect(response.json()).toEqual({ data: { maintenance: true } });
  });

  it('[404] an unknown /api path answers JSON, never the storefront HTML', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/nothing/here',
        headers: { 'accept-language': 'zh-TW' }
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: '找不到您要求的資訊。'
      });
    }
  });

  it('[200] storefront routes get the app shell; hashed assets are immutable', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/search?textSearchValue=serum&pageNumber=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Static files are documents' parts: helmet's whole set, as before ADR 028.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('[200] a build asset is sent as its Brotli copy to browsers that accept it', async () => {
    const url = '/assets/app-abc123.js';
    const compressed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' }
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('[404] a missing media file is not answered with the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/products/none.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('[404] a build asset not in this build (a tab opened before a deploy) is not the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/returns-screens-OLDHASH.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('sets security headers and a request id on every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Videos from the shop and a chosen file's preview, nothing else.
    expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await ctx.app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'x-request-id': 'trace-1234-abcd' }
    });
    expect(traced.headers['x-request-id']).toBe('trace-1234-abcd');
    expect(traced.json().requestId).toBe('trace-1234-abcd');
  });

  it('JSON answers carry the security headers that act on JSON, documents the whole set (ADR 028)', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/settings' });
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(json.headers['strict-transport-security']).toContain('max-age=');
    expect(json.headers['referrer-policy']).toBe('no-referrer');
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-frame-options']).toBeUndefined();
    // Below the limit no x-ratelimit-* headers; a 429 carries them (the [429] test).
    expect(json.headers['x-ratelimit-limit']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'x-content-type-options',
      'strict-transport-security'
    ]) {
      expect(page.headers[name]).toBeDefined();
    }
    // The storefront keeps the identity popup it opens across the vendor's origin (ADR 043).
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('[400] malformed JSON bodies are a client error, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/etc/v1/public/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":'
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toContain('/product/v1/public/products');
  });

  it('[429] RATE_LIMITED after the per-minute allowance', async () => {
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    let lastHeaders: Record<string, unknown> = {};
    for (let i = 0; i < 8; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/etc/v1/public/settings',
        remoteAddress: '10.9.9.9'
      });
      statuses.push(response.statusCode);
      last = response.json();
      lastHeaders = response.headers;
    }
    // A minute's window, counted from the first of the 8 calls moments ago; RATE_LIMIT_MAX=5 above.
    expect(Number(lastHeaders['retry-after'])).toBeGreaterThan(50);
    expect(Number(lastHeaders['retry-after'])).toBeLessThanOrEqual(60);
    expect(lastHeaders['x-ratelimit-limit']).toBe('5');
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(last).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});

describe('draining on close', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers a request in flight at close() with connection: close, so close() ends at once', async () => {
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // A keep-alive request whose body is still coming: in flight when the server starts to drain.
    const body = JSON.stringify({ email: 'not-an-address' });
    socket.write(
      `POST /api/abo/mail/v1/public/sendAuthenticationMail HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closing = app.close();
    socket.write(body.slice(5));
    await closing;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(answer.toLowerCase()).toContain('connection: close');
    // Without the header the connection stays open until Fastify's 72 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
