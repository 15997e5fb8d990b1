import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressSearchAnswerSchema,
  AddressSearchQuerySchema,
  AddressWidgetSchema,
  dataEnvelope
} from '@mall/domain';
import type { AddressSearchProvider } from '../../providers/address/address-provider.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

/** Each search may spend a call of the shop's provider quota: a person types, a script would not stop. */
const searchLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * GET /api/address: the road-address search in the provider's own public shape (not wrapped in data;
 * keyword refusals are an errorCode with HTTP 200, as the provider answers them). GET /api/address/widget:
 * which postcode script the storefront loads (docs/decisions/031).
 */
export function addressSearchRoutes(
  provider: AddressSearchProvider,
  widget: { postcodeScriptUrl: string | null }
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/address',
      {
        config: searchLimit,
        schema: {
          tags: ['member'],
          summary: 'Road-address search (도로명주소 API shape: results.common + results.juso)',
          querystring: AddressSearchQuerySchema,
          response: { 200: AddressSearchAnswerSchema, ...errorAnswers(400, 429) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return provider.search(request.query);
      }
    );

    app.get(
      '/address/widget',
      {
        schema: {
          tags: ['member'],
          summary: 'The postcode widget script to load (null: none)',
          response: { 200: dataEnvelope(AddressWidgetSchema) }
        }
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { data: widget };
      }
    );
  };
}
