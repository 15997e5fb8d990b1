import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique
} from 'drizzle-orm/pg-core';
import type { Address, AutoshipChargeStatus, AutoshipCycleCode, AutoshipStatus } from '@mall/domain';
import { favoriteCards } from '../saved-cards/saved-card.table.ts';
import { addresses } from '../member/address.table.ts';
import { users } from '../member/member.table.ts';
import { productOptions, products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** The subscriptions that may still be charged: a card or an address they name stays (FAVORITE_CARD_IN_USE, ADR_AlertText5). */
export const LIVE_AUTOSHIP_STATUSES = [
  'ACTIVE',
  'PAUSED',
  'HELD'
] as const satisfies readonly AutoshipStatus[];

/**
 * An autoship subscription (SPEC §2 /autoship, docs/decisions/074): exactly the state the rules of
 * packages/domain/src/autoship.ts take (status, cycle, anchor, cycle_offset, next_cycle_index, last_settled_day),
 * moved only by those rules. `next_charge_day` is derived from them (the pending cycle's day), written with every
 * move, so the scheduler's sweep reads due subscriptions from one index.
 */
export const autoshipSubscriptions = pgTable(
  'autoship_subscription',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    status: text('status').$type<AutoshipStatus>().notNull(),
    cycleCode: text('cycle_code').$type<AutoshipCycleCode>().notNull(),
    /** MONTHLY only: the day of the month, 1–28. */
    dayOfMonth: integer('day_of_month'),
    anchor: day('anchor').notNull(),
    cycleOffset: integer('cycle_offset').notNull().default(0),
    nextCycleIndex: integer('next_cycle_index').notNull().default(0),
    lastSettledDay: day('last_settled_day'),
    /** chargeDayOfCycle(state, next_cycle_index): derived, for the sweep's index. */
    nextChargeDay: day('next_charge_day').notNull(),
    firstChargeDay: day('first_charge_day').notNull(),
    /** The book entry charges deliver to (fixed-term while the subscription lives, so it stays); null once deleted after the end. */
    userAddressId: id('user_address_id').references(() => addresses.userAddressId, { onDelete: 'set null' }),
    /** The entry as it was when chosen: what an ended subscription shows once the entry is gone. */
    address: jsonb('address').$type<Address>().notNull(),
    favoriteCardId: id('favorite_card_id')
      .notNull()
      .references(() => favoriteCards.id),
    /** The language of the member's last write: the charge's order and notices are in it. */
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at')
  },
  (t) => [
    index('autoship_subscription_user_idx').on(t.userSeqNo, t.createdAt),
    // The desk's list, newest first, of every state or of one.
    index('autoship_subscription_created_idx').on(t.createdAt, t.id),
    index('autoship_subscription_status_idx').on(t.status, t.createdAt, t.id),
    // The sweep: ACTIVE subscriptions whose pending cycle is due, in pages by id.
    index('autoship_subscription_due_idx')
      .on(t.nextChargeDay, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('autoship_subscription_card_idx').on(t.favoriteCardId),
    index('autoship_subscription_address_idx').on(t.userAddressId),
    check('autoship_subscription_status_check', sql`${t.status} IN ('ACTIVE','PAUSED','HELD','CANCELLED')`),
    check(
      'autoship_subscription_cycle_check',
      sql`(${t.cycleCode} IN ('WEEKS_2','WEEKS_4','WEEKS_8') AND ${t.dayOfMonth} IS NULL) OR (${t.cycleCode} = 'MONTHLY' AND ${t.dayOfMonth} BETWEEN 1 AND 28)`
    ),
    check(
      'autoship_subscription_index_check',
      sql`${t.cycleOffset} >= 0 AND ${t.nextCycleIndex} >= ${t.cycleOffset}`
    )
  ]
);

/** A subscribed product (and option) with its quantity; prices are read on each charge day. */
export const autoshipLines = pgTable(
  'autoship_line',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    autoshipId: id('autoship_id')
      .notNull()
      .references(() => autoshipSubscriptions.id, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productOptionId: id('product_option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0)
  },
  (t) => [
    unique('autoship_line_uq').on(t.autoshipId, t.productId, t.productOptionId).nullsNotDistinct(),
    check('autoship_line_quantity_check', sql`${t.quantity} BETWEEN 1 AND 100`),
    index('autoship_line_product_idx').on(t.productId),
    index('autoship_line_product_option_idx').on(t.productOptionId)
  ]
);

/** PENDING while the cycle is being charged or retried; CLOSED when the subscription ended before it was charged. */
export type AutoshipChargeRowStatus = AutoshipChargeStatus | 'PENDING' | 'CLOSED';

/**
 * One cycle of a subscription, once: UNIQUE (autoship_id, cycle_index) is the key that makes two schedulers, a
 * retried job or a restart charge a cycle at most once (docs/decisions/074). Each try is an order whose payment
 * orderId is derived from (subscription, cycle, try), so a retried job finds the order and the provider's charge it
 * made instead of making another.
 */
export const autoshipCharges = pgTable(
  'autoship_charge',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    autoshipId: id('autoship_id')
      .notNull()
      .references(() => autoshipSubscriptions.id, { onDelete: 'cascade' }),
    cycleIndex: integer('cycle_index').notNull(),
    chargeDay: day('charge_day').notNull(),
    status: text('status').$type<AutoshipChargeRowStatus>().notNull(),
    /** Tries that ended without a charge (refused card, card gone, order failed). */
    tries: integer('tries').notNull().default(0),
    firstTriedAt: at('first_tried_at'),
    nextTryAt: at('next_try_at'),
    /** The order of the current (or the charged) try, and its number as shown. */
    orderId: id('order_id'),
    orderNumber: text('order_number'),
    /** What was charged (CHARGED), or asked the last time (FAILED). */
    amount: won('amount'),
    failureCode: text('failure_code'),
    /** Lines left out of the charged order because they were sold out that day. */
    skippedProductIds: jsonb('skipped_product_ids').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    settledAt: at('settled_at')
  },
  (t) => [
    unique('autoship_charge_cycle_uq').on(t.autoshipId, t.cycleIndex),
    // The desk's failed and retrying charges, newest charge day first.
    index('autoship_charge_status_idx').on(t.status, t.chargeDay, t.id),
    check(
      'autoship_charge_status_check',
      sql`${t.status} IN ('PENDING','CHARGED','SKIPPED','FAILED','SOLD_OUT_SKIPPED','CLOSED')`
    ),
    check('autoship_charge_tries_check', sql`${t.tries} >= 0 AND ${t.cycleIndex} >= 0`)
  ]
);
