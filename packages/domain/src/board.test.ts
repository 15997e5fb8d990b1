import { describe, expect, it } from 'vitest';
import {
  BoardListQuerySchema,
  BoardPostBodySchema,
  boardEventState,
  boardPublishState,
  type BoardPublishState
} from './board.ts';

const now = new Date('2026-11-27T00:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('boardPublishState', () => {
  const cases: [string, Parameters<typeof boardPublishState>[0], BoardPublishState][] = [
    ['a draft', { status: 'DRAFT', publishAt: at(-1), unpublishAt: null }, 'DRAFT'],
    ['published later', { status: 'PUBLISHED', publishAt: at(1), unpublishAt: null }, 'SCHEDULED'],
    ['published at this instant', { status: 'PUBLISHED', publishAt: now, unpublishAt: null }, 'LIVE'],
    ['inside its window', { status: 'PUBLISHED', publishAt: at(-1), unpublishAt: at(1) }, 'LIVE'],
    ['at its end (exclusive)', { status: 'PUBLISHED', publishAt: at(-1), unpublishAt: now }, 'EXPIRED']
  ];
  it.each(cases)('%s', (_name, post, state) => {
    expect(boardPublishState(post, now)).toBe(state);
    // Invariant: only LIVE posts are shown, and a draft is never live whatever its dates.
    expect(boardPublishState({ ...post, status: 'DRAFT' }, now)).toBe('DRAFT');
  });
});

describe('boardEventState', () => {
  it.each([
    [null, null, null],
    [at(1), at(2), 'upcoming'],
    [at(-1), at(1), 'running'],
    [at(-2), now, 'ended'],
    [null, at(1), 'running'],
    [at(-1), null, 'running']
  ] as const)('%s – %s is %s', (start, end, state) => {
    expect(boardEventState(start, end, now)).toBe(state);
  });
});

describe('schemas', () => {
  it('defaults the page size to 10 and refuses above 100', () => {
    expect(BoardListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10, keyword: undefined });
    expect(BoardListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(BoardListQuerySchema.parse({ keyword: '   ' }).keyword).toBeUndefined();
  });

  it('drops empty translations and needs an event period in order', () => {
    const body = {
      kind: 'NEWS',
      title: { 'ko-KR': ' 제목 ', 'en-US': '', 'zh-TW': '標題' },
      summary: { 'ko-KR': '' },
      body: { 'ko-KR': '<p>본문</p>' },
      thumbnailUrl: null,
      pinned: false,
      eventStartAt: null,
      eventEndAt: null
    };
    expect(BoardPostBodySchema.parse(body).title).toEqual({ 'ko-KR': '제목', 'zh-TW': '標題' });
    const event = BoardPostBodySchema.safeParse({ ...body, kind: 'EVENT' });
    expect(event.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['eventStartAt', 'BRD_EventPeriod'],
      ['eventEndAt', 'BRD_EventPeriod']
    ]);
    const media = BoardPostBodySchema.safeParse({ ...body, thumbnailUrl: '/media/../etc/passwd' });
    expect(media.error?.issues[0]?.message).toBe('BRD_MediaOnly');
  });
});
