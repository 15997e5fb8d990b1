import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskAutoshipChargeListSchema,
  DeskAutoshipChargeQuerySchema,
  DeskAutoshipDetailSchema,
  DeskAutoshipListSchema,
  DeskAutoshipQuerySchema,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { AutoshipDesk } from './autoship-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const asker = (request: FastifyRequest) => ({
  staff: requireStaff(request),
  address: request.ip,
  language: request.language
});

/** Autoship on the staff console under /api/staff/v1/autoship (docs/decisions/067, 074): staff with `autoship.read`. */
export function autoshipDeskRoutes(desk: AutoshipDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/v1/autoship/subscriptions',
      {
        preHandler: guard('autoship.read'),
        schema: {
          tags: ['staff'],
          summary:
            'Console: subscriptions in one state (or all), newest first, 20 a page, with the live states’ counts',
          querystring: DeskAutoshipQuerySchema,
          response: { 200: dataEnvelope(DeskAutoshipListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/autoship/subscriptions/:id',
      {
        preHandler: guard('autoship.read'),
        schema: {
          tags: ['staff'],
          summary: 'Console: one subscription with its lines, address, card and every cycle’s charge row',
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskAutoshipDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.detail(request.params.id, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/autoship/charges',
      {
        preHandler: guard('autoship.read'),
        schema: {
          tags: ['staff'],
          summary: 'Console: failed or retrying charges with their subscription and member, newest first',
          querystring: DeskAutoshipChargeQuerySchema,
          response: { 200: dataEnvelope(DeskAutoshipChargeListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.charges(request.query, asker(request)) };
      }
    );
  };
}
