import { SITE_PAGE_PATHS } from '@mall/domain';
import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

/** The company pages' chunk, with the `content` texts. */
const screen = (name: 'SitePageRoute' | 'RightwayArticleRoute') => () =>
  Promise.all([import('../../features/company/routes/company-screens'), loadNamespace('content')]).then(
    ([m]) => m[name]
  );

/**
 * SPEC §2 /about/business|ci|contribution|ev|history|location|rnd, /esg/compliance|customer|ethics|fair|safety|
 * rightway, /esg/rightway/{id}, /guide, /guideItem, /sample (issue 19, docs/decisions/078): open to everyone.
 */
export const companyRoutes: readonly AppRoute[] = [
  ...Object.values(SITE_PAGE_PATHS).map((path) => ({ path, screen: screen('SitePageRoute') })),
  { path: `${SITE_PAGE_PATHS['esg-rightway']}/:id`, screen: screen('RightwayArticleRoute') }
];
