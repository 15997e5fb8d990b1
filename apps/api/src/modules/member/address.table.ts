import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './member.table.ts';

/**
 * A member's delivery address book (SPEC §3 Address, at most 10 per member). The partial unique index
 * keeps one default per member whatever the order of concurrent writes.
 */
export const addresses = pgTable(
  'member_address',
  {
    userAddressId: bigint('user_address_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    phoneCode: text('phone_code').notNull(),
    zipcode: text('zipcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    addressDescription: text('address_description').notNull().default(''),
    defaultValue: boolean('default_value').notNull().default(false),
    /** Used by an autoship subscription: cannot be deleted. Only the server sets it (the autoship module). */
    fixedTerm: boolean('fixed_term').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('member_address_one_default_uq')
      .on(t.userSeqNo)
      .where(sql`${t.defaultValue}`),
    index('member_address_user_idx').on(t.userSeqNo, t.createdAt),
    check('member_address_zipcode_check', sql`${t.zipcode} ~ '^[0-9]{5}$'`)
  ]
);
