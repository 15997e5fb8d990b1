import type { BoardEventState, BoardList, BoardPathKind, BoardPost, Language } from '@mall/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';

export type BoardListFilter = {
  page: number;
  keyword?: string | undefined;
  state?: BoardEventState | undefined;
};

const BASE = '/etc/v1/public/board';
/** The screens show their own messages (a missing post is the not-found screen, not a dialog). */
const own = { dispatchErrors: false } as const;

/** Storefront lists show 10 a page (SPEC §9; the API's maximum is 100). */
export const UPDATES_PAGE_SIZE = 10;

export const boardKeys = {
  all: ['board'] as const,
  list: (kind: BoardPathKind, filter: BoardListFilter, language: Language) =>
    [...boardKeys.all, 'list', kind, filter, language] as const,
  post: (kind: BoardPathKind, boardId: number, language: Language) =>
    [...boardKeys.all, 'post', kind, boardId, language] as const
};

/** A page of live posts (pinned first), in the asked language. */
export function boardListQueryOptions(kind: BoardPathKind, filter: BoardListFilter, language: Language) {
  return queryOptions({
    queryKey: boardKeys.list(kind, filter, language),
    queryFn: ({ signal }) =>
      apiData<BoardList>(`${BASE}/${kind}`, {
        ...own,
        query: {
          page: filter.page,
          pageSize: UPDATES_PAGE_SIZE,
          keyword: filter.keyword,
          state: kind === 'event' ? filter.state : undefined
        },
        language,
        signal
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000
  });
}

/** One live post with its sanitised HTML and its neighbours. */
export function boardPostQueryOptions(kind: BoardPathKind, boardId: number, language: Language) {
  return queryOptions({
    queryKey: boardKeys.post(kind, boardId, language),
    queryFn: ({ signal }) => apiData<BoardPost>(`${BASE}/${kind}/${boardId}`, { ...own, language, signal }),
    staleTime: 30_000
  });
}
