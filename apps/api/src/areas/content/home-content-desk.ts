import { createContentDesk } from '../../modules/content/content-desk.service.ts';
import { contentDeskRoutes } from '../../modules/content/content-desk.routes.ts';
import type { ContentSlice } from './deps.ts';

/** Issue 19: the Home content desk (docs/decisions/082) — staff routes only; Home reads stay in the content module. */
export const registerHomeContentDesk: ContentSlice = async ({ database, guard, contentCache }) => {
  const desk = createContentDesk({ db: database.db, cache: contentCache });
  return { staff: contentDeskRoutes(desk, guard) };
};
