import type { Cart, CartType, GuestCartRefreshAnswer, Language } from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { useLanguage } from '../../../shared/i18n/i18n';
import { readGuestCart, type GuestCartLine } from '../../../shared/storage/guest-cart';
import { removeGuestLines } from '../../../shared/storage/guest-cart-writes';
import { useCatalogueViewer, type CatalogueViewer } from '../../../shared/session/viewer';
import { cartPath } from '../../../shared/cart/cart-paths';
import { cartKeys, type GuestLineIdentity } from '../../../shared/cart/query-keys';
import { guestNotices } from '../lib/guest-notices';

/** GET /api/order/v1/cart or /autoship/cart: the member's lines with names, prices and states. */
export function cartQueryOptions(language: Language, viewer: CatalogueViewer, cartType: CartType) {
  return queryOptions({
    queryKey: cartKeys.lines(language, viewer, cartType),
    queryFn: ({ signal }) => apiData<Cart>(cartPath(cartType), { signal, language })
  });
}

export function useMemberCart(cartType: CartType) {
  return useQuery(cartQueryOptions(useLanguage(), useCatalogueViewer(), cartType));
}

export const guestLineIdentities = (lines: readonly GuestCartLine[]): GuestLineIdentity[] =>
  lines.map((line) => [line.cartId, line.productId, line.productOptionId ?? null] as const);

const quantityOf = (cartId: number) => readGuestCart().find((line) => line.cartId === cartId)?.quantity ?? 1;

/**
 * POST /api/order/v1/public/cart/refresh: the guest's lines as the catalogue has them now. Lines of
 * products that are gone leave the local cart here, and the screen says so once (guestNotices).
 */
export function guestCartQueryOptions(language: Language, identities: readonly GuestLineIdentity[]) {
  return queryOptions({
    queryKey: cartKeys.guest(language, identities),
    queryFn: async ({ signal }) => {
      const answer = await apiData<GuestCartRefreshAnswer>('/order/v1/public/cart/refresh', {
        method: 'POST',
        language,
        signal,
        // The key leaves quantities out (a change is local); the screen always shows the local quantity.
        body: {
          cartList: identities.map(([cartId, productId, productOptionId]) => ({
            cartId,
            productId,
            productOptionId,
            quantity: quantityOf(cartId)
          }))
        }
      });
      if (answer.removed.length > 0) {
        guestNotices.set({ removed: answer.removed.length });
        removeGuestLines(answer.removed.map((line) => line.cartId));
      }
      return answer;
    },
    enabled: identities.length > 0
  });
}
