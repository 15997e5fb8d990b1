import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

const STAFF_HTML =
  '<!doctype html><html lang="ko-KR"><head><title>스태프 콘솔</title></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let staffDir: string;
beforeAll(async () => {
  staffDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-staff-dist-'));
  await fs.mkdir(path.join(staffDir, 'assets'));
  await fs.writeFile(path.join(staffDir, 'index.html'), STAFF_HTML);
  await fs.writeFile(path.join(staffDir, 'assets', 'console-abc.js'), 'console.log(1)');
  ctx = await createTestContext({ seed: false, withWeb: true, env: { STAFF_DIST_DIR: staffDir } });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(staffDir, { recursive: true, force: true });
});

describe('the staff console page (docs/decisions/067)', () => {
  it('answers its own page for every /staff path, with the document security headers', async () => {
    for (const url of ['/staff', '/staff/', '/staff/orders?status=PLACED', '/staff/orders/12']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(STAFF_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves its hashed assets for a year, and leaves the storefront and the API alone', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/staff/assets/console-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/staff/assets/missing.js' })).statusCode).toBe(404);
    const storefront = await ctx.app.inject({ method: 'GET', url: '/staffing-news' });
    expect(storefront.body).not.toBe(STAFF_HTML);
    expect(storefront.body).toContain('루미에르 비타 | Lumière Vita');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/staff/v1/me' });
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
