import * as z from 'zod';
import { CART_MAX_LINES } from './cart-rules.ts';
import { plainText } from './inputs.ts';
import { DeliveryAddressInputSchema } from './order.ts';
import { RETURN_REASONS } from './return-rules.ts';

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
