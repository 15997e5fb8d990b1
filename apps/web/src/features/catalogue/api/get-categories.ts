import type { Category, Language } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { categoryKeys } from './query-keys';

/** GET /api/product/v1/public/categories: the root categories with their children. */
export function getCategories(language: Language, signal?: AbortSignal): Promise<Category[]> {
  return apiData<Category[]>('/product/v1/public/categories', { language, signal });
}

export function categoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: categoryKeys.tree(language),
    queryFn: ({ signal }) => getCategories(language, signal)
  });
}

export function useCategories() {
  const language = useLanguage();
  // Keep showing the previous language's tree while the new one loads (no empty menu flash).
  return useQuery({ ...categoriesQueryOptions(language), placeholderData: (previous) => previous });
}
