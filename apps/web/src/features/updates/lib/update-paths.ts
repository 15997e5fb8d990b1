import type { BoardEventState, BoardPathKind } from '@mall/domain';
import { withQuery } from '../../../shared/config/paths';

/**
 * The board's links (SPEC §2 /update…). Kept here rather than in shared/config/paths.ts, which is on Home's first
 * load (its budget has no room; docs/decisions/076).
 */
export type UpdateListQuery = { page?: number; keyword?: string; state?: BoardEventState };

export const updatePaths = {
  list: (kind: BoardPathKind, query: UpdateListQuery = {}) =>
    withQuery(`/update/${kind}`, {
      keyword: query.keyword?.trim() || undefined,
      state: kind === 'event' ? query.state : undefined,
      page: query.page && query.page > 1 ? query.page : undefined
    }),
  post: (kind: BoardPathKind, boardId: number) => `/update/${kind}/${boardId}`
};
