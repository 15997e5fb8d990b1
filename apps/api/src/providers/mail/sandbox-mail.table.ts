import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox mail provider's mailbox: what a real provider would have delivered. */
export const sandboxMails = pgTable(
  'sandbox_mail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('sandbox_mail_recipient_idx').on(t.recipient, t.sentAt)]
);
