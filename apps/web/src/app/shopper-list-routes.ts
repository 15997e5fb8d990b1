import { loadNamespace } from '../shared/i18n/i18n';
import { shopperListPatterns } from '../shared/shopper-lists/shopper-list-paths';
import type { AppRoute } from './routes';

type Screen = 'WishlistRoute' | 'RecentRoute' | 'RestockAlertsRoute';

/** One chunk for the three screens, with the `shopper-lists` texts. */
const screen = (name: Screen) => () =>
  Promise.all([
    import('../features/shopper-lists/routes/shopper-list-screens'),
    loadNamespace('shopper-lists')
  ]).then(([m]) => m[name]);

/**
 * My page's wishlist, recently viewed and restock alerts (issue 21, docs/decisions/091, 092). Login required: a
 * guest gets the SPEC §6 login confirm (the `login` guard), then comes back here.
 */
export const shopperListRoutes: readonly AppRoute[] = [
  { path: shopperListPatterns.wishlist, guard: 'login', screen: screen('WishlistRoute') },
  { path: shopperListPatterns.recent, guard: 'login', screen: screen('RecentRoute') },
  { path: shopperListPatterns.restockAlerts, guard: 'login', screen: screen('RestockAlertsRoute') }
];
