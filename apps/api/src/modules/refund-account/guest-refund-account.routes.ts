import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  GuestRefundAccountAnswerSchema,
  GuestRefundAccountBodySchema,
  GuestReturnOrderBodySchema,
  RefundAccountAnswerSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import type { GuestRefundAccountService } from './guest-refund-account.service.ts';

const errors = errorAnswers(400, 404, 429);

/**
 * A guest order's refund account (SPEC §7 non-member refund account): the lookup credentials in the body, the
 * guest lookup's limit for reads, and fewer saves (each one asks a bank).
 */
export function guestRefundAccountRoutes(service: GuestRefundAccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/public/non-member/refund-bank-account',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['refund-account'],
          summary: 'Check a guest’s refund account with the bank and save it for the order',
          body: GuestRefundAccountBodySchema,
          response: { 200: dataEnvelope(GuestRefundAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { credentials, bankCode, accountNumber, accountLastName, accountFirstName } = request.body;
        return {
          data: await service.save(
            credentials,
            { bankCode, accountNumber, holderName: `${accountLastName}${accountFirstName}` },
            request.language
          )
        };
      }
    );

    app.post(
      '/member/v1/public/non-member/refund-bank-account/detail',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['refund-account'],
          summary: 'A guest order’s refund account, masked',
          body: GuestReturnOrderBodySchema,
          response: { 200: dataEnvelope(RefundAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: { account: await service.get(request.body.credentials, request.language) } };
      }
    );
  };
}
