import type { CartBadge } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import type { CatalogueViewer } from '../../../shared/session/viewer';
import { cartKeys } from '../../../shared/cart/query-keys';

/** GET /api/order/v1/cart/badge: lines in both member carts. On the Home path: keep it this small. */
export function cartBadgeQueryOptions(viewer: CatalogueViewer) {
  return queryOptions({
    queryKey: cartKeys.badge(viewer),
    queryFn: ({ signal }) => apiData<CartBadge>('/order/v1/cart/badge', { signal, dispatchErrors: false }),
    select: (badge) => badge.totalCartCount
  });
}
