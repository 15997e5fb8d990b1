import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskReturnDetailSchema,
  DeskReturnListSchema,
  DeskReturnMoveBodySchema,
  DeskReturnQuerySchema,
  IdParamSchema,
  queryInt,
  RETURN_PHOTO_MAX_FILES
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { ReturnDesk } from './return-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const asker = (request: FastifyRequest) => ({ staff: requireStaff(request), address: request.ip });

/** The returns desk under /api/staff/v1/returns (issue 16 item 4): staff with `returns.manage`. */
export function returnDeskRoutes(desk: ReturnDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/v1/returns',
      {
        preHandler: guard('returns.manage'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: returns in one state, oldest first, 20 a page, with the open states’ counts',
          querystring: DeskReturnQuerySchema,
          response: { 200: dataEnvelope(DeskReturnListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/returns/:id',
      {
        preHandler: guard('returns.manage'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: one return with its lines, photos, pickup, refund and the moves it allows',
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskReturnDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.detail(request.params.id, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/returns/:id/moves',
      {
        preHandler: guard('returns.manage'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: approve, record the collection of (the refund follows), or reject with a reason',
          params: IdParamSchema,
          body: DeskReturnMoveBodySchema,
          response: { 200: dataEnvelope(DeskReturnDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.move(request.params.id, request.body, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/returns/:id/photos/:seq',
      {
        preHandler: guard('returns.manage'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: a photo the customer sent with the return',
          params: IdParamSchema.extend({ seq: queryInt(0, RETURN_PHOTO_MAX_FILES - 1) })
        }
      },
      async (request, reply) =>
        privateAnswer(reply)
          .header('x-content-type-options', 'nosniff')
          .type('image/jpeg')
          .send(await desk.photo(request.params.id, request.params.seq, asker(request)))
    );
  };
}
