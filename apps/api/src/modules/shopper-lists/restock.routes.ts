import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  ProductIdParamSchema,
  ProductRestockAlertsSchema,
  RestockAlertBodySchema,
  RestockAlertIdParamSchema,
  RestockAlertPageSchema,
  ShopperListPageQuerySchema
} from '@mall/domain';
import { errorAnswers, memberReader, memberSeqNo, privateAnswer } from '../../http/route-kit.ts';
import type { ShopperListsService } from './shopper-lists.service.ts';

const errors = errorAnswers(400, 401, 404, 409);

/**
 * Restock alerts under /api/product/v1/users/restock-alerts (docs/decisions/092): behind the login, each on the
 * asker's own alerts; another member's alert id answers 404 like one that does not exist.
 */
export function restockRoutes(
  service: ShopperListsService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const tag = { tags: ['shopper-lists'] };

    app.get(
      '/product/v1/users/restock-alerts',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'The asker’s restock alerts, newest first, 10 a page (waiting and noticed)',
          querystring: ShopperListPageQuerySchema,
          response: { 200: dataEnvelope(RestockAlertPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.alerts(memberReader(request), request.query.page) };
      }
    );

    app.get(
      '/product/v1/users/restock-alerts/product/:productId',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'The asker’s waiting alerts on one product (which of its options are asked about)',
          params: ProductIdParamSchema,
          response: { 200: dataEnvelope(ProductRestockAlertsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.waitingOn(memberSeqNo(request), request.params.productId) };
      }
    );

    app.post(
      '/product/v1/users/restock-alerts',
      {
        preHandler: authenticate,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          ...tag,
          summary: 'Ask for a restock alert on a sold-out product or option (once while it waits)',
          body: RestockAlertBodySchema,
          response: { 200: dataEnvelope(z.object({ alertId: z.number().int() })), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const alertId = await service.ask(memberReader(request), request.body, request.language);
        return { data: { alertId } };
      }
    );

    app.delete(
      '/product/v1/users/restock-alerts/:alertId',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'Cancel one of the asker’s waiting alerts',
          params: RestockAlertIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.cancel(memberSeqNo(request), request.params.alertId);
        return privateAnswer(reply).code(204).send(null);
      }
    );
  };
}
