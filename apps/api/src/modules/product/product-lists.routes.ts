import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  BrandSchema,
  dataEnvelope,
  MainProductsQuerySchema,
  ProductIdsBodySchema,
  ProductSearchPageSchema,
  ProductSearchQuerySchema,
  ProductSummarySchema
} from '@mall/domain';
import type { AnswerReplay } from '../../http/answer-replay.ts';
import { errorAnswers, privateAnswer } from '../../http/route-kit.ts';
import type { ProductService } from './product.service.ts';
import { catalogueViewer, publicAnswer, type CatalogueAccess } from './product.routes.ts';

const productList = dataEnvelope(z.array(ProductSummarySchema));

/**
 * SPEC §7's other catalogue reads: Home's main list, products by id, the start kit, the brand list and the member
 * search. Public GETs are cached and replayed like the list (ADR 022, 072); SP/BP only for the flag's holders.
 */
export function productListRoutes(
  service: ProductService,
  access: CatalogueAccess,
  replay: AnswerReplay
): FastifyPluginAsyncZod {
  const viewerOf = (request: FastifyRequest) => catalogueViewer(access, request);
  const sendMain = publicAnswer(replay);
  const sendStartKit = publicAnswer(replay);
  const sendBrands = publicAnswer(replay);
  const onRequest = replay.replay;
  return async (app) => {
    app.get(
      '/product/v1/public/products/main',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: "Home's main products: best or recommended ones on sale, most sold first",
          querystring: MainProductsQuerySchema,
          response: { 200: productList, ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        const data = await service.mainProducts(request.query, await viewerOf(request));
        return sendMain(request, reply, data);
      }
    );

    app.post(
      '/product/v1/public/products/getByIds',
      {
        schema: {
          tags: ['product'],
          summary: 'The asked products (1 to 50 ids) in the asked order; unknown ids are left out',
          body: ProductIdsBodySchema,
          response: { 200: productList, ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        const data = await service.productsByIds(request.body.productIds, await viewerOf(request));
        reply.header('vary', 'Accept-Language, Authorization');
        return { data };
      }
    );

    app.get(
      '/product/v1/public/products/start-kit',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: "The start kit's products (a new planner's sign-up kit), never paused ones",
          response: { 200: productList }
        }
      },
      async (request, reply) => {
        const data = await service.startKit(await viewerOf(request));
        return sendStartKit(request, reply, data);
      }
    );

    app.get(
      '/product/v1/public/brands',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'Brands with their number of products on offer, named in the asked language',
          response: { 200: dataEnvelope(z.array(BrandSchema)) }
        }
      },
      async (request, reply) => {
        const data = await service.brands(request.language);
        return sendBrands(request, reply, data);
      }
    );

    // SPEC §7: the logged-in storefront's search, the public one's answer with member prices where they apply.
    app.get(
      '/product/v1/products/search',
      {
        preHandler: access.authenticate,
        schema: {
          tags: ['product'],
          summary: 'Products matching a keyword, for a logged-in member (optionally among productIds)',
          querystring: ProductSearchQuerySchema,
          response: { 200: dataEnvelope(ProductSearchPageSchema), ...errorAnswers(400, 401, 403) }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.search(request.query, await viewerOf(request)) };
      }
    );
  };
}
