import {
  FEEDBACK_GRANT_HEADER,
  type FeedbackDetail,
  type FeedbackEditBody,
  type FeedbackGrant,
  type FeedbackList,
  type FeedbackListQuery,
  type FeedbackResetConfirmBody,
  type FeedbackResetRequestBody,
  type FeedbackWriteInput,
  type FeedbackWritten
} from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { grantOf, rememberGrant } from './feedback-grants';

/** The feedback board's calls (docs/decisions/081); every screen shows its refusals itself. */
const own = { dispatchErrors: false } as const;
const BASE = '/etc/v1/public/feedback';

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: Partial<FeedbackListQuery>) => ['feedback', 'list', query] as const,
  /** The asker's view of a post (canEdit, a private body) depends on who asks: the member and the grant. */
  detail: (id: number, asker: number | null) => ['feedback', 'detail', id, asker] as const
};

const grantHeaders = (id: number): Record<string, string> => {
  const grant = grantOf(id);
  return grant ? { [FEEDBACK_GRANT_HEADER]: grant } : {};
};

export function feedbackListQueryOptions(query: Partial<FeedbackListQuery>) {
  return queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) =>
      apiData<FeedbackList>(BASE, {
        ...own,
        signal,
        query: { keyword: query.keyword || undefined, category: query.category, page: query.page }
      })
  });
}

export function feedbackDetailQueryOptions(id: number, asker: number | null) {
  return queryOptions({
    queryKey: feedbackKeys.detail(id, asker),
    queryFn: ({ signal }) =>
      apiData<FeedbackDetail>(`${BASE}/${id}`, { ...own, signal, headers: grantHeaders(id) }),
    retry: false
  });
}

export async function writeFeedback(body: FeedbackWriteInput): Promise<FeedbackWritten> {
  const written = await apiData<FeedbackWritten>(BASE, { ...own, method: 'POST', body });
  if (written.grant) rememberGrant(written.feedbackId, written.grant);
  return written;
}

export function editFeedback(id: number, body: FeedbackEditBody): Promise<FeedbackDetail> {
  return apiData(`${BASE}/${id}`, { ...own, method: 'PUT', body, headers: grantHeaders(id) });
}

export function deleteFeedback(id: number): Promise<{ deleted: true }> {
  return apiData(`${BASE}/${id}`, { ...own, method: 'DELETE', headers: grantHeaders(id) });
}

/** A guest post's password: the grant is kept for the tab and answered. */
export async function checkFeedbackPassword(id: number, password: string): Promise<FeedbackGrant> {
  const grant = await apiData<FeedbackGrant>(`${BASE}/${id}/password`, {
    ...own,
    method: 'POST',
    body: { password }
  });
  rememberGrant(id, grant.grant, grant.expiresAt);
  return grant;
}

export function requestFeedbackReset(body: FeedbackResetRequestBody): Promise<{ requested: true }> {
  return apiData(`${BASE}/resetpw`, { ...own, method: 'POST', body });
}

export function confirmFeedbackReset(body: FeedbackResetConfirmBody): Promise<{ feedbackId: number }> {
  return apiData(`${BASE}/resetpw/confirm`, { ...own, method: 'POST', body });
}
