import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SHOP_REFERRER_COOKIE,
  seoulDate,
  type DiveInDetail,
  type DiveInPage,
  type DiveInTag
} from '@mall/domain';
import { diveInProducts, diveIns, diveInViews } from '../src/modules/dive-in/dive-in.table.ts';
import {
  DIVE_IN_VIEW_SWEEP_EVERY_MS,
  DIVE_IN_VIEW_SWEEP_JOB
} from '../src/modules/dive-in/dive-in-view-sweep.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { startJobRunner } from '../src/modules/jobs/job-runner.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { products } from '../src/modules/product/product.table.ts';
import { bundledFfmpegPath } from '../src/modules/media/public-videos.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { seedDemoPersonalMallIfEmpty } from '../seed/personal-malls.ts';
import { SEED_DIVE_INS, seedDiveInsIfEmpty } from '../seed/dive-ins.ts';
import { createTestContext, type TestContext } from './context.ts';
import { login } from './members.ts';

let ctx: TestContext;
const BASE = '/api/etc/v1/users/public/dive-in';

beforeAll(async () => {
  ctx = await createTestContext({
    withWeb: true,
    env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ROUTE_SCALE: '1000' }
  });
  await seedDemoMembersIfEmpty(ctx.database.db);
  await seedDemoPersonalMallIfEmpty(ctx.database.db, ctx.config.mediaDir);
  const seeded = await seedDiveInsIfEmpty(ctx.database.db, ctx.config.mediaDir, await bundledFfmpegPath());
  expect(seeded, 'the demo videos are drawn by ffmpeg').toBe(true);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

type Options = {
  token?: string;
  language?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
};

function get(url: string, options: Options = {}) {
  return ctx.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      'accept-language': options.language ?? 'ko-KR',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers
    }
  });
}

const view = (id: number, options: Options = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/view`,
    remoteAddress: options.remoteAddress ?? '203.0.113.7',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {}
  });

async function page(query: string, options: Options = {}): Promise<DiveInPage> {
  const response = await get(`${BASE}/list${query}`, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detail(id: number, options: Options = {}) {
  const response = await get(`${BASE}/${id}`, options);
  return { response, data: response.json().data as DiveInDetail };
}

const idOf = async (key: string) => {
  const seedIndex = SEED_DIVE_INS.findIndex((video) => video.key === key);
  const all = await page('?pageSize=20');
  // The seed's videos are newest first by their age in days, one per day apart.
  const byAge = [...SEED_DIVE_INS].sort((a, b) => a.daysAgo - b.daysAgo);
  return all.list[byAge.indexOf(SEED_DIVE_INS[seedIndex]!)]!.diveInId;
};

describe('the feed', () => {
  it('lists its tags in the asker’s language', async () => {
    const ko = (await get(`${BASE}/category/list`)).json().data as DiveInTag[];
    const en = (await get(`${BASE}/category/list`, { language: 'en-US' })).json().data as DiveInTag[];
    expect(ko.map((tag) => tag.code)).toEqual(['SKINCARE', 'MAKEUP', 'INNER_BEAUTY', 'ROUTINE']);
    expect(ko[0]!.text).toBe('스킨케어');
    expect(en[0]!.text).toBe('Skin care');
  });

  it('pages the newest first, with the maker, the tag and the formatted count', async () => {
    const first = await page('?pageSize=4');
    const second = await page('?pageSize=4&pageNumber=2');
    expect(first.totalPageNumber).toBe(2);
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    const dates = [...first.list, ...second.list].map((video) => video.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = first.list[0]!;
    expect(newest).toMatchObject({
      nickName: '블룸서연',
      viewCount: 12_840,
      formatViewCount: '1.2만',
      tag: { code: 'SKINCARE', text: '스킨케어' },
      productCount: 2
    });
    expect(newest.videoUrl).toMatch(/^\/media\/dive-in\/[A-Za-z0-9_-]{22}\.mp4$/);
    expect(newest.thumbnailImageUrl).toMatch(/^\/media\/dive-in\/[A-Za-z0-9_-]{22}\.jpg$/);
    const brand = [...first.list, ...second.list].find((video) => video.userNumber === null)!;
    expect(brand.nickName).toBe('루미에르 비타');
  });

  it('sorts by views, filters by tag and by planner', async () => {
    const popular = await page('?sortType=POPULAR&pageSize=20');
    const counts = popular.list.map((video) => video.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const routine = await page('?tagType=ROUTINE&pageSize=20');
    expect(routine.list.map((video) => video.tag.code)).toEqual(['ROUTINE', 'ROUTINE']);
    const planner = await page('?userNumber=1000000001&pageSize=20');
    expect(planner.list).toHaveLength(SEED_DIVE_INS.filter((video) => video.byPlanner).length);
    expect(planner.list.every((video) => video.userNumber === '1000000001')).toBe(true);
    expect((await page('?userNumber=1999999999')).list).toEqual([]);
  });

  it('refuses a query it does not know', async () => {
    for (const query of ['?sortType=RANDOM', '?pageSize=500', "?tagType=x'--", '?userNumber=abc']) {
      const response = await get(`${BASE}/list${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows only approved videos inside their window, in the list, on Home and by id', async () => {
    const id = await idOf('mens-care');
    const hide = async (set: Partial<typeof diveIns.$inferInsert>) => {
      await ctx.database.db.update(diveIns).set(set).where(eq(diveIns.id, id));
      const listed = (await page('?pageSize=20')).list.some((video) => video.diveInId === id);
      const main = (await get(`${BASE}/main`)).json().data as { diveInId: number }[];
      const { response } = await detail(id);
      return { listed, onHome: main.some((video) => video.diveInId === id), status: response.statusCode };
    };
    const gone = { listed: false, onHome: false, status: 404 };
    expect(await hide({ status: 'PENDING' })).toEqual(gone);
    expect(await hide({ status: 'HIDDEN' })).toEqual(gone);
    expect(await hide({ status: 'APPROVED', exposureEndAt: new Date(Date.now() - 1000) })).toEqual(gone);
    expect(await hide({ exposureEndAt: null, exposureStartAt: new Date(Date.now() + 86_400_000) })).toEqual(
      gone
    );
    expect(await hide({ exposureStartAt: null })).toEqual({ listed: true, onHome: true, status: 200 });
  });
});

describe('a video and its product bag', () => {
  it('shows its products in order with prices, the badge and no SP/BP for a guest', async () => {
    const { response, data } = await detail(await idOf('vitamin-glow'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(data.productBag.map((product) => product.productId)).toEqual([1004, 1006, 1009]);
    const ampoule = data.productBag[1]!;
    expect(ampoule).toMatchObject({ almostEnding: true, sp: null, bp: null });
    expect(ampoule.salesAmount).toBeGreaterThan(0);
    expect(ampoule.exposureEndDatetime).not.toBeNull();
    expect(data.productBag[0]!.almostEnding).toBe(false);
  });

  it('gives a planner SP and BP', async () => {
    const { access } = await login(ctx, 'planner1', DEMO_PASSWORD);
    const { data } = await detail(await idOf('vitamin-glow'), { token: access });
    expect(data.productBag[0]!.sp).not.toBeNull();
    expect(data.productBag[0]!.bp).not.toBeNull();
  });

  it('leaves out paused products and products whose time in the video has ended', async () => {
    const id = await idOf('mens-care');
    await ctx.database.db.update(products).set({ salesStatus: 'PAUSE' }).where(eq(products.id, 1027));
    await ctx.database.db
      .update(diveInProducts)
      .set({ exposureEndAt: new Date(Date.now() - 1000) })
      .where(sql`${diveInProducts.diveInId} = ${id} AND ${diveInProducts.productId} = 1028`);
    try {
      const { data } = await detail(id);
      expect(data.productBag.map((product) => product.productId)).toEqual([1012]);
      expect(data.productCount).toBe(1);
    } finally {
      await ctx.database.db.update(products).set({ salesStatus: 'ON_SALE' }).where(eq(products.id, 1027));
    }
  });

  it('credits a planner’s video to its planner through the shop-referrer cookie, never a brand video', async () => {
    const planners = await detail(await idOf('green-tea-cleansing'));
    const cookie = planners.response.cookies.find((one) => one.name === SHOP_REFERRER_COOKIE);
    expect(cookie).toMatchObject({ value: '1000000001', httpOnly: true, sameSite: 'Lax' });
    const brand = await detail(await idOf('sun-care'));
    expect(brand.response.cookies.find((one) => one.name === SHOP_REFERRER_COOKIE)).toBeUndefined();
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await detail(987_654)).response.json().code).toBe('DIVE_IN_NOT_FOUND');
    expect((await get(`${BASE}/abc`)).statusCode).toBe(400);
  });
});

describe('view counts', () => {
  it('count a viewer once a day however often they ask', async () => {
    const id = await idOf('inner-beauty');
    const before = (await detail(id)).data.viewCount;
    const first = await view(id, { remoteAddress: '198.51.100.1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.viewCount).toBe(before + 1);
    for (let i = 0; i < 5; i += 1) await view(id, { remoteAddress: '198.51.100.1' });
    expect((await view(id, { remoteAddress: '198.51.100.2' })).json().data.viewCount).toBe(before + 2);
    const { access } = await login(ctx, 'customer1', DEMO_PASSWORD);
    await view(id, { token: access, remoteAddress: '198.51.100.1' });
    const last = await view(id, { token: access, remoteAddress: '198.51.100.9' });
    expect(last.json().data).toEqual({ viewCount: before + 3, formatViewCount: String(before + 3) });
  });

  it('forget their viewers of days before yesterday, swept by a job the job runner queues when it starts', async () => {
    const id = await idOf('sun-care');
    const started = Date.now();
    const day = (daysAgo: number) => seoulDate(new Date(started - daysAgo * 24 * 60 * 60 * 1000));
    await ctx.database.db
      .insert(diveInViews)
      .values([7, 2, 1, 0].map((daysAgo) => ({ diveInId: id, viewer: 'g:sweep', day: day(daysAgo) })));
    const swept = () =>
      ctx.database.db
        .select({ day: diveInViews.day })
        .from(diveInViews)
        .where(eq(diveInViews.viewer, 'g:sweep'))
        .then((rows) => rows.map((row) => row.day).sort());
    const sweepJob = () =>
      ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, DIVE_IN_VIEW_SWEEP_JOB))
        .then(([row]) => row);
    // The test app runs no jobs (recovery: false): nothing queued it yet.
    expect(await sweepJob()).toBeUndefined();

    // The jobs process's runner, with the app's own handler; its next tick is an hour away.
    const handlers = { [DIVE_IN_VIEW_SWEEP_JOB]: ctx.app.jobHandlers[DIVE_IN_VIEW_SWEEP_JOB]! };
    const runner = startJobRunner(createJobQueue(ctx.database.db), handlers, ctx.app.log, 3_600_000);
    try {
      await vi.waitFor(async () => expect(await swept()).toEqual([day(1), day(0)]), { timeout: 10_000 });
      await vi.waitFor(async () => expect((await sweepJob())?.lockedUntil).toBeNull(), { timeout: 10_000 });
    } finally {
      await runner.stop();
    }
    const again = await sweepJob();
    expect(again!.doneAt).toBeNull();
    expect(again!.runAt.getTime()).toBeGreaterThanOrEqual(started + DIVE_IN_VIEW_SWEEP_EVERY_MS);
  });

  it('are refused for a video that does not show', async () => {
    const response = await view(987_654);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('DIVE_IN_NOT_FOUND');
  });
});

describe('the video files', () => {
  it('are served in byte ranges with a year’s cache, web-ready (index before data)', async () => {
    const { data } = await detail(await idOf('sun-care'));
    const whole = await get(data.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toMatch(/max-age=31536000/);
    const bytes = whole.rawPayload;
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const part = await get(data.videoUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const poster = await get(data.thumbnailImageUrl);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });
});
