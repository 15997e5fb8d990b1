import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskFeedbackDetailSchema,
  DeskFeedbackListSchema,
  DeskFeedbackQuerySchema,
  DeskFeedbackReplyBodySchema,
  DeskFeedbackVisibilityBodySchema,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { staffAsker } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { FeedbackDesk } from './feedback-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Feedback on the staff console under /api/staff/v1/feedback: staff with `feedback.moderate` (CS, CONTENT, ADMIN). */
export function feedbackDeskRoutes(desk: FeedbackDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = guard('feedback.moderate');

    app.get(
      '/staff/v1/feedback',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: every post (all, unanswered, hidden), 20 a page, newest first',
          querystring: DeskFeedbackQuerySchema,
          response: { 200: dataEnvelope(DeskFeedbackListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query, staffAsker(request)) };
      }
    );

    app.get(
      '/staff/v1/feedback/:id',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: one post with its writer’s contact (the read is audited)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskFeedbackDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.detail(request.params.id, staffAsker(request)) };
      }
    );

    app.put(
      '/staff/v1/feedback/:id/reply',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary:
            'Console: the one reply of a post (HTML or plain text, sanitised when served); again replaces it',
          params: IdParamSchema,
          body: DeskFeedbackReplyBodySchema,
          response: { 200: dataEnvelope(DeskFeedbackDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.reply(request.params.id, request.body, staffAsker(request)) };
      }
    );

    app.put(
      '/staff/v1/feedback/:id/visibility',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: hide a post with a reason, or show it again',
          params: IdParamSchema,
          body: DeskFeedbackVisibilityBodySchema,
          response: { 200: dataEnvelope(DeskFeedbackDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.setHidden(request.params.id, request.body, staffAsker(request)) };
      }
    );
  };
}
