import { RETURN_PHOTO_MAX_FILES } from '@mall/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, photoRefusal, type PhotoRefusal } from '../lib/return-input';
import { useReturnText } from '../lib/use-return-text';

/** A chosen file's preview through an object URL, released when the thumbnail goes. */
function Thumb({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? (
    <img src={src} alt={alt} className="size-full rounded-xl object-cover" />
  ) : (
    <span className="block size-full rounded-xl bg-cream" />
  );
}

/**
 * Up to three JPEG or PNG photos of at most 20 MB, checked as they are chosen (the server checks their bytes
 * again); each with a remove button. Required for the shop's fault, optional for a change of mind.
 */
export function PhotoPicker({
  photos,
  required,
  problem,
  onChange
}: {
  photos: readonly File[];
  required: boolean;
  /** The step's own refusal (photos missing), shown under the picker. */
  problem: string | null;
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const id = useId();
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);

  const add = (files: readonly File[]) => {
    const next = [...photos];
    let first: PhotoRefusal | null = null;
    for (const file of files) {
      const refused = photoRefusal(file, next.length);
      if (refused) first ??= refused;
      else next.push(file);
    }
    setRefusal(first);
    onChange(next);
  };
  const message =
    problem ?? (refusal ? text.code(refusal.code, 'data' in refusal ? refusal.data : undefined) : null);

  return (
    <div>
      <div className="mb-3 flex items-center gap-2">
        <h2 className="text-base font-bold text-ink md:text-lg">{t('returns.step2.photos')}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${required ? 'bg-coral-soft text-coral-strong' : 'bg-cream-deep text-muted'}`}
        >
          {required ? t('returns.step2.photosRequired') : t('returns.step2.photosOptional')}
        </span>
      </div>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
        {t('returns.step2.photosHint', { max: RETURN_PHOTO_MAX_FILES, maxMb: PHOTO_MAX_MB })}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {photos.map((file, index) => (
          <li
            key={`${file.name}-${index}`}
            className="relative aspect-square sm:size-28"
            data-testid="return-photo"
          >
            <Thumb file={file} alt={t('returns.step2.photoAlt', { index: index + 1 })} />
            <button
              type="button"
              aria-label={t('returns.step2.removePhoto', { index: index + 1 })}
              data-testid="return-photo-remove"
              className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full bg-ink/70 text-white"
              onClick={() => {
                setRefusal(null);
                onChange(photos.filter((_, at) => at !== index));
              }}
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
        {photos.length < RETURN_PHOTO_MAX_FILES && (
          <li className="aspect-square sm:size-28">
            <label
              htmlFor={`${id}-input`}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line text-sm font-semibold text-plum hover:border-plum focus-within:border-plum"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('returns.step2.addPhoto')}
              <input
                id={`${id}-input`}
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={`${id}-hint`}
                data-testid="return-photo-input"
                onChange={(event) => {
                  add(Array.from(event.target.files ?? []));
                  // The same file may be chosen again after a removal.
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p role="alert" className="mt-2 text-sm text-coral-strong" data-testid="return-photo-problem">
          {message}
        </p>
      )}
    </div>
  );
}
