import type { DiveIn } from '@mall/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { diveInFeedQueryOptions, type FeedFilter } from '../api/dive-in-api';
import { useFeedNavigation } from '../lib/use-feed-navigation';
import { FeedVideo } from './feed-video';
import { DiveInMessage } from './dive-in-message';

/** A whole feed screen. */
const FEED_MESSAGE = 'h-full snap-start justify-center text-white/90 lg:text-ink';

/** Videos before the end at which the next page is asked for, so it is there before the shopper is. */
const LOAD_AHEAD = 2;

function preloadOf(index: number, active: number): 'auto' | 'metadata' | 'none' {
  if (index === active || index === active + 1) return 'auto';
  return Math.abs(index - active) <= 2 ? 'metadata' : 'none';
}

/**
 * The scroll-snapped column of videos, one per screen: pages arrive as the shopper nears the end; `paused` (the
 * detail is open over it) stops the video and the keys.
 */
export function DiveInFeed({
  filter,
  paused,
  onOpenProducts
}: {
  filter: FeedFilter;
  paused: boolean;
  onOpenProducts: (video: DiveIn) => void;
}) {
  const { t } = useTranslation('dive-in');
  const language = useLanguage();
  const feed = useInfiniteQuery(diveInFeedQueryOptions(language, filter));
  const videos = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const { active, go } = useFeedNavigation(scroller, videos.length, paused);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const nearEnd = videos.length > 0 && active >= videos.length - LOAD_AHEAD;

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const empty = feed.isSuccess && videos.length === 0;
  const arrow =
    'flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-md transition-colors hover:bg-plum hover:text-white disabled:opacity-30 disabled:hover:bg-white disabled:hover:text-ink';
  return (
    <div className="relative min-h-0 flex-1 bg-ink lg:bg-cream">
      <div
        ref={scroller}
        role="feed"
        aria-label={t('feedLabel')}
        aria-busy={feed.isFetching}
        className="h-full snap-y snap-mandatory overflow-y-auto overscroll-contain scrollbar-none"
        data-testid="dive-in-feed"
      >
        {videos.map((video, index) => (
          <FeedVideo
            key={video.diveInId}
            video={video}
            index={index}
            active={!paused && index === active}
            preload={preloadOf(index, active)}
            onOpenProducts={onOpenProducts}
          />
        ))}
        {feed.isPending && <DiveInMessage className={FEED_MESSAGE} text={t('detail.loading')} />}
        {feed.isError && videos.length === 0 && (
          <DiveInMessage
            className={FEED_MESSAGE}
            text={t('loadFailed')}
            onRetry={() => void feed.refetch()}
          />
        )}
        {empty && (
          <DiveInMessage className={FEED_MESSAGE} text={t(filter.tagType ? 'emptyFiltered' : 'empty')} />
        )}
        {isFetchNextPageError && (
          <DiveInMessage
            className={FEED_MESSAGE}
            text={t('loadFailed')}
            onRetry={() => void fetchNextPage()}
          />
        )}
        {isFetchingNextPage && (
          <p className="sr-only" role="status">
            {t('loadingMore')}
          </p>
        )}
      </div>
      {videos.length > 1 && (
        <div className="absolute right-24 top-1/2 hidden -translate-y-1/2 flex-col gap-3 lg:flex">
          <button
            type="button"
            className={arrow}
            aria-label={t('video.previous')}
            disabled={active === 0}
            onClick={() => go(-1)}
          >
            <ChevronDownIcon size={22} className="rotate-180" />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label={t('video.next')}
            disabled={active >= videos.length - 1}
            onClick={() => go(1)}
          >
            <ChevronDownIcon size={22} />
          </button>
        </div>
      )}
    </div>
  );
}
