import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../member/member.table.ts';
import { staffUsers } from '../staff/staff.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A staff memo about a member (SPEC §3 Member memo, docs/decisions/080): the writer's department is copied from
 * their staff account when written (a later move to another team does not rewrite history).
 */
export const memberMemos = pgTable(
  'member_memo',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fixed: boolean('fixed').notNull().default(false),
    createdBy: id('created_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdUserDepartment: text('created_user_department').notNull(),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [index('member_memo_member_idx').on(t.userSeqNo, t.fixed, t.createdAt)]
);

/** A comment under a memo (SPEC §3: memberMemoId, memberMemoCommentContent). */
export const memberMemoComments = pgTable(
  'member_memo_comment',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    memoId: id('memo_id')
      .notNull()
      .references(() => memberMemos.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: id('created_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdUserDepartment: text('created_user_department').notNull(),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [index('member_memo_comment_memo_idx').on(t.memoId, t.createdAt)]
);
