import { DIVE_IN_VIDEO_MAX_SECONDS, DIVE_IN_VIDEO_MIN_SECONDS } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { UploadForm } from '../lib/use-upload-form';
import { useVideoPreview } from '../lib/use-video-preview';
import { VIDEO_ACCEPT, VIDEO_MAX_MB } from '../lib/studio-rules';
import { FieldProblem, labelClass, useProblemText } from './studio-parts';

/** A file's size as people read it: KB under a megabyte, else MB with one decimal. */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The video: a file picker for MP4 (type and size checked as it is chosen), the chosen file played here from the
 * planner's own device (an object URL, revoked when replaced), whose length is checked once the preview has read it.
 */
export function StudioVideoField({ form }: { form: UploadForm }) {
  const { t } = useTranslation('planner');
  const problemText = useProblemText();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const preview = useVideoPreview(form.video);
  const problem = problemText(form.problems.video);
  return (
    <div>
      <p className={labelClass}>{t('video.form.video')}</p>
      <div className="relative mx-auto mt-1.5 aspect-[9/16] w-full max-w-[220px] overflow-hidden rounded-2xl bg-ink md:mx-0 md:max-w-none">
        {preview ? (
          <video
            key={preview}
            src={preview}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('video.form.preview')}
            className="h-full w-full object-contain"
            onLoadedMetadata={(event) => form.onDuration(event.currentTarget.duration)}
            data-testid="studio-preview"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm break-keep text-white/80">
            {t('video.form.noPreview')}
          </p>
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept={VIDEO_ACCEPT}
        className="peer sr-only"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        onChange={(event) => {
          form.chooseVideo(event.target.files?.[0]);
          // The same file may be chosen again after a refusal.
          event.target.value = '';
        }}
        data-testid="studio-video-input"
      />
      <label
        htmlFor={inputId}
        className="btn-secondary mt-3 w-full cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-plum"
      >
        {t(form.video ? 'video.form.changeVideo' : 'video.form.chooseVideo')}
      </label>
      {form.video && (
        <p className="mt-1.5 truncate text-xs text-ink" data-testid="studio-video-name">
          {form.video.name} · {fileSize(form.video.size)}
        </p>
      )}
      <p id={hintId} className="mt-1 text-xs break-keep text-muted">
        {t('video.form.videoHint', {
          min: DIVE_IN_VIDEO_MIN_SECONDS,
          max: DIVE_IN_VIDEO_MAX_SECONDS,
          maxMb: VIDEO_MAX_MB
        })}
      </p>
      <FieldProblem id={problemId} text={problem} />
    </div>
  );
}
