import { cartTypeFromQuery, type CartType } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLanguage } from '../../../shared/i18n/i18n';
import { whenSessionSettled } from '../../../shared/session/session-restore';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { currentCatalogueViewer } from '../../../shared/session/viewer';
import { cartQueryOptions, guestCartQueryOptions, guestLineIdentities } from '../api/get-cart';
import { suggestionKinds, suggestionsQueryOptions } from '../api/get-suggestions';

/** `/cart?type=` (or the spec's `cartType=`): normal unless it names the autoship cart. */
export const cartTypeOf = (searchParams: URLSearchParams): CartType =>
  cartTypeFromQuery(searchParams.get('type') ?? searchParams.get('cartType'));

/**
 * /cart: the lines are requested at navigation, in parallel with the screen's chunk; the suggestions an
 * empty cart shows go out at the same time (not after the cart answer), without holding the screen.
 */
export function cartLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await whenSessionSettled();
    const cartType = cartTypeOf(new URL(request.url).searchParams);
    const language = getLanguage();
    const viewer = currentCatalogueViewer();
    const member = isLoggedIn(sessionStore.get());
    if (!member && cartType === 'autoship') return null; // the guest's autoship tab only explains the login
    const guestLines = member ? [] : readGuestCart();
    if (member || guestLines.length === 0) {
      for (const kind of suggestionKinds(member))
        void queryClient.prefetchQuery(suggestionsQueryOptions(language, viewer, kind, cartType));
    }
    // A failure stays in the cache: the screen shows it with a retry instead of the route's error page.
    if (member) await queryClient.prefetchQuery(cartQueryOptions(language, viewer, cartType));
    else if (guestLines.length > 0)
      await queryClient.prefetchQuery(guestCartQueryOptions(language, guestLineIdentities(guestLines)));
    return null;
  };
}
