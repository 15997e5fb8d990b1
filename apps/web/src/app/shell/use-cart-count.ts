import { useSyncExternalStore } from 'react';
import { guestCartCount, subscribeGuestCart } from '../../shared/storage/guest-cart';
import { isLoggedIn, useSession } from '../../shared/session/session-store';

/**
 * Lines in the cart for the header and bottom-bar badges. Guests: the local cart. Members: the cart
 * issue will read GET /api/order/v1/cart/badge (totalCartCount) here.
 */
export function useCartCount(): number {
  const session = useSession();
  const guestCount = useSyncExternalStore(subscribeGuestCart, guestCartCount, () => 0);
  return isLoggedIn(session) ? 0 : guestCount;
}
