import { PRODUCT_PAGE_SIZE } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLanguage } from '../../../shared/i18n/i18n';
import { categoriesQueryOptions } from '../api/get-categories';
import { productQueryOptions } from '../api/get-product';
import { productsQueryOptions } from '../api/get-products';
import { findCategoryTrail } from '../lib/category-tree';
import { parseListSearchParams } from '../lib/list-search-params';

/**
 * Loaders live outside the lazy screens so their requests start at navigation, in parallel with the
 * screen's chunk. They fill the query cache with the same queryOptions the screens read, so a screen
 * renders with its data (and its height, for scroll restoration) on the first paint.
 */
export function categoryListLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const language = getLanguage();
    const tree = await queryClient.ensureQueryData(categoriesQueryOptions(language));
    const trail = findCategoryTrail(tree, params.categoryName ?? '');
    const category = trail?.[trail.length - 1];
    if (!category) return null; // the screen shows "category not found"
    const { pageNumber, searchOrderType, autoShipYn } = parseListSearchParams(
      new URL(request.url).searchParams
    );
    await queryClient.ensureQueryData(
      productsQueryOptions(language, {
        categoryId: category.categoryId,
        searchOrderType,
        pageNumber,
        pageSize: PRODUCT_PAGE_SIZE,
        autoShipYn
      })
    );
    return null;
  };
}

/** A positive integer id from the URL, else null (the screen shows "not found" without asking the API). */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function productDetailLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const productId = parseProductId(params.productId);
    if (productId === null) return null;
    await queryClient.ensureQueryData(productQueryOptions(getLanguage(), productId));
    return null;
  };
}
