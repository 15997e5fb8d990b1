import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponDiscountType, MemberCouponStatus, PointEntryKind } from '@mall/domain';
import { users } from '../member/member.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A coupon as the brand defines it; names in the three languages (docs/decisions/034). */
export const coupons = pgTable(
  'coupon',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
    /** Won (AMOUNT) or percent (RATE). */
    discountValue: won('discount_value').notNull(),
    maxDiscount: won('max_discount'),
    minOrderAmount: won('min_order_amount').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [
    check('coupon_type_check', sql`${t.discountType} IN ('AMOUNT', 'RATE')`),
    check(
      'coupon_value_check',
      sql`${t.discountValue} > 0 AND (${t.discountType} = 'AMOUNT' OR ${t.discountValue} <= 100)`
    )
  ]
);

/**
 * A coupon a member holds. ISSUED → USED by one placed order (guarded update `WHERE status = 'ISSUED'`, so two
 * orders racing for it cannot both take it) → back to ISSUED when that order is cancelled before expiry.
 * EXPIRED is written by the expiry sweep; reads also treat an ISSUED row past expires_at as expired.
 */
export const memberCoupons = pgTable(
  'member_coupon',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    couponId: id('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    status: text('status').$type<MemberCouponStatus>().notNull().default('ISSUED'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedOrderId: id('used_order_id')
  },
  (t) => [
    index('member_coupon_user_idx').on(t.userSeqNo, t.status, t.issuedAt),
    check('member_coupon_status_check', sql`${t.status} IN ('ISSUED', 'USED', 'EXPIRED')`),
    check('member_coupon_used_check', sql`(${t.status} = 'USED') = (${t.usedOrderId} IS NOT NULL)`)
  ]
);

/**
 * A member's point balance: one row per member, changed only together with a ledger row in the same
 * transaction, by guarded updates (`balance = balance - x WHERE balance >= x`); the CHECK makes a negative
 * balance impossible even under concurrent orders.
 */
export const pointBalances = pgTable(
  'point_balance',
  {
    userSeqNo: id('user_seq_no')
      .primaryKey()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    balance: won('balance').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [check('point_balance_nonnegative', sql`${t.balance} >= 0`)]
);

/**
 * The append-only point ledger: never updated or deleted. Σ amount of a member's rows = their balance.
 * One EARN and one USE per order at most, and one REVERSE of each per order (a return: per return).
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    /** For REVERSE rows: the kind undone (EARN or USE; GRANT: review points taken back); empty otherwise. */
    reverses: text('reverses').$type<'' | 'EARN' | 'USE' | 'GRANT'>().notNull().default(''),
    /** Signed won: + credit, − debit. */
    amount: won('amount').notNull(),
    balanceAfter: won('balance_after').notNull(),
    orderId: id('order_id'),
    /** REVERSE rows of a return (docs/decisions/071): one of each kind per return, several per order. */
    returnId: id('return_id'),
    /** Translation key under benefits:point.reason.* (welcome, event, order, cancel, unpaid, expiry). */
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** EARN/GRANT rows: when these points lapse (the expiry sweep writes EXPIRE rows). */
    expiresAt: at('expires_at')
  },
  (t) => [
    index('point_ledger_user_idx').on(t.userSeqNo, t.createdAt),
    uniqueIndex('point_ledger_order_kind_uq')
      .on(t.userSeqNo, t.orderId, t.kind, t.reverses)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.returnId} IS NULL`),
    uniqueIndex('point_ledger_return_kind_uq')
      .on(t.userSeqNo, t.returnId, t.kind, t.reverses)
      .where(sql`${t.returnId} IS NOT NULL`),
    check('point_ledger_kind_check', sql`${t.kind} IN ('EARN', 'USE', 'REVERSE', 'EXPIRE', 'GRANT')`),
    check('point_ledger_balance_check', sql`${t.balanceAfter} >= 0`)
  ]
);
