import type { Language } from '@mall/domain';
import type { LaterNamespace } from './i18n';
import type { BenefitsMessages } from './locales/benefits.ko-KR';
import type { CheckoutMessages } from './locales/checkout.ko-KR';
import type { DiveInMessages } from './locales/dive-in.ko-KR';
import type { ContentMessages } from './locales/content.ko-KR';
import type { NotificationMessages } from './locales/notification.ko-KR';
import type { OrderHistoryMessages } from './locales/order-history.ko-KR';
import type { PlannerMessages } from './locales/planner.ko-KR';
import type { ShopperListsMessages } from './locales/shopper-lists.ko-KR';
import type { ReviewsMessages } from './locales/reviews.ko-KR';

/*
 * The loaders of namespaces only screens of the route table's second half ask for: fetched with the first of
 * them (i18n.ts `loadCatalogue`), so Home's first load carries none of their lines.
 */

/** Texts of checkout and the order success pages, loaded with those screens' chunks. */
const lazyCheckout: Record<Language, () => Promise<{ default: CheckoutMessages }>> = {
  'ko-KR': () => import('./locales/checkout.ko-KR'),
  'en-US': () => import('./locales/checkout.en-US'),
  'zh-TW': () => import('./locales/checkout.zh-TW')
};

/** Texts of the coupon and point pages, loaded with those screens (docs/decisions/037). */
const lazyBenefits: Record<Language, () => Promise<{ default: BenefitsMessages }>> = {
  'ko-KR': () => import('./locales/benefits.ko-KR'),
  'en-US': () => import('./locales/benefits.en-US'),
  'zh-TW': () => import('./locales/benefits.zh-TW')
};

/** Texts of the notification centre, loaded with its screen (docs/decisions/069). */
const lazyNotification: Record<Language, () => Promise<{ default: NotificationMessages }>> = {
  'ko-KR': () => import('./locales/notification.ko-KR'),
  'en-US': () => import('./locales/notification.en-US'),
  'zh-TW': () => import('./locales/notification.zh-TW')
};

/** Texts of order history, detail, cancel, guest lookup and returns (`returns.*`), loaded with those screens. */
const lazyOrderHistory: Record<Language, () => Promise<{ default: OrderHistoryMessages }>> = {
  'ko-KR': () => import('./locales/order-history.ko-KR'),
  'en-US': () => import('./locales/order-history.en-US'),
  'zh-TW': () => import('./locales/order-history.zh-TW')
};

/** Texts of the planner's screens (personal mall, easy bags, documents, allowance) and /beauty-planner. */
const lazyPlanner: Record<Language, () => Promise<{ default: PlannerMessages }>> = {
  'ko-KR': () => import('./locales/planner.ko-KR'),
  'en-US': () => import('./locales/planner.en-US'),
  'zh-TW': () => import('./locales/planner.zh-TW')
};

/** Texts of the content pages and the customer centre (issue 19), loaded with those screens. */
const lazyContent: Record<Language, () => Promise<{ default: ContentMessages }>> = {
  'ko-KR': () => import('./locales/content.ko-KR'),
  'en-US': () => import('./locales/content.en-US'),
  'zh-TW': () => import('./locales/content.zh-TW')
};

/** Texts of the dive-in feed and its detail (issue 20), loaded with the feed's chunk. */
const lazyDiveIn: Record<Language, () => Promise<{ default: DiveInMessages }>> = {
  'ko-KR': () => import('./locales/dive-in.ko-KR'),
  'en-US': () => import('./locales/dive-in.en-US'),
  'zh-TW': () => import('./locales/dive-in.zh-TW')
};

/** Texts of the wishlist, recently viewed and restock alerts (docs/decisions/091, 092), with their parts. */
const lazyShopperLists: Record<Language, () => Promise<{ default: ShopperListsMessages }>> = {
  'ko-KR': () => import('./locales/shopper-lists.ko-KR'),
  'en-US': () => import('./locales/shopper-lists.en-US'),
  'zh-TW': () => import('./locales/shopper-lists.zh-TW')
};

/** Texts of reviews and the beauty profile (issue 21), loaded with the product page's review section. */
const lazyReviews: Record<Language, () => Promise<{ default: ReviewsMessages }>> = {
  'ko-KR': () => import('./locales/reviews.ko-KR'),
  'en-US': () => import('./locales/reviews.en-US'),
  'zh-TW': () => import('./locales/reviews.zh-TW')
};

export const laterNamespaces: Record<
  LaterNamespace,
  Record<Language, () => Promise<{ default: unknown }>>
> = {
  checkout: lazyCheckout,
  benefits: lazyBenefits,
  notification: lazyNotification,
  'order-history': lazyOrderHistory,
  planner: lazyPlanner,
  content: lazyContent,
  'dive-in': lazyDiveIn,
  'shopper-lists': lazyShopperLists,
  reviews: lazyReviews
};
