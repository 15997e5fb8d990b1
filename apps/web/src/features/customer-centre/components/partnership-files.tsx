import { PARTNERSHIP_ACCEPT, partnershipFilesRefusal } from '@mall/domain';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { sizeText } from '../lib/centre-paths';
import type { FieldNote } from '../lib/partnership-messages';

/**
 * The application's files (SPEC §5): chosen files join the list only when the whole list still passes the same
 * checks the server makes (extension, size for its kind, at most three); a refusal shows under the list.
 */
export function PartnershipFiles({
  files,
  onChange,
  error,
  onError,
  disabled
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: FieldNote | undefined;
  onError: (note: FieldNote | undefined) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('content');
  const input = useRef<HTMLInputElement>(null);
  const choose = (chosen: File[]) => {
    const next = [...files, ...chosen];
    const refusal = partnershipFilesRefusal(next);
    if (refusal) {
      const { code, ...data } = refusal;
      onError({ key: `centre.error.${code}`, data });
      return;
    }
    onError(undefined);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{t('centre.partnership.files')}</legend>
      <p id="partnership-files-hint" className="mb-2 text-xs text-muted">
        {t('centre.partnership.filesHint')}
      </p>
      <input
        ref={input}
        id="partnership-files"
        type="file"
        multiple
        accept={PARTNERSHIP_ACCEPT}
        className="sr-only"
        aria-describedby="partnership-files-hint"
        disabled={disabled}
        data-testid="partnership-file-input"
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="btn-secondary h-10 px-4 text-sm"
        disabled={disabled || files.length >= 3}
        onClick={() => input.current?.click()}
      >
        {t('centre.partnership.addFiles')}
      </button>
      {files.length > 0 && (
        <ul className="mt-2 space-y-1.5" data-testid="partnership-files">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-lg bg-cream px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted">{sizeText(file.size)}</span>
              <button
                type="button"
                className="shrink-0 px-1 text-muted hover:text-ink"
                aria-label={t('centre.partnership.removeFile', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  onError(undefined);
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {error && (
          <p className="mt-1.5 text-sm text-coral-strong" data-testid="partnership-files-error">
            {t(error.key as 'centre.error.UNKNOWN', error.data ?? {})}
          </p>
        )}
      </div>
    </fieldset>
  );
}
