import * as z from 'zod';
import { ProductSummarySchema } from './catalogue.ts';
import { queryInt } from './inputs.ts';

/**
 * The shopper's own lists (issue 21 items 2 and 3, docs/decisions/091 and 092): the wishlist (찜), the recently
 * viewed products (최근 본 상품) and restock alerts (재입고 알림). Each is the asker's own: every call answers and
 * changes only their rows.
 */

/** The wishlist page: 10 a page (SPEC §9 storefront lists). */
export const WISHLIST_PAGE_SIZE = 10;
/** A member may keep this many products in the wishlist; the ids call answers them all. */
export const WISHLIST_MAX = 500;
/** Recently viewed: the newest 50, for guests (localStorage) and members (the server) alike. */
export const RECENT_VIEWS_MAX = 50;
/** Restock alerts on my page: 10 a page. */
export const RESTOCK_ALERT_PAGE_SIZE = 10;

const productId = z.number().int().positive();

/**
 * The recently viewed list after viewing `productId`: it first, no duplicates, at most RECENT_VIEWS_MAX. Used by
 * the storefront's local list; the server keeps the same rule in SQL.
 */
export function withRecentView(list: readonly number[], viewed: number, max = RECENT_VIEWS_MAX): number[] {
  return [viewed, ...list.filter((id) => id !== viewed)].slice(0, max);
}

/**
 * A guest's local list merged into the member's at login: the guest's views are the newest (they happened just
 * before logging in), then the member's own; no duplicates, at most RECENT_VIEWS_MAX. Both lists newest first.
 */
export function mergeRecentViews(
  local: readonly number[],
  member: readonly number[],
  max = RECENT_VIEWS_MAX
): number[] {
  return [...new Set([...local, ...member])].slice(0, max);
}

/** A stored local list as read back (anything else is treated as empty). */
export const RecentViewListSchema = z.array(productId).max(RECENT_VIEWS_MAX);

export const ProductIdParamSchema = z.object({ productId: z.coerce.number().int().positive() });
export const ShopperListPageQuerySchema = z.object({ page: queryInt(1, 10_000).default(1) });

// ── Wishlist ────────────────────────────────────────────────────────────────────────────────────────────────

export const WishedIdsSchema = z.object({ productIds: z.array(z.number().int()) });
export type WishedIds = z.infer<typeof WishedIdsSchema>;

export const WishlistItemSchema = z.object({
  product: ProductSummarySchema,
  wishedAt: z.string()
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistPageSchema = z.object({
  list: z.array(WishlistItemSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type WishlistPage = z.infer<typeof WishlistPageSchema>;

// ── Recently viewed ─────────────────────────────────────────────────────────────────────────────────────────

export const RecentViewBodySchema = z.object({ productId });
export const RecentViewMergeBodySchema = z.object({ productIds: RecentViewListSchema });
export const RecentViewsSchema = z.object({
  list: z.array(z.object({ product: ProductSummarySchema, viewedAt: z.string() }))
});
export type RecentViews = z.infer<typeof RecentViewsSchema>;
/** A guest's list answered as product cards (the same rule: paused or deleted products are left out). */
export const RecentProductsQuerySchema = z.object({
  productIds: z
    .string()
    .max(1000)
    .transform((value, context) => {
      const ids = value
        .split(',')
        .filter(Boolean)
        .map((part) => Number(part));
      // Safe integers only: 1e308 or twenty nines are integers to JavaScript but no bigint id.
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0) || ids.length > RECENT_VIEWS_MAX) {
        context.addIssue({ code: 'custom', message: 'productIds' });
        return z.NEVER;
      }
      return ids;
    })
});
export const RecentProductsSchema = z.object({ list: z.array(ProductSummarySchema) });

// ── Restock alerts ──────────────────────────────────────────────────────────────────────────────────────────

export const RESTOCK_ALERT_STATES = ['WAITING', 'NOTIFIED'] as const;
export type RestockAlertState = (typeof RESTOCK_ALERT_STATES)[number];

export const RestockAlertBodySchema = z.object({
  productId,
  /** The sold-out option asked about; null for the product itself (a product without a choice). */
  productOptionId: z.number().int().positive().nullable().default(null)
});
export type RestockAlertBody = z.input<typeof RestockAlertBodySchema>;
export const RestockAlertIdParamSchema = z.object({ alertId: z.coerce.number().int().positive() });

export const RestockAlertSchema = z.object({
  alertId: z.number().int(),
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  state: z.enum(RESTOCK_ALERT_STATES),
  requestedAt: z.string(),
  notifiedAt: z.string().nullable()
});
export type RestockAlert = z.infer<typeof RestockAlertSchema>;

export const RestockAlertPageSchema = z.object({
  list: z.array(RestockAlertSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type RestockAlertPage = z.infer<typeof RestockAlertPageSchema>;

/** The asker's waiting alerts on one product (the product page's buttons): which options are asked about. */
export const ProductRestockAlertsSchema = z.object({
  list: z.array(z.object({ alertId: z.number().int(), productOptionId: z.number().int().nullable() }))
});
export type ProductRestockAlerts = z.infer<typeof ProductRestockAlertsSchema>;

/** The staff's stock count for a product or one of its options (the path that brings stock back). */
export const StaffStockBodySchema = z.object({
  productOptionId: z.number().int().positive().nullable().default(null),
  stock: z.number().int().min(0).max(1_000_000)
});
export const StaffStockAnswerSchema = z.object({
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  stock: z.number().int(),
  salesStatus: z.string()
});

/**
 * Whether a product or option may be asked about: only when it cannot be bought now for want of stock (SOLD_OUT;
 * a paused product is not coming back by itself).
 */
export function restockAskable(salesStatus: string): boolean {
  return salesStatus === 'SOLD_OUT';
}
