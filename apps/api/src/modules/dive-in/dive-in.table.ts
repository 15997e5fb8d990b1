import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp
} from 'drizzle-orm/pg-core';
import type { DiveInStatus, LocalizedText } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The feed's tags (SPEC §7 dive-in/category/list): a code and its name in each language, in display order. */
export const diveInTags = pgTable('dive_in_tag', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0)
});

/**
 * A short video of the feed (docs/decisions/084). `owner_user_seq_no` is the planner who made it, null for the
 * brand's own. Only APPROVED videos inside their exposure window show; the file and poster are public media paths
 * under /media/dive-in/ with random names. `view_count` moves only through `dive_in_view` (one per viewer a day).
 */
export const diveIns = pgTable(
  'dive_in',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserSeqNo: id('owner_user_seq_no').references(() => users.userSeqNo, { onDelete: 'cascade' }),
    tagCode: text('tag_code')
      .notNull()
      .references(() => diveInTags.code),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    videoUrl: text('video_url').notNull(),
    posterUrl: text('poster_url').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: text('status').$type<DiveInStatus>().notNull(),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    exposureStartAt: at('exposure_start_at'),
    exposureEndAt: at('exposure_end_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at')
  },
  (t) => [
    check('dive_in_status_check', sql`${t.status} IN ('PENDING', 'APPROVED', 'REJECTED', 'HIDDEN')`),
    check('dive_in_media_check', sql`${t.videoUrl} LIKE '/media/%' AND ${t.posterUrl} LIKE '/media/%'`),
    check('dive_in_view_count_check', sql`${t.viewCount} >= 0`),
    // The feed: approved videos newest first, all or one planner's.
    index('dive_in_feed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'APPROVED'`),
    index('dive_in_owner_idx').on(t.ownerUserSeqNo, t.createdAt.desc())
  ]
);

/** The products tagged in a video, in the order shown, each with the end of its exposure there (SPEC §4 badge). */
export const diveInProducts = pgTable(
  'dive_in_product',
  {
    diveInId: id('dive_in_id')
      .notNull()
      .references(() => diveIns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    exposureEndAt: at('exposure_end_at')
  },
  (t) => [
    primaryKey({ columns: [t.diveInId, t.position] }),
    index('dive_in_product_product_idx').on(t.productId)
  ]
);

/**
 * Who has been counted as a viewer of a video on a Korean day: a member's number or a hash of a guest's network
 * address (never the address itself). A second view the same day counts nothing; rows older than two days are swept.
 */
export const diveInViews = pgTable(
  'dive_in_view',
  {
    diveInId: id('dive_in_id')
      .notNull()
      .references(() => diveIns.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day').notNull()
  },
  (t) => [primaryKey({ columns: [t.diveInId, t.day, t.viewer] }), index('dive_in_view_day_idx').on(t.day)]
);
