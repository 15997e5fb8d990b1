import type { Language, ProductSummary } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { productKeys } from '../api/query-keys';
import { useCatalogueViewer, type CatalogueViewer } from '../../../shared/session/viewer';

export type RecommendParams = { categoryIds: number[]; excludeProductIds: number[]; size: number };

/** POST /api/product/v1/public/products/recommendProductList: best sellers of the categories (ADR 023). */
export function getRecommended(
  language: Language,
  params: RecommendParams,
  signal?: AbortSignal
): Promise<ProductSummary[]> {
  return apiData<ProductSummary[]>('/product/v1/public/products/recommendProductList', {
    method: 'POST',
    language,
    signal,
    body: { ...params, soldOutSelect: false }
  });
}

export function recommendedQueryOptions(
  language: Language,
  viewer: CatalogueViewer,
  params: RecommendParams
) {
  return queryOptions({
    queryKey: productKeys.recommended(language, viewer, params),
    queryFn: ({ signal }) => getRecommended(language, params, signal),
    enabled: params.categoryIds.length > 0
  });
}

export function useRecommended(params: RecommendParams) {
  return useQuery(recommendedQueryOptions(useLanguage(), useCatalogueViewer(), params));
}
