/** The review screens' chunk (issue 21 item 1, docs/decisions/090). */
export { BeautyProfileRoute } from './beauty-profile-route';
export { MyReviewsRoute } from './my-reviews-route';
export { ReviewWriteRoute } from './review-write-route';
