import { PRODUCT_PAGE_SIZE, type SearchOrderType } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getLanguage, loadNamespace } from '../../../shared/i18n/i18n';
import { categoriesQueryOptions, productsQueryOptions, type ProductListParams } from '../../catalogue';
import { mainHomeQueryOptions } from '../api/get-main-home';
import { once } from '../lib/preloaded';

export const homeSectionParams = (searchOrderType: SearchOrderType): ProductListParams => ({
  searchOrderType,
  pageNumber: 1,
  pageSize: PRODUCT_PAGE_SIZE
});

/**
 * Home content (banners, events, videos: one request), categories, Best and New are requested together.
 * No failure takes Home down: prefetchQuery keeps the error in the cache; the category entries / that
 * product section show it with a retry, and missing content is simply left out.
 */
/** The banner carousel and GNB banner chunk (the first slide and the strip's place render without it). */
export const loadAboveFold = once(() => import('../components/above-fold'));
/** The below-the-fold content sections' chunk, with their texts (the `home` namespace). */
export const loadBelowFold = once(() =>
  Promise.all([import('../components/below-fold'), loadNamespace('home')]).then(([module]) => module)
);

export function homeLoader(queryClient: QueryClient) {
  return async () => {
    const language = getLanguage();
    // The content sections' chunks come with the data (in parallel, a few KB), so the first render has them
    // all: a section appearing later above Best would push the page down (ADR 059). Should one fail, its
    // section loads lazily as before.
    const optional = (load: () => Promise<unknown>) => load().catch(() => undefined);
    await Promise.all([
      optional(loadAboveFold),
      optional(loadBelowFold),
      queryClient.prefetchQuery(mainHomeQueryOptions(language)),
      queryClient.prefetchQuery(categoriesQueryOptions(language)),
      queryClient.prefetchQuery(productsQueryOptions(language, homeSectionParams('BEST'))),
      queryClient.prefetchQuery(productsQueryOptions(language, homeSectionParams('NEWEST')))
    ]);
    return null;
  };
}
