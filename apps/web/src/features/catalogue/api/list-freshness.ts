import type { CheckedStatus, ProductPage } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from './query-keys';

/** How long the browser may keep a guest list answer (the API sends `public, max-age=60`). */
const BROWSER_LIST_MAX_AGE_MS = 60_000;
let catalogueChangedAt = Number.NEGATIVE_INFINITY;

/**
 * The HTTP cache mode for list requests: 'no-cache' (revalidate with the server) while the browser may
 * still hold a copy older than a change the storefront has seen; otherwise the browser's default. Without
 * it, refetching after a stopped product would be answered from the browser cache for up to a minute.
 */
export function listRequestCache(now = Date.now()): RequestCache | undefined {
  return now - catalogueChangedAt < BROWSER_LIST_MAX_AGE_MS ? 'no-cache' : undefined;
}

/**
 * A product found stopped on a click (SPEC §4): every cached list (category, search, Home) shows it in
 * that state at once (a paused card dims, a deleted one leaves), then refetches past the browser cache.
 */
export async function applyStoppedProduct(
  queryClient: QueryClient,
  productId: number,
  status: CheckedStatus
): Promise<void> {
  catalogueChangedAt = Date.now();
  queryClient.setQueriesData<ProductPage>({ queryKey: productKeys.lists() }, (page) => {
    if (!page?.list.some((product) => product.productId === productId)) return page;
    if (status === 'NOT_FOUND') {
      const list = page.list.filter((product) => product.productId !== productId);
      return { ...page, list, totalSize: Math.max(0, page.totalSize - 1) };
    }
    return {
      ...page,
      list: page.list.map((product) =>
        product.productId === productId ? { ...product, salesStatus: { code: status } } : product
      )
    };
  });
  await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
}
