import 'i18next';
import type { AccountsMessages } from './locales/accounts.ko-KR';
import type { AddressMessages } from './locales/address.ko-KR';
import type { CartMessages } from './locales/cart.ko-KR';
import type { CheckoutMessages } from './locales/checkout.ko-KR';
import type { ContentMessages } from './locales/content.ko-KR';
import type { DiveInMessages } from './locales/dive-in.ko-KR';
import type { BenefitsMessages } from './locales/benefits.ko-KR';
import type { NotificationMessages } from './locales/notification.ko-KR';
import type { OrderHistoryMessages } from './locales/order-history.ko-KR';
import type { HomeMessages } from './locales/home.ko-KR';
import type { PlannerMessages } from './locales/planner.ko-KR';
import type { Messages } from './locales/ko-KR';
import type { ProductMessages } from './locales/product.ko-KR';
import type { ShopperListsMessages } from './locales/shopper-lists.ko-KR';
import type { ReviewsMessages } from './locales/reviews.ko-KR';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    nsSeparator: false;
    resources: {
      translation: Messages;
      accounts: AccountsMessages;
      product: ProductMessages;
      home: HomeMessages;
      address: AddressMessages;
      cart: CartMessages;
      checkout: CheckoutMessages;
      benefits: BenefitsMessages;
      'order-history': OrderHistoryMessages;
      notification: NotificationMessages;
      planner: PlannerMessages;
      content: ContentMessages;
      'dive-in': DiveInMessages;
      'shopper-lists': ShopperListsMessages;
      reviews: ReviewsMessages;
    };
  }
}
