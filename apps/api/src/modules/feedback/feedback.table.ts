import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedbackCategory, FeedbackVisibility } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { staffUsers } from '../staff/staff.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A feedback post (SPEC §2 /feedback, docs/decisions/081): a member's (user_seq_no) or a guest's (name, contact,
 * scrypt password hash). The one staff reply lives on the post. `address_key` (keyed hash of the client address)
 * and `body_key` (hash of the normalised body) serve the spam limits; the raw address is never kept.
 */
export const feedbackPosts = pgTable(
  'feedback_post',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    category: text('category').$type<FeedbackCategory>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    visibility: text('visibility').$type<FeedbackVisibility>().notNull().default('PUBLIC'),
    userSeqNo: id('user_seq_no').references(() => users.userSeqNo, { onDelete: 'cascade' }),
    writerName: text('writer_name').notNull(),
    guestEmail: text('guest_email'),
    guestMobile: text('guest_mobile'),
    passwordHash: text('password_hash'),
    passwordFails: integer('password_fails').notNull().default(0),
    passwordLockedUntil: at('password_locked_until'),
    addressKey: text('address_key').notNull(),
    bodyKey: text('body_key').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    hiddenAt: at('hidden_at'),
    hiddenBy: id('hidden_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    replyHtml: text('reply_html'),
    repliedAt: at('replied_at'),
    repliedBy: id('replied_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
  },
  (t) => [
    index('feedback_post_list_idx').on(t.hidden, t.createdAt),
    index('feedback_post_category_idx').on(t.category, t.hidden, t.createdAt),
    index('feedback_post_member_idx').on(t.userSeqNo, t.createdAt),
    index('feedback_post_address_idx').on(t.addressKey, t.createdAt),
    index('feedback_post_body_idx').on(t.bodyKey, t.createdAt),
    check('feedback_post_visibility_check', sql`${t.visibility} IN ('PUBLIC','PRIVATE')`),
    // A post is a member's or a guest's with a password: never neither.
    check('feedback_post_writer_check', sql`${t.userSeqNo} IS NOT NULL OR ${t.passwordHash} IS NOT NULL`)
  ]
);

/** A mailed one-time link to set a guest post's new password: only the token's SHA-256 is kept; 30 minutes. */
export const feedbackResetTokens = pgTable(
  'feedback_reset_token',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    feedbackId: id('feedback_id')
      .notNull()
      .references(() => feedbackPosts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [index('feedback_reset_post_idx').on(t.feedbackId, t.createdAt)]
);
