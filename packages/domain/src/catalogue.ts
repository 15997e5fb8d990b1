import * as z from 'zod';
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from './constants.ts';
import { plainText, queryInt } from './inputs.ts';
import { ProductNoticeSchema } from './product-notice.ts';
import { normalizeSearchText, SEARCH_KEYWORD_MAX } from './search-keyword.ts';
import {
  BADGES,
  OPTION_UIS,
  SALES_STATUSES,
  SEARCH_ORDER_TYPES,
  YN,
  type Category
} from './catalogue-rules.ts';

export const SalesStatusCodeSchema = z.enum(SALES_STATUSES);

export const BadgeSchema = z.enum(BADGES);

export const OptionUiSchema = z.enum(OPTION_UIS);

export const SearchOrderTypeSchema = z.enum(SEARCH_ORDER_TYPES);

export const YnSchema = z.enum(YN);

export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    parentId: z.number().int().nullable(),
    categoryUrl: z.string(),
    level: z.number().int().min(1),
    path: z.string(),
    imageUrl: z.string().nullable(),
    children: z.array(CategorySchema)
  })
);

export const SalesStatusSchema = z.object({ code: SalesStatusCodeSchema });

export const ProductOptionSchema = z.object({
  productOptionId: z.number().int(),
  optionValue: z.string(),
  optionImageUrl: z.string().nullable(),
  salesStatus: SalesStatusSchema,
  /** Custom sold-out text; null means the default text is shown. */
  soldOutMessage: z.string().nullable()
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const ProductCategoryRefSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryUrl: z.string()
});

/** A product as it appears in a list (grid card). Money is integer won. */
export const ProductSummarySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productSummary: z.string(),
  imageUrl: z.string(),
  brand: z.string(),
  /** List price before discount. */
  priceOriginal: z.number().int().nonnegative(),
  /** Selling price. */
  price: z.number().int().nonnegative(),
  /** Member-only figures; null where the asker may not see them (SPEC §6). */
  spOriginal: z.number().int().nonnegative().nullable(),
  bpOriginal: z.number().int().nonnegative().nullable(),
  point: z.number().int().nonnegative(),
  salesStatus: SalesStatusSchema,
  soldOutMessage: z.string().nullable(),
  tags: z.array(BadgeSchema),
  optionYn: YnSchema,
  autoShipYn: YnSchema,
  salesAmount: z.number().int().nonnegative()
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  /** The first option's id for products without a choice (SPEC §3 productOptionId). */
  productOptionId: z.number().int().nullable(),
  optionUi: OptionUiSchema,
  options: z.array(ProductOptionSchema),
  images: z.array(z.string()),
  description: z.array(z.string()),
  buyPeriodYn: YnSchema,
  orderQuantityLimitYn: YnSchema,
  maxQuantityLimit: z.number().int().positive().nullable(),
  applyCouponYn: YnSchema,
  categories: z.array(ProductCategoryRefSchema),
  /** The goods information notice (상품정보제공고시) in the asker's language; null while a product has none. */
  notice: ProductNoticeSchema.nullable()
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Comma-separated or repeated ids (`categoryIds=1,2` or `categoryIds=1&categoryIds=2`). */
export const IdListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(z.array(queryInt(1, Number.MAX_SAFE_INTEGER)).max(50));

export const ProductListQuerySchema = z.object({
  categoryId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  categoryIds: IdListSchema.optional(),
  searchOrderType: SearchOrderTypeSchema.default('RECOMMEND'),
  pageNumber: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, MAX_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
  autoShipYn: YnSchema.optional(),
  /** SPEC §7 exposureBagYn: Y lists only products planners may put in an easy bag (never paused ones). */
  exposureBagYn: YnSchema.optional(),
  /**
   * SPEC §7 userId: the asker's own member id; the list keeps the products in their live easy bags (a planner's
   * bag contents are secret behind their links, so only the owner may ask; product README).
   */
  userId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  textSearchBy: z.enum(['PRODUCT_NAME']).optional(),
  textSearchValue: plainText(100).optional()
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductPageSchema = z.object({
  list: z.array(ProductSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** A search keyword: trimmed, 1–50 characters, and something left once spacing and joiners are dropped. */
const SearchKeywordSchema = plainText(SEARCH_KEYWORD_MAX)
  .min(1)
  .refine((value) => normalizeSearchText(value).length > 0, 'VA_SearchKeyword');

/** GET /product/v1/public/products/search (ADR 024). */
export const ProductSearchQuerySchema = z.object({
  keyword: SearchKeywordSchema,
  searchOrderType: SearchOrderTypeSchema.default('RECOMMEND'),
  pageNumber: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, MAX_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
  /** SPEC §7 productIds: the search looks only among these products (up to 50). */
  productIds: IdListSchema.optional()
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const ProductSearchPageSchema = ProductPageSchema.extend({
  /** The keyword as asked (trimmed). */
  keyword: z.string(),
  /** The keyword the results are for when it is not the one asked (a wrong keyboard layout repaired). */
  correctedKeyword: z.string().nullable()
});
export type ProductSearchPage = z.infer<typeof ProductSearchPageSchema>;

/** GET /product/v1/public/products/suggest */
export const ProductSuggestQuerySchema = z.object({ keyword: SearchKeywordSchema });

export const ProductSuggestionSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string()
});
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;

export const ProductSuggestAnswerSchema = z.object({
  list: z.array(ProductSuggestionSchema),
  correctedKeyword: z.string().nullable()
});
export type ProductSuggestAnswer = z.infer<typeof ProductSuggestAnswerSchema>;

export const IdParamSchema = z.object({ id: queryInt(1, Number.MAX_SAFE_INTEGER) });
