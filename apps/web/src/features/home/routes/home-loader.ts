import { PRODUCT_PAGE_SIZE, type SearchOrderType } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getLanguage } from '../../../shared/i18n/i18n';
import { categoriesQueryOptions } from '../../catalogue/api/get-categories';
import { productsQueryOptions, type ProductListParams } from '../../catalogue/api/get-products';

export const homeSectionParams = (searchOrderType: SearchOrderType): ProductListParams => ({
  searchOrderType,
  pageNumber: 1,
  pageSize: PRODUCT_PAGE_SIZE
});

/**
 * Categories, Best and New are requested together. No failure takes Home down: prefetchQuery keeps the
 * error in the cache and the category entries / that product section show it with a retry.
 */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    const language = getLanguage();
    await Promise.all([
      queryClient.prefetchQuery(categoriesQueryOptions(language)),
      queryClient.prefetchQuery(productsQueryOptions(language, homeSectionParams('BEST'))),
      queryClient.prefetchQuery(productsQueryOptions(language, homeSectionParams('NEWEST')))
    ]);
    return null;
  };
}
