import type { DeskSlice } from './desk-slice';
import { centreDesk } from './centre';
import { diveInDesk } from './dive-in';
import { feedbackDesk } from './feedback';
import { homeContentDesk } from './home-content';
import { inquiriesDesk } from './inquiries';
import { membersDesk } from './members';
import { pagesDesk } from './pages';
import { reviewsDesk } from './reviews';
import { termsDesk } from './terms';
import { updatesDesk } from './updates';

/** The content area's desks (issues 19 and 20), in menu order. */
const DESKS: readonly DeskSlice[] = [
  updatesDesk,
  homeContentDesk,
  diveInDesk,
  reviewsDesk,
  pagesDesk,
  termsDesk,
  centreDesk,
  inquiriesDesk,
  feedbackDesk,
  membersDesk
];

export const deskRoutes = DESKS.flatMap((desk) => desk.routes);
export const deskNav = DESKS.flatMap((desk) => desk.nav);

/** Where the console opens: the order desk, or the first desk of staff who may not read orders (content staff). */
export function firstScreen(permissions: readonly string[]): string {
  if (permissions.includes('orders.read')) return '/orders';
  return deskNav.find((entry) => permissions.includes(entry.permission))?.to ?? '/orders';
}
