import * as z from 'zod';
import { PRODUCT_PAGE_SIZE } from './constants.ts';
import { queryInt } from './inputs.ts';

/** The most products Home's main list answers at once. */
export const MAIN_PRODUCTS_MAX = 24;
/** The most ids one getByIds or on-sale call may name. */
export const PRODUCT_IDS_MAX = 50;

const ProductId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** GET /product/v1/public/products/main (product README): how many of Home's main products to answer. */
export const MainProductsQuerySchema = z.object({
  limit: queryInt(1, MAIN_PRODUCTS_MAX).default(PRODUCT_PAGE_SIZE)
});
export type MainProductsQuery = z.infer<typeof MainProductsQuerySchema>;

/** POST /product/v1/public/products/getByIds and /product/v1/internal/products/on-sale: 1..50 product ids. */
export const ProductIdsBodySchema = z.object({
  productIds: z.array(ProductId).min(1).max(PRODUCT_IDS_MAX)
});
export type ProductIdsBody = z.infer<typeof ProductIdsBodySchema>;

/** One brand of the brand list: its key (the Latin name products carry), its name in the asker's language. */
export const BrandSchema = z.object({
  brand: z.string(),
  brandName: z.string(),
  /** Products of the brand on offer (any sale state but paused). */
  productCount: z.number().int().positive()
});
export type Brand = z.infer<typeof BrandSchema>;
