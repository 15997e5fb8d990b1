import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLanguage } from '../../../shared/i18n/i18n';
import { currentCatalogueViewer } from '../../../shared/session/viewer';
import { diveInDetailQueryOptions, diveInFeedQueryOptions, diveInTagsQueryOptions } from '../api/dive-in-api';
import { feedFilterOf, openDiveInId } from '../lib/feed-query';

/**
 * The feed's data at navigation, all at once: the tags, the first page and, with `?diveInId`, the open video. A
 * failure stays in the cache for the screen to show with a retry.
 */
export function diveInLoader(queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const language = getLanguage();
    const search = new URL(request.url).searchParams;
    const filter = feedFilterOf(search, params.userNumber ?? null);
    const diveInId = openDiveInId(search);
    await Promise.all([
      filter.userNumber ? null : queryClient.prefetchQuery(diveInTagsQueryOptions(language)),
      queryClient.prefetchInfiniteQuery(diveInFeedQueryOptions(language, filter)),
      diveInId === null
        ? null
        : queryClient.prefetchQuery(diveInDetailQueryOptions(language, currentCatalogueViewer(), diveInId))
    ]);
    return null;
  };
}
