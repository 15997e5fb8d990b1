import type { CartType } from '@mall/domain';

/** SPEC §7: the normal cart under /order/v1/cart, the autoship cart under /order/v1/autoship/cart. */
export const cartPath = (cartType: CartType) =>
  cartType === 'autoship' ? '/order/v1/autoship/cart' : '/order/v1/cart';
