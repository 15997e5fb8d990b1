import { CART_MAX_QUANTITY } from './constants.ts';
import { maxQuantityOf } from './catalogue-rules.ts';

/**
 * Cart vocabulary and rules without zod (SPEC §4 cart type, §5 cart quantity, §9 limits): the storefront's
 * header badge and add-to-cart paths import these, so they must not drag the schema library along.
 */

/** The two carts of SPEC §2 (`/cart?type=normal|autoship`); `auto` is the spec's older spelling. */
export const CART_TYPES = ['normal', 'autoship'] as const;
export type CartType = (typeof CART_TYPES)[number];

/** `/cart?type=` or `?cartType=`: normal unless the value names the autoship cart. */
export function cartTypeFromQuery(value: string | null | undefined): CartType {
  return value === 'autoship' || value === 'auto' ? 'autoship' : 'normal';
}

/** Most lines one cart may hold: a refusal well past any real basket, so a script cannot grow a cart forever. */
export const CART_MAX_LINES = 100;
/** A local guest line may not exceed 100 (CA_MaxQuantityLimitHundred). */
export const GUEST_LINE_MAX_QUANTITY = CART_MAX_QUANTITY;
/** The header badge updates this long after a cart change, then flashes for CART_BADGE_FLASH_MS (SPEC §9). */
export const CART_BADGE_DELAY_MS = 400;
export const CART_BADGE_FLASH_MS = 1000;

/**
 * Delivery: orders whose selling-price subtotal reaches the threshold ship free, others pay the fee.
 * SPEC §9 lists 50000, 99000 and 500000 without meaning; 50000 is the free-delivery line (docs/decisions/030).
 */
export const FREE_DELIVERY_THRESHOLD = 50_000;
export const DELIVERY_FEE = 3_000;

type QuantityLimited = { maxQuantityLimit: number | null };
export type AutoshipFacts = {
  autoShipYn: 'Y' | 'N';
  buyPeriodYn: 'Y' | 'N';
  orderQuantityLimitYn: 'Y' | 'N';
};

/** The most one cart line may hold: the product's maxQuantityLimit, else 100, never above 100. */
export function lineMaxQuantity(product: QuantityLimited): number {
  return Math.min(maxQuantityOf(product), CART_MAX_QUANTITY);
}

/** Autoship lines are only for autoship products without a buy period or quantity limit (SPEC §5). */
export function canGoInAutoshipCart(product: AutoshipFacts): boolean {
  return product.autoShipYn === 'Y' && product.buyPeriodYn === 'N' && product.orderQuantityLimitYn === 'N';
}

/** A product (or cart line) whose options the shopper must choose between before it can go in a cart. */
export function hasOptionChoice(product: { optionYn: 'Y' | 'N'; options: readonly unknown[] }): boolean {
  return product.optionYn === 'Y' && product.options.length > 0;
}

/** Why a guest may not put this in the local cart, or null (SPEC §5, §6): both lead to login. */
export type GuestAddRefusal = 'PR_MaxQuantityLimit' | 'PR_SubsNeedLogin';

export function guestAddRefusal(
  product: { orderQuantityLimitYn: 'Y' | 'N' },
  cartType: CartType
): GuestAddRefusal | null {
  if (cartType === 'autoship') return 'PR_SubsNeedLogin';
  if (product.orderQuantityLimitYn === 'Y') return 'PR_MaxQuantityLimit';
  return null;
}

/** What a guest line would hold after adding `adding`: refused above 100 (CA_MaxQuantityLimitHundred). */
export function guestLineQuantityAfterAdd(
  current: number,
  adding: number
): number | 'CA_MaxQuantityLimitHundred' {
  const next = current + adding;
  return next > GUEST_LINE_MAX_QUANTITY ? 'CA_MaxQuantityLimitHundred' : next;
}

/** A line as totals need it; unavailable lines are shown but never counted. */
export type PricedLine = {
  quantity: number;
  priceOriginal: number;
  price: number;
  point: number;
  available: boolean;
};

export type CartTotals = {
  /** Σ list price × quantity. */
  productPrice: number;
  /** Σ (list price − selling price) × quantity. */
  discount: number;
  /** productPrice − discount: what the goods cost. */
  subtotal: number;
  points: number;
  deliveryFee: number;
  /** subtotal + deliveryFee. */
  total: number;
  /** Won still to add for free delivery; 0 once reached or when nothing is selected. */
  freeDeliveryRemaining: number;
  /** Lines counted. */
  count: number;
};

/** Totals of the chosen lines in integer won. Nothing chosen: all zero, no delivery fee. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let productPrice = 0;
  let subtotal = 0;
  let points = 0;
  let count = 0;
  for (const line of lines) {
    if (!line.available) continue;
    productPrice += line.priceOriginal * line.quantity;
    subtotal += line.price * line.quantity;
    points += line.point * line.quantity;
    count += 1;
  }
  const deliveryFee = count === 0 || subtotal >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE;
  return {
    productPrice,
    discount: productPrice - subtotal,
    subtotal,
    points,
    deliveryFee,
    total: subtotal + deliveryFee,
    freeDeliveryRemaining: count === 0 ? 0 : Math.max(0, FREE_DELIVERY_THRESHOLD - subtotal),
    count
  };
}
