import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversionBodySchema,
  ConversionResultSchema,
  dataEnvelope,
  IdParamSchema,
  UpdateUserInfoBodySchema,
  UserInfoSchema,
  WithdrawalBodySchema,
  WithdrawalResultSchema
} from '@mall/domain';
import { loginClient } from '../auth/auth.routes.ts';
import { requirePrincipal, requireSelf } from '../auth/authenticate.ts';
import type { ProfileService } from './profile.service.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 410);

export function profileRoutes(
  profile: ProfileService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/v1/users/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'A member with the marketing consents (self only)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(UserInfoSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await profile.info(requireSelf(request).userSeqNo) };
      }
    );

    app.put(
      '/member/v1/users/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Change contact details and marketing consents (self only)',
          params: IdParamSchema,
          body: UpdateUserInfoBodySchema,
          response: { 200: dataEnvelope(UserInfoSchema), ...errors }
        }
      },
      async (request) => {
        const principal = requireSelf(request);
        return {
          data: await profile.update(
            principal.userSeqNo,
            principal.familyId,
            request.body,
            loginClient(request)
          )
        };
      }
    );

    app.post(
      '/member/v1/users/withdrawal',
      {
        preHandler: authenticate,
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['member'],
          summary: 'Withdraw membership',
          body: WithdrawalBodySchema,
          response: { 200: dataEnvelope(WithdrawalResultSchema), ...errors }
        }
      },
      async (request) => ({
        data: await profile.withdraw(requirePrincipal(request).userSeqNo, request.body, loginClient(request))
      })
    );

    app.post(
      '/member/v1/users/conversionToPlanner',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Become a planner (customers with a referrer)',
          body: ConversionBodySchema,
          response: { 200: dataEnvelope(ConversionResultSchema), ...errors }
        }
      },
      async (request) => ({
        data: await profile.convertToPlanner(requirePrincipal(request).userSeqNo, request.body)
      })
    );
  };
}
