import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  OwnReviewPageSchema,
  OwnReviewSchema,
  ReviewDeskMoveSchema,
  ReviewDeskQuerySchema,
  ReviewIdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { staffAsker } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { ReviewsDesk } from './reviews-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The console's review desk (docs/decisions/090), behind content.manage: the list by state and hide / show. */
export function reviewDeskRoutes(desk: ReviewsDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  const preHandler = guard('content.manage');
  return async (app) => {
    app.get(
      '/staff/v1/reviews',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: one state’s reviews, newest first, 20 a page',
          querystring: ReviewDeskQuerySchema,
          response: { 200: dataEnvelope(OwnReviewPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query) };
      }
    );

    app.post(
      '/staff/v1/reviews/:reviewId/moves',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: hide a review with a reason, or show it again (audited)',
          params: ReviewIdParamSchema,
          body: ReviewDeskMoveSchema,
          response: { 200: dataEnvelope(OwnReviewSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.move(request.params.reviewId, request.body, staffAsker(request)) };
      }
    );
  };
}
