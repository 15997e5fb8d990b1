import { FeedbackDetailScreen } from '../screens/feedback/detail';
import { FeedbackListScreen } from '../screens/feedback/list';
import type { DeskSlice } from './desk-slice';

/**
 * The feedback desk (issue 19 item 5, docs/decisions/081): every post (all, unanswered, hidden), one post with its
 * writer's contact (audited), the one reply, hide with a reason and show again. Staff with `feedback.moderate`.
 */
export const feedbackDesk: DeskSlice = {
  routes: [
    { path: 'feedback', element: <FeedbackListScreen /> },
    { path: 'feedback/:feedbackId', element: <FeedbackDetailScreen /> }
  ],
  nav: [{ to: '/feedback', label: 'feedback.nav', permission: 'feedback.moderate' }]
};
