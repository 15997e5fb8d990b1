import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeliveryAddressChangeRequestSchema,
  DirectSalesPageSchema,
  DirectSalesQuerySchema,
  DirectSalesTotalQuerySchema,
  DirectSalesTotalSchema,
  DomainError,
  MaxQuantityLimitCheckAnswerSchema,
  MaxQuantityLimitCheckRequestSchema,
  OrderDetailSchema,
  OrderNumberParamSchema,
  OrderNumberSequenceSchema,
  SheetContentsSchema,
  SheetDecryptRequestSchema
} from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import { requirePlanner } from '../planner/planner-asker.ts';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import type { OrderCallsService } from './order-calls.service.ts';
import type { DirectSalesService } from './direct-sales.ts';
import type { PurchaseLimits } from './purchase-limits.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
/** Guesses at a guest's credentials: strict per client, as the guest lookup routes. */
const GUEST_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * The order calls of issue 20 item 4 (docs/decisions/085): the delivery address changed before shipping, a sheet
 * read back, a planner's direct sales, a member's order sequence, the per-member quantity limits.
 */
export function orderCallsRoutes(deps: {
  calls: OrderCallsService;
  direct: DirectSalesService;
  limits: Pick<PurchaseLimits, 'check'>;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { calls, direct, limits, authenticate } = deps;
  const member = { preHandler: authenticate };
  /** A login when one is sent (an expired one answers as anywhere else); none → a guest. */
  const loginIfSent = {
    preHandler: async (request: FastifyRequest) => {
      if (request.headers.authorization) await authenticate(request);
    }
  };

  return async (app) => {
    app.post(
      '/order/v1/public/sales/update/order-delivery-address',
      {
        ...loginIfSent,
        config: GUEST_LIMIT,
        schema: {
          tags: ['order'],
          summary:
            'Change the delivery address of a paid or preparing order without a tracking number: a member’s own ' +
            '(Bearer + orderNumber) or a guest’s (credentials); later → ORDER_ADDRESS_NOT_CHANGEABLE',
          body: DeliveryAddressChangeRequestSchema,
          response: { 200: dataEnvelope(OrderDetailSchema), ...errors, ...errorAnswers(429) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const body = request.body;
        if ('credentials' in body) return { data: await calls.changeGuestAddress(body, request.language) };
        if (!request.principal) throw new DomainError('UNAUTHORIZED');
        return {
          data: await calls.changeMemberAddress(request.principal.userSeqNo, body, request.language)
        };
      }
    );

    app.post(
      '/order/v1/sales/sheet/decrypt',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary:
            'The asker’s order sheet as stored (lines, source, expiry, used), even once expired or used',
          body: SheetDecryptRequestSchema,
          response: { 200: dataEnvelope(SheetContentsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await calls.sheetContents(requirePrincipal(request).userSeqNo, request.body.sheetId) };
      }
    );

    app.get(
      '/order/v1/sales/direct',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary:
            'A planner’s direct sales: orders credited to the asker in a month (Asia/Seoul), newest first',
          querystring: DirectSalesQuerySchema,
          response: { 200: dataEnvelope(DirectSalesPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await direct.page(requirePlanner(request).userSeqNo, request.query) };
      }
    );

    app.get(
      '/order/v1/sales/direct/total',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary: 'A planner’s direct sales of a month: count, amount, SP and BP',
          querystring: DirectSalesTotalQuerySchema,
          response: { 200: dataEnvelope(DirectSalesTotalSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await direct.total(requirePlanner(request).userSeqNo, request.query.month) };
      }
    );

    app.get(
      '/order/v1/sales/sales-order-number-sequence/:id',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary:
            'Which of the asker’s orders this is (the nth listed order, oldest first); anyone else’s → 404',
          params: OrderNumberParamSchema,
          response: { 200: dataEnvelope(OrderNumberSequenceSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await calls.sequence(requirePrincipal(request).userSeqNo, request.params.id) };
      }
    );

    app.post(
      '/order/v1/sales/check/maxQuantityLimit',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary:
            'Per product: would these quantities with what the asker bought before (orders not failed or cancelled) pass its maxQuantityLimit',
          body: MaxQuantityLimitCheckRequestSchema,
          response: { 200: dataEnvelope(MaxQuantityLimitCheckAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await limits.check(requirePrincipal(request).userSeqNo, request.body) };
      }
    );
  };
}
