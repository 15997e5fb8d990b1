import * as z from 'zod';
import { CART_MAX_LINES } from './cart-rules.ts';
import { CartTypeSchema } from './cart.ts';
import { CART_MAX_QUANTITY } from './constants.ts';
import { queryInt } from './inputs.ts';
import {
  DeliveryAddressInputSchema,
  GuestOrderCredentialsSchema,
  OrderNumberInputSchema,
  OrderNumberSchema,
  OrderStatusSchema,
  SheetIdSchema,
  pageOf
} from './order.ts';

/**
 * The order calls of issue 20 item 4 (docs/decisions/085): the delivery address changed before shipping, an
 * order sheet read back, a planner's direct sales, a member's order sequence and the per-member quantity limits.
 */
const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Won = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Count = z.number().int().nonnegative();
const IsoDateTime = z.string();

// ── POST /order/v1/public/sales/update/order-delivery-address ───────────────────────────────────────────────

/** A member (Bearer) names the order; the address is checked as checkout's (DeliveryAddressInputSchema). */
export const MemberDeliveryAddressChangeSchema = z
  .object({
    orderNumber: OrderNumberInputSchema,
    /** The address-book entry chosen, if any (the member's own, else ADDRESS_NOT_FOUND); the fields are what ships. */
    userAddressId: Id.nullable().default(null),
    address: DeliveryAddressInputSchema
  })
  .strict();
export type MemberDeliveryAddressChange = z.infer<typeof MemberDeliveryAddressChangeSchema>;

/** A guest proves the order with the lookup credentials of the other guest routes. */
export const GuestDeliveryAddressChangeSchema = z
  .object({ credentials: GuestOrderCredentialsSchema, address: DeliveryAddressInputSchema })
  .strict();
export type GuestDeliveryAddressChange = z.infer<typeof GuestDeliveryAddressChangeSchema>;

/**
 * The change of a paid or preparing order without a tracking number (canChangeDeliveryAddress); later →
 * ORDER_ADDRESS_NOT_CHANGEABLE. A member's body with a login, a guest's without one. Answers the order's detail.
 */
export const DeliveryAddressChangeRequestSchema = z.union([
  MemberDeliveryAddressChangeSchema,
  GuestDeliveryAddressChangeSchema
]);
export type DeliveryAddressChangeRequest = z.infer<typeof DeliveryAddressChangeRequestSchema>;

// ── POST /order/v1/sales/sheet/decrypt ───────────────────────────────────────────────────────────────────────

/** The member's own sheet by its id (another member's or an unknown one → NOT_FOUND). */
export const SheetDecryptRequestSchema = z.object({ sheetId: SheetIdSchema }).strict();

/**
 * A sheet's contents as stored, not priced: what was chosen, from where, and whether it can still be paid. Read
 * also once expired or used (GET /sales/sheet/{id} answers 4340 then), so a screen can rebuild the choice.
 */
export const SheetContentsSchema = z.object({
  sheetId: SheetIdSchema,
  cartType: CartTypeSchema,
  source: z.enum(['CART', 'DIRECT']),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productOptionId: z.number().int().nullable(),
      quantity: z.number().int().positive(),
      cartId: z.number().int().nullable()
    })
  ),
  easyBagId: z.string().nullable(),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  expired: z.boolean(),
  /** An order was placed from it. */
  used: z.boolean()
});
export type SheetContents = z.infer<typeof SheetContentsSchema>;

// ── GET /order/v1/sales/direct, /direct/total ────────────────────────────────────────────────────────────────

/** A Korean calendar month, YYYY-MM (01-12). */
export const YearMonthSchema = z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'VA_DateFormat');

export const DIRECT_SALES_PAGE_SIZE = 20;

/** The month (Asia/Seoul) the orders were placed in; this month when absent. */
export const DirectSalesTotalQuerySchema = z.object({ month: YearMonthSchema.optional() });
export const DirectSalesQuerySchema = DirectSalesTotalQuerySchema.extend({
  pageNumber: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 50).default(DIRECT_SALES_PAGE_SIZE)
});
export type DirectSalesQuery = z.infer<typeof DirectSalesQuerySchema>;

/** One order credited to the planner: the buyer's name masked (a planner sees who, not the whole name). */
export const DirectSaleSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  status: OrderStatusSchema,
  placedAt: IsoDateTime,
  buyerName: z.string(),
  itemCount: Count,
  amount: Won,
  sp: Count,
  bp: Count
});
export const DirectSalesPageSchema = pageOf(DirectSaleSchema).extend({ month: YearMonthSchema });
export type DirectSalesPage = z.infer<typeof DirectSalesPageSchema>;

export const DirectSalesTotalSchema = z.object({
  month: YearMonthSchema,
  count: Count,
  amount: Won,
  sp: Count,
  bp: Count
});
export type DirectSalesTotal = z.infer<typeof DirectSalesTotalSchema>;

// ── GET /order/v1/sales/sales-order-number-sequence/{id} ────────────────────────────────────────────────────

/** Which of the member's orders this is: the nth placed (listed) order, oldest first, of `totalOrders`. */
export const OrderNumberSequenceSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  sequence: z.number().int().positive(),
  totalOrders: z.number().int().positive()
});
export type OrderNumberSequence = z.infer<typeof OrderNumberSequenceSchema>;

// ── POST /order/v1/sales/check/maxQuantityLimit ──────────────────────────────────────────────────────────────

/** The lines about to be ordered; the same product twice counts once with the quantities added. */
export const MaxQuantityLimitCheckRequestSchema = z
  .array(
    z
      .object({
        productId: Id,
        quantity: z
          .number()
          .int()
          .min(1, 'CA_MinQuantity')
          .max(CART_MAX_QUANTITY, 'CA_MaxQuantityLimitHundred')
      })
      .strict()
  )
  .min(1)
  .max(CART_MAX_LINES);
export type MaxQuantityLimitCheckRequest = z.infer<typeof MaxQuantityLimitCheckRequestSchema>;

export const MaxQuantityLimitResultSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  /** Already bought in the member's orders that are not failed or cancelled (pending ones hold theirs). */
  purchasedQuantity: Count,
  /** Null: the product has no limit. */
  maxQuantityLimit: z.number().int().positive().nullable(),
  /** What may still be bought (null without a limit). */
  remainingQuantity: Count.nullable(),
  exceeded: z.boolean()
});
export type MaxQuantityLimitResult = z.infer<typeof MaxQuantityLimitResultSchema>;

export const MaxQuantityLimitCheckAnswerSchema = z.object({
  exceeded: z.boolean(),
  list: z.array(MaxQuantityLimitResultSchema)
});
export type MaxQuantityLimitCheckAnswer = z.infer<typeof MaxQuantityLimitCheckAnswerSchema>;

/**
 * One product's limit judged: `quantity` more on top of `purchasedQuantity` against `maxQuantityLimit` (null: no
 * limit). The API's check and the init's refusal both use it.
 */
export function quantityLimitResult(
  productId: number,
  quantity: number,
  purchasedQuantity: number,
  maxQuantityLimit: number | null
): MaxQuantityLimitResult {
  const remainingQuantity =
    maxQuantityLimit === null ? null : Math.max(0, maxQuantityLimit - purchasedQuantity);
  return {
    productId,
    quantity,
    purchasedQuantity,
    maxQuantityLimit,
    remainingQuantity,
    exceeded: remainingQuantity !== null && quantity > remainingQuantity
  };
}
