import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { ImageChoice } from '../lib/mall-form';
import { imageRefusal, MALL_IMAGE_ACCEPT, type ImageRefusal } from '../lib/mall-rules';

/** A chosen file's preview through an object URL, released when it goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}

type Props = {
  testId: string;
  label: string;
  /** The stored picture and its original file name. */
  storedUrl: string | null;
  storedName: string | null;
  choice: ImageChoice;
  problem: string | null;
  round?: boolean;
  onChoose: (choice: ImageChoice, refusal: ImageRefusal | null) => void;
};

/**
 * One picture of the mall: its preview (the new file's, else the stored one), the file name, a file picker
 * checked as a file is chosen (type and size: ALT_FileError, ALT_ImageValidation) and remove.
 */
export function ImageField({
  testId,
  label,
  storedUrl,
  storedName,
  choice,
  problem,
  round,
  onChoose
}: Props) {
  const { t } = useTranslation('planner');
  const id = useId();
  const newFile = choice.kind === 'new' ? choice.file : null;
  const newUrl = useObjectUrl(newFile);
  const src = choice.kind === 'new' ? newUrl : choice.kind === 'remove' ? null : storedUrl;
  const name = choice.kind === 'new' ? choice.file.name : choice.kind === 'remove' ? null : storedName;

  return (
    <div data-testid={testId} className="flex items-center gap-3 rounded-2xl border border-line p-3">
      <div className={`size-16 shrink-0 overflow-hidden bg-cream ${round ? 'rounded-full' : 'rounded-xl'}`}>
        {src && (
          <img
            src={src}
            alt={t('mall.form.previewAlt', { image: label })}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="truncate text-xs text-muted" data-testid={`${testId}-name`}>
          {name ?? t('mall.form.noImage')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-plum px-3 text-xs font-semibold text-plum focus-within:outline-2 focus-within:outline-plum hover:bg-plum-soft"
          >
            {src ? t('mall.form.change') : t('mall.form.choose')}
            <input
              id={id}
              type="file"
              accept={MALL_IMAGE_ACCEPT}
              className="sr-only"
              aria-label={label}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              data-testid={`${testId}-input`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file may be chosen again after a removal.
                event.target.value = '';
                if (file) onChoose({ kind: 'new', file }, imageRefusal(file));
              }}
            />
          </label>
          {src && (
            <button
              type="button"
              className="h-9 rounded-lg border border-line px-3 text-xs font-semibold text-muted hover:border-coral-strong hover:text-coral-strong"
              aria-label={t('mall.form.removeLabel', { image: label })}
              onClick={() => onChoose(storedUrl ? { kind: 'remove' } : { kind: 'keep' }, null)}
            >
              {t('mall.form.remove')}
            </button>
          )}
        </div>
        {problem && (
          <p
            id={`${id}-problem`}
            role="alert"
            className="mt-2 text-sm text-coral-strong"
            data-testid={`${testId}-problem`}
          >
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
