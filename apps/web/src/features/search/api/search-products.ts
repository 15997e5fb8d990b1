import type { Language, ProductSearchPage, SearchOrderType } from '@mall/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { listRequestCache, productKeys } from '../../catalogue';
import {
  currentCatalogueViewer,
  useCatalogueViewer,
  type CatalogueViewer
} from '../../../shared/session/viewer';

export type SearchParams = {
  keyword: string;
  searchOrderType: SearchOrderType;
  pageNumber: number;
  pageSize: number;
};

/**
 * Search results live under the catalogue's list keys, so a stopped product found on a click refreshes
 * them like any other list (useCheckedProductOpen marks and refetches productKeys.lists(), list-freshness.ts).
 */
export const searchKeys = {
  results: (language: Language, viewer: CatalogueViewer, params: SearchParams) =>
    [...productKeys.lists(), 'search', language, viewer, params] as const
};

/** GET /api/product/v1/public/products/search (docs/decisions/024). */
export function searchProductsQueryOptions(
  language: Language,
  params: SearchParams,
  viewer: CatalogueViewer = currentCatalogueViewer()
) {
  return queryOptions({
    queryKey: searchKeys.results(language, viewer, params),
    queryFn: ({ signal }) =>
      apiData<ProductSearchPage>('/product/v1/public/products/search', {
        language,
        signal,
        cache: listRequestCache(),
        query: { ...params }
      })
  });
}

export function useSearchProducts(params: SearchParams) {
  const language = useLanguage();
  return useQuery({
    ...searchProductsQueryOptions(language, params, useCatalogueViewer()),
    placeholderData: keepPreviousData
  });
}
