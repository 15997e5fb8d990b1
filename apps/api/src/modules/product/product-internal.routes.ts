import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { dataEnvelope, DomainError, ProductIdsBodySchema, ProductSummarySchema } from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { authenticateClient, isConfidentialClient, type ClientRegistry } from '../auth/clients.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { ProductService } from './product.service.ts';

/**
 * Who may make the shop's internal calls: the back office (HTTP Basic with the confidential `mall-office` client's
 * secret, server to server) or staff holding `orders.read`. A public client (the storefront's `mall-web`) is 403;
 * no credentials, or a member's Bearer token, is 401.
 */
export function internalCaller(guard: StaffGuard, clients: ClientRegistry) {
  const staff = guard('orders.read');
  return async (request: FastifyRequest) => {
    if (/^Basic /i.test(request.headers.authorization ?? '')) {
      const clientId = authenticateClient(request, clients);
      if (!isConfidentialClient(clients, clientId)) throw new DomainError('FORBIDDEN');
      return;
    }
    await staff(request);
  };
}

/** SPEC §7 POST /product/v1/internal/products/on-sale: which of the asked products are on sale now (live). */
export function internalProductRoutes(
  service: Pick<ProductService, 'onSaleProducts'>,
  caller: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/product/v1/internal/products/on-sale',
      {
        preValidation: caller,
        schema: {
          tags: ['product'],
          summary: 'Internal: the asked products that are on sale or almost sold out, in the asked order',
          body: ProductIdsBodySchema,
          response: {
            200: dataEnvelope(z.array(ProductSummarySchema)),
            ...errorAnswers(400, 401, 403)
          }
        }
      },
      async (request, reply) => {
        noStore(reply);
        // The shop's own callers see SP/BP: they are hidden from shoppers, not from the shop (ADR 026).
        const viewer = { language: request.language, memberPrices: true };
        return { data: await service.onSaleProducts(request.body.productIds, viewer) };
      }
    );
  };
}
