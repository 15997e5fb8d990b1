import type { DiveIn, DiveInDetail, DiveInPage, DiveInSort, DiveInTag, Language } from '@mall/domain';
import { DIVE_IN_PAGE_SIZE } from '@mall/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import type { CatalogueViewer } from '../../../shared/session/viewer';

/**
 * The dive-in feed's calls (SPEC §7 Dive-in, docs/decisions/084). Texts come localised (Accept-Language), so the
 * language is in every key; the detail's product bag carries SP/BP for planners, so the viewer is in its key.
 * Errors are the screen's to show (a retry), never the global dialog.
 */
const BASE = '/etc/v1/users/public/dive-in';

export type FeedFilter = { tagType: string | null; sortType: DiveInSort; userNumber: string | null };

export const diveInKeys = {
  all: ['dive-in'] as const,
  tags: (language: Language) => [...diveInKeys.all, 'tags', language] as const,
  feed: (language: Language, filter: FeedFilter) => [...diveInKeys.all, 'feed', language, filter] as const,
  detail: (language: Language, viewer: CatalogueViewer, diveInId: number) =>
    [...diveInKeys.all, 'detail', language, viewer, diveInId] as const
};

export const getDiveInTags = (language: Language, signal?: AbortSignal) =>
  apiData<DiveInTag[]>(`${BASE}/category/list`, { language, signal, dispatchErrors: false });

export const getDiveInPage = (
  language: Language,
  filter: FeedFilter,
  pageNumber: number,
  signal?: AbortSignal
) =>
  apiData<DiveInPage>(`${BASE}/list`, {
    language,
    signal,
    dispatchErrors: false,
    query: {
      tagType: filter.tagType,
      sortType: filter.sortType,
      userNumber: filter.userNumber,
      pageNumber,
      pageSize: DIVE_IN_PAGE_SIZE
    }
  });

export const getDiveInDetail = (language: Language, diveInId: number, signal?: AbortSignal) =>
  apiData<DiveInDetail>(`${BASE}/${diveInId}`, { language, signal, dispatchErrors: false });

export const postDiveInView = (diveInId: number) =>
  apiData<Pick<DiveIn, 'viewCount' | 'formatViewCount'>>(`${BASE}/${diveInId}/view`, {
    method: 'POST',
    dispatchErrors: false
  });

export const diveInTagsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: diveInKeys.tags(language),
    queryFn: ({ signal }) => getDiveInTags(language, signal)
  });

export const diveInFeedQueryOptions = (language: Language, filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: diveInKeys.feed(language, filter),
    queryFn: ({ signal, pageParam }) => getDiveInPage(language, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: DiveInPage) =>
      last.pageNumber < last.totalPageNumber ? last.pageNumber + 1 : undefined
  });

export const diveInDetailQueryOptions = (language: Language, viewer: CatalogueViewer, diveInId: number) =>
  queryOptions({
    queryKey: diveInKeys.detail(language, viewer, diveInId),
    queryFn: ({ signal }) => getDiveInDetail(language, diveInId, signal)
  });
