import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryCategory, InquiryState } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { staffUsers } from '../staff/staff.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's 1:1 inquiry (SPEC §2 /customer/inquiry, docs/decisions/080): the question, the optional order it is
 * about (stored form, one of the writer's orders), and the answer as staff wrote it (sanitised when served). The
 * state moves only by the domain's table, as guarded updates.
 */
export const inquiries = pgTable(
  'inquiry',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    category: text('category').$type<InquiryCategory>().notNull(),
    orderNumber: text('order_number'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<InquiryState>().notNull().default('RECEIVED'),
    photoCount: integer('photo_count').notNull().default(0),
    /** The writer's language when asking: the answer's mail goes out in it. */
    language: text('language').notNull().default('ko-KR'),
    answer: text('answer'),
    answeredBy: id('answered_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    answeredAt: at('answered_at'),
    answerUpdatedAt: at('answer_updated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    index('inquiry_member_idx').on(t.userSeqNo, t.createdAt),
    index('inquiry_queue_idx').on(t.state, t.category, t.createdAt),
    check('inquiry_state_check', sql`${t.state} IN ('RECEIVED','ANSWERED','DELETED')`),
    check(
      'inquiry_category_check',
      sql`${t.category} IN ('ORDER_DELIVERY','RETURN_EXCHANGE','PRODUCT','MEMBERSHIP','PAYMENT','OTHER')`
    )
  ]
);

/** An inquiry's photo: re-encoded JPEG sealed under MEDIA_DIR/private/inquiries, bound to the inquiry. */
export const inquiryAttachments = pgTable(
  'inquiry_attachment',
  {
    inquiryId: id('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull()
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.seq] }),
    check('inquiry_attachment_seq_check', sql`${t.seq} BETWEEN 0 AND 2`)
  ]
);
