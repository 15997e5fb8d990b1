import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid
} from 'drizzle-orm/pg-core';
import type {
  CartType,
  DeliveryMessagePreset,
  OrderStatus,
  PaymentAttemptStatus,
  ReservationStatus
} from '@mall/domain';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a sheet holds: the chosen lines only; prices are always read again (docs/decisions/034). */
export type SheetLine = {
  productId: number;
  productOptionId: number | null;
  quantity: number;
  cartId: number | null;
};

/**
 * An order sheet (주문서): the lines a member chose from a cart or bought directly, for one checkout. Owned by
 * its member; usable until expires_at; `used_order_id` is set when an order from it is placed.
 */
export const orderSheets = pgTable(
  'order_sheet',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    cartType: text('cart_type').$type<CartType>().notNull(),
    source: text('source').$type<'CART' | 'DIRECT'>().notNull(),
    lines: jsonb('lines').$type<SheetLine[]>().notNull(),
    /** The easy bag the lines came from (/beauty-planner): the order it becomes names it. */
    easyBagId: text('easy_bag_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedOrderId: id('used_order_id')
  },
  (t) => [index('order_sheet_user_idx').on(t.userSeqNo, t.createdAt)]
);

/** The 6-digit tail of order numbers ('AP' + YYMMDD + lpad(nextval mod 1e6, 6)). */
export const salesOrderNumberSeq = pgSequence('sales_order_number_seq', {
  startWith: 1,
  cycle: true,
  maxValue: 999999
});

/**
 * An order: PAYMENT_PENDING from init until its payments complete (then PLACED) or fail (FAILED). Prices,
 * address and orderer are copies taken at init; member orders have user_seq_no, guest orders the guest_* fields
 * (the lookup password hashed).
 */
export const salesOrders = pgTable(
  'sales_order',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'AP' + YYMMDD + 6 digits; shown as 'TP…'. */
    orderNumber: text('order_number').notNull(),
    userSeqNo: id('user_seq_no').references(() => users.userSeqNo, { onDelete: 'set null' }),
    sheetId: uuid('sheet_id'),
    cartType: text('cart_type').$type<CartType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /**
     * The stock and points the order took at init (docs/decisions/062): HELD while pending, then SOLD or RELEASED
     * with the order's own move; null for orders written before holds existed (their placement takes them).
     */
    reservation: text('reservation').$type<ReservationStatus>(),
    language: text('language').notNull(),
    productPrice: won('product_price').notNull(),
    productDiscount: won('product_discount').notNull(),
    subtotal: won('subtotal').notNull(),
    couponDiscount: won('coupon_discount').notNull().default(0),
    memberCouponId: id('member_coupon_id'),
    couponName: text('coupon_name'),
    deliveryFee: won('delivery_fee').notNull(),
    pointUsed: won('point_used').notNull().default(0),
    /** What the card steps pay together. */
    amount: won('amount').notNull(),
    earnPoint: won('earn_point').notNull().default(0),
    pointEarnedAt: at('point_earned_at'),
    totalSteps: integer('total_steps').notNull().default(1),
    ordererName: text('orderer_name').notNull(),
    ordererMobile: text('orderer_mobile').notNull(),
    ordererEmail: text('orderer_email').notNull().default(''),
    /** Guests only: the lookup password's hash (lib/password.ts). */
    guestPasswordHash: text('guest_password_hash'),
    receiverLastName: text('receiver_last_name').notNull(),
    receiverFirstName: text('receiver_first_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    zipcode: text('zipcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    addressDescription: text('address_description').notNull().default(''),
    userAddressId: id('user_address_id'),
    messagePreset: text('message_preset').$type<DeliveryMessagePreset>(),
    message: text('message').notNull().default(''),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    createdAt: at('created_at').notNull().defaultNow(),
    placedAt: at('placed_at'),
    preparingAt: at('preparing_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    failedAt: at('failed_at'),
    failureCode: text('failure_code'),
    /**
     * The planner the order is credited to (issue 18 item 2): the member's referrer, else the planner whose
     * shopping link or easy bag brought the buyer; null for the company's own sales.
     */
    referrerUserNumber: text('referrer_user_number'),
    /** The easy bag the order was placed from (/beauty-planner). */
    easyBagId: text('easy_bag_id'),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('sales_order_number_uq').on(t.orderNumber),
    // A coupon serves one live order: a second order racing for it fails here even if a guard was missed.
    uniqueIndex('sales_order_coupon_uq')
      .on(t.memberCouponId)
      .where(sql`${t.memberCouponId} IS NOT NULL AND ${t.status} NOT IN ('FAILED', 'CANCELLED')`),
    index('sales_order_user_idx').on(t.userSeqNo, t.cartType, t.createdAt),
    // The recovery job's scan: pending and cancel-requested orders by age.
    index('sales_order_status_idx').on(t.status, t.updatedAt),
    // The staff desk's lists: one status, oldest placed first.
    index('sales_order_desk_idx').on(t.status, t.placedAt),
    // A planner's month: the orders credited to them, by the time they were placed.
    index('sales_order_referrer_idx')
      .on(t.referrerUserNumber, t.placedAt)
      .where(sql`${t.referrerUserNumber} IS NOT NULL`),
    // The retention job's scan (docs/decisions/093): orders whose contact copies are not blanked yet, by age.
    index('sales_order_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.ordererName} <> ''`),
    check(
      'sales_order_status_check',
      sql`${t.status} IN ('PAYMENT_PENDING','PLACED','PREPARING','SHIPPING','DELIVERED','CANCEL_REQUESTED','CANCELLED','FAILED')`
    ),
    check(
      'sales_order_amount_check',
      sql`${t.amount} >= 0 AND ${t.pointUsed} >= 0 AND ${t.couponDiscount} >= 0`
    ),
    // Only a pending order holds stock and points: a hold left on any other order is refused by the database.
    check(
      'sales_order_reservation_check',
      sql`${t.reservation} IS NULL OR (${t.reservation} IN ('HELD','SOLD','RELEASED') AND (${t.reservation} <> 'HELD' OR ${t.status} = 'PAYMENT_PENDING'))`
    ),
    check(
      'sales_order_owner_check',
      sql`${t.userSeqNo} IS NOT NULL OR ${t.guestPasswordHash} IS NOT NULL OR ${t.status} <> 'PAYMENT_PENDING'`
    )
  ]
);

/** The products of an order, with names and prices copied at init (in the orderer's language). */
export const salesOrderLines = pgTable(
  'sales_order_line',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: id('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    productId: id('product_id').references(() => products.id, { onDelete: 'set null' }),
    productOptionId: id('product_option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    optionValue: text('option_value'),
    imageUrl: text('image_url').notNull().default(''),
    quantity: integer('quantity').notNull(),
    priceOriginal: won('price_original').notNull(),
    price: won('price').notNull(),
    point: won('point').notNull().default(0),
    couponApplies: text('coupon_applies').$type<'Y' | 'N'>().notNull().default('Y'),
    /** The product's SP and BP per piece at init, whoever ordered (a planner's credited figures read them). */
    sp: integer('sp').notNull().default(0),
    bp: integer('bp').notNull().default(0),
    /** Cart line the order came from (removed from the cart when the order is placed). */
    cartId: id('cart_id')
  },
  (t) => [
    index('sales_order_line_order_idx').on(t.orderId),
    check('sales_order_line_quantity_check', sql`${t.quantity} > 0`)
  ]
);

/** Provider card facts kept for the detail screen and the receipt. */
export type PaymentCardFacts = {
  issuerCode: string | null;
  number: string | null;
  cardType: string | null;
  installmentPlanMonths: number;
};

/**
 * One attempt at one payment step with the provider. `payment_order_id` is the provider's orderId (unique per
 * attempt); `payment_key` is set once the provider returns it. CONFIRMING is taken with a guarded update so one
 * confirm runs at a time; DONE rows are what a refund must cancel.
 */
export const orderPayments = pgTable(
  'order_payment',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: id('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    paymentOrderId: text('payment_order_id').notNull(),
    paymentKey: text('payment_key'),
    amount: won('amount').notNull(),
    /** Won given back by partial cancels of returns (docs/decisions/071); a whole cancel sets CANCELED instead. */
    refundedAmount: won('refunded_amount').notNull().default(0),
    /**
     * A return refund's partial cancel of this step in flight until then: one at a time per payment, so the balance
     * it sends as refundableAmount is the provider's (docs/decisions/071). Taken by a short update, never a lock
     * held over the provider's call.
     */
    refundClaimedUntil: at('refund_claimed_until'),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    method: text('method'),
    card: jsonb('card').$type<PaymentCardFacts>(),
    receiptUrl: text('receipt_url'),
    approvedAt: at('approved_at'),
    cancelledAt: at('cancelled_at'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('order_payment_order_id_uq').on(t.paymentOrderId),
    uniqueIndex('order_payment_key_uq').on(t.paymentKey),
    uniqueIndex('order_payment_step_uq').on(t.orderId, t.step),
    index('order_payment_status_idx').on(t.status, t.updatedAt),
    check(
      'order_payment_status_check',
      sql`${t.status} IN ('READY','CONFIRMING','DONE','FAILED','CANCELED')`
    ),
    check('order_payment_amount_check', sql`${t.amount} >= 0`),
    check(
      'order_payment_refunded_check',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`
    )
  ]
);
