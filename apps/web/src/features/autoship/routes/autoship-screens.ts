/** The autoship screens as one lazy chunk (they share the parts, the texts and the card password entry). */
export { AutoshipDetailRoute } from './autoship-detail-route';
export { AutoshipInitRoute } from './autoship-init-route';
export { AutoshipListRoute } from './autoship-list-route';
export { AutoshipResultRoute } from './autoship-result-route';
export type AutoshipScreenName =
  'AutoshipListRoute' | 'AutoshipDetailRoute' | 'AutoshipInitRoute' | 'AutoshipResultRoute';
