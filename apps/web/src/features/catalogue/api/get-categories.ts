import type { Category, Language } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { categoryKeys } from './query-keys';
import {
  currentCatalogueViewer,
  useCatalogueViewer,
  type CatalogueViewer
} from '../../../shared/session/viewer';

/**
 * The root categories with their children (SPEC §6): GET /api/product/v1/categories when logged in,
 * GET /api/product/v1/public/categories otherwise.
 */
export function getCategories(
  language: Language,
  viewer: CatalogueViewer,
  signal?: AbortSignal
): Promise<Category[]> {
  const path = viewer === 'guest' ? '/product/v1/public/categories' : '/product/v1/categories';
  return apiData<Category[]>(path, { language, signal });
}

export function categoriesQueryOptions(
  language: Language,
  viewer: CatalogueViewer = currentCatalogueViewer()
) {
  return queryOptions({
    queryKey: categoryKeys.tree(language, viewer),
    queryFn: ({ signal }) => getCategories(language, viewer, signal)
  });
}

export function useCategories() {
  const language = useLanguage();
  // Keep showing the previous tree (language or login changed) while the new one loads (no empty menu flash).
  return useQuery({
    ...categoriesQueryOptions(language, useCatalogueViewer()),
    placeholderData: (previous) => previous
  });
}
