import {
  canGoInAutoshipCart,
  DomainError,
  isPurchasable,
  lineMaxQuantity,
  type CartLine,
  type CartType,
  type CartUnavailableReason,
  type ErrorCode,
  type ProductOption,
  type SalesStatusCode
} from '@mall/domain';
import type { CartProduct } from '../product/product.service.ts';

/**
 * What keeps a product (and option) out of a cart, whether it is being added or already in: one rule for the
 * refusal of an add and for the `unavailableReason` of a line, so the two never disagree (docs/decisions/030).
 * The quantity is judged apart (an add refuses it, a line over a lowered limit shows QUANTITY_LIMIT).
 */
export function lineProblem(
  product: CartProduct,
  productOptionId: number | null,
  cartType: CartType
): Exclude<CartUnavailableReason, 'NOT_FOUND' | 'QUANTITY_LIMIT'> | null {
  // The product's own state decides first: a paused product stops selling whatever its option says.
  if (product.salesStatus === 'PAUSE') return 'PAUSE';
  const option = optionOf(product, productOptionId);
  const needsOption = product.options.length > 0;
  if (needsOption ? option === null : productOptionId !== null) return 'OPTION_REQUIRED';
  if (option?.salesStatus.code === 'PAUSE') return 'PAUSE';
  if (cartType === 'autoship' && !canGoInAutoshipCart(product)) return 'AUTOSHIP_NOT_ALLOWED';
  if (!isPurchasable(product.salesStatus) || (option && !isPurchasable(option.salesStatus.code)))
    return 'SOLD_OUT';
  return null;
}

/** The product's option with that id, or null (also for an id of another product's option). */
export function optionOf(product: CartProduct, productOptionId: number | null): ProductOption | null {
  if (productOptionId === null) return null;
  return product.options.find((option) => option.productOptionId === productOptionId) ?? null;
}

/**
 * The product of a guest line while the catalogue still has it and the option it names; null once either is gone
 * (the refresh names such a line as removed, the merge skips it as NOT_FOUND). Member lines go with them (foreign keys).
 */
export function stillListed(
  product: CartProduct | undefined,
  productOptionId: number | null
): CartProduct | null {
  if (!product || (productOptionId !== null && !optionOf(product, productOptionId))) return null;
  return product;
}

const REFUSALS: Record<CartUnavailableReason, ErrorCode> = {
  NOT_FOUND: 'PRODUCT_NOT_FOUND',
  PAUSE: 'CART_PRODUCT_UNAVAILABLE',
  SOLD_OUT: 'CA_SoldoutAlert',
  OPTION_REQUIRED: 'CART_OPTION_REQUIRED',
  AUTOSHIP_NOT_ALLOWED: 'CART_AUTOSHIP_NOT_ALLOWED',
  QUANTITY_LIMIT: 'CART_QUANTITY_LIMIT'
};

/**
 * Refuses putting `quantity` more of the product into a line that holds `quantityInCart`, with the code the
 * storefront translates; answers the line's limit when it may go in.
 */
export function assertCanAdd(
  product: CartProduct | undefined,
  key: { productId: number; productOptionId: number | null },
  cartType: CartType,
  quantity: number,
  quantityInCart = 0
): number {
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND', { productId: key.productId });
  // Only the line's key goes into the answer's data (callers may pass a line with more fields).
  const line = { productId: key.productId, productOptionId: key.productOptionId };
  const problem = lineProblem(product, line.productOptionId, cartType);
  if (problem) throw new DomainError(REFUSALS[problem], line);
  const maxQuantity = lineMaxQuantity(product);
  if (quantityInCart + quantity > maxQuantity) quantityLimit(line, maxQuantity, quantityInCart);
  return maxQuantity;
}

export function quantityLimit(
  key: { productId: number; productOptionId: number | null },
  maxQuantity: number,
  quantityInCart: number
): never {
  const { productId, productOptionId } = key;
  throw new DomainError('CART_QUANTITY_LIMIT', { productId, productOptionId, maxQuantity, quantityInCart });
}

const SEVERITY: Record<SalesStatusCode, number> = { ON_SALE: 0, ALMOST_SOLD_OUT: 1, SOLD_OUT: 2, PAUSE: 3 };

/** The state a line shows: the product's when it cannot be sold, else the worse of the product's and the option's. */
function decidingState(
  product: CartProduct,
  option: ProductOption | null
): { code: SalesStatusCode; message: string | null } {
  const own = { code: product.salesStatus, message: product.soldOutMessage };
  if (!option || !isPurchasable(product.salesStatus)) return own;
  return SEVERITY[option.salesStatus.code] > SEVERITY[product.salesStatus]
    ? { code: option.salesStatus.code, message: option.soldOutMessage }
    : own;
}

/** A line as the cart screen shows it, priced for the asker; an unavailable one says why. */
export function toCartLine(
  line: { cartId: number; productId: number; productOptionId: number | null; quantity: number },
  product: CartProduct,
  cartType: CartType
): CartLine {
  const option = optionOf(product, line.productOptionId);
  const maxQuantity = lineMaxQuantity(product);
  const reason: CartUnavailableReason | null =
    lineProblem(product, line.productOptionId, cartType) ??
    (line.quantity > maxQuantity ? 'QUANTITY_LIMIT' : null);
  const state = decidingState(product, option);
  return {
    cartId: line.cartId,
    productId: line.productId,
    productOptionId: line.productOptionId,
    quantity: line.quantity,
    productName: product.productName,
    imageUrl: product.imageUrl,
    brand: product.brand,
    optionValue: option?.optionValue ?? null,
    priceOriginal: product.priceOriginal,
    price: product.price,
    spOriginal: product.spOriginal,
    bpOriginal: product.bpOriginal,
    point: product.point,
    salesStatus: { code: state.code },
    // Only a state that stops the sale has a message (custom text, else null: the storefront's default).
    soldOutMessage: isPurchasable(state.code) ? null : state.message,
    available: reason === null,
    unavailableReason: reason,
    maxQuantity,
    optionYn: product.options.length > 0 ? 'Y' : 'N',
    optionUi: product.optionUi,
    options: product.options,
    autoShipYn: product.autoShipYn,
    buyPeriodYn: product.buyPeriodYn,
    orderQuantityLimitYn: product.orderQuantityLimitYn
  };
}
