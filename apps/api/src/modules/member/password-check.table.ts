import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './member.table.ts';

/**
 * When a login (refresh-token family) last typed its password again (docs/decisions/070): the data pages'
 * re-check, kept on the server so a stolen session cannot skip it.
 */
export const passwordChecks = pgTable('password_check', {
  familyId: uuid('family_id').primaryKey(),
  userSeqNo: bigint('user_seq_no', { mode: 'number' })
    .notNull()
    .references(() => users.userSeqNo, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull()
});
