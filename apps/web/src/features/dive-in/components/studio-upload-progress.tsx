import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * The upload on its way: the share sent, then "checking" while the server reads the video and draws its poster
 * (everything sent, no answer yet); the planner may cancel it, keeping what they typed.
 */
export function StudioUploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  const { t } = useTranslation('planner');
  const sent = percent >= 99;
  const label = sent ? t('video.form.processing') : t('video.form.uploading', { percent });
  return (
    <div className="mt-6" data-testid="studio-progress">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        aria-label={t('video.form.title')}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full bg-plum transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-sm text-ink">{label}</p>
        <button type="button" className="btn-secondary shrink-0" onClick={onCancel}>
          {t('video.form.cancelUpload')}
        </button>
      </div>
    </div>
  );
}
