import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { GnbBanner, MainHome, NoticePopup } from '@mall/domain';
import { createVersionedCache } from '../src/lib/versioned-cache.ts';
import { gnbBanners, mainBanners, noticePopups } from '../src/db/schema.ts';
import { createContentRepository, readContentVersion } from '../src/modules/content/content.repository.ts';
import { MEMBER_CONTENT_CACHE, PUBLIC_CONTENT_CACHE } from '../src/modules/content/content.routes.ts';
import { createContentService, type ContentKey } from '../src/modules/content/content.service.ts';
import { createTestContext, getJson, type TestContext } from './context.ts';
import { createMember, login } from './members.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Rows a test adds are removed afterwards (and the content version bumped), so tests stay independent. */
const added = { banners: [] as number[], popups: [] as number[], gnb: [] as number[] };
afterEach(async () => {
  const db = ctx.database.db;
  if (added.banners.length) await db.delete(mainBanners).where(inArray(mainBanners.id, added.banners));
  if (added.popups.length) await db.delete(noticePopups).where(inArray(noticePopups.id, added.popups));
  if (added.gnb.length) await db.delete(gnbBanners).where(inArray(gnbBanners.id, added.gnb));
  added.banners = [];
  added.popups = [];
  added.gnb = [];
  await ctx.app.contentCache.bump();
});

const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

async function addBanner(values: Partial<typeof mainBanners.$inferInsert> & { ko: string }) {
  const { ko, ...rest } = values;
  const [row] = await ctx.database.db
    .insert(mainBanners)
    .values({
      title: { 'ko-KR': ko },
      subtitle: { 'ko-KR': `${ko} 부제` },
      alt: { 'ko-KR': `${ko} 이미지` },
      pcImageUrl: '/media/content/test-pc.svg',
      mobileImageUrl: '/media/content/test-mobile.svg',
      sortOrder: 100,
      ...rest
    })
    .returning({ id: mainBanners.id });
  added.banners.push(row!.id);
  return row!.id;
}

describe('GET /api/etc/v1/public/main/home', () => {
  it('[200] answers the seeded Home content in one call, localised, with cache headers', async () => {
    const { response, body } = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE);
    expect(response.headers.vary).toContain('Accept-Language');
    const home = body.data;
    expect(home.banners.map((b) => b.title)).toEqual([
      '맑은 빛을 채우는 봄 루틴',
      '하루를 바꾸는 데일리 웰니스',
      '당신만의 시그니처 향을 찾아서',
      '마음을 전하는 선물 세트'
    ]);
    expect(home.banners[0]).toMatchObject({
      pcImageUrl: '/media/content/banner-spring-glow-pc.svg',
      mobileImageUrl: '/media/content/banner-spring-glow-mobile.svg',
      link: '/product/skin-care',
      linkTarget: { code: 'SELF' }
    });
    // The ended GNB banner and the skin-care category's one are not Home's.
    expect(home.gnbBanner?.imageUrl).toBe('/media/content/gnb-wellness-week.svg');
    expect(home.gnbBanner?.categoryId).toBeNull();
    expect(home.events).toHaveLength(3);
    expect(home.categoryBanners.top.map((b) => b.position)).toEqual(['TOP']);
    expect(home.categoryBanners.bottom.map((b) => b.position)).toEqual(['BOTTOM', 'BOTTOM']);
    expect(home.videos).toHaveLength(3);
    // Nothing points at another host.
    expect(JSON.stringify(home)).not.toMatch(/https?:\/\//);
  });

  it('[200] localises to Accept-Language (en-US, zh-TW)', async () => {
    const en = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home', 'en-US,en;q=0.9');
    const zh = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home', 'zh-TW');
    expect(en.body.data.banners[0]?.title).toBe('A spring routine for clear, glowing skin');
    expect(zh.body.data.banners[0]?.title).toBe('為肌膚注入清透光采的春日保養');
    expect(zh.body.data.events[0]?.title).toBe('每月10日會員日');
  });

  it('[200] falls back to en-US, then ko-KR, for a missing translation', async () => {
    await addBanner({ ko: '한국어만', title: { 'ko-KR': '한국어만' } });
    await addBanner({ ko: '영어도', title: { 'ko-KR': '영어도', 'en-US': 'English too' } });
    await ctx.app.contentCache.bump();
    const { body } = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home', 'zh-TW');
    const titles = body.data.banners.map((b) => b.title);
    expect(titles).toContain('한국어만');
    expect(titles).toContain('English too');
  });

  it('[200] serves only displayed items inside their period, in sort order', async () => {
    await addBanner({ ko: '시작 전', startAt: later(DAY), endAt: later(2 * DAY), sortOrder: 0 });
    await addBanner({ ko: '종료됨', startAt: ago(2 * DAY), endAt: ago(DAY), sortOrder: 0 });
    await addBanner({ ko: '숨김', display: false, sortOrder: 0 });
    await addBanner({ ko: '진행 중 B', startAt: ago(DAY), endAt: later(DAY), sortOrder: -1 });
    await addBanner({ ko: '진행 중 A', startAt: ago(DAY), endAt: null, sortOrder: -2 });
    await ctx.app.contentCache.bump();
    const { body } = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home');
    const titles = body.data.banners.map((b) => b.title);
    expect(titles.slice(0, 3)).toEqual(['진행 중 A', '진행 중 B', '맑은 빛을 채우는 봄 루틴']);
    expect(titles).not.toContain('시작 전');
    expect(titles).not.toContain('종료됨');
    expect(titles).not.toContain('숨김');
  });

  it('[200] answers from the cache until the content version is bumped', async () => {
    await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home');
    await addBanner({ ko: '새 배너', sortOrder: -5 });
    const cached = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home');
    expect(cached.body.data.banners.map((b) => b.title)).not.toContain('새 배너');
    await ctx.app.contentCache.bump();
    const fresh = await getJson<{ data: MainHome }>(ctx, '/api/etc/v1/public/main/home');
    expect(fresh.body.data.banners[0]?.title).toBe('새 배너');
  });
});

describe('content service clock', () => {
  it('starts and ends an item on time even when the answer comes from the cache', async () => {
    let now = Date.now();
    const repository = createContentRepository(ctx.database.db);
    const cache = createVersionedCache<ContentKey>({
      name: 'content-test',
      keyOf: (version, key) => `t:${version}:${key.route}:${key.language}`,
      readVersion: () => readContentVersion(ctx.database.db),
      bumpVersion: async () => 0,
      ttlMs: 5 * MINUTE,
      maxEntries: 10,
      database: 'embedded',
      redis: null,
      keyPrefix: '',
      log: { warn() {}, info() {} },
      now: () => now
    });
    const service = createContentService(repository, cache, () => now);
    await addBanner({
      ko: '2분 뒤 시작',
      startAt: new Date(now + 2 * MINUTE),
      endAt: new Date(now + 4 * MINUTE)
    });
    const titlesAt = async () => (await service.home('ko-KR')).banners.map((b) => b.title);
    expect(await titlesAt()).not.toContain('2분 뒤 시작');
    // Until something starts or ends, one Home object (the route sends its bytes again, not a new serialisation).
    const before = await service.home('ko-KR');
    now += MINUTE;
    expect(await service.home('ko-KR')).toBe(before);
    now += 2 * MINUTE; // same cached answer, now inside the period
    expect(await service.home('ko-KR')).not.toBe(before);
    expect(await titlesAt()).toContain('2분 뒤 시작');
    now += 2 * MINUTE; // past the end
    expect(await titlesAt()).not.toContain('2분 뒤 시작');
  });
});

describe('GET /api/etc/v1/public/main/popup', () => {
  it('[200] answers the current notice popups: CONTENT with sanitised HTML and IMAGE with its link', async () => {
    const { response, body } = await getJson<{ data: NoticePopup[] }>(
      ctx,
      '/api/etc/v1/public/main/popup',
      'en-US'
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE);
    const [content, image] = body.data;
    expect(content).toMatchObject({
      popupContentType: { code: 'CONTENT' },
      audience: { code: 'ALL' },
      popupTitle: 'Courier day-off delivery notice',
      attachmentImageUrl: null
    });
    expect(content?.popupWrittenContents).toContain('<h3>Courier day off</h3>');
    expect(image).toMatchObject({
      popupContentType: { code: 'IMAGE' },
      audience: { code: 'GUEST' },
      popupWrittenContents: null,
      attachmentImageUrl: '/media/content/popup-welcome-gift.svg',
      linkUrl: '/signup/selectType',
      linkTarget: { code: 'SELF' }
    });
  });

  it('[200] strips scripts, event handlers and javascript: URLs from CONTENT HTML', async () => {
    const [row] = await ctx.database.db
      .insert(noticePopups)
      .values({
        contentType: 'CONTENT',
        title: { 'ko-KR': '위험한 공지' },
        contents: {
          'ko-KR':
            '<p onclick="steal()">안내<script>alert(1)</script><img src="/media/x.svg" onerror="alert(2)"></p>' +
            '<a href="javascript:alert(3)">나쁜 링크</a><a href="/event/1" target="_blank">새 창</a>' +
            '<iframe src="/x"></iframe><style>body{display:none}</style>' +
            '<img src="https://tracker.test/pixel.gif" alt="추적"><img src="//cdn.test/a.png"><img src="/media/../etc/passwd">'
        },
        sortOrder: -1
      })
      .returning({ id: noticePopups.id });
    added.popups.push(row!.id);
    await ctx.app.contentCache.bump();
    const { body } = await getJson<{ data: NoticePopup[] }>(ctx, '/api/etc/v1/public/main/popup');
    const html = body.data[0]?.popupWrittenContents ?? '';
    expect(body.data[0]?.popupTitle).toBe('위험한 공지');
    expect(html).toContain('안내');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(html).toContain('<img src="/media/x.svg" />');
    // Images from another host (or leaving the media folder) are dropped.
    expect(html).not.toMatch(/tracker\.test|cdn\.test|passwd|추적/);
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('<a href="/event/1" target="_blank" rel="noopener noreferrer">새 창</a>');
    expect(html).toContain('<a>나쁜 링크</a>');
  });

  it('[200] leaves out popups outside their period or not in display', async () => {
    const values = (ko: string, extra: Partial<typeof noticePopups.$inferInsert>) => ({
      contentType: 'IMAGE' as const,
      title: { 'ko-KR': ko },
      attachmentImageUrl: '/media/content/x.svg',
      sortOrder: -1,
      ...extra
    });
    const rows = await ctx.database.db
      .insert(noticePopups)
      .values([
        values('끝난 팝업', { startAt: ago(2 * DAY), endAt: ago(DAY) }),
        values('예정 팝업', { startAt: later(DAY) }),
        values('숨긴 팝업', { display: false })
      ])
      .returning({ id: noticePopups.id });
    added.popups.push(...rows.map((r) => r.id));
    await ctx.app.contentCache.bump();
    const { body } = await getJson<{ data: NoticePopup[] }>(ctx, '/api/etc/v1/public/main/popup');
    expect(body.data.map((p) => p.popupTitle)).toEqual(['택배 휴무일 배송 안내', '신규 회원 웰컴 기프트']);
  });

  it('[200] the seeded notice names days after the seeding, not a fixed month', async () => {
    const { body } = await getJson<{ data: NoticePopup[] }>(ctx, '/api/etc/v1/public/main/popup', 'en-US');
    const notice = body.data.find((p) => p.popupContentType.code === 'CONTENT');
    const dayOff = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'Asia/Seoul'
    }).format(later(10 * DAY));
    expect(notice?.popupWrittenContents).toContain(`Deliveries pause on ${dayOff}`);
    // It ends the day after the day off it announces.
    expect(Date.parse(notice!.endAt!)).toBeGreaterThan(Date.now() + 10 * DAY);
    expect(Date.parse(notice!.endAt!)).toBeLessThan(Date.now() + 12 * DAY);
  });

  it('[200] shows guest-only popups to guests and member-only ones to members, never sharing an answer', async () => {
    const rows = await ctx.database.db
      .insert(noticePopups)
      .values({
        contentType: 'IMAGE',
        audience: 'MEMBER',
        title: { 'ko-KR': '회원 전용 쿠폰' },
        attachmentImageUrl: '/media/content/x.svg',
        sortOrder: 50
      })
      .returning({ id: noticePopups.id });
    added.popups.push(...rows.map((r) => r.id));
    await ctx.app.contentCache.bump();
    const member = await createMember(ctx);
    const { access } = await login(ctx, member.loginId);
    const titles = (body: { data: NoticePopup[] }) => body.data.map((p) => p.popupTitle);
    const path = '/api/etc/v1/public/main/popup';

    // The guest asks first and fills the cache; the member's answer is not the guest's, and back again.
    const guest = await getJson<{ data: NoticePopup[] }>(ctx, path);
    expect(titles(guest.body)).toEqual(['택배 휴무일 배송 안내', '신규 회원 웰컴 기프트']);
    expect(guest.response.headers['vary']).toBe('Accept-Language, Authorization, Accept-Encoding');
    const asMember = await getJson<{ data: NoticePopup[] }>(ctx, path, 'ko-KR', {
      authorization: `Bearer ${access}`
    });
    expect(titles(asMember.body)).toEqual(['택배 휴무일 배송 안내', '회원 전용 쿠폰']);
    expect(asMember.response.headers['cache-control']).toBe(MEMBER_CONTENT_CACHE);
    const guestAgain = await getJson<{ data: NoticePopup[] }>(ctx, path);
    expect(titles(guestAgain.body)).toEqual(titles(guest.body));
    expect(guestAgain.response.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE);

    // A token that is not valid at all is answered as a guest: Home never fails on it.
    const forged = await getJson<{ data: NoticePopup[] }>(ctx, path, 'ko-KR', {
      authorization: 'Bearer forged.token.x'
    });
    expect(forged.response.statusCode).toBe(200);
    expect(titles(forged.body)).toEqual(titles(guest.body));
  });
});

describe('GET /api/etc/v1/public/main/gnb', () => {
  it('[200] answers the site-wide banner without categoryId, and a category’s own with it', async () => {
    const site = await getJson<{ data: GnbBanner | null }>(ctx, '/api/etc/v1/public/main/gnb', 'en-US');
    expect(site.response.statusCode).toBe(200);
    expect(site.body.data).toMatchObject({
      imageUrl: '/media/content/gnb-wellness-week.svg',
      categoryId: null
    });
    expect(site.body.data?.alt).toBe('Wellness Week: up to 30% off, shop now');
    const skin = await getJson<{ data: GnbBanner | null }>(ctx, '/api/etc/v1/public/main/gnb?categoryId=1');
    expect(skin.body.data).toMatchObject({
      imageUrl: '/media/content/gnb-skin-care-week.svg',
      categoryId: 1
    });
    const none = await getJson<{ data: GnbBanner | null }>(ctx, '/api/etc/v1/public/main/gnb?categoryId=2');
    expect(none.response.statusCode).toBe(200);
    expect(none.body.data).toBeNull();
  });

  it('[200] a category banner out of its period is not served', async () => {
    const [row] = await ctx.database.db
      .insert(gnbBanners)
      .values({
        imageUrl: '/media/content/x.svg',
        alt: { 'ko-KR': '지난 배너' },
        categoryId: 2,
        endAt: ago(MINUTE)
      })
      .returning({ id: gnbBanners.id });
    added.gnb.push(row!.id);
    await ctx.app.contentCache.bump();
    const { body } = await getJson<{ data: GnbBanner | null }>(
      ctx,
      '/api/etc/v1/public/main/gnb?categoryId=2'
    );
    expect(body.data).toBeNull();
  });

  it.each(['abc', '-1', '0', '1.5'])('[400] refuses categoryId=%s', async (value) => {
    const { response } = await getJson(ctx, `/api/etc/v1/public/main/gnb?categoryId=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});
