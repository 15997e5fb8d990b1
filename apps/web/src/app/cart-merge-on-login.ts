import type { QueryClient } from '@tanstack/react-query';
import { isLoggedIn, sessionStore } from '../shared/session/session-store';
import { guestCartCount } from '../shared/storage/guest-cart';

/**
 * The one place that notices a guest becoming a member, whichever way (password, social, SSO hand-off,
 * sign-up, auto-login): a local cart with lines is then merged into the member cart. The merge code is
 * its own chunk, fetched only when there is something to merge.
 */
export function mergeGuestCartOnLogin(queryClient: QueryClient): () => void {
  let member = isLoggedIn(sessionStore.get());
  return sessionStore.subscribe(() => {
    const now = isLoggedIn(sessionStore.get());
    if (now && !member && guestCartCount() > 0) {
      void import('../features/cart/merge/merge-guest-cart').then((m) =>
        m.mergeGuestCartAtLogin(queryClient)
      );
    }
    member = now;
  });
}
