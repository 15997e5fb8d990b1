import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, ProductStatusAnswerSchema, ProductStatusRequestSchema } from '@mall/domain';
import type { SaleCheckService } from './sale-check.service.ts';
import { errorAnswers } from '../../http/route-kit.ts';

/** Public sale checks (SPEC §7 Order). They reveal only what the public catalogue already shows. */
export function saleCheckRoutes(service: SaleCheckService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/order/v1/public/sales/check/product-status',
      {
        schema: {
          tags: ['order'],
          summary: 'Sale state of listed products (and asked options), e.g. before opening one from a list',
          body: ProductStatusRequestSchema,
          response: { 200: dataEnvelope(ProductStatusAnswerSchema), ...errorAnswers(400) }
        }
      },
      async (request) => ({ data: await service.productStatus(request.body) })
    );

    app.post(
      '/order/v1/public/sales/check/product-detail-status',
      {
        schema: {
          tags: ['order'],
          summary: 'Sale state of products with every option’s own state',
          body: ProductStatusRequestSchema,
          response: { 200: dataEnvelope(ProductStatusAnswerSchema), ...errorAnswers(400) }
        }
      },
      async (request) => ({ data: await service.productDetailStatus(request.body) })
    );
  };
}
