import type { DiveIn, DiveInSort } from '@mall/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { diveInFeedQueryOptions, type FeedFilter } from '../api/dive-in-api';
import { DiveInDetailModal } from '../components/detail-modal';
import { DiveInFeed } from '../components/dive-in-feed';
import { FeedFilters } from '../components/feed-filters';
import { feedFilterOf, openDiveInId } from '../lib/feed-query';

/** Marks a history entry this screen added by opening a detail: closing it goes back instead of adding another. */
type OpenedState = { diveInOpened?: true } | null;

function FeedHeader({
  filter,
  onFilter
}: {
  filter: FeedFilter;
  onFilter: (next: { tagType: string | null; sortType: DiveInSort }) => void;
}) {
  const { t } = useTranslation('dive-in');
  // The planner's nickname comes with their videos (the same cache entry as the feed's).
  const first = useInfiniteQuery(diveInFeedQueryOptions(useLanguage(), filter)).data?.pages[0]?.list[0];
  const planner = filter.userNumber ? (first?.nickName ?? filter.userNumber) : null;
  const title = planner ? t('plannerTitle', { name: planner }) : t('title');
  return (
    <header className="container-page shrink-0 py-3 md:flex md:items-center md:gap-6">
      <DocumentTitle page={title} />
      <div className="flex min-w-0 shrink-0 items-baseline gap-3">
        <h1 className="font-display text-xl font-bold tracking-tight text-ink md:text-2xl">{title}</h1>
        <p className="hidden truncate text-sm text-muted sm:block md:hidden xl:block">
          {planner ? t('plannerSubtitle', { name: planner }) : t('subtitle')}
        </p>
      </div>
      {!filter.userNumber && (
        <div className="mt-2 min-w-0 md:mt-0 md:flex-1">
          <FeedFilters filter={filter} onChange={onFilter} />
        </div>
      )}
    </header>
  );
}

/**
 * /diveIn and /diveIn/{userNumber} (SPEC §2): the vertical video feed, all of it (tags, newest or popular) or one
 * planner's (newest). `?diveInId=N` is DiveInDetail, the video's product bag over the feed (SPEC §4 modal close).
 */
export function DiveInRoute() {
  const { userNumber = null } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filter = feedFilterOf(search, userNumber);
  const diveInId = openDiveInId(search);

  const changeFilter = (next: { tagType: string | null; sortType: DiveInSort }) =>
    setSearch(
      (previous) => {
        const query = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'sortType' && value === 'NEWEST')) query.set(key, value);
          else query.delete(key);
        }
        return query;
      },
      { replace: true }
    );

  const open = (video: DiveIn) => {
    const query = new URLSearchParams(search);
    query.set('diveInId', String(video.diveInId));
    void navigate(
      { search: `?${query.toString()}` },
      { state: { diveInOpened: true } satisfies OpenedState }
    );
  };

  // SPEC §4: closing leaves DiveInDetail without diveInId. Opened here, that is the entry before (so Back after
  // closing does not show the same feed twice); opened from a link, the address is replaced without it.
  const close = () => {
    if ((location.state as OpenedState)?.diveInOpened) {
      void navigate(-1);
      return;
    }
    setSearch(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.delete('diveInId');
        return query;
      },
      { replace: true }
    );
  };

  return (
    <div className="flex h-[calc(100dvh-7.5rem)] flex-col md:h-[calc(100dvh-8.25rem)] lg:h-[calc(100dvh-9.75rem)]">
      <FeedHeader filter={filter} onFilter={changeFilter} />
      <DiveInFeed
        key={JSON.stringify(filter)}
        filter={filter}
        paused={diveInId !== null}
        onOpenProducts={open}
      />
      {diveInId !== null && <DiveInDetailModal key={diveInId} diveInId={diveInId} onClose={close} />}
    </div>
  );
}
