import type { Cart, Language } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { cartPath } from '../../../shared/cart/cart-paths';
import { cartKeys } from '../../../shared/cart/query-keys';
import type { CatalogueViewer } from '../../../shared/session/viewer';

/**
 * GET /order/v1/autoship/cart: the lines handed over from the autoship cart, at today's prices and states. The
 * cart screen's own key and call (features/cart/api/get-cart.ts), so the lines the member just chose come from the
 * cache and a subscription's `cartKeys.all` invalidation reaches both.
 */
export function autoshipCartQueryOptions(language: Language, viewer: CatalogueViewer) {
  return queryOptions({
    queryKey: cartKeys.lines(language, viewer, 'autoship'),
    queryFn: ({ signal }) => apiData<Cart>(cartPath('autoship'), { signal, language })
  });
}
