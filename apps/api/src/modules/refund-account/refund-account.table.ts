import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankCode } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { salesOrders } from '../order/order.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const member = () =>
  bigint('user_seq_no', { mode: 'number' })
    .notNull()
    .references(() => users.userSeqNo, { onDelete: 'cascade' });

/**
 * A member's refund account (docs/decisions/070): one per member. The number is kept sealed (field encryption,
 * bound to the member) and masked for display; the holder name as the bank confirmed it.
 */
export const refundAccounts = pgTable('refund_bank_account', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userSeqNo: member().unique(),
  bankCode: text('bank_code').$type<BankCode>().notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountMasked: text('account_masked').notNull(),
  holderName: text('holder_name').notNull(),
  registeredAt: at('registered_at').notNull(),
  changedAt: at('changed_at')
});

/** A holder check that matched: what saving the account may name for 10 minutes, once. */
export const bankAccountChecks = pgTable(
  'bank_account_check',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userSeqNo: member(),
    bankCode: text('bank_code').$type<BankCode>().notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountMasked: text('account_masked').notNull(),
    holderName: text('holder_name').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at')
  },
  (t) => [index('bank_account_check_member_idx').on(t.userSeqNo)]
);

/** A guest order's refund account (docs/decisions/071): one per order, sealed bound to the order (`order:<id>`). */
export const guestRefundAccounts = pgTable('guest_refund_account', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => salesOrders.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').$type<BankCode>().notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountMasked: text('account_masked').notNull(),
  holderName: text('holder_name').notNull(),
  registeredAt: at('registered_at').notNull(),
  changedAt: at('changed_at')
});
