import { useEffect, useId, useState, type ReactNode } from 'react';
import { photoAccept, photoRefusal, type PhotoLimits, type PhotoRefusal } from '../lib/photo-refusal';
import { CloseIcon } from './icons';

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

export type PhotoPickerText = {
  hint: string;
  add: string;
  alt: (index: number) => string;
  remove: (index: number) => string;
  refusal: (refusal: PhotoRefusal) => string;
};

/**
 * Photos checked as they are chosen (the server checks their bytes again), each with a preview and a remove
 * button. `testId` names the parts for tests: `<testId>`, `<testId>-input`, `<testId>-remove`, `<testId>-problem`.
 */
export function PhotoPicker({
  heading,
  photos,
  limits,
  text,
  testId,
  problem = null,
  onChange
}: {
  heading: ReactNode;
  photos: readonly File[];
  limits: PhotoLimits;
  text: PhotoPickerText;
  testId: string;
  /** The form's own refusal (photos missing), shown in place of a chosen file's. */
  problem?: string | null;
  onChange: (photos: File[]) => void;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);

  const add = (files: readonly File[]) => {
    const next = [...photos];
    let first: PhotoRefusal | null = null;
    for (const file of files) {
      const refused = photoRefusal(file, next.length, limits);
      if (refused) first ??= refused;
      else next.push(file);
    }
    setRefusal(first);
    onChange(next);
  };
  const message = problem ?? (refusal ? text.refusal(refusal) : null);

  return (
    <fieldset>
      <legend className="mb-1 w-full">{heading}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
        {text.hint}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {photos.map((file, index) => (
          <li
            key={`${file.name}-${index}`}
            className="relative aspect-square sm:size-28"
            data-testid={testId}
          >
            <Thumb file={file} alt={text.alt(index + 1)} />
            <button
              type="button"
              aria-label={text.remove(index + 1)}
              data-testid={`${testId}-remove`}
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
        {photos.length < limits.maxFiles && (
          <li className="aspect-square sm:size-28">
            <label
              htmlFor={`${id}-input`}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line text-sm font-semibold text-plum hover:border-plum focus-within:border-plum"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {text.add}
              <input
                id={`${id}-input`}
                type="file"
                accept={photoAccept(limits)}
                multiple
                className="sr-only"
                aria-describedby={`${id}-hint`}
                data-testid={`${testId}-input`}
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
        <p role="alert" className="mt-2 text-sm text-coral-strong" data-testid={`${testId}-problem`}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
