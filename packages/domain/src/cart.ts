import * as z from 'zod';
import { CART_MAX_QUANTITY } from './constants.ts';
import { CART_MAX_LINES, CART_TYPES } from './cart-rules.ts';
import {
  OptionUiSchema,
  ProductOptionSchema,
  ProductSummarySchema,
  SalesStatusSchema,
  YnSchema
} from './catalogue.ts';

/**
 * The cart calls of SPEC §7 (Cart): member carts under /order/v1/cart and /order/v1/autoship/cart, the
 * guest refresh, the merge at login and the suggestions. Rules live in cart-rules.ts (docs/decisions/030).
 */
const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const CartTypeSchema = z.enum(CART_TYPES);

/** One product (and option) with a quantity, as the storefront sends it. */
export const CartLineInputSchema = z
  .object({
    productId: Id,
    /** Required when the product has options; absent or null for a product without a choice. */
    productOptionId: Id.nullish(),
    quantity: z.number().int().min(1, 'CA_MinQuantity').max(CART_MAX_QUANTITY, 'CA_MaxQuantityLimitHundred')
  })
  .strict();
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** POST /order/v1/cart and /order/v1/autoship/cart: a list of lines, each added to its existing line if any. */
export const CartAddRequestSchema = z.array(CartLineInputSchema).min(1).max(CART_MAX_LINES);
export type CartAddRequest = z.infer<typeof CartAddRequestSchema>;

/** PATCH …/cart/quantity/{cartId}. */
export const CartQuantityRequestSchema = z
  .object({
    quantity: z.number().int().min(1, 'CA_MinQuantity').max(CART_MAX_QUANTITY, 'CA_MaxQuantityLimitHundred')
  })
  .strict();
export type CartQuantityRequest = z.infer<typeof CartQuantityRequestSchema>;

/** PATCH …/cart/option/{cartId}: moving onto an option already in the cart joins the two lines. */
export const CartOptionRequestSchema = z.object({ productOptionId: Id }).strict();
export type CartOptionRequest = z.infer<typeof CartOptionRequestSchema>;

/** DELETE …/cart?cartIds=1,2 (a query, not a body: proxies may drop DELETE bodies). */
export const CartDeleteQuerySchema = z.object({
  cartIds: z
    .string()
    .regex(/^[0-9]{1,15}(,[0-9]{1,15})*$/, 'VA_NumberOnly')
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(Id).min(1).max(CART_MAX_LINES))
});
export type CartDeleteQuery = z.infer<typeof CartDeleteQuerySchema>;

export const CartIdParamSchema = z.object({
  cartId: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'VA_NumberOnly')
    .transform(Number)
    .pipe(Id)
});

/** Why a line cannot be ordered now; it stays in the cart, shown as such and left out of totals. */
export const CART_UNAVAILABLE_REASONS = [
  'SOLD_OUT',
  'PAUSE',
  /** The product or option is gone from the catalogue (guest lines only: member lines go with it). */
  'NOT_FOUND',
  /** The product has options and the line names none (or one of another product). */
  'OPTION_REQUIRED',
  /** An autoship line whose product no longer qualifies (not autoship, buy period or quantity limit). */
  'AUTOSHIP_NOT_ALLOWED',
  /** The quantity is above what the product now allows; lowering it makes the line available. */
  'QUANTITY_LIMIT'
] as const;
export const CartUnavailableReasonSchema = z.enum(CART_UNAVAILABLE_REASONS);
export type CartUnavailableReason = z.infer<typeof CartUnavailableReasonSchema>;

/** A cart line with what the cart screen shows of its product, priced for the asker (SP/BP per SPEC §6). */
export const CartLineSchema = z.object({
  /** Server id for member lines; the storefront's local id for guest lines. */
  cartId: z.number().int(),
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  quantity: z.number().int().positive(),
  productName: z.string(),
  imageUrl: z.string(),
  brand: z.string(),
  /** The chosen option's text; null without an option. */
  optionValue: z.string().nullable(),
  /** Unit prices in won. */
  priceOriginal: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  spOriginal: z.number().int().nonnegative().nullable(),
  bpOriginal: z.number().int().nonnegative().nullable(),
  point: z.number().int().nonnegative(),
  /** The deciding state: the product's when it cannot be sold, else the worse of the product's and the option's. */
  salesStatus: SalesStatusSchema,
  soldOutMessage: z.string().nullable(),
  available: z.boolean(),
  unavailableReason: CartUnavailableReasonSchema.nullable(),
  /** lineMaxQuantity of the product (its limit, else 100). */
  maxQuantity: z.number().int().positive(),
  optionYn: YnSchema,
  optionUi: OptionUiSchema,
  /** Every option with its state, for the option change. */
  options: z.array(ProductOptionSchema),
  autoShipYn: YnSchema,
  buyPeriodYn: YnSchema,
  orderQuantityLimitYn: YnSchema
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  cartType: CartTypeSchema,
  /** Newest first. */
  lines: z.array(CartLineSchema),
  /** Lines in both carts, as the badge shows. */
  totalCartCount: z.number().int().nonnegative()
});
export type Cart = z.infer<typeof CartSchema>;

/** GET /order/v1/cart/badge: lines in the normal and the autoship cart together. */
export const CartBadgeSchema = z.object({ totalCartCount: z.number().int().nonnegative() });
export type CartBadge = z.infer<typeof CartBadgeSchema>;

/** A guest line as kept in localStorage (SPEC §3): the local cartId travels so answers can be matched. */
export const GuestCartLineSchema = CartLineInputSchema.extend({
  cartId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
});
export type GuestCartLineInput = z.infer<typeof GuestCartLineSchema>;

/** POST /order/v1/public/cart/refresh: the guest's lines, answered with current names, prices and states. */
export const GuestCartRefreshRequestSchema = z
  .object({ cartList: z.array(GuestCartLineSchema).max(CART_MAX_LINES) })
  .strict();
export type GuestCartRefreshRequest = z.infer<typeof GuestCartRefreshRequestSchema>;

export const GuestCartRefreshAnswerSchema = z.object({
  /** In the order asked; lines of products the catalogue no longer has are left out and named in `removed`. */
  lines: z.array(CartLineSchema),
  removed: z.array(
    z.object({
      cartId: z.number().int(),
      productId: z.number().int(),
      productOptionId: z.number().int().nullable()
    })
  )
});
export type GuestCartRefreshAnswer = z.infer<typeof GuestCartRefreshAnswerSchema>;

/** POST /order/v1/cart/merge (ours, docs/decisions/030): the guest's lines into the member's normal cart at login. */
export const CartMergeRequestSchema = GuestCartRefreshRequestSchema;
export type CartMergeRequest = GuestCartRefreshRequest;

export const CART_MERGE_RESULTS = ['MERGED', 'PARTIAL', 'SKIPPED'] as const;
export const CartMergeOutcomeSchema = z.object({
  cartId: z.number().int(),
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  /** The product's name in the asker's language; empty when the catalogue no longer has it. */
  productName: z.string(),
  requested: z.number().int(),
  /** How many went in: all (MERGED), some because of a limit (PARTIAL), none (SKIPPED). */
  added: z.number().int().nonnegative(),
  result: z.enum(CART_MERGE_RESULTS),
  /** Why not all: the line's state, QUANTITY_LIMIT, or CART_FULL. */
  reason: z.union([CartUnavailableReasonSchema, z.literal('CART_FULL')]).nullable()
});
export type CartMergeOutcome = z.infer<typeof CartMergeOutcomeSchema>;

export const CartMergeAnswerSchema = z.object({
  cart: CartSchema,
  outcomes: z.array(CartMergeOutcomeSchema)
});
export type CartMergeAnswer = z.infer<typeof CartMergeAnswerSchema>;

/** Suggestions on an empty or short cart (empty-cart, suggest-products, suggest-purchased-products). */
export const CART_SUGGESTION_SIZE = 8;
export const CartSuggestionsSchema = z.object({ list: z.array(ProductSummarySchema) });
export type CartSuggestions = z.infer<typeof CartSuggestionsSchema>;

export const CartSuggestQuerySchema = z.object({ cartType: CartTypeSchema.default('normal') });
