import type { Language, ProductDetail } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { productKeys } from './query-keys';
import {
  currentCatalogueViewer,
  useCatalogueViewer,
  type CatalogueViewer
} from '../../../shared/session/viewer';

/** GET /api/product/v1/public/products/{id}; 404 PRODUCT_NOT_FOUND for an unknown id. SP/BP for active planners. */
export function getProduct(
  language: Language,
  productId: number,
  signal?: AbortSignal
): Promise<ProductDetail> {
  return apiData<ProductDetail>(`/product/v1/public/products/${productId}`, { language, signal });
}

export function productQueryOptions(
  language: Language,
  productId: number,
  viewer: CatalogueViewer = currentCatalogueViewer()
) {
  return queryOptions({
    queryKey: productKeys.detail(language, viewer, productId),
    queryFn: ({ signal }) => getProduct(language, productId, signal)
  });
}

export function useProduct(productId: number) {
  const language = useLanguage();
  // While another language loads, keep the same product on screen (same id only).
  return useQuery({
    ...productQueryOptions(language, productId, useCatalogueViewer()),
    placeholderData: (previous) => (previous?.productId === productId ? previous : undefined)
  });
}
