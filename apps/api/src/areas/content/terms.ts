import { termsDeskRoutes, termsRoutes } from '../../modules/terms/terms.routes.ts';
import { createTermsService } from '../../modules/terms/terms.service.ts';
import type { ContentSlice } from './deps.ts';

/** Issue 19 terms: versioned terms documents for shoppers and the staff's terms desk (docs/decisions/077). */
export const registerTerms: ContentSlice = async ({ database, guard }) => {
  const terms = createTermsService({ db: database.db });
  return { public: termsRoutes(terms), staff: termsDeskRoutes(terms, guard) };
};
