import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  EasyBagListSchema,
  EasyBagOwnerParamSchema,
  EasyBagParamSchema,
  EasyBagSaveSchema,
  EasyBagSchema,
  IdParamSchema,
  PublicEasyBagSchema
} from '@mall/domain';
import { errorAnswers, memberReader, noStore, privateAnswer } from '../../http/route-kit.ts';
import { requireSelf, type Principal } from '../auth/authenticate.ts';
import { requirePlanner } from '../planner/planner-asker.ts';
import type { EasyBagService } from './easy-bag.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Easy bags (docs/decisions/075 "Easy bag calls"): the owner's list, detail and writes under
 * /personal/v1/users/{id}/easy-bags — `{id}` must be the asker, a planner (ALT_PlannerOnly otherwise), and a bag of
 * another planner's is not found — and the public bag of /beauty-planner, opened by its random id.
 */
export function easyBagRoutes(
  bags: EasyBagService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  /** The asker is `{id}` and a planner now (the login check's type, seconds old at most). */
  const planner = (request: FastifyRequest & { params: { id: number } }): Principal => {
    requireSelf(request);
    return requirePlanner(request);
  };

  return async (app) => {
    const tags = ['easy-bags'];

    app.get(
      '/personal/v1/users/:id/easy-bags',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The planner's easy bags, newest first, with the most one may keep",
          params: IdParamSchema,
          response: { 200: dataEnvelope(EasyBagListSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await bags.list(planner(request).userSeqNo) };
      }
    );

    app.post(
      '/personal/v1/users/:id/easy-bags',
      {
        preHandler: authenticate,
        config: writeLimit,
        schema: {
          tags,
          summary: 'A new easy bag (EASY_BAG_LIMIT bags, 20 lines; products planners may bag)',
          params: IdParamSchema,
          body: EasyBagSaveSchema,
          response: { 200: dataEnvelope(EasyBagSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = planner(request);
        return { data: await bags.create(userSeqNo, request.body, memberReader(request)) };
      }
    );

    app.get(
      '/personal/v1/users/:id/easy-bags/:bagId',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "One of the planner's easy bags, priced now",
          params: EasyBagOwnerParamSchema,
          response: { 200: dataEnvelope(EasyBagSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = planner(request);
        return { data: await bags.get(userSeqNo, request.params.bagId, memberReader(request)) };
      }
    );

    app.put(
      '/personal/v1/users/:id/easy-bags/:bagId',
      {
        preHandler: authenticate,
        config: writeLimit,
        schema: {
          tags,
          summary: 'Save an easy bag again: name, note and lines (in this order)',
          params: EasyBagOwnerParamSchema,
          body: EasyBagSaveSchema,
          response: { 200: dataEnvelope(EasyBagSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = planner(request);
        return {
          data: await bags.update(userSeqNo, request.params.bagId, request.body, memberReader(request))
        };
      }
    );

    app.delete(
      '/personal/v1/users/:id/easy-bags/:bagId',
      {
        preHandler: authenticate,
        config: writeLimit,
        schema: {
          tags,
          summary: 'Delete an easy bag (its link and checkout stop at once); answers the bags left',
          params: EasyBagOwnerParamSchema,
          response: { 200: dataEnvelope(EasyBagListSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = planner(request);
        return { data: await bags.remove(userSeqNo, request.params.bagId) };
      }
    );

    app.get(
      '/personal/v1/public/easy-bags/:bagId',
      {
        // The id is the link's secret: the request log names the route, not the path.
        config: { logPathAs: 'route' },
        schema: {
          tags,
          summary:
            "/beauty-planner: the bag priced now, each line's state, its planner's name (deleted or unknown → EASY_BAG_NOT_FOUND)",
          params: EasyBagParamSchema,
          response: { 200: dataEnvelope(PublicEasyBagSchema), ...errors }
        }
      },
      async (request, reply) => {
        // Prices and states are live; the bag is nobody's to cache.
        noStore(reply);
        const viewer = { language: request.language, memberPrices: false };
        return { data: await bags.publicBag(request.params.bagId, viewer) };
      }
    );
  };
}
