import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickText, type DiveInOwn, type Language } from '@mall/domain';
import { diveInProducts, diveInTags } from '../src/modules/dive-in/dive-in.table.ts';
import { bundledFfmpegPath } from '../src/modules/media/public-videos.ts';
import { products } from '../src/modules/product/product.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { SEED_DIVE_IN_TAGS } from '../seed/dive-ins.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, nextAddress } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

const run = promisify(execFile);
let ctx: TestContext;
let clip: Buffer;
let planner: string;
let customer: string;
let content: string;
let desk: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ROUTE_SCALE: '1000' } });
  await ctx.database.db.insert(diveInTags).values(SEED_DIVE_IN_TAGS);
  const file = path.join(ctx.tmpDir, 'clip.mp4');
  await run(await bundledFfmpegPath(), [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=90x160:r=10:d=2',
    '-f', 'lavfi', '-i', 'sine=d=2', '-c:v', 'libx264', '-c:a', 'aac', '-pix_fmt', 'yuv420p', '-shortest', file
  ]); // prettier-ignore
  clip = await fs.readFile(file);
  await createMember(ctx, { loginId: 'studio1', userType: 'SOLE_PROPRIETORSHIP', userNumber: '1800000001' });
  await createMember(ctx, { loginId: 'studio2', userType: 'BEAUTY_CONSUMER', userNumber: '1800000002' });
  planner = (await login(ctx, 'studio1')).access;
  customer = (await login(ctx, 'studio2')).access;
  content = (await signedInStaff(ctx, ['CONTENT'])).cookie;
  desk = (await signedInStaff(ctx, ['ORDER_DESK'])).cookie;
}, 120_000);
afterAll(() => ctx.close());

const BODY = { tagCode: 'SKINCARE', content: '아침 세안 루틴', productIds: [1001, 1003] };

function form(body: unknown, video: Buffer | null = clip) {
  const data = new FormData();
  data.append('request', JSON.stringify(body));
  if (video) data.append('video', new Blob([video], { type: 'video/mp4' }), 'clip.mp4');
  return data;
}

const upload = (token: string | null, payload: FormData) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/etc/v1/users/dive-in',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    payload
  });

const staffCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost', host: 'localhost', cookie },
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as never })
  });

const staffUpload = (body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/v1/dive-in',
    headers: { origin: 'http://localhost', host: 'localhost', cookie: content },
    remoteAddress: nextAddress(),
    payload: form(body)
  });

/** The desk's first page of one state. */
const deskPage = async (status: string) =>
  (await staffCall(content, 'GET', `/api/staff/v1/dive-in?status=${status}`)).json().data.list as DiveInOwn[];

/** What a tagged product should read as, from the catalogue's own row. */
async function tagged(ids: number[], language: Language) {
  const rows = await ctx.database.db
    .select({ id: products.id, name: products.name, imageUrls: products.imageUrls })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.map((id) => {
    const row = rows.find((product) => product.id === id)!;
    return { productId: id, name: pickText(row.name, language), thumbnailUrl: row.imageUrls[0] ?? null };
  });
}

const feedIds = async () =>
  (
    (await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/users/public/dive-in/list?pageSize=20' })).json()
      .data.list as { diveInId: number }[]
  ).map((video) => video.diveInId);

describe('a planner’s upload', () => {
  it('waits for the desk, then shows once approved; a rejection tells the planner why', async () => {
    const response = await upload(planner, form(BODY));
    expect(response.statusCode, response.body).toBe(201);
    const video = response.json().data as DiveInOwn;
    expect(video).toMatchObject({ status: 'PENDING', productCount: 2, content: '아침 세안 루틴' });
    expect(await feedIds()).not.toContain(video.diveInId);

    const queue = await staffCall(content, 'GET', '/api/staff/v1/dive-in');
    expect(queue.json().data.list.map((row: DiveInOwn) => row.diveInId)).toContain(video.diveInId);
    const approved = await staffCall(content, 'POST', `/api/staff/v1/dive-in/${video.diveInId}/review`, {
      move: 'APPROVE'
    });
    expect(approved.json().data.status).toBe('APPROVED');
    expect(await feedIds()).toContain(video.diveInId);
    const again = await staffCall(content, 'POST', `/api/staff/v1/dive-in/${video.diveInId}/review`, {
      move: 'REJECT',
      note: '늦은 거절'
    });
    expect(again.json().code).toBe('DIVE_IN_MOVE_REFUSED');
    const hidden = await staffCall(content, 'POST', `/api/staff/v1/dive-in/${video.diveInId}/review`, {
      move: 'HIDE'
    });
    expect(hidden.json().data.status).toBe('HIDDEN');
    expect(await feedIds()).not.toContain(video.diveInId);

    const second = (await upload(planner, form(BODY))).json().data as DiveInOwn;
    const noReason = await staffCall(content, 'POST', `/api/staff/v1/dive-in/${second.diveInId}/review`, {
      move: 'REJECT'
    });
    expect(noReason.statusCode).toBe(400);
    await staffCall(content, 'POST', `/api/staff/v1/dive-in/${second.diveInId}/review`, {
      move: 'REJECT',
      note: '상품과 관련 없는 영상입니다.'
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/etc/v1/users/dive-in/mine',
      headers: { authorization: `Bearer ${planner}` }
    });
    const rejected = (mine.json().data as DiveInOwn[]).find((row) => row.diveInId === second.diveInId)!;
    expect(rejected).toMatchObject({ status: 'REJECTED', reviewNote: '상품과 관련 없는 영상입니다.' });
    const audits = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetType, 'dive_in'));
    expect(audits.map((row) => row.action).sort()).toEqual(
      ['dive-in.approve', 'dive-in.hide', 'dive-in.reject'].sort()
    );
  });

  it('shows the desk (in Korean) and its maker (in their language) every tagged product, in tag order', async () => {
    const other = (await upload(planner, form(BODY))).json().data as DiveInOwn;
    const video = (await upload(planner, form({ ...BODY, productIds: [1003, 1001] }))).json()
      .data as DiveInOwn;
    expect(video.products).toEqual(await tagged([1003, 1001], 'ko-KR'));
    // A product paused after the upload still shows to the desk and the maker: they see what the video tags.
    await ctx.database.db
      .insert(diveInProducts)
      .values({ diveInId: video.diveInId, position: 2, productId: 1014 });
    const [paused] = await ctx.database.db
      .select({ salesStatus: products.salesStatus })
      .from(products)
      .where(eq(products.id, 1014));
    expect(paused?.salesStatus).toBe('PAUSE');
    const expectedKo = await tagged([1003, 1001, 1014], 'ko-KR');

    // One page, two videos: each carries its own products, in its own order.
    const queue = await deskPage('PENDING');
    const queued = queue.find((row) => row.diveInId === video.diveInId)!;
    expect(queued.products).toEqual(expectedKo);
    expect(queued.productCount).toBe(3);
    expect(queue.find((row) => row.diveInId === other.diveInId)!.products).toEqual(
      await tagged([1001, 1003], 'ko-KR')
    );

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/etc/v1/users/dive-in/mine',
      headers: { authorization: `Bearer ${planner}`, 'accept-language': 'en-US' }
    });
    const own = (mine.json().data as DiveInOwn[]).find((row) => row.diveInId === video.diveInId)!;
    const expectedEn = await tagged([1003, 1001, 1014], 'en-US');
    expect(expectedEn[0]!.name).not.toBe(expectedKo[0]!.name);
    expect(own.products).toEqual(expectedEn);

    const rejected = await staffCall(content, 'POST', `/api/staff/v1/dive-in/${video.diveInId}/review`, {
      move: 'REJECT',
      note: '판매 중지 상품'
    });
    expect(rejected.json().data.products).toEqual(expectedKo);
    await staffCall(content, 'POST', `/api/staff/v1/dive-in/${other.diveInId}/review`, {
      move: 'REJECT',
      note: '-'
    });
  });

  it('is refused to guests and customers before a byte is kept, and for what it tags or carries', async () => {
    expect((await upload(null, form(BODY))).statusCode).toBe(401);
    expect((await upload(customer, form(BODY))).json().code).toBe('ALT_PlannerOnly');
    const paused = await upload(planner, form({ ...BODY, productIds: [1014] }));
    expect(paused.json()).toMatchObject({ code: 'DIVE_IN_PRODUCT_NOT_ALLOWED', data: { productId: 1014 } });
    expect((await upload(planner, form({ ...BODY, tagCode: 'NOPE' }))).json().code).toBe('VALIDATION_FAILED');
    expect((await upload(planner, form({ ...BODY, productIds: [] }))).json().code).toBe('VALIDATION_FAILED');
    const notVideo = await upload(
      planner,
      form(BODY, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
    );
    expect(notVideo.json().code).toBe('ALT_FileError');
    expect((await upload(planner, form(BODY, null))).json().code).toBe('ALT_FileError');
    const files = await fs.readdir(path.join(ctx.config.mediaDir, 'dive-in'));
    // Four accepted uploads above (the earlier tests): a video and a poster each, nothing from the refusals.
    expect(files.filter((name) => !name.startsWith('.'))).toHaveLength(8);
  });

  it('can be deleted by its maker alone, with its files', async () => {
    const video = (await upload(planner, form(BODY))).json().data as DiveInOwn;
    const other = await createMember(ctx, {
      loginId: 'studio3',
      userType: 'SOLE_PROPRIETORSHIP',
      userNumber: '1800000003'
    });
    expect(other).toBeTruthy();
    const otherToken = (await login(ctx, 'studio3')).access;
    const remove = (token: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/etc/v1/users/dive-in/${video.diveInId}`,
        headers: { authorization: `Bearer ${token}` }
      });
    expect((await remove(otherToken)).statusCode).toBe(404);
    expect((await remove(planner)).statusCode).toBe(204);
    const file = path.join(ctx.config.mediaDir, video.videoUrl.replace(/^\/media\//, ''));
    await expect(fs.stat(file)).rejects.toThrow();
  });
});

describe('the desk', () => {
  it('needs content.manage', async () => {
    expect((await staffCall(desk, 'GET', '/api/staff/v1/dive-in')).statusCode).toBe(403);
  });

  it('uploads a brand video that shows at once, audited', async () => {
    const response = await staffUpload({ ...BODY, content: '브랜드 영상' });
    expect(response.statusCode, response.body).toBe(201);
    const video = response.json().data as DiveInOwn;
    expect(video).toMatchObject({ status: 'APPROVED', userNumber: null });
    expect(video.products).toEqual(await tagged([1001, 1003], 'ko-KR'));
    expect(await feedIds()).toContain(video.diveInId);
  });

  it('lists approved videos newest first, the waiting queue oldest first', async () => {
    const first = (await staffUpload(BODY)).json().data as DiveInOwn;
    const second = (await staffUpload(BODY)).json().data as DiveInOwn;
    const approved = await deskPage('APPROVED');
    expect(approved.length).toBeGreaterThanOrEqual(3);
    expect(approved.slice(0, 2).map((row) => row.diveInId)).toEqual([second.diveInId, first.diveInId]);
    const times = approved.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const early = (await upload(planner, form(BODY))).json().data as DiveInOwn;
    const late = (await upload(planner, form(BODY))).json().data as DiveInOwn;
    const waiting = (await deskPage('PENDING')).map((row) => row.diveInId);
    expect(waiting.indexOf(early.diveInId)).toBeGreaterThanOrEqual(0);
    expect(waiting.indexOf(early.diveInId)).toBeLessThan(waiting.indexOf(late.diveInId));
  });
});
