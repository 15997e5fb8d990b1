import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { myDiveInsQueryOptions } from '../api/dive-in-studio-api';
import { StudioUploadForm } from '../components/studio-upload-form';
import { StudioVideoList } from '../components/studio-video-list';

/**
 * /mypage/diveIn (guard: planner; issue 20, docs/decisions/087): the planner's own dive-in videos with their review
 * states, and the upload form above them. A finished upload closes the form and says the video awaits review.
 */
export function DiveInStudioRoute() {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const list = useQuery(myDiveInsQueryOptions(language));
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const plannersOnly = isApiError(list.error) && list.error.code === 'ALT_PlannerOnly';

  const openForm = () => {
    setUploaded(false);
    setUploading(true);
  };

  return (
    <div className="container-page max-w-5xl pt-6 pb-16 md:pt-10 md:pb-20">
      <DocumentTitle page={t('video.title')} />
      <Link
        to={paths.myPage()}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
      >
        <span aria-hidden="true">‹</span> {t('video.backToMyPage')}
      </Link>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{t('video.title')}</h1>
          <p className="mt-2 max-w-xl text-sm leading-relaxed break-keep text-muted">{t('video.lead')}</p>
        </div>
        {!uploading && !plannersOnly && (
          <button type="button" className="btn-primary" onClick={openForm} data-testid="studio-open-form">
            {t('video.upload')}
          </button>
        )}
      </div>
      {uploaded && (
        <div
          role="status"
          className="mt-6 flex items-start justify-between gap-3 rounded-2xl bg-plum-soft px-4 py-3 text-sm text-plum"
          data-testid="studio-uploaded"
        >
          <p className="break-keep">{t('video.uploaded')}</p>
          <button
            type="button"
            className="-my-2 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white"
            aria-label={t('video.dismiss')}
            onClick={() => setUploaded(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {uploading && (
        <div className="mt-6">
          <StudioUploadForm
            onClose={() => setUploading(false)}
            onUploaded={() => {
              setUploading(false);
              setUploaded(true);
            }}
          />
        </div>
      )}
      <section aria-label={t('video.title')} className="mt-8">
        <StudioVideoList list={list} onUploadFirst={openForm} />
      </section>
    </div>
  );
}
