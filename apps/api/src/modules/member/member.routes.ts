import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, MeSchema } from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { MemberService } from './member.service.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

export function memberRoutes(
  service: MemberService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/v1/users/me',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'The signed-in member',
          response: { 200: dataEnvelope(MeSchema), ...errorAnswers(401, 403) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.me(requirePrincipal(request).userSeqNo) };
      }
    );
  };
}
