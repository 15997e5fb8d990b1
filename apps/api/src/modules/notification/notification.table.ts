import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationCategory, NotificationEvent, NotificationFacts } from '@mall/domain';
import { users } from '../member/member.table.ts';

/**
 * A member's notices (issue 16 item 7): the event and its facts, worded when read. `event_key` (event and
 * order) is unique, so an event noticed twice (a retried job) is one notice.
 */
export const notifications = pgTable(
  'notification',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: bigint('user_seq_no', { mode: 'number' })
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    event: text('event').$type<NotificationEvent>().notNull(),
    eventKey: text('event_key').notNull(),
    facts: jsonb('facts').$type<NotificationFacts>().notNull(),
    linkUrl: text('link_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('notification_event_uq').on(t.eventKey),
    index('notification_member_idx').on(t.userSeqNo, t.category, t.createdAt),
    // The header dot: does the member have an unread one?
    index('notification_unread_idx')
      .on(t.userSeqNo, t.category)
      .where(sql`${t.readAt} IS NULL`)
  ]
);
