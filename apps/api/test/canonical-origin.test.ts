import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

/** The shop's one origin (docs/decisions/053): pages asked for under another loopback name go to PUBLIC_ORIGIN. */
describe('pages under another loopback name of the shop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      withWeb: true,
      env: { PUBLIC_ORIGIN: 'http://localhost:3000' }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const page = (host: string, url = '/order', method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url, headers: { host } });

  it.each(['127.0.0.1:3000', '[::1]:3000'])(
    '[307] %s is sent to PUBLIC_ORIGIN with the same path and query',
    async (host) => {
      const response = await page(host, '/order?code=X&orderId=A1');
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('http://localhost:3000/order?code=X&orderId=A1');
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await page(host, '/', 'HEAD')).headers.location).toBe('http://localhost:3000/');
    }
  );

  it('[200] the configured name itself is served', async () => {
    const response = await page('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('[200] the API, other hosts and other ports are left alone', async () => {
    // JSON callers (and health checks by address) keep their answers.
    const health = await page('127.0.0.1:3000', '/api/etc/v1/public/health-check');
    expect(health.statusCode).toBe(200);
    // A LAN address or a proxy's name is not this machine's loopback: redirecting it to localhost would be wrong.
    expect((await page('192.168.0.7:3000')).statusCode).toBe(200);
    expect((await page('127.0.0.1:3001')).statusCode).toBe(200);
    // Only page loads move; a form post would lose its body on the way.
    expect((await page('127.0.0.1:3000', '/order', 'POST')).headers.location).toBeUndefined();
  });
});
