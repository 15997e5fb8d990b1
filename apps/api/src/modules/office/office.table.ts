import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';

/**
 * One-time hand-off codes between the mall and the back office (docs/decisions/015): stored as SHA-256
 * hashes, bound to a member, a purpose and the client that may redeem them; 60 seconds, single use.
 * `issued_family_id` names the session a redeemed code produced, so a replay can end it.
 */
export const handoffCodes = pgTable(
  'office_handoff_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    codeHash: text('code_hash').notNull().unique(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedFamilyId: uuid('issued_family_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('office_handoff_code_user_idx').on(t.userSeqNo),
    check('office_handoff_code_purpose_check', sql`${t.purpose} IN ('MALL_TO_OFFICE', 'OFFICE_TO_MALL')`)
  ]
);
