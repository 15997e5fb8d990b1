import { withQuery } from '../../../shared/config/paths';
import type { FeedbackCategory } from '@mall/domain';

/** The feedback board's in-app paths (SPEC §2 /feedback…); kept here, off Home's first load. */
export const feedbackPaths = {
  list: (query: { keyword?: string; category?: FeedbackCategory; page?: number } = {}) =>
    withQuery(query.keyword ? '/feedback/search' : '/feedback', {
      keyword: query.keyword?.trim() || undefined,
      category: query.category,
      page: query.page && query.page > 1 ? query.page : undefined
    }),
  detail: (id: number) => `/feedback/${id}`,
  write: () => '/feedback/write',
  edit: (id: number) => withQuery('/feedback/write', { id }),
  reset: (id?: number) => withQuery('/feedback/resetpw', { id }),
  resetConfirm: () => '/feedback/resetpw/confirm'
} as const;

export const feedbackPatterns = {
  list: '/feedback',
  search: '/feedback/search',
  write: '/feedback/write',
  reset: '/feedback/resetpw',
  resetConfirm: '/feedback/resetpw/confirm',
  detail: '/feedback/:feedbackId'
} as const;
