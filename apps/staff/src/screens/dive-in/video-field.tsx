import { DIVE_IN_VIDEO_MAX_BYTES, DIVE_IN_VIDEO_MAX_SECONDS, DIVE_IN_VIDEO_MIN_SECONDS } from '@mall/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';

const MAX_MB = DIVE_IN_VIDEO_MAX_BYTES / (1024 * 1024);
const LIMITS = { min: DIVE_IN_VIDEO_MIN_SECONDS, max: DIVE_IN_VIDEO_MAX_SECONDS, maxMb: MAX_MB };

/** MP4 by its type (or, when the system names none, by its name); the API checks the bytes and the codecs. */
const isMp4 = (file: File) => file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));

/**
 * The video of an upload: an MP4 of at most 100 MB, checked here by type and size before a byte is sent, and by
 * length once the browser has read its header (a file it cannot read is left to the API, which decodes it). The
 * chosen file plays in a preview.
 */
export function VideoField({
  value,
  onChange,
  error
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The form's own complaint (no file chosen). */
  error: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const made = useRef<string | null>(null);
  useEffect(() => () => forget(made), []);

  const show = (file: File | null) => {
    forget(made);
    made.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreview(made.current);
    onChange(file);
  };
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    if (!isMp4(file)) return setProblem(t('diveIn.fileType'));
    if (file.size > DIVE_IN_VIDEO_MAX_BYTES) return setProblem(t('diveIn.fileSize', { maxMb: MAX_MB }));
    show(file);
  };
  const measured = (seconds: number) => {
    if (!Number.isFinite(seconds) || (seconds >= LIMITS.min && seconds <= LIMITS.max)) return;
    setProblem(t('diveIn.fileDuration', { ...LIMITS, seconds: Math.round(seconds * 10) / 10 }));
    show(null);
  };
  const shown = problem ?? error;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">
        {t('diveIn.file')}
        <span className="text-danger"> *</span>
      </legend>
      {preview ? (
        <video
          controls
          playsInline
          muted
          src={preview}
          onLoadedMetadata={(event) => measured(event.currentTarget.duration)}
          className="aspect-[9/16] max-h-96 w-full rounded-lg bg-black object-contain"
          data-testid="dive-in-upload-preview"
        />
      ) : (
        <p className="rounded-md border border-dashed border-line px-3 py-10 text-center text-sm text-muted">
          {value ? value.name : t('diveIn.noFile')}
        </p>
      )}
      {preview && value && <p className="truncate text-xs text-muted">{value.name}</p>}
      <label className="inline-flex min-h-11 cursor-pointer items-center self-start rounded-md border border-line bg-white px-3 text-sm font-medium">
        {value ? t('diveIn.replaceFile') : t('diveIn.chooseFile')}
        <input
          ref={input}
          type="file"
          accept="video/mp4,.mp4"
          className="sr-only"
          aria-label={t('diveIn.file')}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('diveIn.fileHint', LIMITS)}
      </p>
      {shown && (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      )}
    </fieldset>
  );
}

function forget(made: { current: string | null }) {
  if (made.current) URL.revokeObjectURL(made.current);
  made.current = null;
}
