import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AutoshipChangeBodySchema,
  AutoshipDetailSchema,
  AutoshipIdParamSchema,
  AutoshipInitBodySchema,
  AutoshipListSchema,
  dataEnvelope
} from '@mall/domain';
import { errorAnswers, memberReader, privateAnswer } from '../../http/route-kit.ts';
import type { AutoshipService } from './autoship.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
/** A member sets up or changes a few subscriptions; a script hits a wall (each card password is one of five tries). */
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const BASE = '/order/v1/autoship/subscriptions';

/**
 * Autoship subscriptions (SPEC §2 /autoship, /autoship/detail/{id}, /autoship/init, /autoship/result; issue 17;
 * docs/decisions/074), member only and the asker's own: another member's subscription is not found.
 */
export function autoshipRoutes(
  autoship: AutoshipService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['autoship'];
    const detail = { 200: dataEnvelope(AutoshipDetailSchema), ...errors };
    const moves = [
      ['skip', 'Skip the next delivery (never charged); skipping again skips the one after', autoship.skip],
      ['pause', 'Pause: nothing is charged until resumed', autoship.pause],
      ['resume', 'Resume a paused subscription from the first cycle after today', autoship.resume],
      ['cancel', 'End the subscription for good', autoship.cancel]
    ] as const;

    app.post(
      BASE,
      {
        preHandler: authenticate,
        config: { ...writeLimit, idempotency: true },
        schema: {
          tags,
          summary:
            'Subscribe autoship-cart lines (or lines given) on a cycle from a first day, to an address and a saved card (its card password)',
          body: AutoshipInitBodySchema,
          response: detail
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await autoship.init(memberReader(request), request.body) };
      }
    );

    app.get(
      BASE,
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The member's subscriptions, newest first, each with its next charge at today's prices",
          response: { 200: dataEnvelope(AutoshipListSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await autoship.list(memberReader(request)) };
      }
    );

    app.get(
      `${BASE}/:id`,
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'A subscription: its lines today, next charge, address, card and the settled cycles',
          params: AutoshipIdParamSchema,
          response: detail
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await autoship.detail(memberReader(request), request.params.id) };
      }
    );

    app.patch(
      `${BASE}/:id`,
      {
        preHandler: authenticate,
        config: writeLimit,
        schema: {
          tags,
          summary:
            'Change lines, cycle, next charge day, address or card (with its card password; reactivates a held one)',
          params: AutoshipIdParamSchema,
          body: AutoshipChangeBodySchema,
          response: detail
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await autoship.change(memberReader(request), request.params.id, request.body) };
      }
    );

    for (const [move, summary, run] of moves) {
      app.post(
        `${BASE}/:id/${move}`,
        {
          preHandler: authenticate,
          config: writeLimit,
          schema: { tags, summary, params: AutoshipIdParamSchema, response: detail }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return { data: await run(memberReader(request), request.params.id) };
        }
      );
    }
  };
}
