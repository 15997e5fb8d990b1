import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  IdParamSchema,
  DeskMoveBodySchema,
  DeskMoveResultSchema,
  DeskOrderDetailSchema,
  DeskOrderListSchema,
  DeskOrderQuerySchema,
  DeskPickingQuerySchema,
  DeskShipmentsBodySchema,
  DeskShipmentsResultSchema,
  DeskTrackingBodySchema,
  PickingListSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { DeskService } from './desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const asker = (request: FastifyRequest) => ({ staff: requireStaff(request), address: request.ip });

/** The order desk under /api/staff/v1/orders (issue 16 item 2): staff with `orders.read` / `orders.fulfil`. */
export function deskRoutes(desk: DeskService, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/v1/orders',
      {
        preHandler: guard('orders.read'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: orders in one state, 20 a page, with the count of every state',
          querystring: DeskOrderQuerySchema,
          response: { 200: dataEnvelope(DeskOrderListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.list(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/orders/picking-list',
      {
        preHandler: guard('orders.fulfil'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: what the orders being prepared need, by product and option',
          querystring: DeskPickingQuerySchema,
          response: { 200: dataEnvelope(PickingListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.picking(request.query.ids ?? null, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/orders/:id',
      {
        preHandler: guard('orders.read'),
        schema: {
          tags: ['staff'],
          summary: "Desk: one order with its orderer, address, lines and each state's time",
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskOrderDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.detail(request.params.id, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/orders/moves',
      {
        preHandler: guard('orders.fulfil'),
        schema: {
          tags: ['staff'],
          summary: 'Desk: prepare or mark delivered up to 100 orders; each moves only from its from-state',
          body: DeskMoveBodySchema,
          response: { 200: dataEnvelope(DeskMoveResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.move(request.body.event, request.body.orderIds, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/orders/:id/tracking',
      {
        preHandler: guard('orders.fulfil'),
        schema: {
          tags: ['staff'],
          summary: "Desk: correct a shipping order's carrier and tracking number (tracking starts again)",
          params: IdParamSchema,
          body: DeskTrackingBodySchema,
          response: { 200: dataEnvelope(DeskOrderDetailSchema), ...errorAnswers(400, 401, 403, 404, 409) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.correctTracking(request.params.id, request.body, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/orders/shipments',
      {
        preHandler: guard('orders.fulfil'),
        schema: {
          tags: ['staff'],
          summary:
            'Desk: ship orders in PREPARING with courier and tracking number (one, or an uploaded list)',
          body: DeskShipmentsBodySchema,
          response: { 200: dataEnvelope(DeskShipmentsResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.ship(request.body.shipments, asker(request)) };
      }
    );
  };
}
