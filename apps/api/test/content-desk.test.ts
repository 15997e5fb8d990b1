import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { MainBannerDeskRow, MainHome, NoticePopup, NoticePopupDeskRow } from '@mall/domain';
import { readContentVersion } from '../src/modules/content/content.repository.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { signedInStaff } from './staff-fixtures.ts';

const HOUR = 60 * 60 * 1000;
const BANNERS = '/api/staff/v1/home-content/main-banners';
const POPUPS = '/api/staff/v1/home-content/notice-popups';
const HOME = '/api/etc/v1/public/main/home';

let ctx: TestContext;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestContext();
  content = await signedInStaff(ctx, ['CONTENT']);
  admin = await signedInStaff(ctx, ['ADMIN']);
});
afterAll(async () => {
  await ctx.close();
});

const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
let serial = 0;

function banner(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: { 'ko-KR': `데스크 배너 ${serial}`, 'en-US': `Desk banner ${serial}`, 'zh-TW': '' },
    subtitle: { 'ko-KR': '봄맞이 특가' },
    alt: { 'ko-KR': '봄 배너 이미지' },
    pcImageUrl: '/media/editorial/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    mobileImageUrl: '/media/content/banner-spring-glow-mobile.svg',
    link: '/product/skin-care',
    linkTarget: 'SELF',
    display: true,
    startAt: iso(-HOUR),
    endAt: iso(HOUR),
    sortOrder: 1,
    ...overrides
  };
}

function popup(overrides: Record<string, unknown> = {}) {
  return {
    contentType: 'CONTENT',
    audience: 'ALL',
    title: { 'ko-KR': '데스크 공지' },
    contents: { 'ko-KR': '<p>배송 안내</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
    attachmentImageUrl: null,
    link: null,
    linkTarget: 'SELF',
    display: true,
    startAt: null,
    endAt: null,
    sortOrder: 0,
    ...overrides
  };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> })
  });

async function home(): Promise<MainHome> {
  const response = await ctx.app.inject({ method: 'GET', url: HOME });
  return (response.json() as { data: MainHome }).data;
}

async function create(body: Record<string, unknown>, url = BANNERS) {
  const response = await send('POST', url, content.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: MainBannerDeskRow }).data;
}

describe('permissions', () => {
  it('[401] without a staff session', async () => {
    expect((await send('GET', BANNERS)).statusCode).toBe(401);
    expect((await send('POST', BANNERS, undefined, banner())).statusCode).toBe(401);
  });

  it('[403] ORDER_DESK and CS may not read or write Home content', async () => {
    for (const role of ['ORDER_DESK', 'CS'] as const) {
      const staff = await signedInStaff(ctx, [role]);
      expect((await send('GET', POPUPS, staff.cookie)).statusCode).toBe(403);
      expect((await send('POST', BANNERS, staff.cookie, banner())).statusCode).toBe(403);
      expect((await send('DELETE', `${BANNERS}/1`, staff.cookie)).statusCode).toBe(403);
    }
  });

  it('[200] CONTENT and ADMIN may: the list holds every row with its state', async () => {
    for (const staff of [content, admin]) {
      const response = await send('GET', '/api/staff/v1/home-content/gnb-banners', staff.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { list } = (response.json() as { data: { list: { state: string }[] } }).data;
      // The seed has one GNB banner already ended: the desk shows it, Home does not.
      expect(list.map((row) => row.state)).toContain('ENDED');
    }
  });
});

describe('POST /api/staff/v1/home-content/<kind>', () => {
  it('[400] refuses missing Korean, bad links, foreign images and a period ending before it starts', async () => {
    const response = await send(
      'POST',
      BANNERS,
      content.cookie,
      banner({
        title: { 'ko-KR': '  ', 'en-US': 'Only English' },
        link: 'javascript:alert(1)',
        pcImageUrl: 'https://evil.example/banner.jpg',
        mobileImageUrl: '/media/../secret.jpg',
        startAt: iso(HOUR),
        endAt: iso(-HOUR),
        sortOrder: -1
      })
    );
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: { field: string; code: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    const codes = Object.fromEntries(body.fields.map((field) => [field.field, field.code]));
    expect(codes).toMatchObject({
      'title.ko-KR': 'VA_ContentKoRequired',
      link: 'VA_ContentLink',
      pcImageUrl: 'VA_ContentMediaUrl',
      mobileImageUrl: 'VA_ContentMediaUrl'
    });
    expect(Object.keys(codes)).toContain('sortOrder');
  });

  it('[400] the period check and an unknown GNB category are field errors', async () => {
    const period = await send(
      'POST',
      BANNERS,
      content.cookie,
      banner({ startAt: iso(HOUR), endAt: iso(-HOUR) })
    );
    expect(period.statusCode).toBe(400);
    expect((period.json() as { fields: unknown[] }).fields).toContainEqual(
      expect.objectContaining({ field: 'endAt', code: 'VA_ContentPeriod' })
    );
    const gnb = await send('POST', '/api/staff/v1/home-content/gnb-banners', content.cookie, {
      imageUrl: '/media/content/gnb-wellness-week.svg',
      alt: { 'ko-KR': '웰니스 위크' },
      categoryId: 999999,
      link: 'https://shop.example/wellness',
      linkTarget: 'BLANK',
      display: true,
      startAt: null,
      endAt: null,
      sortOrder: 0
    });
    expect(gnb.statusCode).toBe(400);
    expect((gnb.json() as { fields: unknown[] }).fields).toContainEqual(
      expect.objectContaining({ field: 'categoryId', code: 'VA_ContentCategory' })
    );
  });

  it('[400] a CONTENT popup needs its HTML, an IMAGE popup its image', async () => {
    const response = await send('POST', POPUPS, content.cookie, popup({ contentType: 'IMAGE' }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: unknown[] }).fields).toContainEqual(
      expect.objectContaining({ field: 'attachmentImageUrl', code: 'VA_ContentPopupImage' })
    );
  });

  it('[201] a banner shows on Home only inside its period; the write is audited', async () => {
    const live = await create(banner());
    const later = await create(banner({ startAt: iso(3 * HOUR), endAt: iso(5 * HOUR) }));
    const ended = await create(banner({ startAt: iso(-3 * HOUR), endAt: iso(-HOUR) }));
    expect([live.state, later.state, ended.state]).toEqual(['LIVE', 'SCHEDULED', 'ENDED']);
    // Empty translations are dropped so the storefront falls back.
    expect(live.title).toEqual({ 'ko-KR': live.title['ko-KR'], 'en-US': live.title['en-US'] });
    const ids = (await home()).banners.map((b) => b.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);

    const [entry] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'content.home.main-banners.create'),
          eq(staffAuditLog.targetId, String(live.id))
        )
      );
    expect(entry).toMatchObject({ staffId: content.id, targetType: 'main-banners', before: null });
    expect(entry!.after).toMatchObject({ id: live.id, pcImageUrl: live.pcImageUrl });
  });
});

describe('PUT /api/staff/v1/home-content/<kind>/:id', () => {
  it('[200] an edit bumps the content version: the cached Home answer changes at once', async () => {
    const row = await create(banner());
    expect((await home()).banners.find((b) => b.id === row.id)?.title).toBe(row.title['ko-KR']);
    const version = await readContentVersion(ctx.database.db);
    const edited = await send(
      'PUT',
      `${BANNERS}/${row.id}`,
      content.cookie,
      banner({ title: { 'ko-KR': '고친 제목' } })
    );
    expect(edited.statusCode).toBe(200);
    expect(await readContentVersion(ctx.database.db)).toBeGreaterThan(version);
    expect((await home()).banners.find((b) => b.id === row.id)?.title).toBe('고친 제목');

    const [entry] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'content.home.main-banners.update'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry!.before).toMatchObject({ title: { 'ko-KR': row.title['ko-KR'] } });
    expect(entry!.after).toMatchObject({ title: { 'ko-KR': '고친 제목' } });
  });

  it('[404] an unknown id; [400] a bad id', async () => {
    expect((await send('PUT', `${BANNERS}/99999999`, content.cookie, banner())).statusCode).toBe(404);
    expect((await send('GET', `${BANNERS}/abc`, content.cookie)).statusCode).toBe(400);
    expect((await send('DELETE', `${BANNERS}/99999999`, content.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/staff/v1/home-content/<kind>/:id/display and DELETE', () => {
  it('[200] hide takes the row off Home, show puts it back; [204] delete removes it', async () => {
    const row = await create(banner());
    const hidden = await send('POST', `${BANNERS}/${row.id}/display`, content.cookie, { display: false });
    expect((hidden.json() as { data: MainBannerDeskRow }).data.state).toBe('HIDDEN');
    expect((await home()).banners.map((b) => b.id)).not.toContain(row.id);
    await send('POST', `${BANNERS}/${row.id}/display`, content.cookie, { display: true });
    expect((await home()).banners.map((b) => b.id)).toContain(row.id);

    expect((await send('DELETE', `${BANNERS}/${row.id}`, content.cookie)).statusCode).toBe(204);
    expect((await home()).banners.map((b) => b.id)).not.toContain(row.id);
    const [entry] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'content.home.main-banners.delete'),
          eq(staffAuditLog.targetId, String(row.id))
        )
      );
    expect(entry!.before).toMatchObject({ id: row.id });
    expect(entry!.after).toBeNull();
  });
});

describe('PUT /api/staff/v1/home-content/<kind>/order', () => {
  it('[200] puts the rows in the given order; [409] when the set is not the rows now', async () => {
    const url = '/api/staff/v1/home-content/main-videos';
    const { list } = ((await send('GET', url, content.cookie)).json() as { data: { list: { id: number }[] } })
      .data;
    const reversed = list.map((row) => row.id).reverse();
    const answer = await send('PUT', `${url}/order`, content.cookie, { ids: reversed });
    expect(answer.statusCode).toBe(200);
    const after = (answer.json() as { data: { list: { id: number; sortOrder: number }[] } }).data.list;
    expect(after.map((row) => row.id)).toEqual(reversed);
    expect((await home()).videos.map((video) => video.id)).toEqual(
      reversed.filter((id) =>
        (list as { id: number; state?: string }[]).some((row) => row.id === id && row.state === 'LIVE')
      )
    );
    const stale = await send('PUT', `${url}/order`, content.cookie, { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { code: string }).code).toBe('CONTENT_ORDER_STALE');
    const duplicate = await send('PUT', `${url}/order`, content.cookie, { ids: [reversed[0], reversed[0]] });
    expect(duplicate.statusCode).toBe(400);
  });
});

describe('notice popups', () => {
  it('[200] HTML with a script is stored as written and sanitised when served (public popup and preview)', async () => {
    const created = (await create(popup(), POPUPS)) as unknown as NoticePopupDeskRow;
    expect(created.contents?.['ko-KR']).toContain('<script>');
    const served = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/main/popup' });
    const mine = (served.json() as { data: NoticePopup[] }).data.find((p) => p.id === created.id);
    expect(mine?.popupWrittenContents).toContain('<p>배송 안내</p>');
    expect(mine?.popupWrittenContents).not.toMatch(/script|onerror|alert/);

    const preview = await send('GET', `${POPUPS}/${created.id}/preview?language=en-US`, content.cookie);
    expect(preview.statusCode).toBe(200);
    const shown = (preview.json() as { data: NoticePopup }).data;
    expect(shown.popupTitle).toBe('데스크 공지');
    expect(shown.popupWrittenContents).not.toMatch(/script|onerror/);
  });

  it('[200] the preview picks the language, else en-US, else Korean', async () => {
    const row = await create(banner({ title: { 'ko-KR': '한국어', 'en-US': 'English', 'zh-TW': '中文' } }));
    const title = async (language: string) =>
      (
        (await send('GET', `${BANNERS}/${row.id}/preview?language=${language}`, content.cookie)).json() as {
          data: { title: string };
        }
      ).data.title;
    expect([await title('ko-KR'), await title('en-US'), await title('zh-TW')]).toEqual([
      '한국어',
      'English',
      '中文'
    ]);
    expect((await send('GET', `${BANNERS}/${row.id}/preview?language=fr`, content.cookie)).statusCode).toBe(
      400
    );
  });
});
