import { STAFF_IMAGE_MAX_MB, type StaffImage } from '@mall/domain';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../api';
import { useT } from '../i18n';

/** Uploads a content image (POST /api/staff/v1/media/images) and answers its /media URL. */
export async function uploadImage(file: File): Promise<StaffImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/staff/v1/media/images', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form
  });
  const json = (await response.json().catch(() => null)) as {
    data?: StaffImage;
    code?: string;
    message?: string;
  } | null;
  if (!response.ok || !json?.data)
    throw new ApiError(response.status, json?.code ?? 'INTERNAL_ERROR', json?.message ?? '', undefined);
  return json.data;
}

const ACCEPT = 'image/jpeg,image/png';

/**
 * A content image: choose a JPEG or PNG (checked here for type and size, and by the server by its bytes), see it,
 * replace or remove it. `value` is the stored /media URL or null.
 */
export function ImageField({
  label,
  value,
  onChange,
  hint,
  required = false
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!ACCEPT.split(',').includes(file.type)) return setError(t('image.notImage'));
    if (file.size > STAFF_IMAGE_MAX_MB * 1024 * 1024)
      return setError(t('image.tooLarge', { maxMb: STAFF_IMAGE_MAX_MB }));
    setBusy(true);
    try {
      onChange((await uploadImage(file)).url);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('image.failed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">
        {label}
        {required && <span className="text-danger"> *</span>}
      </legend>
      {value ? (
        <img
          src={value}
          alt=""
          className="max-h-40 w-fit max-w-full rounded-md border border-line object-contain"
        />
      ) : (
        <p className="rounded-md border border-dashed border-line px-3 py-6 text-center text-sm text-muted">
          {t('image.none')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-line bg-white px-3 text-sm font-medium">
          {busy ? t('image.uploading') : value ? t('image.replace') : t('image.choose')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            aria-label={`${label} ${t('image.choose')}`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {value && !busy && (
          <button
            type="button"
            className="min-h-11 rounded-md border border-line px-3 text-sm"
            onClick={() => onChange(null)}
          >
            {t('image.remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint ?? t('image.hint', { maxMb: STAFF_IMAGE_MAX_MB })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
