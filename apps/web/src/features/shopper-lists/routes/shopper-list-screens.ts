/** The shopper's lists' screen chunk (docs/decisions/091, 092): the wishlist, recently viewed and restock alerts. */
export { RecentRoute } from './recent-route';
export { RestockAlertsRoute } from './restock-alerts-route';
export { WishlistRoute } from './wishlist-route';
