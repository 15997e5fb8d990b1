import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import type { RefundMethod, ReturnReason, ReturnRefund, ReturnStatus } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../order/order.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A return (반품) of some units of a delivered order (docs/decisions/071): its own lifecycle (RETURN_TRANSITIONS
 * in packages/domain), the pickup address as typed, and the refund estimated when it was asked for.
 */
export const returnRequests = pgTable(
  'return_request',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    // Money records outlive nothing they point at: an order with returns is not deleted.
    orderId: id('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'restrict' }),
    /** The order's member (a copy for the member's list); null for a guest order. */
    userSeqNo: id('user_seq_no').references(() => users.userSeqNo, { onDelete: 'set null' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    reasonText: text('reason_text').notNull().default(''),
    refundMethod: text('refund_method').$type<RefundMethod>().notNull(),
    pickupName: text('pickup_name').notNull(),
    pickupMobile: text('pickup_mobile').notNull(),
    pickupZipcode: text('pickup_zipcode').notNull(),
    pickupAddress1: text('pickup_address1').notNull(),
    pickupAddress2: text('pickup_address2').notNull().default(''),
    photoCount: integer('photo_count').notNull().default(0),
    /** The refund as computed when the return was asked for (what the customer agreed to see). */
    estimate: jsonb('estimate').$type<ReturnRefund>().notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    collectedAt: at('collected_at'),
    refundedAt: at('refunded_at'),
    rejectedAt: at('rejected_at'),
    rejectReason: text('reject_reason'),
    cancelledAt: at('cancelled_at'),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    index('return_request_user_idx').on(t.userSeqNo, t.requestedAt),
    index('return_request_order_idx').on(t.orderId),
    index('return_request_status_idx').on(t.status, t.requestedAt),
    check(
      'return_request_status_check',
      sql`${t.status} IN ('REQUESTED','APPROVED','COLLECTED','REFUNDED','REJECTED','CANCELLED')`
    ),
    check('return_request_reason_check', sql`${t.reason} IN ('CHANGE_OF_MIND','DEFECT','WRONG_ITEM')`),
    check('return_request_photo_count_check', sql`${t.photoCount} BETWEEN 0 AND 3`)
  ]
);

/** The units of one order line a return sends back. */
export const returnLines = pgTable(
  'return_line',
  {
    returnId: id('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: id('order_line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull()
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    index('return_line_order_line_idx').on(t.orderLineId),
    check('return_line_quantity_check', sql`${t.quantity} > 0`)
  ]
);

/** A photo of a return: the sealed file's name under MEDIA_DIR/private/returns (never served by the static route). */
export const returnPhotos = pgTable(
  'return_photo',
  {
    returnId: id('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull()
  },
  (t) => [primaryKey({ columns: [t.returnId, t.seq] })]
);

/**
 * The refund of a collected return, computed once (computeRefund) and then paid: the points move in the same
 * transaction as this row, the card steps one by one (return_refund_step).
 */
export const returnRefunds = pgTable(
  'return_refund',
  {
    returnId: id('return_id')
      .primaryKey()
      .references(() => returnRequests.id, { onDelete: 'restrict' }),
    orderId: id('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'restrict' }),
    figures: jsonb('figures').$type<ReturnRefund & { earnPointReduced: number }>().notNull(),
    cashRefund: won('cash_refund').notNull(),
    pointsBack: won('points_back').notNull(),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [index('return_refund_order_idx').on(t.orderId)]
);

/** One card step's part of a refund: cancelled at the provider with the key `return-<id>-<step>`. */
export const returnRefundSteps = pgTable(
  'return_refund_step',
  {
    returnId: id('return_id')
      .notNull()
      .references(() => returnRefunds.returnId, { onDelete: 'restrict' }),
    paymentId: id('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'restrict' }),
    step: integer('step').notNull(),
    amount: won('amount').notNull(),
    cancelledAt: at('cancelled_at')
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.step] }),
    uniqueIndex('return_refund_step_payment_idx').on(t.paymentId, t.returnId),
    check('return_refund_step_amount_check', sql`${t.amount} > 0`)
  ]
);
