import type { OwnReview, OwnReviewPage, ReviewDeskMove, ReviewStatus } from '@mall/domain';
import { call } from '../api';

/** The review desk's calls (docs/decisions/090): both lists are read again after a move. */
export const REVIEWS_KEY = ['staff', 'reviews'] as const;
const BASE = '/api/staff/v1/reviews';

export const reviewsApi = {
  list: (status: ReviewStatus, page: number) =>
    call<OwnReviewPage>('GET', `${BASE}?${new URLSearchParams({ status, pageNumber: String(page) })}`),
  move: (reviewId: number, body: ReviewDeskMove) => call<OwnReview>('POST', `${BASE}/${reviewId}/moves`, body)
};
