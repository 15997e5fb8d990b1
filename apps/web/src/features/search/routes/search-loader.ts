import { PRODUCT_PAGE_SIZE } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLanguage } from '../../../shared/i18n/i18n';
import { parseListSearchParams, productsQueryOptions, type ProductListParams } from '../../catalogue';

/** `?keyword=` trimmed and capped at the API's 100 characters; empty means "no search yet". */
export function searchParamsFromUrl(search: URLSearchParams): ProductListParams | null {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 100);
  if (!keyword) return null;
  const { pageNumber, searchOrderType } = parseListSearchParams(search);
  return { textSearchValue: keyword, pageNumber, searchOrderType, pageSize: PRODUCT_PAGE_SIZE };
}

export function searchLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = searchParamsFromUrl(new URL(request.url).searchParams);
    if (params) await queryClient.ensureQueryData(productsQueryOptions(getLanguage(), params));
    return null;
  };
}
