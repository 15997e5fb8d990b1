import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CategorySchema,
  dataEnvelope,
  ErrorBodySchema,
  IdParamSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSearchPageSchema,
  ProductSearchQuerySchema,
  ProductSuggestAnswerSchema,
  ProductSuggestQuerySchema,
  ProductSummarySchema,
  RecommendRequestSchema
} from '@mall/domain';
import type { ProductService } from './product.service.ts';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Guest answers may sit in browsers and shared caches for a minute, then be served stale while
 * revalidated; they differ by language. A member-priced answer (none on these routes yet) must be
 * `private, no-store` instead.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';

function publicCatalogue(reply: FastifyReply) {
  reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
  reply.header('vary', 'Accept-Language');
}

/** Public catalogue reads (SPEC §7 Products). Member-only prices stay hidden here. */
export function productRoutes(service: ProductService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/product/v1/public/categories',
      {
        schema: {
          tags: ['product'],
          summary: 'Category tree with the company-story branch',
          response: { 200: dataEnvelope(z.array(CategorySchema)) }
        }
      },
      async (request, reply) => {
        const data = await service.categoryTree(request.language);
        publicCatalogue(reply);
        return { data };
      }
    );

    app.get(
      '/product/v1/public/categories/:id',
      {
        schema: {
          tags: ['product'],
          summary: 'One category with its subtree',
          params: IdParamSchema,
          response: { 200: dataEnvelope(CategorySchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await service.category(request.params.id, request.language);
        publicCatalogue(reply);
        return { data };
      }
    );

    app.get(
      '/product/v1/public/products',
      {
        schema: {
          tags: ['product'],
          summary: 'A page of products, by category (with descendants), text and order',
          querystring: ProductListQuerySchema,
          response: { 200: dataEnvelope(ProductPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await service.productPage(request.query, { language: request.language, memberPrices: false });
        publicCatalogue(reply);
        return { data };
      }
    );

    app.get(
      '/product/v1/public/products/search',
      {
        schema: {
          tags: ['product'],
          summary: 'Products matching a keyword (spacing, initial consonants, wrong keyboard layout; ADR 024)',
          querystring: ProductSearchQuerySchema,
          response: { 200: dataEnvelope(ProductSearchPageSchema), 400: ErrorBodySchema }
        }
      },
      async (request, reply) => {
        // Like the list: a public answer, the same for guests and members (no SP/BP).
        const data = await service.search(request.query, { language: request.language, memberPrices: false });
        publicCatalogue(reply);
        return { data };
      }
    );

    app.get(
      '/product/v1/public/products/suggest',
      {
        schema: {
          tags: ['product'],
          summary: 'Up to 8 product names for the search field',
          querystring: ProductSuggestQuerySchema,
          response: { 200: dataEnvelope(ProductSuggestAnswerSchema), 400: ErrorBodySchema }
        }
      },
      async (request, reply) => {
        const data = await service.suggest(request.query.keyword, request.language);
        publicCatalogue(reply);
        return { data };
      }
    );

    app.post(
      '/product/v1/public/products/recommendProductList',
      {
        schema: {
          tags: ['product'],
          summary: 'Best sellers of some categories (with descendants) for a recommended row',
          body: RecommendRequestSchema,
          response: { 200: dataEnvelope(z.array(ProductSummarySchema)), 400: ErrorBodySchema }
        }
      },
      async (request) => ({
        data: await service.recommended(request.body, { language: request.language, memberPrices: false })
      })
    );

    app.get(
      '/product/v1/public/products/:id',
      {
        schema: {
          tags: ['product'],
          summary: 'Product detail with options',
          params: IdParamSchema,
          response: { 200: dataEnvelope(ProductDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await service.product(request.params.id, { language: request.language, memberPrices: false });
        publicCatalogue(reply);
        return { data };
      }
    );
  };
}
