import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffImage } from '@mall/domain';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

let ctx: TestContext;
let content: string;
let desk: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  content = (await signedInStaff(ctx, ['CONTENT'])).cookie;
  desk = (await signedInStaff(ctx, ['ORDER_DESK'])).cookie;
});
afterAll(() => ctx.close());

const URL = '/api/staff/v1/media/images';
type Part = { bytes: Buffer; name: string; type: string };

function upload(cookie: string | null, file: Part | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { origin: 'http://localhost', host: 'localhost', ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: nextAddress(),
    payload: form
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c06c84' } })
    .png()
    .toBuffer();

describe('POST /api/staff/v1/media/images', () => {
  it('[200] re-encodes a PNG as a JPEG at most 1920 wide under /media/editorial/ and audits it', async () => {
    const response = await upload(content, {
      bytes: await png(2400, 1200),
      name: 'banner.png',
      type: 'image/png'
    });
    expect(response.statusCode).toBe(200);
    const image = (response.json() as { data: StaffImage }).data;
    expect(image.url).toMatch(/^\/media\/editorial\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect([image.width, image.height]).toEqual([1920, 960]);
    const kept = await fs.readFile(path.join(ctx.config.mediaDir, image.url.replace(/^\/media\//, '')));
    expect((await sharp(kept).metadata()).format).toBe('jpeg');
    const audits = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'media.image.upload'));
    expect(audits.map((row) => row.targetId)).toContain(image.url);
    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('[400] refuses a file that is not an image by its bytes, whatever its name, and a missing file', async () => {
    const fake = await upload(content, {
      bytes: Buffer.from('%PDF-1.4 not an image'),
      name: 'x.png',
      type: 'image/png'
    });
    expect([fake.statusCode, fake.json().code]).toEqual([400, 'ALT_FileError']);
    const truncated = (await png(40, 40)).subarray(0, 60);
    const broken = await upload(content, { bytes: truncated, name: 'x.png', type: 'image/png' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'ALT_FileError']);
    const none = await upload(content, null);
    expect([none.statusCode, none.json().code]).toEqual([400, 'ALT_FileError']);
  });

  it('[413] refuses an image over 20 MB while it streams', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(21 * 1024 * 1024)]);
    const response = await upload(content, { bytes: big, name: 'big.png', type: 'image/png' });
    expect([response.statusCode, response.json().code, response.json().data]).toEqual([
      413,
      'ALT_ImageValidation',
      { maxMb: 20 }
    ]);
  });

  it('[401/403] needs a staff session with content.manage, and a same-site page', async () => {
    const file = { bytes: await png(10, 10), name: 'a.png', type: 'image/png' };
    expect((await upload(null, file)).statusCode).toBe(401);
    expect((await upload(desk, file)).statusCode).toBe(403);
    expect((await upload(content, file, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await upload(content, file, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('[415] other staff routes take no multipart body', async () => {
    const form = new FormData();
    form.append('reason', 'x');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/planner-documents/1/review',
      headers: { origin: 'http://localhost', host: 'localhost', cookie: content },
      payload: form
    });
    expect(response.statusCode).toBe(415);
  });
});
