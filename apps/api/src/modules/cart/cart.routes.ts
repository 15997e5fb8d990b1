import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAddRequestSchema,
  CartBadgeSchema,
  CartDeleteQuerySchema,
  CartIdParamSchema,
  CartMergeAnswerSchema,
  CartMergeRequestSchema,
  CartOptionRequestSchema,
  CartQuantityRequestSchema,
  CartSchema,
  CartSuggestionsSchema,
  CartSuggestQuerySchema,
  dataEnvelope,
  GuestCartRefreshAnswerSchema,
  GuestCartRefreshRequestSchema,
  type CartType
} from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import { catalogueCache, catalogueViewer, type CatalogueAccess } from '../product/product.routes.ts';
import type { Asker, CartService } from './cart.service.ts';
import { createJsonOnce } from '../../http/json-once.ts';
import { errorAnswers, memberReader, noStore, privateAnswer } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
/** Cart writes: generous for a shopper clicking a stepper, a wall for a script. */
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** One merge per login; a few retries. */
const mergeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const CARTS: { cartType: CartType; path: string; label: string }[] = [
  { cartType: 'normal', path: '/order/v1/cart', label: 'normal' },
  { cartType: 'autoship', path: '/order/v1/autoship/cart', label: 'autoship' }
];

export type CartAccess = Pick<CatalogueAccess, 'authenticate' | 'seesMemberPrices'>;

/** The member carts, the guest refresh, the merge at login and the suggestions (SPEC §7 Cart, docs/decisions/030). */
export function cartRoutes(service: CartService, access: CartAccess): FastifyPluginAsyncZod {
  const askerOf = (request: FastifyRequest): Asker => memberReader(request);
  const member = { preHandler: access.authenticate };

  return async (app) => {
    for (const { cartType, path, label } of CARTS) {
      // A kept answer (ADR 065) is validated and serialised once, then sent as bytes (ADR 028).
      const sendCart = createJsonOnce();
      app.get(
        path,
        {
          ...member,
          schema: {
            tags: ['cart'],
            summary: `The ${label} cart`,
            response: { 200: dataEnvelope(CartSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return sendCart(reply, await service.cart(askerOf(request), cartType));
        }
      );

      app.post(
        path,
        {
          ...member,
          config: writeLimit,
          schema: {
            tags: ['cart'],
            summary: `Add lines to the ${label} cart (a product and option already in it adds to its line)`,
            body: CartAddRequestSchema,
            response: { 200: dataEnvelope(CartSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return { data: await service.add(askerOf(request), cartType, request.body) };
        }
      );

      app.delete(
        path,
        {
          ...member,
          config: writeLimit,
          schema: {
            tags: ['cart'],
            summary: `Delete lines of the ${label} cart (?cartIds=1,2; all or none)`,
            querystring: CartDeleteQuerySchema,
            response: { 200: dataEnvelope(CartSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return { data: await service.remove(askerOf(request), cartType, request.query.cartIds) };
        }
      );

      app.patch(
        `${path}/quantity/:cartId`,
        {
          ...member,
          config: writeLimit,
          schema: {
            tags: ['cart'],
            summary: `Set a ${label} cart line's quantity`,
            params: CartIdParamSchema,
            body: CartQuantityRequestSchema,
            response: { 200: dataEnvelope(CartSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return {
            data: await service.changeQuantity(
              askerOf(request),
              cartType,
              request.params.cartId,
              request.body.quantity
            )
          };
        }
      );

      app.patch(
        `${path}/option/:cartId`,
        {
          ...member,
          config: writeLimit,
          schema: {
            tags: ['cart'],
            summary: `Move a ${label} cart line to another option (joins a line already on it, within the limit)`,
            params: CartIdParamSchema,
            body: CartOptionRequestSchema,
            response: { 200: dataEnvelope(CartSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return {
            data: await service.changeOption(
              askerOf(request),
              cartType,
              request.params.cartId,
              request.body.productOptionId
            )
          };
        }
      );
    }

    app.get(
      '/order/v1/cart/badge',
      {
        ...member,
        schema: {
          tags: ['cart'],
          summary: 'Lines in both carts',
          response: { 200: dataEnvelope(CartBadgeSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.badge(requirePrincipal(request).userSeqNo) };
      }
    );

    app.post(
      '/order/v1/cart/merge',
      {
        ...member,
        config: mergeLimit,
        schema: {
          tags: ['cart'],
          summary: 'Move the guest cart into the normal cart at login (clamped to limits; outcome per line)',
          body: CartMergeRequestSchema,
          response: { 200: dataEnvelope(CartMergeAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.merge(askerOf(request), request.body) };
      }
    );

    app.get(
      '/order/v1/cart/suggest-products',
      {
        ...member,
        schema: {
          tags: ['cart'],
          summary: "Best sellers near the cart's categories, not already in it",
          querystring: CartSuggestQuerySchema,
          response: { 200: dataEnvelope(CartSuggestionsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.suggestProducts(askerOf(request), request.query.cartType) };
      }
    );

    app.get(
      '/order/v1/cart/suggest-purchased-products',
      {
        ...member,
        schema: {
          tags: ['cart'],
          summary: 'Products of the member’s placed orders still on sale, newest first',
          response: { 200: dataEnvelope(CartSuggestionsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.suggestPurchased(askerOf(request)) };
      }
    );

    app.post(
      '/order/v1/public/cart/refresh',
      {
        config: writeLimit,
        schema: {
          tags: ['cart'],
          summary: "The guest cart's lines with current names, prices and states; lost ones in removed",
          body: GuestCartRefreshRequestSchema,
          response: { 200: dataEnvelope(GuestCartRefreshAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.refreshGuest(await catalogueViewer(access, request), request.body) };
      }
    );

    for (const { cartType, suffix } of [
      { cartType: 'normal', suffix: '' },
      { cartType: 'autoship', suffix: '/autoship' }
    ] as const) {
      app.get(
        `/order/v1/public/cart/empty-cart${suffix}`,
        {
          schema: {
            tags: ['cart'],
            summary: `Best sellers on sale for an empty ${cartType} cart`,
            response: { 200: dataEnvelope(CartSuggestionsSchema), ...errors }
          }
        },
        async (request, reply) => {
          catalogueCache(request, reply);
          return { data: await service.emptyCart(await catalogueViewer(access, request), cartType) };
        }
      );
    }
  };
}
