import type {
  AllowanceAccount,
  CodeListItem,
  Language,
  PlannerDocumentsAnswer,
  PlannerForeignInfo
} from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData, buildUrl, refreshAccessToken } from '../../../shared/api/api-client';
import { apiErrorFromBody } from '../../../shared/api/api-error';
import { tokenStore } from '../../../shared/api/token-store';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * A planner's documents and allowance account (SPEC §7, docs/decisions/075); the screens show every refusal
 * themselves. The upload with its progress is upload-documents.ts.
 */
const own = { dispatchErrors: false } as const;

export const plannerDocumentKeys = {
  list: (userSeqNo: number) => [MEMBER_QUERY_ROOT, 'planner-documents', userSeqNo] as const,
  codes: (list: 'country' | 'visa', language: Language) => ['codes', list, language] as const,
  allowance: (userSeqNo: number, language: Language) =>
    [MEMBER_QUERY_ROOT, 'allowance-account', userSeqNo, language] as const
};

export function plannerDocumentsQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: plannerDocumentKeys.list(userSeqNo),
    queryFn: ({ signal }) =>
      apiData<PlannerDocumentsAnswer>('/member/v1/users/planner-documents', { ...own, signal })
  });
}

/** SPEC §7's public country and visa lists, named in the language (an hour fresh: they rarely change). */
export function codeListQueryOptions(list: 'country' | 'visa', language: Language) {
  return queryOptions({
    queryKey: plannerDocumentKeys.codes(list, language),
    queryFn: ({ signal }) => apiData<CodeListItem[]>(`/member/v1/public/codes/${list}`, { language, signal }),
    staleTime: 60 * 60_000
  });
}

export function deletePlannerDocument(documentId: number): Promise<{ deleted: true }> {
  return apiData(`/member/v1/users/planner-documents/${documentId}`, { ...own, method: 'DELETE' });
}

export function saveForeignInfo(info: PlannerForeignInfo): Promise<PlannerForeignInfo> {
  return apiData('/member/v1/users/planner-foreign-info', { ...own, method: 'PUT', body: info });
}

/**
 * One of the planner's own files, decrypted (`download/decrypt`, the owner's Bearer token): fetched with the token
 * (refreshed once when expired) and answered as a Blob, so the token never goes into a link.
 */
export async function fetchOwnDocument(fileUrl: string): Promise<Blob> {
  const send = () => {
    const headers = new Headers();
    const token = tokenStore.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(buildUrl('/member/v1/media-storage/public/download/decrypt', { fileUrl }), {
      headers,
      credentials: 'same-origin'
    });
  };
  let response = await send();
  if (response.status === 403) {
    await refreshAccessToken({ dispatchErrors: false });
    response = await send();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromBody(response.status, body, response.headers.get('x-request-id'));
  }
  return response.blob();
}

export function allowanceAccountQueryOptions(userSeqNo: number, language: Language) {
  return queryOptions({
    queryKey: plannerDocumentKeys.allowance(userSeqNo, language),
    queryFn: ({ signal }) =>
      apiData<{ account: AllowanceAccount | null }>('/member/v1/users/allowance-bank-account', {
        ...own,
        language,
        signal
      })
  });
}

/** Registers the checked account, or changes the one the planner has to it. */
export function saveAllowanceAccount(
  current: AllowanceAccount | null,
  verificationId: string
): Promise<{ account: AllowanceAccount }> {
  return apiData('/member/v1/users/allowance-bank-account', {
    ...own,
    method: current ? 'PUT' : 'POST',
    body: { verificationId }
  });
}
