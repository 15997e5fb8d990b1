import type { Language } from '@mall/domain';

/** Query keys of the shopper's lists: each under the member it belongs to (a logout or switch never shows another's). */
export const shopperListKeys = {
  all: ['shopper-lists'] as const,
  wishedIds: (userSeqNo: number) => ['shopper-lists', userSeqNo, 'wished-ids'] as const,
  wishlist: (userSeqNo: number, page: number, language: Language) =>
    ['shopper-lists', userSeqNo, 'wishlist', page, language] as const,
  recent: (viewer: number | 'guest', language: Language) =>
    ['shopper-lists', viewer, 'recent', language] as const,
  productAlerts: (userSeqNo: number, productId: number) =>
    ['shopper-lists', userSeqNo, 'restock', 'product', productId] as const,
  alerts: (userSeqNo: number, page: number, language: Language) =>
    ['shopper-lists', userSeqNo, 'restock', page, language] as const
};
