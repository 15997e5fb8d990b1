import { and, desc, eq, inArray, isNull, gt, sql, type SQL } from 'drizzle-orm';
import type { BeautyProfile, ReviewStatus, SkinType } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { beautyProfiles, productReviewHelpful, productReviews, reviewTallies } from './reviews.table.ts';

export type ReviewRow = typeof productReviews.$inferSelect;
export type NewReview = typeof productReviews.$inferInsert;
export type TallyRow = typeof reviewTallies.$inferSelect;

const STAR_COLUMN = {
  1: reviewTallies.star1,
  2: reviewTallies.star2,
  3: reviewTallies.star3,
  4: reviewTallies.star4,
  5: reviewTallies.star5
} as const;
const STAR_KEY = { 1: 'star1', 2: 'star2', 3: 'star3', 4: 'star4', 5: 'star5' } as const;

/** Photo reviews first, then newest (the product page's order; the index leads with the product and state). */
const PAGE_ORDER = [
  desc(sql`(${productReviews.photoCount} > 0)`),
  desc(productReviews.createdAt),
  desc(productReviews.id)
];

/** Reviews, their helpful votes, the per-product tally and the beauty profile; each on the executor it is given. */
export function createReviewsRepository(db: Executor) {
  async function paged(where: SQL | undefined, order: SQL[], paging: { offset: number; limit: number }) {
    const rows = await db
      .select({ review: productReviews, total: sql<number>`count(*) over ()::int` })
      .from(productReviews)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
    const total = rows[0]?.total ?? (paging.offset > 0 ? await countOf(where) : 0);
    return { rows: rows.map((row) => row.review), total };
  }

  async function countOf(where: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(where);
    return row?.n ?? 0;
  }

  return {
    async profile(userSeqNo: number): Promise<BeautyProfile | null> {
      const [row] = await db.select().from(beautyProfiles).where(eq(beautyProfiles.userSeqNo, userSeqNo));
      return row ? { skinType: row.skinType, skinTone: row.skinTone, skinConcerns: row.skinConcerns } : null;
    },

    async saveProfile(userSeqNo: number, profile: BeautyProfile, at: Date) {
      await db
        .insert(beautyProfiles)
        .values({ userSeqNo, ...profile, updatedAt: at })
        .onConflictDoUpdate({ target: beautyProfiles.userSeqNo, set: { ...profile, updatedAt: at } });
    },

    async byId(id: number): Promise<ReviewRow | null> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
      return row ?? null;
    },

    async byLine(orderLineId: number): Promise<ReviewRow | null> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.orderLineId, orderLineId));
      return row ?? null;
    },

    /** The new review, or null when the line has one already (the unique key decides a race). */
    async insert(row: NewReview): Promise<ReviewRow | null> {
      const [inserted] = await db
        .insert(productReviews)
        .values(row)
        .onConflictDoNothing({ target: productReviews.orderLineId })
        .returning();
      return inserted ?? null;
    },

    async setPointsGranted(id: number, points: number) {
      await db.update(productReviews).set({ pointsGranted: points }).where(eq(productReviews.id, id));
    },

    /**
     * Moves the product's tally by one review (`sign` +1 when it starts showing, −1 when it stops): one upsert, so
     * concurrent reviews of one product queue on its row. Answers the row after the move.
     */
    async moveTally(productId: number, review: { rating: number; photoCount: number }, sign: 1 | -1) {
      const star = review.rating as 1 | 2 | 3 | 4 | 5;
      const photo = review.photoCount > 0 ? sign : 0;
      const [row] = await db
        .insert(reviewTallies)
        .values({
          productId,
          reviewCount: Math.max(0, sign),
          ratingTotal: Math.max(0, sign * review.rating),
          photoReviewCount: Math.max(0, photo),
          [STAR_KEY[star]]: Math.max(0, sign)
        })
        .onConflictDoUpdate({
          target: reviewTallies.productId,
          set: {
            reviewCount: sql`${reviewTallies.reviewCount} + ${sign}`,
            ratingTotal: sql`${reviewTallies.ratingTotal} + ${sign * review.rating}`,
            photoReviewCount: sql`${reviewTallies.photoReviewCount} + ${photo}`,
            [STAR_KEY[star]]: sql`${STAR_COLUMN[star]} + ${sign}`
          }
        })
        .returning();
      return row!;
    },

    async tally(productId: number): Promise<TallyRow | null> {
      const [row] = await db.select().from(reviewTallies).where(eq(reviewTallies.productId, productId));
      return row ?? null;
    },

    /** A product's visible reviews (photo ones first, newest first), optionally one skin type's. */
    async productPage(
      productId: number,
      skinType: SkinType | undefined,
      paging: { offset: number; limit: number }
    ) {
      const where = and(
        eq(productReviews.productId, productId),
        eq(productReviews.status, 'VISIBLE'),
        skinType ? eq(productReviews.skinType, skinType) : undefined
      );
      return paged(where, PAGE_ORDER, paging);
    },

    async mine(userSeqNo: number, paging: { offset: number; limit: number }) {
      return paged(
        eq(productReviews.userSeqNo, userSeqNo),
        [desc(productReviews.createdAt), desc(productReviews.id)],
        paging
      );
    },

    async byStatus(status: ReviewStatus, paging: { offset: number; limit: number }) {
      return paged(
        eq(productReviews.status, status),
        [desc(productReviews.createdAt), desc(productReviews.id)],
        paging
      );
    },

    /** Which of these reviews the member voted helpful (one query for a page). */
    async votedBy(reviewIds: number[], userSeqNo: number): Promise<Set<number>> {
      if (reviewIds.length === 0) return new Set();
      const rows = await db
        .select({ reviewId: productReviewHelpful.reviewId })
        .from(productReviewHelpful)
        .where(
          and(
            eq(productReviewHelpful.userSeqNo, userSeqNo),
            inArray(productReviewHelpful.reviewId, reviewIds)
          )
        );
      return new Set(rows.map((row) => row.reviewId));
    },

    /** The vote and the count together; null when the member voted already (the primary key says no). */
    async addHelpful(reviewId: number, userSeqNo: number): Promise<number | null> {
      const [vote] = await db
        .insert(productReviewHelpful)
        .values({ reviewId, userSeqNo })
        .onConflictDoNothing()
        .returning({ reviewId: productReviewHelpful.reviewId });
      if (!vote) return null;
      const [row] = await db
        .update(productReviews)
        .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
        .where(eq(productReviews.id, reviewId))
        .returning({ helpfulCount: productReviews.helpfulCount });
      return row?.helpfulCount ?? 0;
    },

    /** The desk's move in one guarded statement from the state the desk saw; null when it was not there. */
    async move(id: number, from: ReviewStatus, to: ReviewStatus, reason: string | null, at: Date) {
      const [row] = await db
        .update(productReviews)
        .set({ status: to, hiddenReason: reason, updatedAt: at })
        .where(and(eq(productReviews.id, id), eq(productReviews.status, from)))
        .returning();
      return row ?? null;
    },

    /** Reviews of these lines whose points are still held, locked for the reversal (once per review). */
    async holdingPoints(orderLineIds: readonly number[]): Promise<ReviewRow[]> {
      if (orderLineIds.length === 0) return [];
      return db
        .select()
        .from(productReviews)
        .where(
          and(
            inArray(productReviews.orderLineId, [...orderLineIds]),
            gt(productReviews.pointsGranted, 0),
            isNull(productReviews.pointsReversedAt)
          )
        )
        .for('update');
    },

    async markPointsReversed(id: number, at: Date) {
      await db.update(productReviews).set({ pointsReversedAt: at }).where(eq(productReviews.id, id));
    }
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
