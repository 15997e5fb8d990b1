import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import type { ReviewStatus, SkinConcern, SkinTone, SkinType } from '@mall/domain';
import { users } from '../member/member.table.ts';
import { salesOrderLines } from '../order/order.table.ts';
import { products } from '../product/product.table.ts';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member's beauty profile (docs/decisions/090), kept on my page and copied into each review they write. */
export const beautyProfiles = pgTable('beauty_profile', {
  userSeqNo: id('user_seq_no')
    .primaryKey()
    .references(() => users.userSeqNo, { onDelete: 'cascade' }),
  skinType: text('skin_type').$type<SkinType>(),
  skinTone: text('skin_tone').$type<SkinTone>(),
  skinConcerns: text('skin_concerns')
    .array()
    .$type<SkinConcern[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: at('updated_at').notNull().defaultNow()
});

/**
 * A review of one order line (one at most: the unique key says the second no, whatever races). The writer's
 * shown name and beauty profile are copied when written; photos are public files under /media/reviews/.
 * `points_granted` is what the ledger credited; `points_reversed_at` is set once when the line is refunded.
 */
export const productReviews = pgTable(
  'product_review',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderLineId: id('order_line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'cascade' }),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    photoUrls: text('photo_urls').array().notNull(),
    photoCount: smallint('photo_count').notNull().default(0),
    reviewer: text('reviewer').notNull(),
    optionValue: text('option_value'),
    skinType: text('skin_type').$type<SkinType>(),
    skinTone: text('skin_tone').$type<SkinTone>(),
    skinConcerns: text('skin_concerns').array().$type<SkinConcern[]>().notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('VISIBLE'),
    hiddenReason: text('hidden_reason'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    pointsGranted: integer('points_granted').notNull().default(0),
    pointsReversedAt: at('points_reversed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('product_review_line_uq').on(t.orderLineId),
    // The product page: visible ones, photo reviews first, newest first (all, or one skin type's).
    index('product_review_product_idx').on(t.productId, t.status, t.photoCount, t.createdAt),
    index('product_review_skin_idx').on(t.productId, t.skinType, t.status, t.createdAt),
    index('product_review_user_idx').on(t.userSeqNo, t.createdAt),
    index('product_review_desk_idx').on(t.status, t.createdAt),
    check('product_review_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_review_photo_check', sql`${t.photoCount} BETWEEN 0 AND 3`),
    check('product_review_status_check', sql`${t.status} IN ('VISIBLE', 'HIDDEN')`),
    check('product_review_hidden_check', sql`(${t.status} = 'HIDDEN') = (${t.hiddenReason} IS NOT NULL)`)
  ]
);

/** One helpful vote per member and review (the primary key refuses a second). */
export const productReviewHelpful = pgTable(
  'product_review_helpful',
  {
    reviewId: id('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userSeqNo: id('user_seq_no')
      .notNull()
      .references(() => users.userSeqNo, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userSeqNo] })]
);

/**
 * A product's visible reviews in figures, one row per product, moved in each review's transaction (written,
 * hidden, shown again): the page's summary reads it, never counting per request.
 */
export const reviewTallies = pgTable(
  'review_tally',
  {
    productId: id('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    photoReviewCount: integer('photo_review_count').notNull().default(0),
    star1: integer('star1').notNull().default(0),
    star2: integer('star2').notNull().default(0),
    star3: integer('star3').notNull().default(0),
    star4: integer('star4').notNull().default(0),
    star5: integer('star5').notNull().default(0)
  },
  (t) => [
    check(
      'review_tally_counts_check',
      sql`${t.reviewCount} >= 0 AND ${t.star1} >= 0 AND ${t.star2} >= 0 AND ${t.star3} >= 0 AND ${t.star4} >= 0 AND ${t.star5} >= 0 AND ${t.photoReviewCount} >= 0`
    ),
    check(
      'review_tally_sum_check',
      sql`${t.reviewCount} = ${t.star1} + ${t.star2} + ${t.star3} + ${t.star4} + ${t.star5}`
    )
  ]
);
