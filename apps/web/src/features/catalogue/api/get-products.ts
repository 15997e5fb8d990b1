import type { Language, ProductPage, SearchOrderType } from '@mall/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { listRequestCache } from './list-freshness';
import { productKeys } from './query-keys';
import {
  currentCatalogueViewer,
  useCatalogueViewer,
  type CatalogueViewer
} from '../../../shared/session/viewer';

/** The storefront's subset of ProductListQuery (packages/domain). */
export type ProductListParams = {
  categoryId?: number;
  searchOrderType: SearchOrderType;
  pageNumber: number;
  pageSize: number;
  textSearchValue?: string;
  /** 'Y': autoship products only. */
  autoShipYn?: 'Y';
};

/** GET /api/product/v1/public/products */
export function getProducts(
  language: Language,
  params: ProductListParams,
  signal?: AbortSignal
): Promise<ProductPage> {
  return apiData<ProductPage>('/product/v1/public/products', {
    language,
    signal,
    cache: listRequestCache(),
    query: {
      categoryId: params.categoryId,
      searchOrderType: params.searchOrderType,
      pageNumber: params.pageNumber,
      pageSize: params.pageSize,
      textSearchBy: params.textSearchValue ? 'PRODUCT_NAME' : undefined,
      textSearchValue: params.textSearchValue,
      autoShipYn: params.autoShipYn
    }
  });
}

export function productsQueryOptions(
  language: Language,
  params: ProductListParams,
  viewer: CatalogueViewer = currentCatalogueViewer()
) {
  return queryOptions({
    queryKey: productKeys.list(language, viewer, params),
    queryFn: ({ signal }) => getProducts(language, params, signal)
  });
}

export function useProducts(params: ProductListParams) {
  const language = useLanguage();
  return useQuery({
    ...productsQueryOptions(language, params, useCatalogueViewer()),
    placeholderData: keepPreviousData
  });
}
