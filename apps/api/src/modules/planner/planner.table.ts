import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BankCode } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { staffUsers } from '../staff/staff.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const member = () =>
  id('user_seq_no')
    .notNull()
    .references(() => users.userSeqNo, { onDelete: 'cascade' });

/**
 * A document a planner submits (SPEC §2 /mypage/checkPlannerDocument, issue 18 item 5): the file is sealed at
 * rest (media private files, bound to the member) under a generated name; the original name, type and size are
 * what the owner and staff see. Each submission is a row; the newest of a kind is the one under review.
 */
export const plannerDocuments = pgTable(
  'planner_document',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: member(),
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    originFileName: text('origin_file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    state: text('state').notNull().default('SUBMITTED'),
    reviewNote: text('review_note'),
    reviewedBy: id('reviewed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at')
  },
  (t) => [
    index('planner_document_member_idx').on(t.userSeqNo, t.kind, t.submittedAt),
    index('planner_document_state_idx').on(t.state, t.submittedAt),
    check('planner_document_state_check', sql`${t.state} IN ('SUBMITTED','APPROVED','REJECTED')`)
  ]
);

/** A foreign planner's country and visa (SPEC §7 code lists): what the documents they must submit depend on. */
export const plannerForeignInfo = pgTable('planner_foreign_info', {
  userSeqNo: id('user_seq_no')
    .primaryKey()
    .references(() => users.userSeqNo, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  visaCode: text('visa_code').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow()
});

/**
 * The account a planner's allowance is paid into (SPEC §2 /mypage/allowanceInfo): checked with the bank like the
 * refund account (the holder check's row is spent to save it), sealed bound to the member, shown masked.
 */
export const allowanceAccounts = pgTable('allowance_bank_account', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  userSeqNo: member().unique(),
  bankCode: text('bank_code').$type<BankCode>().notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountMasked: text('account_masked').notNull(),
  holderName: text('holder_name').notNull(),
  registeredAt: at('registered_at').notNull(),
  changedAt: at('changed_at')
});
