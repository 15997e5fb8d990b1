import type { PlannerDocument, PlannerDocumentKind } from '@mall/domain';
import { apiUpload } from '../../../shared/api/api-upload';

const UPLOAD_PATH = '/member/v1/media-storage/upload/multiple/encrypted';

/** The form the encrypted upload takes: the kind first (read before any file byte), then the files. */
export function documentFormData(kind: PlannerDocumentKind, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('kind', kind);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Uploads up to three files of one kind with progress (the client's upload: an expired token is refreshed once and
 * the upload retried); the dialog shows every refusal itself.
 */
export async function uploadDocuments(
  kind: PlannerDocumentKind,
  files: readonly File[],
  onProgress: (percent: number) => void
): Promise<PlannerDocument[]> {
  const answer = await apiUpload<{ documents: PlannerDocument[] }>(
    UPLOAD_PATH,
    documentFormData(kind, files),
    {
      onProgress,
      dispatchErrors: false
    }
  );
  return answer.documents;
}
