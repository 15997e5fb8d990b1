import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

/** The feed's screen with its texts (the bag's prices and statuses use the shell's). */
const screen = () =>
  Promise.all([import('../../features/dive-in/routes/dive-in-screens'), loadNamespace('dive-in')]).then(
    ([m]) => m.DiveInRoute
  );

/** Its own small chunk, fetched in parallel with the screen's: the tags, the first page and an open detail. */
const loader: AppRoute['loader'] = (queryClient) => async (args) =>
  (await import('../../features/dive-in/routes/dive-in-loader')).diveInLoader(queryClient)(args);

/**
 * SPEC §2 /diveIn and /diveIn/{userNumber} (issue 20): the video feed, whole or one planner's; `?diveInId=N` opens
 * the detail (DiveInDetail) over it. Guests and members alike, no guard.
 */
export const diveInRoutes: readonly AppRoute[] = [
  { path: '/diveIn', loader, screen },
  { path: '/diveIn/:userNumber', loader, screen }
];
