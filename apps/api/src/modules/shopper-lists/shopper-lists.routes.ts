import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  ProductIdParamSchema,
  RecentProductsQuerySchema,
  RecentProductsSchema,
  RecentViewBodySchema,
  RecentViewMergeBodySchema,
  RecentViewsSchema,
  ShopperListPageQuerySchema,
  WishedIdsSchema,
  WishlistPageSchema
} from '@mall/domain';
import { errorAnswers, memberReader, memberSeqNo, noStore, privateAnswer } from '../../http/route-kit.ts';
import type { ShopperListsService } from './shopper-lists.service.ts';

const errors = errorAnswers(400, 401, 404, 409);
const empty = (reply: FastifyReply) => privateAnswer(reply).code(204).send(null);
/** Every product page records a view: a brisk shopper opens many, a script opens more. */
const VIEW_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The wishlist and recently viewed under /api/product/v1/users (docs/decisions/091): behind the login, each on the
 * asker's own rows (a product id names the asker's row, never another member's). The wished ids are their own small
 * call so the catalogue's shared cached answers never carry a member's state.
 */
export function shopperListRoutes(
  service: ShopperListsService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const tag = { tags: ['shopper-lists'] };

    app.get(
      '/product/v1/users/wishlist',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'The asker’s wishlist, newest first, 10 a page (sold-out and paused products included)',
          querystring: ShopperListPageQuerySchema,
          response: { 200: dataEnvelope(WishlistPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.wishlist(memberReader(request), request.query.page) };
      }
    );

    app.get(
      '/product/v1/users/wishlist/ids',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'The ids of the asker’s wished products (the hearts on lists and the product page)',
          response: { 200: dataEnvelope(WishedIdsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: { productIds: await service.wishedIds(memberSeqNo(request)) } };
      }
    );

    app.put(
      '/product/v1/users/wishlist/:productId',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'Wish a product (again: nothing changes)',
          params: ProductIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.wish(memberSeqNo(request), request.params.productId);
        return empty(reply);
      }
    );

    app.delete(
      '/product/v1/users/wishlist/:productId',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'Take a product off the asker’s wishlist (404 when it is not on it)',
          params: ProductIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.unwish(memberSeqNo(request), request.params.productId);
        return empty(reply);
      }
    );

    app.get(
      '/product/v1/users/recent-views',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary:
            'The asker’s recently viewed products, newest first (50 at most; paused and deleted left out)',
          response: { 200: dataEnvelope(RecentViewsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.recent(memberReader(request)) };
      }
    );

    app.post(
      '/product/v1/users/recent-views',
      {
        preHandler: authenticate,
        config: VIEW_LIMIT,
        schema: {
          ...tag,
          summary: 'Record a product page view (it goes first; the oldest past 50 falls off)',
          body: RecentViewBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.view(memberSeqNo(request), request.body.productId);
        return empty(reply);
      }
    );

    app.post(
      '/product/v1/users/recent-views/merge',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'Merge a guest’s local list (newest first) before the member’s own, at login',
          body: RecentViewMergeBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.merge(memberSeqNo(request), request.body.productIds);
        return empty(reply);
      }
    );

    app.delete(
      '/product/v1/users/recent-views/:productId',
      {
        preHandler: authenticate,
        schema: {
          ...tag,
          summary: 'Remove a product from the asker’s recently viewed (404 when it is not there)',
          params: ProductIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.forget(memberSeqNo(request), request.params.productId);
        return empty(reply);
      }
    );

    app.get(
      '/product/v1/public/recent-products',
      {
        schema: {
          ...tag,
          summary:
            'A guest’s locally kept recently viewed ids as cards, in the order given (paused/deleted left out)',
          querystring: RecentProductsQuerySchema,
          response: { 200: dataEnvelope(RecentProductsSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const viewer = { language: request.language, memberPrices: false };
        return { data: { list: await service.guestRecent(request.query.productIds, viewer) } };
      }
    );
  };
}
