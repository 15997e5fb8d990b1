import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  BankCheckAnswerSchema,
  BankCheckBodySchema,
  BankListItemSchema,
  bankList,
  dataEnvelope,
  IdParamSchema,
  queryInt,
  RefundAccountAnswerSchema,
  RefundAccountSaveBodySchema
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { requireSelf } from '../auth/authenticate.ts';
import type { RefundAccountService } from './refund-account.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const AccountParamSchema = IdParamSchema.extend({ accountId: queryInt(1, Number.MAX_SAFE_INTEGER) });

/**
 * The refund bank account (SPEC §7, docs/decisions/070), the member's own (`{id}` is the asker) and behind a
 * password re-check of this login within 10 minutes (403 PASSWORD_CHECK_REQUIRED):
 * the bank list, the holder check, the account (masked), register, change.
 */
export function refundAccountRoutes(
  service: RefundAccountService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const asker = (request: FastifyRequest & { params: { id: number } }) => {
      const { userSeqNo, familyId } = requireSelf(request);
      return { userSeqNo, familyId };
    };

    app.get(
      '/member/bank/v1/public/banks',
      {
        schema: {
          tags: ['refund-account'],
          summary: 'The banks a refund account may be at (KFTC codes), named in the asked language',
          response: { 200: dataEnvelope(z.array(BankListItemSchema)) }
        }
      },
      async (request, reply) => {
        // Named in the asked language: a cache keeps one answer per language.
        reply.header('cache-control', 'public, max-age=3600');
        reply.header('vary', 'Accept-Language');
        return { data: bankList(request.language) };
      }
    );

    app.post(
      '/member/bank/v1/:id/verify',
      {
        preHandler: authenticate,
        // Each check asks the bank: a handful per member and minute is all a person needs.
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['refund-account'],
          summary: "Check with the bank that the account is open and in the holder's name",
          params: IdParamSchema,
          body: BankCheckBodySchema,
          response: { 200: dataEnvelope(BankCheckAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { bankCode, accountNumber, accountLastName, accountFirstName } = request.body;
        return {
          data: await service.check(
            asker(request),
            { bankCode, accountNumber, holderName: `${accountLastName}${accountFirstName}` },
            request.language
          )
        };
      }
    );

    app.get(
      '/member/v1/users/:id/refund-bank-account',
      {
        preHandler: authenticate,
        schema: {
          tags: ['refund-account'],
          summary: "The member's refund account, masked, or null",
          params: IdParamSchema,
          response: { 200: dataEnvelope(RefundAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: { account: await service.get(asker(request), request.language) } };
      }
    );

    app.post(
      '/member/v1/users/:id/refund-bank-account',
      {
        preHandler: authenticate,
        schema: {
          tags: ['refund-account'],
          summary: 'Register the refund account a holder check matched (the refund terms agreed)',
          params: IdParamSchema,
          body: RefundAccountSaveBodySchema,
          response: { 200: dataEnvelope(RefundAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const account = await service.register(asker(request), request.body.verificationId, request.language);
        return { data: { account } };
      }
    );

    app.patch(
      '/member/v1/users/:id/refund-bank-account/:accountId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['refund-account'],
          summary: 'Change the refund account to one a new holder check matched',
          params: AccountParamSchema,
          body: RefundAccountSaveBodySchema,
          response: { 200: dataEnvelope(RefundAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const account = await service.change(
          asker(request),
          request.params.accountId,
          request.body.verificationId,
          request.language
        );
        return { data: { account } };
      }
    );
  };
}
