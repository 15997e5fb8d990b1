import type { DiveInOwn } from '@mall/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useUploadForm } from '../lib/use-upload-form';
import { StudioProductField } from './studio-product-field';
import { StudioTextFields } from './studio-text-fields';
import { StudioUploadProgress } from './studio-upload-progress';
import { StudioVideoField } from './studio-video-field';

/**
 * The upload form (docs/decisions/087): the video with its preview beside the tag, the caption and the products
 * (stacked on a phone); every field locked while the upload runs, with its progress and a cancel. Problems show
 * under their fields and the focus goes to the first; a failure with no field shows above the buttons. Closing a
 * form with something in it asks first.
 */
export function StudioUploadForm({
  onClose,
  onUploaded
}: {
  onClose: () => void;
  onUploaded: (video: DiveInOwn) => void;
}) {
  const { t } = useTranslation('planner');
  const { t: tc } = useTranslation();
  const form = useUploadForm(onUploaded);
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (form.refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [form.refusals]);

  const close = async () => {
    if (form.dirty && !(await dialogs.confirm(t('video.form.discardConfirm')))) return;
    onClose();
  };
  const failure = form.failure
    ? tc(`error.${form.failure.code}` as 'error.UNKNOWN', {
        defaultValue: tc('error.UNKNOWN'),
        ...form.failure.data
      })
    : null;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-4 ring-1 ring-line/70 md:p-6"
      data-testid="studio-form"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('video.form.title')}
      </h2>
      <p className="mt-1 text-sm break-keep text-muted">{t('video.form.reviewNotice')}</p>
      <form
        ref={ref}
        noValidate
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <fieldset
          disabled={form.uploading}
          className="grid min-w-0 gap-6 md:grid-cols-[220px_minmax(0,1fr)] lg:grid-cols-[260px_minmax(0,1fr)]"
        >
          <StudioVideoField form={form} />
          <div className="grid min-w-0 content-start gap-5">
            <StudioTextFields form={form} />
            <StudioProductField form={form} />
          </div>
        </fieldset>
        {failure && (
          <p
            role="alert"
            className="mt-5 rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
            data-testid="studio-failure"
          >
            {failure}
          </p>
        )}
        {form.progress !== null ? (
          <StudioUploadProgress percent={form.progress} onCancel={form.cancelUpload} />
        ) : (
          <div className="mt-6 grid grid-cols-2 gap-2 md:ml-auto md:max-w-sm">
            <button type="button" className="btn-secondary" onClick={() => void close()}>
              {t('video.form.cancel')}
            </button>
            <button type="submit" className="btn-primary" data-testid="studio-submit">
              {t('video.form.submit')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
