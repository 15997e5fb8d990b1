import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, PaymentClientConfigSchema, type PaymentClientConfig } from '@mall/domain';
import type { PaymentConfig } from '../../config.ts';

/** What the storefront may know of the payment settings: the public client key and the SDK, never the secret key. */
function paymentClientConfig(config: PaymentConfig): PaymentClientConfig {
  return {
    provider: config.provider,
    clientKey: config.clientKey,
    sdkSrc: config.sdkSrc,
    testMode: config.provider === 'sandbox'
  };
}

/** GET /order/v1/public/payments/config (docs/decisions/034, 035). */
export function paymentRoutes(config: PaymentConfig): FastifyPluginAsyncZod {
  const answer = { data: paymentClientConfig(config) };
  return async (app) => {
    app.get(
      '/order/v1/public/payments/config',
      {
        schema: {
          tags: ['order'],
          summary: 'The payment provider the storefront loads: client key, SDK script, test mode',
          response: { 200: dataEnvelope(PaymentClientConfigSchema) }
        }
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return answer;
      }
    );
  };
}
