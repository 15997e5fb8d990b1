import { normalizeSearchText, PRODUCT_PAGE_SIZE, SEARCH_KEYWORD_MAX } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLanguage } from '../../../shared/i18n/i18n';
import { parseListSearchParams } from '../../catalogue';
import { searchProductsQueryOptions, type SearchParams } from '../api/search-products';

/**
 * `?keyword=` trimmed and capped at the API's 50 characters; null means "no search yet" (also for a
 * keyword of joiners only, like "---", which the API refuses).
 */
export function searchParamsFromUrl(search: URLSearchParams): SearchParams | null {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX).trim();
  if (!normalizeSearchText(keyword)) return null;
  const { pageNumber, searchOrderType } = parseListSearchParams(search);
  return { keyword, pageNumber, searchOrderType, pageSize: PRODUCT_PAGE_SIZE };
}

export function searchLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = searchParamsFromUrl(new URL(request.url).searchParams);
    if (params) await queryClient.ensureQueryData(searchProductsQueryOptions(getLanguage(), params));
    return null;
  };
}
