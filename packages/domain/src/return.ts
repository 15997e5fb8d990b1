import * as z from 'zod';
import { CART_MAX_LINES } from './cart-rules.ts';
import { plainText } from './inputs.ts';
import { DeliveryAddressInputSchema, GuestOrderCredentialsSchema, OrderNumberInputSchema } from './order.ts';
import { RETURN_REASONS, RETURN_STATUSES } from './return-rules.ts';

/**
 * The return request body (issue 16), shared by the API route and the storefront's form; the rules it leads to
 * (window, quantities left) are return-rules.ts, checked by the server against the stored order.
 */
const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const RETURN_REASON_TEXT_MAX = 500;

/**
 * How the money goes back. Orders are paid by card only, so the card steps are cancelled (in part) and points go
 * back to the ledger; a list so that a bank-transfer refund can join later without changing the body's shape.
 */
export const REFUND_METHODS = ['ORIGINAL_PAYMENT'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const ReturnLineInputSchema = z
  .object({
    /** sales_order_line.id of the order named in the path. */
    salesOrderLineId: Id,
    quantity: z.number().int('RET_QuantityInvalid').min(1, 'RET_QuantityInvalid')
  })
  .strict();

/** Where the courier collects the goods: an address-book entry of the member, or an address typed (guests). */
export const ReturnPickupInputSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('ADDRESS_BOOK'), userAddressId: Id }).strict(),
  z.object({ source: z.literal('TYPED'), address: DeliveryAddressInputSchema }).strict()
]);
export type ReturnPickupInput = z.infer<typeof ReturnPickupInputSchema>;

/** POST the return of an order: the lines and quantities sent back, why, and where to collect them. */
export const ReturnRequestBodySchema = z
  .object({
    lines: z
      .array(ReturnLineInputSchema)
      .min(1, 'RET_SelectLine')
      .max(CART_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((line) => line.salesOrderLineId)).size === lines.length,
        'RET_SelectLine'
      ),
    reason: z.enum(RETURN_REASONS, { error: 'RET_SelectReason' }),
    /** Optional detail (what is wrong with the goods); a change of mind needs no reason (제17조 제1항). */
    reasonText: plainText(2000)
      .pipe(z.string().max(RETURN_REASON_TEXT_MAX, 'RET_ReasonTextLength'))
      .default(''),
    refundMethod: z.enum(REFUND_METHODS).default('ORIGINAL_PAYMENT'),
    pickup: ReturnPickupInputSchema
  })
  .strict();
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;
/** What the form holds before parsing (defaults not yet applied). */
export type ReturnRequestForm = z.input<typeof ReturnRequestBodySchema>;

// ── Answers (docs/decisions/071) ────────────────────────────────────────────────────────────────────────────

const Won = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const IsoDateTime = z.string();

/** Return photos as the multipart body may carry them (SPEC §5 uploads): images only, by content. */
export const RETURN_PHOTO_MAX_FILES = 3;
export const RETURN_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const RETURN_PHOTO_EXTENSIONS = ['.jpeg', '.jpg', '.png'] as const;

/** One line of the order as the return's first step shows it: what may still go back. */
export const ReturnableOrderLineSchema = z.object({
  salesOrderLineId: Id,
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  price: Won,
  orderedQuantity: z.number().int().positive(),
  /** Ordered minus what returns holding their quantity already took (0: nothing left to send back). */
  returnableQuantity: z.number().int().nonnegative()
});
export type ReturnableOrderLine = z.infer<typeof ReturnableOrderLineSchema>;

/** Where the courier collects the goods as stored and shown (the order's delivery address by default). */
export const ReturnPickupSchema = z.object({
  receiverName: z.string(),
  mobileNumber: z.string(),
  zipcode: z.string(),
  address1: z.string(),
  address2: z.string()
});
export type ReturnPickup = z.infer<typeof ReturnPickupSchema>;

/**
 * GET /order/v1/return/validate/{orderNumber} (and the guest's POST): whether the order may be returned now, the
 * windows' ends for each kind of reason, the lines with what is left, and the pickup to suggest.
 */
export const ReturnValidationSchema = z.object({
  orderNumber: z.string(),
  displayOrderNumber: z.string(),
  deliveredAt: IsoDateTime.nullable(),
  /** null when returnable; else why not (RETURN_ORDER_NOT_DELIVERED, RETURN_WINDOW_PASSED, RETURN_NOTHING_LEFT). */
  refusal: z.string().nullable(),
  /** The instant each window closes (exclusive), by reason: change of mind 7 days, the shop's fault 3 months. */
  deadlines: z
    .object({ CHANGE_OF_MIND: IsoDateTime, DEFECT: IsoDateTime, WRONG_ITEM: IsoDateTime })
    .nullable(),
  lines: z.array(ReturnableOrderLineSchema),
  pickup: ReturnPickupSchema
});
export type ReturnValidation = z.infer<typeof ReturnValidationSchema>;

/** POST /order/v1/return/estimate/{orderNumber}: the refund the review step shows before the customer agrees. */
export const ReturnEstimateBodySchema = ReturnRequestBodySchema.pick({ lines: true, reason: true });
export type ReturnEstimateBody = z.infer<typeof ReturnEstimateBodySchema>;

/** The money of a return as shown: the domain's Refund without its internals. */
export const ReturnRefundSchema = z.object({
  goods: Won,
  couponShare: Won,
  deliveryFeeRefunded: Won,
  /** Return delivery and the free delivery re-charged, as taken from this refund. */
  shippingDeducted: Won,
  /** Won back on the card(s). */
  cashRefund: Won,
  /** Points back to the balance. */
  pointsBack: Won,
  /** Points the returned goods earned, taken back from the balance. */
  pointsEarnedTakenBack: Won
});
export type ReturnRefund = z.infer<typeof ReturnRefundSchema>;

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);

export const ReturnedLineSchema = z.object({
  salesOrderLineId: Id,
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  price: Won,
  quantity: z.number().int().positive()
});
export type ReturnedLine = z.infer<typeof ReturnedLineSchema>;

/** One return in /mypage/returnList. `refund` is the estimate until REFUNDED, then what was paid back. */
export const ReturnListItemSchema = z.object({
  returnId: Id,
  /** normal or autoship: the order's cart (the list's type query). */
  cartType: z.enum(['normal', 'autoship']),
  orderNumber: z.string(),
  displayOrderNumber: z.string(),
  status: ReturnStatusSchema,
  reason: z.enum(RETURN_REASONS),
  requestedAt: IsoDateTime,
  lines: z.array(ReturnedLineSchema),
  refund: ReturnRefundSchema
});
export type ReturnListItem = z.infer<typeof ReturnListItemSchema>;

export const ReturnDetailSchema = ReturnListItemSchema.extend({
  reasonText: z.string(),
  pickup: ReturnPickupSchema,
  /** The photos' URLs, readable by the owner (and staff) only. */
  photos: z.array(z.string()),
  approvedAt: IsoDateTime.nullable(),
  collectedAt: IsoDateTime.nullable(),
  refundedAt: IsoDateTime.nullable(),
  rejectedAt: IsoDateTime.nullable(),
  rejectReason: z.string().nullable(),
  cancelledAt: IsoDateTime.nullable(),
  /** The customer may still withdraw it (REQUESTED only). */
  cancellable: z.boolean()
});
export type ReturnDetail = z.infer<typeof ReturnDetailSchema>;

export const ReturnPageSchema = z.object({
  list: z.array(ReturnListItemSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type ReturnPage = z.infer<typeof ReturnPageSchema>;

export const RETURN_LIST_PAGE_SIZE = 10;

/** The request as the third step sends it (the multipart body's `request` part): the review was agreed to. */
export const ReturnSubmitSchema = ReturnRequestBodySchema.extend({
  orderNumber: OrderNumberInputSchema,
  agreed: z.literal(true, { error: 'RET_AgreeRequired' })
}).strict();
export type ReturnSubmit = z.infer<typeof ReturnSubmitSchema>;

/** Guests name their order by the lookup's credentials in every body (like the guest order detail). */
export const GuestReturnOrderBodySchema = z.object({ credentials: GuestOrderCredentialsSchema }).strict();
export const GuestReturnEstimateBodySchema = ReturnEstimateBodySchema.extend({
  credentials: GuestOrderCredentialsSchema
}).strict();
/** A guest's pickup is typed: a guest has no address book. */
export const GuestReturnSubmitSchema = ReturnSubmitSchema.omit({ orderNumber: true })
  .extend({
    credentials: GuestOrderCredentialsSchema,
    pickup: ReturnPickupInputSchema.refine((pickup) => pickup.source === 'TYPED', 'RET_PickupTyped')
  })
  .strict();
export type GuestReturnSubmit = z.infer<typeof GuestReturnSubmitSchema>;
export const GuestReturnRefBodySchema = z
  .object({ credentials: GuestOrderCredentialsSchema, returnId: Id })
  .strict();
