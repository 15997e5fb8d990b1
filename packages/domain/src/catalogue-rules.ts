import { CART_MAX_QUANTITY, COUNT_BADGE_CAP } from './constants.ts';

/**
 * Catalogue vocabulary and rules without zod: the storefront imports these into every chunk,
 * so they must not drag the schema library along (package.json declares no side effects).
 */

/** Sale states of SPEC §4; ON_SALE is the ordinary state the spec leaves unnamed. */
export const SALES_STATUSES = ['ON_SALE', 'ALMOST_SOLD_OUT', 'SOLD_OUT', 'PAUSE'] as const;
export type SalesStatusCode = (typeof SALES_STATUSES)[number];

/** Product badges of SPEC §4, in display order. */
export const BADGES = [
  'BEST',
  'NEW',
  'LIMITED',
  'RECOMMEND',
  'SPECIAL',
  'LAVA',
  'RENEWAL',
  'NEW_COLOR',
  'PLANNING',
  'SEASON'
] as const;
export type Badge = (typeof BADGES)[number];

/** How a product's options are chosen: a row of buttons (swatches) or a select list. */
export const OPTION_UIS = ['BUTTON', 'SELECT'] as const;
export type OptionUi = (typeof OPTION_UIS)[number];

export const SEARCH_ORDER_TYPES = [
  'RECOMMEND',
  'NEWEST',
  'BEST',
  'PRICE_ASC',
  'PRICE_DESC',
  /** Highest average rating first (more reviews first among equals), docs/decisions/090. */
  'RATING',
  'REVIEWS'
] as const;
export type SearchOrderType = (typeof SEARCH_ORDER_TYPES)[number];

/** The spec's flags travel as 'Y' / 'N'. */
export const YN = ['Y', 'N'] as const;
export type Yn = (typeof YN)[number];

export type Category = {
  categoryId: number;
  categoryName: string;
  parentId: number | null;
  /** URL-safe slug; the storefront's /product/{categoryName} segment (an app path for company-story entries). */
  categoryUrl: string;
  level: number;
  /** Ancestor ids from the root, joined by '>' (e.g. "1>12"). */
  path: string;
  imageUrl: string | null;
  children: Category[];
};

type Availability = { salesStatus: { code: SalesStatusCode }; soldOutMessage: string | null };

/** A sold-out or paused option cannot be chosen (SPEC §4). */
export function isPurchasable(status: SalesStatusCode): boolean {
  return status === 'ON_SALE' || status === 'ALMOST_SOLD_OUT';
}

/** The text shown for an unavailable option: its custom message, else null so the UI shows the default. */
export function soldOutText(option: Availability): string | null {
  if (isPurchasable(option.salesStatus.code)) return null;
  const custom = option.soldOutMessage?.trim();
  return custom ? custom : null;
}

/** Discount rate in whole percent, 0 when there is none. */
export function discountRate(priceOriginal: number, price: number): number {
  if (priceOriginal <= 0 || price >= priceOriginal) return 0;
  return Math.round(((priceOriginal - price) / priceOriginal) * 100);
}

/** Count badge text: 99+ above the cap (SPEC §9). */
export function formatCountBadge(count: number, cap = COUNT_BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(Math.max(0, count));
}

/** The most of one product a line may hold (SPEC §5): its maxQuantityLimit, else 100. */
export function maxQuantityOf(product: { maxQuantityLimit: number | null }): number {
  return product.maxQuantityLimit ?? CART_MAX_QUANTITY;
}

/** A quantity forced into 1..max (SPEC §5); anything not a number counts as 1. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, max), Math.max(1, Math.trunc(value)));
}
