import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { BoardDeskList, BoardDeskPost, BoardList, BoardPost } from '@mall/domain';
import { createBoardService } from '../src/modules/board/board.service.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { signedInStaff } from './staff-fixtures.ts';

const HOUR = 60 * 60 * 1000;
const DESK = '/api/staff/v1/board';
const PUBLIC = '/api/etc/v1/public/board';

let ctx: TestContext;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestContext({ withWeb: true, env: { PUBLIC_ORIGIN: 'https://shop.example.com/' } });
  content = await signedInStaff(ctx, ['CONTENT']);
  cs = await signedInStaff(ctx, ['CS']);
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
let serial = 0;

/** A post body with a unique word in its title (so each test finds its own posts by search). */
function post(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const word = `brd${serial}x${Date.now().toString(36)}`;
  return {
    kind: 'NOTICE',
    title: { 'ko-KR': `공지 ${word}`, 'en-US': `Notice ${word}`, 'zh-TW': '' },
    summary: { 'ko-KR': '배송 안내' },
    body: { 'ko-KR': '<p>본문입니다</p>', 'en-US': '<p>The body</p>' },
    thumbnailUrl: '/media/board/notice-delivery.png',
    pinned: false,
    eventStartAt: null,
    eventEndAt: null,
    ...overrides
  };
}
const wordOf = (body: ReturnType<typeof post>) => body.title['en-US'].split(' ')[1]!;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  language = 'ko-KR'
) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> })
  });

async function create(body = post()): Promise<BoardDeskPost> {
  const response = await send('POST', DESK, content.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: BoardDeskPost }>().data;
}
async function publish(id: number, window: Record<string, unknown> = {}) {
  const response = await send('POST', `${DESK}/${id}/publish`, content.cookie, window);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BoardDeskPost }>().data;
}
async function list(kind: string, query = '', language = 'ko-KR'): Promise<BoardList> {
  const response = await send('GET', `${PUBLIC}/${kind}${query}`, undefined, undefined, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BoardList }>().data;
}

describe('GET /api/etc/v1/public/board/:kind', () => {
  it('[200] shows only live posts: drafts, scheduled and ended windows stay hidden', async () => {
    const draft = post();
    await create(draft);
    const scheduled = post();
    await publish((await create(scheduled)).boardId, { publishAt: iso(HOUR) });
    const ended = post();
    await publish((await create(ended)).boardId, { publishAt: iso(-2 * HOUR), unpublishAt: iso(-HOUR) });
    const live = post();
    const liveId = (await create(live)).boardId;
    await publish(liveId, { unpublishAt: iso(HOUR) });
    for (const body of [draft, scheduled, ended]) {
      expect((await list('notice', `?keyword=${wordOf(body)}`)).totalSize).toBe(0);
    }
    const found = await list('notice', `?keyword=${wordOf(live)}`);
    expect(found.list.map((item) => item.boardId)).toEqual([liveId]);
    expect(await list('news', `?keyword=${wordOf(live)}`)).toMatchObject({ totalSize: 0 });
  });

  it('[200] a scheduled post appears when the clock reaches its publish time', async () => {
    const body = post();
    const { boardId } = await create(body);
    const at = Date.now() + 3 * HOUR;
    await publish(boardId, { publishAt: new Date(at).toISOString() });
    const query = { page: 1, pageSize: 10, keyword: wordOf(body) };
    const before = createBoardService({ db: ctx.database.db, now: () => new Date(at - 1000) });
    const after = createBoardService({ db: ctx.database.db, now: () => new Date(at) });
    expect((await before.list('notice', query, 'ko-KR')).totalSize).toBe(0);
    expect((await after.list('notice', query, 'ko-KR')).list[0]?.boardId).toBe(boardId);
  });

  it('[200] puts pinned posts first, pages by pageSize and localises by Accept-Language', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const body = post({
        title: { 'ko-KR': `${tag} 공지 ${index}`, 'en-US': `${tag} notice ${index}` },
        pinned: index === 0
      });
      const { boardId } = await create(body);
      await publish(boardId, { publishAt: iso(-HOUR + index * 1000) });
      ids.push(boardId);
    }
    const first = await list('notice', `?keyword=${tag}&pageSize=2`, 'en-US');
    expect(first).toMatchObject({ pageNumber: 1, totalPageNumber: 2, totalSize: 3 });
    expect(first.list.map((item) => item.boardId)).toEqual([ids[0], ids[2]]);
    expect(first.list[0]).toMatchObject({ pinned: true, title: `${tag} notice 0` });
    const second = await list('notice', `?keyword=${tag}&pageSize=2&page=2`, 'zh-TW');
    // zh-TW missing: the English text (the fallback).
    expect(second.list.map((item) => [item.boardId, item.title])).toEqual([[ids[1], `${tag} notice 1`]]);
  });

  it('[200] searches the body text (not its markup) in every language', async () => {
    const tag = `bd${Date.now().toString(36)}`;
    const { boardId } = await create(post({ body: { 'ko-KR': `<p>안내 <strong>${tag}</strong></p>` } }));
    await publish(boardId);
    expect((await list('notice', `?keyword=${tag.toUpperCase()}`)).list[0]?.boardId).toBe(boardId);
    expect((await list('notice', `?keyword=strong%20${tag}`)).totalSize).toBe(0);
    expect((await list('notice', '?keyword=%25')).totalSize).toBe(0);
  });

  it('[200] filters events by state: upcoming, running, ended', async () => {
    const tag = `ev${Date.now().toString(36)}`;
    const periods = {
      upcoming: [iso(HOUR), iso(2 * HOUR)],
      running: [iso(-HOUR), iso(HOUR)],
      ended: [iso(-2 * HOUR), iso(-HOUR)]
    };
    const idOf: Record<string, number> = {};
    for (const [state, [start, end]] of Object.entries(periods)) {
      const body = post({
        kind: 'EVENT',
        title: { 'ko-KR': `${tag} 이벤트 ${state}` },
        eventStartAt: start,
        eventEndAt: end
      });
      idOf[state] = (await create(body)).boardId;
      await publish(idOf[state]);
    }
    for (const state of Object.keys(periods)) {
      const page = await list('event', `?keyword=${tag}&state=${state}`);
      expect(page.list.map((item) => [item.boardId, item.eventState])).toEqual([[idOf[state], state]]);
    }
    expect((await list('event', `?keyword=${tag}`)).totalSize).toBe(3);
  });

  it('[400] refuses a page size above 100 and an unknown kind', async () => {
    expect((await send('GET', `${PUBLIC}/notice?pageSize=101`)).statusCode).toBe(400);
    expect((await send('GET', `${PUBLIC}/faq`)).statusCode).toBe(400);
  });
});

describe('GET /api/etc/v1/public/board/:kind/:id', () => {
  it('[200] serves sanitised HTML: no script, no handler, no image from another host', async () => {
    const { boardId } = await create(
      post({
        body: {
          'ko-KR':
            '<p onclick="x()">안녕</p><script>alert(1)</script><img src="/media/board/a.png" onerror="alert(2)">' +
            '<img src="https://evil.example/t.png"><a href="javascript:alert(3)">링크</a>'
        }
      })
    );
    await publish(boardId);
    const response = await send('GET', `${PUBLIC}/notice/${boardId}`);
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ data: BoardPost }>().data;
    expect(html).toContain('<p>안녕</p>');
    expect(html).toContain('<img src="/media/board/a.png" />');
    expect(html).not.toMatch(/script|onerror|onclick|evil\.example|javascript:/);
  });

  it('[200] links the older and newer posts of the same kind', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { boardId } = await create(post({ kind: 'NEWS' }));
      await publish(boardId, { publishAt: iso(-10 * HOUR + index * 60_000) });
      ids.push(boardId);
    }
    const middle = (await send('GET', `${PUBLIC}/news/${ids[1]}`)).json<{ data: BoardPost }>().data;
    expect(middle.previous?.boardId).toBe(ids[0]);
    expect(middle.next?.boardId).toBe(ids[2]);
  });

  it('[404] for a draft, a scheduled post, another kind and an unknown id', async () => {
    const draft = await create();
    const scheduled = await create();
    await publish(scheduled.boardId, { publishAt: iso(HOUR) });
    const live = await create();
    await publish(live.boardId);
    for (const url of [
      `${PUBLIC}/notice/${draft.boardId}`,
      `${PUBLIC}/notice/${scheduled.boardId}`,
      `${PUBLIC}/event/${live.boardId}`,
      `${PUBLIC}/notice/999999999`
    ]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'BOARD_POST_NOT_FOUND' });
    }
  });
});

describe('staff /api/staff/v1/board', () => {
  it('[401] without a session and [403] without content.manage', async () => {
    expect((await send('GET', DESK)).statusCode).toBe(401);
    expect((await send('POST', DESK, undefined, post())).statusCode).toBe(401);
    expect((await send('GET', DESK, cs.cookie)).statusCode).toBe(403);
    expect((await send('POST', DESK, cs.cookie, post())).statusCode).toBe(403);
    expect((await send('DELETE', `${DESK}/1`, cs.cookie)).statusCode).toBe(403);
  });

  it('[400] refuses an event without its period, an end before its start and a foreign thumbnail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'EVENT' }, 'eventStartAt'],
      [{ kind: 'EVENT', eventStartAt: iso(HOUR), eventEndAt: iso(0) }, 'eventEndAt'],
      [{ thumbnailUrl: 'https://evil.example/a.png' }, 'thumbnailUrl'],
      [{ title: { 'ko-KR': '' } }, 'title.ko-KR']
    ];
    for (const [overrides, field] of cases) {
      const response = await send('POST', DESK, content.cookie, post(overrides));
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().fields)).toContain(field.split('.')[0]);
    }
  });

  it('[200] lists drafts and scheduled posts by state, edits, unpublishes and deletes — each write audited', async () => {
    const body = post();
    const created = await create(body);
    expect(created).toMatchObject({ status: 'DRAFT', publishState: 'DRAFT', updatedBy: content.loginId });
    await publish(created.boardId, { publishAt: iso(HOUR) });
    const scheduled = await send('GET', `${DESK}?state=SCHEDULED&keyword=${wordOf(body)}`, content.cookie);
    expect(scheduled.json<{ data: BoardDeskList }>().data.list.map((row) => row.boardId)).toEqual([
      created.boardId
    ]);
    const edited = await send('PUT', `${DESK}/${created.boardId}`, content.cookie, {
      ...body,
      pinned: true
    });
    expect(edited.json<{ data: BoardDeskPost }>().data).toMatchObject({
      pinned: true,
      publishState: 'SCHEDULED'
    });
    const unpublished = await send('POST', `${DESK}/${created.boardId}/unpublish`, content.cookie);
    expect(unpublished.json<{ data: BoardDeskPost }>().data.publishState).toBe('DRAFT');
    expect((await send('DELETE', `${DESK}/${created.boardId}`, content.cookie)).statusCode).toBe(204);
    expect((await send('GET', `${DESK}/${created.boardId}`, content.cookie)).statusCode).toBe(404);
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.targetType, 'board_post'), eq(staffAuditLog.targetId, String(created.boardId)))
      )
      .orderBy(desc(staffAuditLog.id));
    expect(audit.map((row) => row.action)).toEqual([
      'board.delete',
      'board.unpublish',
      'board.update',
      'board.publish',
      'board.create'
    ]);
    expect(audit.every((row) => row.staffId === content.id)).toBe(true);
    expect(audit[2]).toMatchObject({ before: { pinned: false }, after: { pinned: true } });
  });

  it('[404] for writes to an unknown post', async () => {
    expect((await send('PUT', `${DESK}/999999999`, content.cookie, post())).statusCode).toBe(404);
    expect((await send('POST', `${DESK}/999999999/publish`, content.cookie, {})).statusCode).toBe(404);
    expect((await send('DELETE', `${DESK}/999999999`, content.cookie)).statusCode).toBe(404);
  });
});

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta data-server-meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('GET /update/{kind}/{id} (served page) and /sitemap.xml', () => {
  it('[200] a live post page has its own title, description and image; the sitemap lists it', async () => {
    const body = post({
      kind: 'EVENT',
      title: { 'ko-KR': '여름 <세일> 이벤트', 'en-US': 'Summer sale' },
      summary: { 'ko-KR': '모두 20% 할인', 'en-US': '20% off everything' },
      thumbnailUrl: '/media/board/event-summer.png',
      eventStartAt: iso(-HOUR),
      eventEndAt: iso(HOUR)
    });
    const { boardId } = await create(body);
    await publish(boardId);
    const en = await send('GET', `/update/event/${boardId}`, undefined, undefined, 'en-US');
    expect(en.statusCode).toBe(200);
    expect(metaOf(en.body, 'og:title')).toBe('Summer sale | Lumière Vita');
    expect(metaOf(en.body, 'og:description')).toBe('20% off everything');
    expect(metaOf(en.body, 'og:image')).toBe('https://shop.example.com/media/board/event-summer.png');
    expect(metaOf(en.body, 'og:url')).toBe(`https://shop.example.com/update/event/${boardId}`);
    const ko = await send('GET', `/update/event/${boardId}`);
    expect(ko.body).toContain('<title data-server-meta>여름 &lt;세일&gt; 이벤트 | 루미에르 비타</title>');
    const list = await send('GET', '/update/notice', undefined, undefined, 'zh-TW');
    expect(metaOf(list.body, 'og:title')).toBe('公告 | 露米耶維他');

    const xml = (await send('GET', '/sitemap.xml')).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`https://shop.example.com/update/event/${boardId}`);
    expect(locs).toContain('https://shop.example.com/update/event');
  });

  it('[404] a draft or unknown post page is the plain shell', async () => {
    const { boardId } = await create();
    for (const url of [`/update/notice/${boardId}`, '/update/notice/99999999', '/update/news/abc']) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(metaOf(response.body, 'og:title')).toBeUndefined();
    }
    const xml = (await send('GET', '/sitemap.xml')).body;
    expect(xml).not.toContain(`/update/notice/${boardId}<`);
  });
});
