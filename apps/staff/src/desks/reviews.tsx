import { ReviewsDeskScreen } from '../screens/reviews/list';
import type { DeskSlice } from './desk-slice';

/** The review desk (issue 21, docs/decisions/090): hide abusive reviews with a reason, or show them again. */
export const reviewsDesk: DeskSlice = {
  routes: [{ path: 'reviews', element: <ReviewsDeskScreen /> }],
  nav: [{ to: '/reviews', label: 'reviews.nav', permission: 'content.manage' }]
};
