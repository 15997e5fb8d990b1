import type { DeskSlice } from './desk-slice';
import { centreDesk } from './centre';
import { feedbackDesk } from './feedback';
import { homeContentDesk } from './home-content';
import { inquiriesDesk } from './inquiries';
import { membersDesk } from './members';
import { pagesDesk } from './pages';
import { termsDesk } from './terms';
import { updatesDesk } from './updates';

/** The content area's desks (issue 19), in menu order. */
const DESKS: readonly DeskSlice[] = [
  updatesDesk,
  homeContentDesk,
  pagesDesk,
  termsDesk,
  centreDesk,
  inquiriesDesk,
  feedbackDesk,
  membersDesk
];

export const deskRoutes = DESKS.flatMap((desk) => desk.routes);
export const deskNav = DESKS.flatMap((desk) => desk.nav);
