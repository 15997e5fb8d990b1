import * as z from 'zod';
import { isPurchasable } from './catalogue-rules.ts';
import { SalesStatusCodeSchema } from './catalogue.ts';

/** Most items one sale-status check may ask about (SPEC §7 Order, product-status). */
export const PRODUCT_STATUS_MAX_ITEMS = 100;
export const RECOMMEND_DEFAULT_SIZE = 8;
export const RECOMMEND_MAX_SIZE = 20;

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** POST /order/v1/public/sales/check/product-status and /product-detail-status. */
export const ProductStatusRequestSchema = z.object({
  productInfo: z
    .array(z.object({ productId: Id, productOptionId: Id.nullish() }).strict())
    .min(1)
    .max(PRODUCT_STATUS_MAX_ITEMS)
});
export type ProductStatusRequest = z.infer<typeof ProductStatusRequestSchema>;

/** A catalogue state, or NOT_FOUND for an id the catalogue does not know. */
export const CheckedStatusSchema = z.union([SalesStatusCodeSchema, z.literal('NOT_FOUND')]);
export type CheckedStatus = z.infer<typeof CheckedStatusSchema>;

/**
 * What a storefront does with a product: AVAILABLE (open or buy it), SOLD_OUT (open it, cannot buy),
 * STOP_SELLING (paused or gone: refresh the list, do not open it).
 */
export const SALES_CHECK_RESULTS = ['AVAILABLE', 'SOLD_OUT', 'STOP_SELLING'] as const;
export type SalesCheckResult = (typeof SALES_CHECK_RESULTS)[number];

export const OptionStatusSchema = z.object({
  productOptionId: z.number().int(),
  status: CheckedStatusSchema,
  purchasable: z.boolean()
});
export type OptionStatus = z.infer<typeof OptionStatusSchema>;

export const ProductStatusItemSchema = z.object({
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  /** The product's own state. */
  productStatus: CheckedStatusSchema,
  /** The asked option's own state; null when no option was asked. */
  optionStatus: CheckedStatusSchema.nullable(),
  /** Whether the product (and the asked option) can be bought now. */
  purchasable: z.boolean(),
  result: z.enum(SALES_CHECK_RESULTS),
  /** product-detail-status only: every option of the product with its own state. */
  options: z.array(OptionStatusSchema).optional()
});
export type ProductStatusItem = z.infer<typeof ProductStatusItemSchema>;

export const ProductStatusAnswerSchema = z.object({ productInfo: z.array(ProductStatusItemSchema) });
export type ProductStatusAnswer = z.infer<typeof ProductStatusAnswerSchema>;

/** The storefront's reading of one checked state (see SalesCheckResult). */
export function salesCheckResult(status: CheckedStatus): SalesCheckResult {
  if (status === 'NOT_FOUND' || status === 'PAUSE') return 'STOP_SELLING';
  return isPurchasable(status) ? 'AVAILABLE' : 'SOLD_OUT';
}

/** POST /product/v1/public/products/recommendProductList */
export const RecommendRequestSchema = z.object({
  categoryIds: z.array(Id).min(1).max(50),
  excludeProductIds: z.array(Id).max(100).optional(),
  /** MAIN_OPTION leaves out products whose purchase needs an option choice (ADR 023). */
  excludeProductType: z.enum(['MAIN_OPTION']).optional(),
  soldOutSelect: z.boolean().default(false),
  size: z.number().int().min(1).max(RECOMMEND_MAX_SIZE).default(RECOMMEND_DEFAULT_SIZE)
});
export type RecommendRequest = z.infer<typeof RecommendRequestSchema>;
