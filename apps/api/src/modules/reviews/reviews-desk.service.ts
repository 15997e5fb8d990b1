import {
  DomainError,
  REVIEW_DESK_PAGE_SIZE,
  reviewMoveTarget,
  totalPageCount,
  type OwnReview,
  type OwnReviewPage,
  type ReviewDeskMove,
  type ReviewDeskQuery
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { OrderLineLookup } from '../order/order-lines.ts';
import type { StaffAsker, StaffAudit } from '../staff/staff-audit.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { moveFigures, reviewPointsReversal, toOwnReview, type ReviewPoints } from './reviews.service.ts';

/**
 * The desk's review moderation (docs/decisions/090): the list by state, newest first, and the moves — hide an
 * abusive review with a reason (it leaves the product's figures and gives its points back to the ledger, for good),
 * show it again — each one guarded statement from the state the desk saw, with the figures, the points and the audit
 * entry in the same transaction.
 */
export function createReviewsDesk(deps: {
  db: Database;
  audit: StaffAudit;
  orderLines: OrderLineLookup;
  points: ReviewPoints;
  now?: () => Date;
}) {
  const { db, audit, orderLines, now = () => new Date() } = deps;
  const repository = createReviewsRepository(db);
  const takeBackPoints = reviewPointsReversal(deps.points, 'reviewHidden', now);
  return {
    async list(query: ReviewDeskQuery): Promise<OwnReviewPage> {
      const { rows, total } = await repository.byStatus(query.status, {
        offset: (query.pageNumber - 1) * REVIEW_DESK_PAGE_SIZE,
        limit: REVIEW_DESK_PAGE_SIZE
      });
      const lines = await orderLines.lines(rows.map((row) => row.orderLineId));
      return {
        list: rows.map((row) => toOwnReview(row, lines.get(row.orderLineId))),
        pageNumber: query.pageNumber,
        totalPageNumber: totalPageCount(total, REVIEW_DESK_PAGE_SIZE)
      };
    },

    async move(reviewId: number, body: ReviewDeskMove, asker: StaffAsker): Promise<OwnReview> {
      const before = await repository.byId(reviewId);
      if (!before) throw new DomainError('REVIEW_NOT_FOUND');
      const to = reviewMoveTarget(before.status, body.move);
      if (!to) throw new DomainError('REVIEW_MOVE_REFUSED');
      const reason = to === 'HIDDEN' ? (body.reason ?? null) : null;
      const moved = await db.transaction(async (tx) => {
        const row = await createReviewsRepository(tx).move(reviewId, before.status, to, reason, now());
        if (!row) throw new DomainError('REVIEW_MOVE_REFUSED');
        await moveFigures(tx, row, to === 'HIDDEN' ? -1 : 1);
        if (to === 'HIDDEN') await takeBackPoints(tx, [row.orderLineId]);
        await audit.record(
          asker,
          `review.${body.move.toLowerCase()}`,
          {
            targetType: 'product_review',
            targetId: String(reviewId),
            before: { status: before.status, hiddenReason: before.hiddenReason },
            after: { status: to, hiddenReason: reason }
          },
          tx
        );
        return row;
      });
      return toOwnReview(moved, (await orderLines.line(moved.orderLineId)) ?? undefined);
    }
  };
}

export type ReviewsDesk = ReturnType<typeof createReviewsDesk>;
