import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskPlannerDocumentListSchema,
  DeskPlannerDocumentQuerySchema,
  DeskPlannerDocumentReviewBodySchema,
  DeskPlannerDocumentRowSchema,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { PlannerDocumentDesk } from './planner-document-desk.service.ts';
import { sendDocument } from './send-document.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const asker = (request: FastifyRequest) => ({
  staff: requireStaff(request),
  address: request.ip,
  language: request.language
});

/** Planner documents on the staff console under /api/staff/v1/planner-documents: staff with `planner.documents`. */
export function plannerDocumentDeskRoutes(
  desk: PlannerDocumentDesk,
  guard: StaffGuard
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/v1/planner-documents',
      {
        preHandler: guard('planner.documents'),
        schema: {
          tags: ['staff'],
          summary:
            'Console: documents in one review state with their planner, 20 a page, with each state’s count',
          querystring: DeskPlannerDocumentQuerySchema,
          response: { 200: dataEnvelope(DeskPlannerDocumentListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/planner-documents/:id',
      {
        preHandler: guard('planner.documents'),
        schema: {
          tags: ['staff'],
          summary: 'Console: one document with its planner',
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskPlannerDocumentRowSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.detail(request.params.id, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/planner-documents/:id/file',
      {
        preHandler: guard('planner.documents'),
        schema: {
          tags: ['staff'],
          summary: 'Console: the document’s file, decrypted (the read is audited)',
          params: IdParamSchema
        }
      },
      async (request, reply) => sendDocument(reply, await desk.file(request.params.id, asker(request)))
    );

    app.post(
      '/staff/v1/planner-documents/:id/review',
      {
        preHandler: guard('planner.documents'),
        schema: {
          tags: ['staff'],
          summary:
            'Console: approve, or reject with the note the planner reads (PLANNER_DOCUMENT_MOVE_REFUSED)',
          params: IdParamSchema,
          body: DeskPlannerDocumentReviewBodySchema,
          response: { 200: dataEnvelope(DeskPlannerDocumentRowSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.review(request.params.id, request.body, asker(request)) };
      }
    );
  };
}
