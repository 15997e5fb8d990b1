import type {
  DeskFeedbackDetail,
  DeskFeedbackList,
  DeskFeedbackQuery,
  DeskFeedbackReplyBody,
  DeskFeedbackVisibilityBody
} from '@mall/domain';
import { call } from '../api';

/** The feedback desk's calls (docs/decisions/081): every list and the one post are refreshed after a write. */
export const FEEDBACK_KEY = ['staff', 'feedback'] as const;
export const feedbackPostKey = (id: number) => [...FEEDBACK_KEY, 'one', id] as const;

const BASE = '/api/staff/v1/feedback';

export const feedbackApi = {
  list: (query: DeskFeedbackQuery) => {
    const params = new URLSearchParams({ filter: query.filter, page: String(query.page) });
    if (query.keyword) params.set('keyword', query.keyword);
    return call<DeskFeedbackList>('GET', `${BASE}?${params}`);
  },
  post: (id: number) => call<DeskFeedbackDetail>('GET', `${BASE}/${id}`),
  reply: (id: number, body: DeskFeedbackReplyBody) =>
    call<DeskFeedbackDetail>('PUT', `${BASE}/${id}/reply`, body),
  visibility: (id: number, body: DeskFeedbackVisibilityBody) =>
    call<DeskFeedbackDetail>('PUT', `${BASE}/${id}/visibility`, body)
};
