import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllowanceAccountAnswerSchema,
  AllowanceAccountSaveBodySchema,
  AllowanceAlarmSchema,
  dataEnvelope
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import type { AllowanceAccountService } from './allowance-account.service.ts';
import { requirePlanner } from './planner-asker.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const PATH = '/member/v1/users/allowance-bank-account';

/**
 * The planner's allowance account (SPEC §2 /mypage/allowanceInfo, §7, docs/decisions/075): the alarm, the account
 * (masked), register and change with a holder check from `POST /member/bank/v1/{id}/verify`. The asker's own:
 * no id in the path. Planners only; saving needs the password re-check (PASSWORD_CHECK_REQUIRED).
 */
export function allowanceAccountRoutes(
  service: AllowanceAccountService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const asker = (request: FastifyRequest) => {
      const { userSeqNo, familyId } = requirePlanner(request);
      return { userSeqNo, familyId };
    };

    app.get(
      `${PATH}/alarm`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary: 'Whether the planner still has to register an allowance account',
          response: { 200: dataEnvelope(AllowanceAlarmSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: { alarm: await service.alarm(asker(request).userSeqNo) } };
      }
    );

    app.get(
      PATH,
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary: "The planner's allowance account, masked, or null",
          response: { 200: dataEnvelope(AllowanceAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: { account: await service.get(asker(request).userSeqNo, request.language) } };
      }
    );

    app.post(
      PATH,
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary:
            'Register the allowance account a holder check matched (ALLOWANCE_ACCOUNT_EXISTS when one is)',
          body: AllowanceAccountSaveBodySchema,
          response: { 200: dataEnvelope(AllowanceAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const account = await service.register(asker(request), request.body.verificationId, request.language);
        return { data: { account } };
      }
    );

    app.put(
      PATH,
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary: 'Change the allowance account to one a new holder check matched',
          body: AllowanceAccountSaveBodySchema,
          response: { 200: dataEnvelope(AllowanceAccountAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const account = await service.change(asker(request), request.body.verificationId, request.language);
        return { data: { account } };
      }
    );
  };
}
