import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_FILES,
  type PlannerDocument,
  type PlannerDocumentKind
} from '@mall/domain';
import { useId, useRef, useState } from 'react';
import { apiMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { uploadDocuments } from '../api/upload-documents';
import { checkChosenFiles, fileSizeLabel, type FileRefusal } from '../lib/file-checks';

type Upload = typeof uploadDocuments;

/**
 * SPEC §2's file upload dialog for one document kind: a file picker (the SPEC's extensions), the chosen files
 * with their sizes, the browser's checks (ALT_FileError with none, ALT_ImageValidation with the size, at most
 * three), then the encrypted upload with its progress. A refusal of the server is shown in the dialog.
 */
export function UploadDialog({
  kind,
  onClose,
  onUploaded,
  upload = uploadDocuments
}: {
  kind: PlannerDocumentKind;
  onClose: () => void;
  onUploaded: (documents: PlannerDocument[]) => void;
  /** Tests pass a stand-in for the network. */
  upload?: Upload;
}) {
  const { t } = useTranslation('planner');
  const { text } = useFormMessages();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const choose = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    setFiles(next);
    setServerError(null);
    const found = checkChosenFiles(next);
    // "No file" is said on submit, not while choosing.
    setRefusal(found?.key === 'ALT_FileError' ? null : found);
    if (input.current) input.current.value = '';
  };

  const remove = (index: number) => {
    const next = files.filter((_, at) => at !== index);
    setFiles(next);
    const found = checkChosenFiles(next);
    setRefusal(found?.key === 'ALT_FileError' ? null : found);
  };

  const submit = async () => {
    const found = checkChosenFiles(files);
    setRefusal(found);
    if (found) return;
    setServerError(null);
    setProgress(0);
    try {
      onUploaded(await upload(kind, files, setProgress));
    } catch (failure) {
      setServerError(text(apiMessage(failure)));
      setProgress(null);
    }
  };

  const refusalText = refusal ? t(`docs.dialog.${refusal.key}`, refusal) : null;
  return (
    <ResponsiveModal
      title={t('docs.dialog.title', { kind: t(`docs.kinds.${kind}`) })}
      description={t('docs.dialog.hint')}
      onClose={busy ? () => undefined : onClose}
      testId="document-upload-dialog"
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        data-testid="document-file-input"
        disabled={busy}
        onChange={(event) => choose(event.target.files)}
      />
      <label
        htmlFor={inputId}
        className="btn-secondary flex h-12 w-full cursor-pointer items-center justify-center"
      >
        {t('docs.dialog.choose')}
      </label>
      <h3 className="mt-5 text-sm font-semibold">
        {t('docs.dialog.chosen')}{' '}
        <span className="font-normal text-muted">
          ({files.length}/{DOCUMENT_MAX_FILES})
        </span>
      </h3>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('docs.dialog.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line" data-testid="chosen-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 tabular-nums text-muted">{fileSizeLabel(file.size)}</span>
              <button
                type="button"
                className="icon-button shrink-0 text-muted"
                aria-label={t('docs.dialog.remove', { name: file.name })}
                disabled={busy}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {(refusalText ?? serverError) && (
        <p role="alert" className="mt-3 text-sm text-coral-strong" data-testid="upload-refusal">
          {refusalText ?? serverError}
        </p>
      )}
      {busy && (
        <div className="mt-4" data-testid="upload-progress">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('docs.dialog.uploading', { percent: progress })}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full bg-plum transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted">{t('docs.dialog.uploading', { percent: progress })}</p>
        </div>
      )}
      <div className="mt-6 grid grid-cols-2 gap-2">
        <button type="button" className="btn-secondary h-12" disabled={busy} onClick={onClose}>
          {t('docs.dialog.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary h-12"
          disabled={busy || (refusal !== null && refusal.key !== 'ALT_FileError')}
          onClick={() => void submit()}
        >
          {t('docs.dialog.submit')}
        </button>
      </div>
    </ResponsiveModal>
  );
}
