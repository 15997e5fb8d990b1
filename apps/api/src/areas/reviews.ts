import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createPublicImages } from '../modules/media/public-images.ts';
import { createOrderLineFacts } from '../modules/order/order-lines.ts';
import { refundedOrderLineIds } from '../modules/returns/return-lines.ts';
import { reviewDeskRoutes } from '../modules/reviews/reviews-desk.routes.ts';
import { createReviewsDesk } from '../modules/reviews/reviews-desk.service.ts';
import { reviewRoutes } from '../modules/reviews/reviews.routes.ts';
import { createReviewsService } from '../modules/reviews/reviews.service.ts';
import { createStaffAudit } from '../modules/staff/staff-audit.ts';
import { assertSameOriginWrite, type StaffGuard } from '../modules/staff/staff.routes.ts';
import type { AccountModules } from './accounts.ts';
import type { OrderModules } from './orders.ts';

/**
 * Product reviews (docs/decisions/090) under /api: the product page's reads, the member's profile and writes (order
 * lines through the order module's lookup, refunds through the returns module's, points through the ledger), and
 * the console's moderation desk in its own staff scope.
 */
export async function registerReviewModules(
  api: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    accounts: AccountModules;
    orders: OrderModules;
    guard: StaffGuard;
  }
) {
  const { db } = deps.database;
  const orderLines = createOrderLineFacts(db);
  const reviews = createReviewsService({
    db,
    orderLines,
    refundedLines: refundedOrderLineIds,
    points: deps.orders.reviewPoints,
    photos: createPublicImages(deps.config.mediaDir, 'reviews')
  });
  await api.register(reviewRoutes(reviews, deps.accounts.authenticate));
  await api.register(async (staff) => {
    staff.decorateRequest('staff', null);
    staff.addHook('preHandler', assertSameOriginWrite);
    const desk = createReviewsDesk({
      db,
      audit: createStaffAudit(db),
      orderLines,
      points: deps.orders.reviewPoints
    });
    await staff.register(reviewDeskRoutes(desk, deps.guard));
  });
  return { reviews };
}
