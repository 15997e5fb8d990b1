/** The feedback board's screens: one lazy chunk with the `content` texts (docs/decisions/081). */
export { FeedbackListRoute } from './feedback-list-route';
export { FeedbackDetailRoute } from './feedback-detail-route';
export { FeedbackWriteRoute } from './feedback-write-route';
export { FeedbackResetRoute } from './feedback-reset-route';
export { FeedbackResetConfirmRoute } from './feedback-reset-confirm-route';
