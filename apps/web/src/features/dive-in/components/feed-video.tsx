import type { DiveIn } from '@mall/domain';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { setSoundOn, useSoundOn } from '../lib/sound';
import { useVideoPlayback } from '../lib/use-video-playback';
import { useViewCount } from '../lib/use-view-count';
import { BagIcon, EyeIcon, PlayIcon, SoundIcon } from './dive-in-icons';

type Props = {
  video: DiveIn;
  index: number;
  /** The one on screen: the only one that plays. */
  active: boolean;
  /** The next one loads ahead; the others fetch at most their metadata. */
  preload: 'auto' | 'metadata' | 'none';
  onOpenProducts: (video: DiveIn) => void;
};

const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/65 lg:bg-white lg:text-ink lg:shadow-md lg:hover:bg-plum lg:hover:text-white';

/**
 * One screen of the feed: the 9:16 video (its poster until it plays) and beside it, or over it on a phone, who made
 * it, the caption, the tag, the views, sound, play/pause and the products button.
 */
export function FeedVideo({ video, index, active, preload, onOpenProducts }: Props) {
  const { t } = useTranslation('dive-in');
  const ref = useRef<HTMLVideoElement>(null);
  const soundOn = useSoundOn();
  const playback = useVideoPlayback(ref, active);
  const views = useViewCount(video);
  return (
    <article
      className="relative flex h-full snap-start snap-always justify-center lg:grid lg:grid-cols-[1fr_auto_1fr] lg:gap-6 lg:py-4"
      aria-posinset={index + 1}
      aria-setsize={-1}
      aria-label={t('video.label', { name: video.nickName })}
      data-testid="dive-in-video"
      data-active={active}
    >
      <div className="relative h-full w-full overflow-hidden bg-black md:aspect-[9/16] md:w-auto lg:col-start-2 lg:max-w-[420px] lg:rounded-2xl">
        <video
          ref={ref}
          src={video.videoUrl}
          poster={video.thumbnailImageUrl}
          preload={preload}
          playsInline
          loop
          muted={!soundOn}
          className="h-full w-full object-cover"
          onClick={playback.toggle}
          onPlay={playback.onPlay}
          onPause={playback.onPause}
          onTimeUpdate={views.onTimeUpdate}
        />
        {!playback.playing && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/40 text-white"
            onClick={playback.toggle}
          >
            <PlayIcon playing={false} size={30} />
          </button>
        )}
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end gap-3 bg-gradient-to-t from-black/75 via-black/30 to-transparent px-4 pb-5 pt-16 text-white lg:static lg:col-start-3 lg:flex-col lg:items-start lg:justify-end lg:bg-none lg:p-0 lg:pb-6 lg:text-ink">
        <div className="pointer-events-auto min-w-0 flex-1 lg:max-w-72 lg:flex-none">
          <p className="font-bold">@{video.nickName}</p>
          <p className="mt-1 line-clamp-3 text-sm leading-relaxed break-keep lg:line-clamp-6">
            {video.content}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-white/20 px-2 py-0.5 font-semibold lg:bg-plum-soft lg:text-plum">
              #{video.tag.text}
            </span>
            <span className="flex items-center gap-1 opacity-90">
              <EyeIcon />
              {t('video.views', { views: views.formatViewCount })}
            </span>
          </p>
        </div>
        <div className="pointer-events-auto flex shrink-0 flex-col items-center gap-3 lg:flex-row">
          <button
            type="button"
            className={roundButton}
            aria-label={t(soundOn ? 'video.soundOff' : 'video.soundOn')}
            aria-pressed={soundOn}
            onClick={() => setSoundOn(!soundOn)}
          >
            <SoundIcon on={soundOn} />
          </button>
          <button
            type="button"
            className={roundButton}
            aria-label={t(playback.playing ? 'video.pause' : 'video.play')}
            onClick={playback.toggle}
          >
            <PlayIcon playing={playback.playing} />
          </button>
          <button
            type="button"
            className="flex h-11 items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-bold text-ink shadow-md transition-colors hover:bg-plum hover:text-white"
            aria-label={t('video.productsLabel', { count: video.productCount })}
            aria-haspopup="dialog"
            data-testid="dive-in-products"
            onClick={() => onOpenProducts(video)}
          >
            <BagIcon size={18} />
            <span aria-hidden="true">{t('video.products', { count: video.productCount })}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
