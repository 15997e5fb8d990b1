import { withQuery } from '../config/paths';

/**
 * The autoship (정기배송) screens' addresses (SPEC §2 `/autoship`, `/autoship/detail/{id}`, `/autoship/init`,
 * `/autoship/result`) and their route patterns: beside paths.ts rather than in it, because paths.ts is on Home's
 * first load (the `app` chunk, ADR 061) and only lazy screens (the cart, the autoship screens) link here. One
 * small chunk with the other lazy screens' addresses (`lazy-paths` in vite.config.ts).
 */
export const autoshipPaths = {
  /** The member's subscriptions. */
  list: () => '/autoship',
  detail: (autoshipId: number) => `/autoship/detail/${autoshipId}`,
  /** The subscription form for the autoship cart's lines handed over in sessionStorage (shared/storage/order-data). */
  init: () => '/autoship/init',
  /** The confirmation of a subscription just made. */
  result: (autoshipId: number) => withQuery('/autoship/result', { id: autoshipId })
} as const;

export const autoshipRoutePatterns = {
  list: '/autoship',
  detail: '/autoship/detail/:id',
  init: '/autoship/init',
  result: '/autoship/result'
} as const;
