import { createSitePages } from '../../modules/site-pages/site-pages.service.ts';
import { sitePagesDeskRoutes } from '../../modules/site-pages/site-pages-desk.routes.ts';
import { sitePagesRoutes } from '../../modules/site-pages/site-pages.routes.ts';
import { buildMap } from '../../providers/map/build-map.ts';
import type { ContentSlice } from './deps.ts';

/** Issue 19: company, ESG and guide pages (docs/decisions/078) with the location page's map provider. */
export const registerSitePages: ContentSlice = async ({ config, database, guard }) => {
  const pages = createSitePages({ db: database.db, map: buildMap(config.map) });
  return { public: sitePagesRoutes(pages), staff: sitePagesDeskRoutes(pages, guard) };
};
