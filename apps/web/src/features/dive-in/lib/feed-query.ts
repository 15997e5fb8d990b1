import { DIVE_IN_SORTS, type DiveInSort } from '@mall/domain';
import type { FeedFilter } from '../api/dive-in-api';

/*
 * The feed's query (SPEC §2 /diveIn, /diveIn/{userNumber}): `tagType` and `sortType` choose the list, `diveInId` opens
 * DiveInDetail over it. Read here, so the loader and the screen agree.
 */

const isSort = (value: string | null): value is DiveInSort =>
  value !== null && (DIVE_IN_SORTS as readonly string[]).includes(value);

/** The feed's filter as the address says it; a planner's feed is always newest first and untagged (SPEC §7). */
export function feedFilterOf(search: URLSearchParams, userNumber: string | null): FeedFilter {
  if (userNumber) return { tagType: null, sortType: 'NEWEST', userNumber };
  const tag = search.get('tagType');
  const sort = search.get('sortType');
  return {
    tagType: tag && /^[A-Z][A-Z0-9_]{1,29}$/.test(tag) ? tag : null,
    sortType: isSort(sort) ? sort : 'NEWEST',
    userNumber: null
  };
}

/** The open detail's id (`?diveInId=N`), or null. */
export function openDiveInId(search: URLSearchParams): number | null {
  const raw = search.get('diveInId');
  if (!raw || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/** The feed with one video's detail open: where a planner sees their approved video as shoppers do. */
export const feedVideoPath = (diveInId: number) => `/diveIn?diveInId=${diveInId}`;
