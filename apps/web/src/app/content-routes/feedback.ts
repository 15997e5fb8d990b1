import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

type FeedbackScreen =
  | 'FeedbackListRoute'
  | 'FeedbackDetailRoute'
  | 'FeedbackWriteRoute'
  | 'FeedbackResetRoute'
  | 'FeedbackResetConfirmRoute';

/** A feedback screen: one chunk for the board, with the `content` texts. */
const screen = (name: FeedbackScreen) => () =>
  Promise.all([import('../../features/feedback/routes/feedback-screens'), loadNamespace('content')]).then(
    ([m]) => m[name]
  );

/**
 * SPEC §2 the feedback board (issue 19 item 5, docs/decisions/081): members and guests alike (a guest's post is kept
 * by its password), so no guard. The literal segments come before `/feedback/:feedbackId`.
 */
export const feedbackRoutes: readonly AppRoute[] = [
  { path: '/feedback', screen: screen('FeedbackListRoute') },
  { path: '/feedback/search', screen: screen('FeedbackListRoute') },
  { path: '/feedback/write', screen: screen('FeedbackWriteRoute') },
  { path: '/feedback/resetpw', screen: screen('FeedbackResetRoute') },
  { path: '/feedback/resetpw/confirm', screen: screen('FeedbackResetConfirmRoute') },
  { path: '/feedback/:feedbackId', screen: screen('FeedbackDetailRoute') }
];
