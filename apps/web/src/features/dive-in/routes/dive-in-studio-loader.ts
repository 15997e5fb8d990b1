import type { QueryClient } from '@tanstack/react-query';
import { getLanguage } from '../../../shared/i18n/i18n';
import { diveInTagsQueryOptions } from '../api/dive-in-api';
import { myDiveInsQueryOptions } from '../api/dive-in-studio-api';

/**
 * The planner's videos and the tags at navigation, together (the guard has let only a planner through). A failure
 * stays in the cache for the screen to show with a retry.
 */
export function diveInStudioLoader(queryClient: QueryClient) {
  return async () => {
    const language = getLanguage();
    await Promise.all([
      // The desk reviews videos all day: read afresh on each visit (then fresh for the screen's first render).
      queryClient.prefetchQuery({ ...myDiveInsQueryOptions(language), staleTime: 0 }),
      queryClient.prefetchQuery(diveInTagsQueryOptions(language))
    ]);
    return null;
  };
}
