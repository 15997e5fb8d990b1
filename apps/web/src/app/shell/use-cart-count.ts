import { CART_BADGE_DELAY_MS, CART_BADGE_FLASH_MS } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { guestCartCount, subscribeGuestCart } from '../../shared/storage/guest-cart';
import { isLoggedIn, useSession } from '../../shared/session/session-store';
import { catalogueViewer } from '../../shared/session/viewer';
import { cartBadgeQueryOptions } from '../../features/cart/api/get-cart-badge';

/**
 * Lines in the cart. Guests: the local cart. Members: GET /order/v1/cart/badge (totalCartCount), whose key
 * every cart write refreshes.
 */
export function useCartCount(): number {
  const session = useSession();
  const member = isLoggedIn(session);
  const guestCount = useSyncExternalStore(subscribeGuestCart, guestCartCount, () => 0);
  const badge = useQuery({ ...cartBadgeQueryOptions(catalogueViewer(session)), enabled: member });
  return member ? (badge.data ?? 0) : guestCount;
}

export type ShownCount = { count: number; flashing: boolean };

/**
 * SPEC §9: the badge shows a change CART_BADGE_DELAY_MS after it happens, then flashes for
 * CART_BADGE_FLASH_MS (the flash is an animation, left out under reduced motion; the number still updates).
 * The value of the first render shows at once.
 */
export function useShownCartCount(count: number): ShownCount {
  const [shown, setShown] = useState<ShownCount>({ count, flashing: false });
  const pending = shown.count !== count;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown({ count, flashing: true }), CART_BADGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, pending]);
  useEffect(() => {
    if (!shown.flashing) return;
    const timer = setTimeout(
      () => setShown((current) => ({ ...current, flashing: false })),
      CART_BADGE_FLASH_MS
    );
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
