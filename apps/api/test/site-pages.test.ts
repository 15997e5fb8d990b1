import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { DeskSitePage, PublicSitePage, RightwayArticle, SitePageContent } from '@mall/domain';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { createNaverStaticMap } from '../src/providers/map/naver-static-map.ts';
import { sitePagesPreviews } from '../src/modules/site-pages/site-pages-previews.ts';
import { createSitePages } from '../src/modules/site-pages/site-pages.service.ts';
import { seedSitePagesIfEmpty } from '../seed/site-pages-seed.ts';
import { createTestContext, type TestContext } from './context.ts';
import { signedInStaff } from './staff-fixtures.ts';

const PUBLIC = '/api/etc/v1/public/pages';
const DESK = '/api/staff/v1/site-pages';

let ctx: TestContext;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await seedSitePagesIfEmpty(ctx.database.db, ctx.config.mediaDir);
  content = await signedInStaff(ctx, ['CONTENT']);
  cs = await signedInStaff(ctx, ['CS']);
});
afterAll(async () => {
  await ctx.close();
});

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { cookie?: string; payload?: unknown; language?: string } = {}
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {})
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> })
  });

const deskPage = async (slug: string) =>
  (await send('GET', `${DESK}/${slug}`, { cookie: content.cookie })).json<{ data: DeskSitePage }>().data;

async function saveDraft(slug: string, edit: (draft: SitePageContent) => SitePageContent) {
  const page = await deskPage(slug);
  const response = await send('PUT', `${DESK}/${slug}`, {
    cookie: content.cookie,
    payload: { version: page.version, content: edit(page.draft) }
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DeskSitePage }>().data;
}

describe('GET /api/etc/v1/public/pages/{slug}', () => {
  it('[200] answers a seeded page in the asked language, with its blocks', async () => {
    const response = await send('GET', `${PUBLIC}/about-history`, { language: 'en-US' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const page = response.json<{ data: PublicSitePage }>().data;
    expect(page).toMatchObject({ slug: 'about-history', path: '/about/history', title: 'History' });
    const years = page.blocks.flatMap((b) => (b.kind === 'milestone' ? [b.year] : []));
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(2026);
    const zh = (await send('GET', `${PUBLIC}/about-history`, { language: 'zh-TW' })).json<{
      data: PublicSitePage;
    }>();
    expect(zh.data.title).toBe('沿革');
  });

  it('[200] the location page has its address in every language and our own map picture', async () => {
    const page = (await send('GET', `${PUBLIC}/about-location`)).json<{ data: PublicSitePage }>().data;
    const location = page.blocks.find((b) => b.kind === 'location');
    if (location?.kind !== 'location') throw new Error('no location block');
    expect(location.addresses.map((a) => a.language)).toEqual(['ko-KR', 'en-US', 'zh-TW']);
    expect(location.map?.imageUrl).toMatch(/^\/api\/etc\/v1\/public\/pages\/about-location\/map\/\d+\?at=/);
    const picture = await send('GET', location.map!.imageUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toContain('<svg');
    expect((await send('GET', location.map!.openUrl)).statusCode).toBe(200);
  });

  it('[404] an unknown slug, and a map of a block that is not a location', async () => {
    const unknown = await send('GET', `${PUBLIC}/about-nothing`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SITE_PAGE_NOT_FOUND');
    const page = (await send('GET', `${PUBLIC}/about-history`)).json<{ data: PublicSitePage }>().data;
    expect((await send('GET', `${PUBLIC}/about-history/map/${page.blocks[0]!.id}`)).statusCode).toBe(404);
  });

  it('[200] sanitises what staff wrote when serving it, and keeps it as written', async () => {
    await saveDraft('sample', (draft) => ({
      ...draft,
      blocks: [
        {
          id: 0,
          kind: 'text',
          title: { 'ko-KR': '안내' },
          html: {
            'ko-KR':
              '<p onclick="x()">안녕<script>alert(1)</script><img src="https://evil.example/x.png"><a href="javascript:alert(1)">링크</a></p>'
          }
        },
        ...draft.blocks
      ]
    }));
    const kept = await deskPage('sample');
    const first = kept.draft.blocks[0]!;
    expect(first.kind === 'text' && first.html['ko-KR']).toContain('<script>');
    const published = await send('POST', `${DESK}/sample/publish`, {
      cookie: content.cookie,
      payload: { version: kept.version }
    });
    expect(published.statusCode).toBe(200);
    const page = (await send('GET', `${PUBLIC}/sample`)).json<{ data: PublicSitePage }>().data;
    const shown = page.blocks[0]!;
    if (shown.kind !== 'text') throw new Error('not a text block');
    expect(shown.html).toContain('안녕');
    expect(shown.html).not.toMatch(/script|onclick|evil\.example|javascript:/);
    expect(shown.id).toBeGreaterThan(0);
  });
});

describe('GET /api/etc/v1/public/pages/rightway/{id}', () => {
  it('[200] answers an article of the member code with its neighbours', async () => {
    const page = (await send('GET', `${PUBLIC}/esg-rightway`)).json<{ data: PublicSitePage }>().data;
    const articles = page.blocks.filter((b) => b.kind === 'article');
    expect(articles.length).toBe(5);
    const response = await send('GET', `${PUBLIC}/rightway/${articles[1]!.id}`, { language: 'en-US' });
    expect(response.statusCode).toBe(200);
    const article = response.json<{ data: RightwayArticle }>().data;
    expect(article).toMatchObject({ number: 2, pageTitle: 'Member Code of Ethics' });
    expect(article.previous?.id).toBe(articles[0]!.id);
    expect(article.next?.id).toBe(articles[2]!.id);
  });

  it('[404] an id that is no article; [400] an id that is no number', async () => {
    expect((await send('GET', `${PUBLIC}/rightway/999999`)).statusCode).toBe(404);
    expect((await send('GET', `${PUBLIC}/rightway/abc`)).statusCode).toBe(400);
  });
});

describe('PUT /api/staff/v1/site-pages/{slug}', () => {
  it('[200] a saved draft is invisible to shoppers until published; the writes are audited', async () => {
    const saved = await saveDraft('about-rnd', (draft) => ({
      ...draft,
      title: { ...draft.title, 'ko-KR': '연구개발 (수정본)' }
    }));
    expect(saved.hasDraftChanges).toBe(true);
    const before = (await send('GET', `${PUBLIC}/about-rnd`)).json<{ data: PublicSitePage }>().data;
    expect(before.title).toBe('R&D');
    const preview = await send('GET', `${DESK}/about-rnd/preview?language=ko-KR`, { cookie: content.cookie });
    expect(preview.json<{ data: PublicSitePage }>().data.title).toBe('연구개발 (수정본)');

    const published = await send('POST', `${DESK}/about-rnd/publish`, {
      cookie: content.cookie,
      payload: { version: saved.version }
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<{ data: DeskSitePage }>().data.hasDraftChanges).toBe(false);
    const after = (await send('GET', `${PUBLIC}/about-rnd`)).json<{ data: PublicSitePage }>().data;
    expect(after.title).toBe('연구개발 (수정본)');

    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'site_page'), eq(staffAuditLog.targetId, 'about-rnd')))
      .orderBy(desc(staffAuditLog.id));
    expect(audit.map((row) => row.action)).toEqual(['site-pages.publish', 'site-pages.save']);
    expect(audit[0]!.staffId).toBe(content.id);
  });

  it('[409] a save naming an old version (another editor saved first)', async () => {
    const page = await deskPage('esg-fair');
    await saveDraft('esg-fair', (draft) => draft);
    const stale = await send('PUT', `${DESK}/esg-fair`, {
      cookie: content.cookie,
      payload: { version: page.version, content: page.draft }
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('SITE_PAGE_CONFLICT');
  });

  it('[400] refuses an image from another host, duplicate block ids and an empty Korean title', async () => {
    const page = await deskPage('about-ci');
    const bad = async (draft: unknown) =>
      send('PUT', `${DESK}/about-ci`, {
        cookie: content.cookie,
        payload: { version: page.version, content: draft }
      });
    expect((await bad({ ...page.draft, heroImageUrl: 'https://evil.example/a.png' })).statusCode).toBe(400);
    expect(
      (await bad({ ...page.draft, blocks: [page.draft.blocks[0], page.draft.blocks[0]] })).statusCode
    ).toBe(400);
    expect((await bad({ ...page.draft, title: { 'ko-KR': '  ' } })).statusCode).toBe(400);
  });
});

describe('staff permissions', () => {
  it('[401] without a staff session; [403] for staff without content.manage', async () => {
    expect((await send('GET', DESK)).statusCode).toBe(401);
    expect((await send('GET', DESK, { cookie: cs.cookie })).statusCode).toBe(403);
    const page = await deskPage('guide');
    const refused = await send('POST', `${DESK}/guide/publish`, {
      cookie: cs.cookie,
      payload: { version: page.version }
    });
    expect(refused.statusCode).toBe(403);
  });

  it('[200] lists every page of the closed list for content staff; [404] an unknown slug', async () => {
    const list = await send('GET', DESK, { cookie: content.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { slug: string }[] }>().data).toHaveLength(16);
    expect((await send('GET', `${DESK}/nope`, { cookie: content.cookie })).statusCode).toBe(404);
  });
});

describe('NAVER static map adapter', () => {
  it('asks the documented raster endpoint with the key headers and answers Kakao Map’s link', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const map = createNaverStaticMap(
      { apiUrl: 'https://maps.example.test/map-static/v2/raster', clientId: 'id', clientSecret: 'secret' },
      async (url, init) => {
        calls.push({ url, headers: init.headers });
        return {
          ok: true,
          status: 200,
          headers: { get: () => 'image/png' },
          arrayBuffer: async () => new ArrayBuffer(4)
        };
      }
    );
    const picture = await map.picture({ lat: 37.5, lng: 127.05, name: '본사' }, 'page');
    expect(picture.contentType).toBe('image/png');
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('center')).toBe('127.05,37.5');
    expect(url.searchParams.get('markers')).toBe('type:d|size:mid|pos:127.05 37.5');
    expect(calls[0]!.headers['X-NCP-APIGW-API-KEY-ID']).toBe('id');
    expect(map.openUrl({ lat: 37.5, lng: 127.05, name: '본사' })).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent('본사')},37.5,127.05`
    );
  });
});

describe('sitemap.xml and link previews', () => {
  it('[200] lists every published page and member-code article', async () => {
    const sitemap = await send('GET', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    for (const path of ['/about/history', '/about/location', '/esg/rightway', '/guideItem', '/sample'])
      expect(sitemap.body).toContain(`${path}</loc>`);
    expect(sitemap.body).toMatch(/\/esg\/rightway\/\d+<\/loc>/);
  });

  it('previews a page with its own title, lead and PNG hero; an unknown article is 404', async () => {
    const previews = sitePagesPreviews(createSitePages({ db: ctx.database.db, map: null }));
    const page = await previews.page('/about/history', 'en-US');
    expect(page?.status).toBe(200);
    expect(page?.meta?.title).toContain('History');
    expect(page?.meta?.description).toContain('small laboratory');
    expect(page?.meta?.image).toMatchObject({
      url: '/media/pages/hero-about-history.png',
      type: 'image/png'
    });
    expect((await previews.page('/esg/rightway/999999', 'ko-KR'))?.status).toBe(404);
    expect(await previews.page('/product/skin', 'ko-KR')).toBeNull();
  });
});
