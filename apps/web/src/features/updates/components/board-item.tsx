import type { BoardListItem, BoardPathKind } from '@mall/domain';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/format';
import { updatePaths } from '../lib/update-paths';
import { EventPeriod, EventStateBadge, PinnedBadge } from './event-badge';

/**
 * One post in a list: its picture (events and news), its badges (pinned, the event's state), title, summary and
 * date or period. The whole row is the link.
 */
export function BoardItem({ item, kind }: { item: BoardListItem; kind: BoardPathKind }) {
  const withPicture = kind !== 'notice' && item.thumbnailUrl;
  return (
    <li data-testid="board-item" data-pinned={item.pinned ? 'Y' : 'N'}>
      <Link
        to={updatePaths.post(kind, item.boardId)}
        className={`flex gap-4 py-5 hover:bg-cream/40 md:gap-6 ${item.pinned ? 'bg-cream/60 px-3 md:px-4' : ''}`}
      >
        {withPicture && (
          <img
            src={item.thumbnailUrl!}
            alt=""
            loading="lazy"
            className="aspect-[16/10] w-28 shrink-0 rounded-xl object-cover ring-1 ring-line/60 sm:w-40 md:w-56"
          />
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          {(item.pinned || item.eventState) && (
            <span className="flex flex-wrap items-center gap-1.5">
              {item.pinned && <PinnedBadge />}
              {item.eventState && <EventStateBadge state={item.eventState} />}
            </span>
          )}
          <span className="line-clamp-2 text-[15px] font-semibold text-ink md:text-base">{item.title}</span>
          {item.summary && (
            <span className="line-clamp-2 text-sm text-muted max-sm:hidden">{item.summary}</span>
          )}
          <span className="text-xs text-muted">
            {item.eventState ? (
              <EventPeriod startAt={item.eventStartAt} endAt={item.eventEndAt} />
            ) : (
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
