import { RecentViewListSchema, withRecentView } from '@mall/domain';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/** A guest's recently viewed product ids in localStorage, newest first (docs/decisions/091). */
export const RECENT_VIEWS_KEY = 'mall.recentViews';

const isList = (value: unknown): value is number[] => RecentViewListSchema.safeParse(value).success;

export function readLocalRecent(): number[] {
  return readStored('local', RECENT_VIEWS_KEY, isList) ?? [];
}

/** A view: first in the list, no duplicates, the newest 50 kept (the domain's rule). */
export function recordLocalRecent(productId: number): number[] {
  const next = withRecentView(readLocalRecent(), productId);
  writeStored('local', RECENT_VIEWS_KEY, next);
  return next;
}

export function removeLocalRecent(productId: number): void {
  writeStored(
    'local',
    RECENT_VIEWS_KEY,
    readLocalRecent().filter((id) => id !== productId)
  );
}

export function clearLocalRecent(): void {
  removeStored('local', RECENT_VIEWS_KEY);
}
