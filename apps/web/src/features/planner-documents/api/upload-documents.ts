import type { PlannerDocument, PlannerDocumentKind } from '@mall/domain';
import { buildUrl, refreshAccessToken } from '../../../shared/api/api-client';
import { apiErrorFromBody } from '../../../shared/api/api-error';
import { tokenStore } from '../../../shared/api/token-store';
import { WEB_CLIENT_ID } from '../../../shared/config/app-config';
import { getLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';

const UPLOAD_PATH = '/member/v1/media-storage/upload/multiple/encrypted';

/** The form the encrypted upload takes: the kind first (read before any file byte), then the files. */
export function documentFormData(kind: PlannerDocumentKind, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('kind', kind);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

type Sent = { status: number; body: unknown; requestId: string | null };

function send(form: FormData, onProgress: (percent: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(UPLOAD_PATH));
    xhr.setRequestHeader('x-client-id', WEB_CLIENT_ID);
    xhr.setRequestHeader('Accept-Language', getLanguage());
    xhr.setRequestHeader('Accept', 'application/json');
    const session = sessionStore.get();
    if (session.kind === 'member' && session.user.acceptId)
      xhr.setRequestHeader('Accept-Id', session.user.acceptId);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body, requestId: xhr.getResponseHeader('x-request-id') });
    };
    xhr.onerror = () => reject(apiErrorFromBody(0, { code: 'NETWORK_ERROR' }, null));
    xhr.send(form);
  });
}

/** Uploads up to three files of one kind with progress; an expired token is refreshed once and the upload retried. */
export async function uploadDocuments(
  kind: PlannerDocumentKind,
  files: readonly File[],
  onProgress: (percent: number) => void
): Promise<PlannerDocument[]> {
  let answer = await send(documentFormData(kind, files), onProgress);
  if (answer.status === 403 && (answer.body as { code?: string } | undefined)?.code === 'TOKEN_EXPIRED') {
    await refreshAccessToken({ dispatchErrors: false });
    answer = await send(documentFormData(kind, files), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300)
    throw apiErrorFromBody(answer.status, answer.body, answer.requestId);
  onProgress(100);
  return (answer.body as { data: { documents: PlannerDocument[] } }).data.documents;
}
