import type { DiveInDetail } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { CloseIcon } from '../../../shared/ui/icons';
import { diveInDetailQueryOptions } from '../api/dive-in-api';
import { useSoundOn } from '../lib/sound';
import { useVideoPlayback } from '../lib/use-video-playback';
import { useViewCount } from '../lib/use-view-count';
import { ProductBag } from './product-bag';
import { DiveInMessage } from './dive-in-message';

const DETAIL_MESSAGE = 'py-10 text-sm text-muted';

function DetailVideo({ video }: { video: DiveInDetail }) {
  const ref = useRef<HTMLVideoElement>(null);
  const soundOn = useSoundOn();
  const playback = useVideoPlayback(ref, true);
  const views = useViewCount(video);
  return (
    <video
      ref={ref}
      src={video.videoUrl}
      poster={video.thumbnailImageUrl}
      preload="auto"
      playsInline
      loop
      controls
      muted={!soundOn}
      onPlay={playback.onPlay}
      onPause={playback.onPause}
      onTimeUpdate={views.onTimeUpdate}
      className="row-span-1 aspect-[9/16] w-20 rounded-lg bg-black object-cover md:row-span-2 md:h-full md:max-h-[760px] md:w-auto md:rounded-none"
    />
  );
}

/**
 * DiveInDetail (SPEC §2, §4): the video and its product bag over the feed, a bottom sheet on a phone and a dialog
 * from 768 px. Focus stays inside and returns to the opener; Escape, the close button and the backdrop close it.
 */
export function DiveInDetailModal({ diveInId, onClose }: { diveInId: number; onClose: () => void }) {
  const { t } = useTranslation('dive-in');
  const language = useLanguage();
  const detail = useQuery(diveInDetailQueryOptions(language, useCatalogueViewer(), diveInId));
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  const video = detail.data;
  const notFound = isApiError(detail.error) && detail.error.code === 'DIVE_IN_NOT_FOUND';
  return (
    <div
      className="fixed inset-0 z-[80] flex items-end justify-center bg-ink/60 md:items-center md:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="dive-in-detail"
        className="grid max-h-[88dvh] w-full grid-cols-[auto_1fr] grid-rows-[auto_minmax(0,1fr)] gap-x-3 overflow-hidden rounded-t-3xl bg-white px-4 pt-4 md:max-h-[min(88vh,760px)] md:max-w-[880px] md:gap-x-0 md:rounded-2xl md:p-0"
      >
        {video && <DetailVideo video={video} />}
        <div
          className={`flex min-w-0 items-start justify-between gap-3 md:px-6 md:pt-5 ${video ? '' : 'col-span-2'}`}
        >
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {t('detail.title')}
            </h2>
            {video && (
              <>
                <p className="mt-1 text-sm font-semibold text-ink">@{video.nickName}</p>
                <p className="mt-0.5 line-clamp-2 text-xs leading-relaxed break-keep text-muted md:line-clamp-3">
                  {video.content}
                </p>
              </>
            )}
          </div>
          <button
            type="button"
            className="icon-button -mr-2 -mt-1 shrink-0"
            aria-label={t('detail.close')}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="col-span-2 min-h-0 overflow-y-auto pb-[max(1rem,env(safe-area-inset-bottom))] md:col-span-1 md:col-start-2 md:px-6">
          {video ? (
            <ProductBag products={video.productBag} />
          ) : detail.isError ? (
            <DiveInMessage
              className={DETAIL_MESSAGE}
              text={t(notFound ? 'detail.notFound' : 'detail.loadFailed')}
              error
              onRetry={notFound ? undefined : () => void detail.refetch()}
            />
          ) : (
            <DiveInMessage className={DETAIL_MESSAGE} text={t('detail.loading')} />
          )}
        </div>
      </div>
    </div>
  );
}
