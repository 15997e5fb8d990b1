import type { MainVideo } from '@mall/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ContentLink } from './content-link';
import { CardRowSection } from './card-row-section';
import { DiveInRow } from './dive-in-row';

// Only a click on a playable item loads the player.
const VideoDialog = lazy(() => import('./video-dialog').then((m) => ({ default: m.VideoDialog })));

function Poster({ video }: { video: MainVideo }) {
  return (
    <>
      <span className="relative block">
        <img
          src={video.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-plum shadow-md transition-transform group-hover:scale-105">
            <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
              <path d="M6 3.5v13l11-6.5z" />
            </svg>
          </span>
        </span>
      </span>
      <span className="block px-4 py-3 text-left text-[15px] font-semibold text-ink">{video.title}</span>
    </>
  );
}

/**
 * The main video list: poster cards; a playable one opens a small player, a poster-only one follows its link. The
 * planners' dive-in row comes first: Home's videos in one place, in the same lazy chunk.
 */
export function MainVideos({ videos }: { videos: MainVideo[] }) {
  const { t } = useTranslation('home');
  const [playing, setPlaying] = useState<MainVideo | null>(null);
  const card = 'group block w-full overflow-hidden rounded-2xl bg-white';
  return (
    <>
      <DiveInRow />
      <CardRowSection
        id="home-videos-title"
        title={t('videosTitle')}
        subtitle={t('videosSubtitle')}
        items={videos}
        renderCard={(video) =>
          video.videoUrl ? (
            <button
              type="button"
              className={card}
              onClick={() => setPlaying(video)}
              aria-label={t('videoPlay', { title: video.title })}
            >
              <Poster video={video} />
            </button>
          ) : (
            <ContentLink
              href={video.link}
              target="SELF"
              className={card}
              label={t('videoOpen', { title: video.title })}
            >
              <Poster video={video} />
            </ContentLink>
          )
        }
      >
        {playing?.videoUrl && (
          <Suspense fallback={null}>
            <VideoDialog
              title={playing.title}
              src={playing.videoUrl}
              poster={playing.thumbnailUrl}
              onClose={() => setPlaying(null)}
            />
          </Suspense>
        )}
      </CardRowSection>
    </>
  );
}
