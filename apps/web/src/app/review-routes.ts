import { loadNamespace } from '../shared/i18n/i18n';
import { reviewPatterns } from '../shared/reviews/review-paths';
import type { AppRoute } from './routes';

type Screen = 'BeautyProfileRoute' | 'MyReviewsRoute' | 'ReviewWriteRoute';

/** One chunk for the three screens, with the `reviews` texts. */
const screen = (name: Screen) => () =>
  Promise.all([import('../features/reviews/routes/review-screens'), loadNamespace('reviews')]).then(
    ([m]) => m[name]
  );

/**
 * Reviews on my page (issue 21 item 1, docs/decisions/090): the beauty profile, the member's reviews and the write
 * form of one delivered order line. Login required.
 */
export const reviewRoutes: readonly AppRoute[] = [
  { path: reviewPatterns.beautyProfile, guard: 'login', screen: screen('BeautyProfileRoute') },
  { path: reviewPatterns.mine, guard: 'login', screen: screen('MyReviewsRoute') },
  { path: reviewPatterns.write, guard: 'login', screen: screen('ReviewWriteRoute') }
];
