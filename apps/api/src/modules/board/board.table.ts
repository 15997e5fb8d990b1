import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BoardKind, BoardStatus, LocalizedText } from '@mall/domain';
import { staffUsers } from '../staff/staff.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Notices, events and news (docs/decisions/076). Staff's HTML is stored as written and sanitised when served. A
 * post is live while status = PUBLISHED and publish_at <= now < unpublish_at (null = open end); the public list
 * reads (kind, status, publish_at) in order of (pinned, publish_at). `search_text` is the plain text of every
 * language's title, summary and body (lower-cased at write), what the keyword search reads.
 */
export const boardPosts = pgTable(
  'board_post',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<BoardKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    searchText: text('search_text').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    pinned: boolean('pinned').notNull().default(false),
    eventStartAt: at('event_start_at'),
    eventEndAt: at('event_end_at'),
    status: text('status').$type<BoardStatus>().notNull().default('DRAFT'),
    publishAt: at('publish_at'),
    unpublishAt: at('unpublish_at'),
    createdBy: id('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: id('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    check('board_post_kind_check', sql`${t.kind} IN ('NOTICE', 'EVENT', 'NEWS')`),
    check('board_post_status_check', sql`${t.status} IN ('DRAFT', 'PUBLISHED')`),
    check('board_post_published_at_check', sql`${t.status} = 'DRAFT' OR ${t.publishAt} IS NOT NULL`),
    check(
      'board_post_period_check',
      sql`${t.eventStartAt} IS NULL OR ${t.eventEndAt} IS NULL OR ${t.eventEndAt} > ${t.eventStartAt}`
    ),
    check('board_post_thumbnail_check', sql`${t.thumbnailUrl} IS NULL OR ${t.thumbnailUrl} LIKE '/media/%'`),
    index('board_post_live_idx').on(t.kind, t.status, t.pinned, t.publishAt),
    index('board_post_desk_idx').on(t.updatedAt)
  ]
);
