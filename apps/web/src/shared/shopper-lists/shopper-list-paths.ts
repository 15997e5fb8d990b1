import { withQuery } from '../config/paths';

/**
 * The wishlist, recently viewed and restock alert screens (docs/decisions/091, 092). Kept out of `shared/config/`,
 * whose modules are all in Home's first-load chunk: only lazy chunks and the route table's second half import this.
 */
export const shopperListPaths = {
  wishlist: (page?: number) => withQuery('/mypage/wishlist', { page: page && page > 1 ? page : undefined }),
  recent: () => '/mypage/recent',
  restockAlerts: (page?: number) =>
    withQuery('/mypage/restock', { page: page && page > 1 ? page : undefined })
};

export const shopperListPatterns = {
  wishlist: '/mypage/wishlist',
  recent: '/mypage/recent',
  restockAlerts: '/mypage/restock'
} as const;
