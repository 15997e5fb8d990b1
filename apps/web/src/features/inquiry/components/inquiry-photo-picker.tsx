import { INQUIRY_PHOTO_ACCEPT, INQUIRY_PHOTO_MAX_FILES } from '@mall/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { PHOTO_MAX_MB, photoRefusal, type Refusal } from '../lib/inquiry-input';
import { useInquiryText } from '../lib/use-inquiry-text';

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

/** Up to three JPEG/PNG photos of at most 20 MB, checked as chosen (the server judges their bytes again). */
export function InquiryPhotoPicker({
  photos,
  onChange
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('content');
  const { text } = useInquiryText();
  const id = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const add = (files: readonly File[]) => {
    const next = [...photos];
    let first: Refusal | null = null;
    for (const file of files) {
      const refused = photoRefusal(file, next.length);
      if (refused) first ??= refused;
      else next.push(file);
    }
    setRefusal(first);
    onChange(next);
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink">{t('inquiry.photos.label')}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
        {t('inquiry.photos.hint', { max: INQUIRY_PHOTO_MAX_FILES, maxMb: PHOTO_MAX_MB })}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {photos.map((file, index) => (
          <li
            key={`${file.name}-${index}`}
            className="relative aspect-square sm:size-28"
            data-testid="inquiry-photo"
          >
            <Thumb file={file} alt={t('inquiry.photos.alt', { index: index + 1 })} />
            <button
              type="button"
              aria-label={t('inquiry.photos.remove', { index: index + 1 })}
              data-testid="inquiry-photo-remove"
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
        {photos.length < INQUIRY_PHOTO_MAX_FILES && (
          <li className="aspect-square sm:size-28">
            <label
              htmlFor={`${id}-input`}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line text-sm font-semibold text-plum hover:border-plum focus-within:border-plum"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('inquiry.photos.add')}
              <input
                id={`${id}-input`}
                type="file"
                accept={INQUIRY_PHOTO_ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={`${id}-hint`}
                data-testid="inquiry-photo-input"
                onChange={(event) => {
                  add(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {refusal && (
        <p role="alert" className="mt-2 text-sm text-coral-strong" data-testid="inquiry-photo-problem">
          {text(refusal)}
        </p>
      )}
    </fieldset>
  );
}
