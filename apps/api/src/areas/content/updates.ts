import { boardDeskRoutes, boardRoutes } from '../../modules/board/board.routes.ts';
import { createBoardService } from '../../modules/board/board.service.ts';
import type { ContentSlice } from './deps.ts';

/** Notices, events and news (issue 19, docs/decisions/076): shoppers' live reads and the staff desk. */
export const registerUpdates: ContentSlice = async ({ database, guard }) => {
  const board = createBoardService({ db: database.db });
  return { public: boardRoutes(board), staff: boardDeskRoutes(board, guard) };
};
