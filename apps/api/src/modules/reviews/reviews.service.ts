import {
  averageRating,
  DomainError,
  EMPTY_BEAUTY_PROFILE,
  helpfulRefusal,
  maskReviewer,
  MY_REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_POINTS_PHOTO,
  REVIEW_POINTS_TEXT,
  reviewPointsFor,
  reviewRefusal,
  totalPageCount,
  type BeautyProfile,
  type HelpfulAnswer,
  type OwnReview,
  type OwnReviewPage,
  type ProductReview,
  type ReviewableLine,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewSummary,
  type ReviewWrite
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { normaliseImage } from '../media/images.ts';
import type { PublicImages } from '../media/public-images.ts';
import type { OrderLineFacts, OrderLineLookup } from '../order/order-lines.ts';
import { setProductReviewFigures } from '../product/product-review-figures.ts';
import { createReviewsRepository, type ReviewRow, type TallyRow } from './reviews.repository.ts';

/** What the points ledger (the benefits module) does for reviews, inside the review's transaction. */
export type ReviewPoints = {
  grantReviewPoints(tx: Executor, userSeqNo: number, amount: number): Promise<number>;
  takeBackReviewPoints(
    tx: Executor,
    userSeqNo: number,
    amount: number,
    why: 'reviewReturn' | 'reviewHidden'
  ): Promise<number>;
};

export type ReviewsDeps = {
  db: Database;
  orderLines: OrderLineLookup;
  /** Which of these lines a return has refunded (the returns module's answer). */
  refundedLines: (exec: Executor, orderLineIds: readonly number[]) => Promise<Set<number>>;
  points: ReviewPoints;
  photos: PublicImages;
  now?: () => Date;
};

/** Photos are kept within 1,200 px wide: enough for the page's viewer, small enough for a phone. */
const PHOTO_SIZE = { width: 1200, fit: 'inside' } as const;

export function toProductReview(row: ReviewRow, voted: boolean, asker: number | null): ProductReview {
  return {
    reviewId: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    photos: row.photoUrls,
    reviewer: row.reviewer,
    optionValue: row.optionValue,
    skinType: row.skinType,
    skinTone: row.skinTone,
    skinConcerns: row.skinConcerns,
    helpfulCount: row.helpfulCount,
    votedHelpful: voted,
    mine: asker !== null && row.userSeqNo === asker,
    createdAt: row.createdAt.toISOString()
  };
}

export function toOwnReview(row: ReviewRow, line: OrderLineFacts | undefined): OwnReview {
  return {
    ...toProductReview(row, false, row.userSeqNo),
    productName: line?.productName ?? '',
    imageUrl: line?.imageUrl ?? '',
    orderLineId: row.orderLineId,
    status: row.status,
    hiddenReason: row.hiddenReason,
    pointsGranted: row.pointsGranted,
    pointsReversed: row.pointsReversedAt !== null
  };
}

export function toSummary(productId: number, tally: TallyRow | null): ReviewSummary {
  const t = tally ?? {
    reviewCount: 0,
    ratingTotal: 0,
    photoReviewCount: 0,
    star1: 0,
    star2: 0,
    star3: 0,
    star4: 0,
    star5: 0
  };
  return {
    productId,
    reviewCount: t.reviewCount,
    averageRating: averageRating(t.ratingTotal, t.reviewCount),
    stars: [
      { star: 5, count: t.star5 },
      { star: 4, count: t.star4 },
      { star: 3, count: t.star3 },
      { star: 2, count: t.star2 },
      { star: 1, count: t.star1 }
    ],
    photoReviewCount: t.photoReviewCount
  };
}

/**
 * Moves a product's figures by one review, in the caller's transaction: the tally row and the product row's
 * count and average (the catalogue sorts by them), together.
 */
export async function moveFigures(
  tx: Executor,
  row: Pick<ReviewRow, 'productId' | 'rating' | 'photoCount'>,
  sign: 1 | -1
) {
  const tally = await createReviewsRepository(tx).moveTally(row.productId, row, sign);
  await setProductReviewFigures(tx, row.productId, {
    reviewCount: tally.reviewCount,
    ratingTenths: Math.round(averageRating(tally.ratingTotal, tally.reviewCount) * 10)
  });
}

/**
 * Gives back to the ledger the points the reviews of these lines still hold, once each (the review is marked in the
 * same transaction, its row locked first): a refunded return's lines (the returns module calls it in its settling
 * transaction, docs/decisions/090), or the line of a review the desk hides.
 */
export function reviewPointsReversal(
  points: ReviewPoints,
  why: 'reviewReturn' | 'reviewHidden',
  now: () => Date = () => new Date()
) {
  return async (tx: Executor, orderLineIds: readonly number[]): Promise<void> => {
    const repo = createReviewsRepository(tx);
    for (const review of await repo.holdingPoints(orderLineIds)) {
      await points.takeBackReviewPoints(tx, review.userSeqNo, review.pointsGranted, why);
      await repo.markPointsReversed(review.id, now());
    }
  };
}

/**
 * Reviews (docs/decisions/090): who may write (the buyer of a DELIVERED line, once per line), the photos (judged by
 * content, re-encoded, public), the points through the ledger, the product page's reads and helpful votes, the
 * member's profile and own list, and the reversal when a reviewed line is refunded.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { db, orderLines, photos, points, now = () => new Date() } = deps;
  const repository = createReviewsRepository(db);

  async function lineFacts(userSeqNo: number, orderLineId: number) {
    const line = await orderLines.line(orderLineId);
    if (!line) throw new DomainError('REVIEW_LINE_NOT_YOURS');
    const [review, refunded] = await Promise.all([
      repository.byLine(orderLineId),
      deps.refundedLines(db, [orderLineId])
    ]);
    const refusal = reviewRefusal(
      {
        ownerUserSeqNo: line.userSeqNo,
        orderStatus: line.orderStatus,
        reviewed: review !== null,
        refunded: refunded.has(orderLineId)
      },
      userSeqNo
    );
    if (refusal === 'REVIEW_LINE_NOT_YOURS') throw new DomainError(refusal);
    return { line, refusal };
  }

  async function profileOf(userSeqNo: number): Promise<BeautyProfile> {
    return (await repository.profile(userSeqNo)) ?? EMPTY_BEAUTY_PROFILE;
  }

  return {
    profile: profileOf,

    async saveProfile(userSeqNo: number, profile: BeautyProfile): Promise<BeautyProfile> {
      await repository.saveProfile(userSeqNo, profile, now());
      return profileOf(userSeqNo);
    },

    async line(userSeqNo: number, orderLineId: number): Promise<ReviewableLine> {
      const { line, refusal } = await lineFacts(userSeqNo, orderLineId);
      return {
        orderLineId,
        orderNumber: line.orderNumber,
        productId: line.productId,
        productName: line.productName,
        optionValue: line.optionValue,
        imageUrl: line.imageUrl,
        refusal,
        points: { text: REVIEW_POINTS_TEXT, photo: REVIEW_POINTS_PHOTO }
      };
    },

    /**
     * Writes the review: the line checked, the photos re-encoded and kept (slow work outside the transaction), then
     * one transaction — the row (the unique key refuses a second review of the line), the figures, the points.
     * Refused after the photos were kept: they are removed.
     */
    async write(userSeqNo: number, body: ReviewWrite, files: Buffer[]): Promise<OwnReview> {
      const { line, refusal } = await lineFacts(userSeqNo, body.orderLineId);
      if (refusal) throw new DomainError(refusal);
      if (line.productId === null) throw new DomainError('PRODUCT_NOT_FOUND');
      const productId = line.productId;
      // Every photo judged before any is kept: one bad file refuses the review with nothing written.
      const images: Buffer[] = [];
      for (const file of files) images.push(await normaliseImage(file));
      const urls: string[] = [];
      try {
        for (const image of images) urls.push(await photos.save(image, PHOTO_SIZE));
        const profile = await profileOf(userSeqNo);
        const row = await db.transaction(async (tx) => {
          const repo = createReviewsRepository(tx);
          // The refund check again inside: a return settled meanwhile is not reviewed.
          if ((await deps.refundedLines(tx, [line.orderLineId])).size > 0)
            throw new DomainError('REVIEW_LINE_RETURNED');
          const inserted = await repo.insert({
            productId,
            orderLineId: line.orderLineId,
            userSeqNo,
            rating: body.rating,
            text: body.text,
            photoUrls: urls,
            photoCount: urls.length,
            reviewer: maskReviewer(line.ordererName),
            optionValue: line.optionValue,
            skinType: profile.skinType,
            skinTone: profile.skinTone,
            skinConcerns: profile.skinConcerns,
            createdAt: now(),
            updatedAt: now()
          });
          if (!inserted) throw new DomainError('REVIEW_ALREADY_WRITTEN');
          await moveFigures(tx, inserted, 1);
          const granted = await points.grantReviewPoints(tx, userSeqNo, reviewPointsFor(urls.length));
          await repo.setPointsGranted(inserted.id, granted);
          return { ...inserted, pointsGranted: granted };
        });
        return toOwnReview(row, line);
      } catch (error) {
        await Promise.all(urls.map((url) => photos.remove(url)));
        throw error;
      }
    },

    async summary(productId: number): Promise<ReviewSummary> {
      return toSummary(productId, await repository.tally(productId));
    },

    async productPage(productId: number, query: ReviewListQuery, asker: number | null): Promise<ReviewPage> {
      const { rows, total } = await repository.productPage(productId, query.skinType, {
        offset: (query.pageNumber - 1) * REVIEW_PAGE_SIZE,
        limit: REVIEW_PAGE_SIZE
      });
      const voted =
        asker === null
          ? new Set<number>()
          : await repository.votedBy(
              rows.map((row) => row.id),
              asker
            );
      return {
        list: rows.map((row) => toProductReview(row, voted.has(row.id), asker)),
        pageNumber: query.pageNumber,
        totalPageNumber: totalPageCount(total, REVIEW_PAGE_SIZE),
        totalSize: total
      };
    },

    async mine(userSeqNo: number, pageNumber: number): Promise<OwnReviewPage> {
      const { rows, total } = await repository.mine(userSeqNo, {
        offset: (pageNumber - 1) * MY_REVIEW_PAGE_SIZE,
        limit: MY_REVIEW_PAGE_SIZE
      });
      const lines = await orderLines.lines(rows.map((row) => row.orderLineId));
      return {
        list: rows.map((row) => toOwnReview(row, lines.get(row.orderLineId))),
        pageNumber,
        totalPageNumber: totalPageCount(total, MY_REVIEW_PAGE_SIZE)
      };
    },

    /** One vote per member (the key refuses a second: 409), never on one's own (403), only on a showing review. */
    async helpful(reviewId: number, userSeqNo: number): Promise<HelpfulAnswer> {
      const review = await repository.byId(reviewId);
      if (!review || review.status !== 'VISIBLE') throw new DomainError('REVIEW_NOT_FOUND');
      const refusal = helpfulRefusal(review.userSeqNo, userSeqNo);
      if (refusal) throw new DomainError(refusal);
      const count = await db.transaction((tx) => createReviewsRepository(tx).addHelpful(reviewId, userSeqNo));
      if (count === null) throw new DomainError('REVIEW_HELPFUL_TWICE');
      return { helpfulCount: count, votedHelpful: true };
    }
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
