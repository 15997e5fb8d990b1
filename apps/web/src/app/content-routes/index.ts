import type { AppRoute } from '../routes';
import { companyRoutes } from './company';
import { customerCentreRoutes } from './customer-centre';
import { diveInRoutes } from './dive-in';
import { feedbackRoutes } from './feedback';
import { inquiriesRoutes } from './inquiries';
import { termsRoutes } from './terms';
import { updatesRoutes } from './updates';

/**
 * The content pages and the customer centre (SPEC §2, issue 19): notices/events/news, terms, company/ESG/guide
 * pages, the customer centre with its inquiries, the feedback board and the dive-in feed. Each slice's screens load with the
 * `content` texts in chunks of their own.
 */
export const contentRoutes: readonly AppRoute[] = [
  ...updatesRoutes,
  ...termsRoutes,
  ...companyRoutes,
  ...customerCentreRoutes,
  ...inquiriesRoutes,
  ...feedbackRoutes,
  ...diveInRoutes
];
