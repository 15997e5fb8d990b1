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
  ProductSummarySchema,
  RecommendRequestSchema
} from '@mall/domain';
import type { ProductService } from './product.service.ts';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

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
      async (request) => ({ data: await service.categoryTree(request.language) })
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
      async (request) => ({ data: await service.category(request.params.id, request.language) })
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
      async (request) => ({
        data: await service.productPage(request.query, { language: request.language, memberPrices: false })
      })
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
      async (request) => ({
        data: await service.product(request.params.id, { language: request.language, memberPrices: false })
      })
    );
  };
}
