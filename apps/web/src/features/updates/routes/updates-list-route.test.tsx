import type { BoardList, BoardListItem } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const item = (id: number, overrides: Partial<BoardListItem> = {}): BoardListItem => ({
  boardId: id,
  kind: 'EVENT',
  title: `이벤트 ${id}`,
  summary: '요약',
  thumbnailUrl: `/media/board/e${id}.png`,
  pinned: false,
  publishedAt: '2026-11-20T01:00:00.000Z',
  eventStartAt: '2026-11-20T01:00:00.000Z',
  eventEndAt: '2026-12-20T01:00:00.000Z',
  eventState: 'running',
  ...overrides
});
const page = (list: BoardListItem[], totalSize = list.length): BoardList => ({
  list,
  pageNumber: 1,
  totalPageNumber: Math.ceil(totalSize / 10),
  totalSize
});

describe('/update/{kind}', () => {
  it('lists events with their badges and periods, filters by state and searches', async () => {
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/v1/public/board/event': () =>
        ok(page([item(3, { pinned: true }), item(2, { eventState: 'ended' })], 23))
    });
    renderApp('/update/event?state=running');
    const rows = await screen.findAllByTestId('board-item');
    expect(rows.map((row) => row.getAttribute('data-pinned'))).toEqual(['Y', 'N']);
    expect(within(rows[0]!).getByText('고정')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('event-state').textContent).toBe('진행 중');
    expect(within(rows[1]!).getByTestId('event-period').textContent).toContain('2026-11-20 ~ 2026-12-20');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/update/event/3');
    expect(screen.getByTestId('updates-total').textContent).toBe('총 23건');
    const first = api.calls.find((call) => call.url.pathname.endsWith('/board/event'))!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      state: 'running'
    });
    // The state filter is current; page links keep it.
    const states = screen.getByTestId('event-states');
    expect(within(states).getByText('진행 중').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '2 페이지' }).getAttribute('href')).toBe(
      '/update/event?state=running&page=2'
    );

    const search = within(screen.getByTestId('board-search'));
    await userEvent.type(search.getByRole('searchbox'), '  선케어 ');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    await screen.findByText("'선케어' 검색 결과");
    const searched = api.calls.filter((call) => call.url.pathname.endsWith('/board/event')).at(-1)!;
    expect(searched.url.searchParams.get('keyword')).toBe('선케어');
    expect(searched.url.searchParams.get('state')).toBe('running');
  });

  it('opens /update on the notices tab and says when nothing is found', async () => {
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/v1/public/board/notice': () => ok(page([]))
    });
    renderApp('/update?keyword=없는말');
    expect(await screen.findByTestId('updates-empty')).toBeTruthy();
    expect(screen.getByText('검색 결과가 없습니다.')).toBeTruthy();
    const tabs = screen.getByTestId('updates-tabs');
    expect(within(tabs).getByText('공지사항').getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByText('뉴스').getAttribute('href')).toBe('/update/news');
  });
});
