import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, ErrorBodySchema, MeSchema } from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { MemberService } from './member.service.ts';

export function memberRoutes(service: MemberService, authenticate: (request: FastifyRequest) => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/v1/users/me',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'The signed-in member',
          response: { 200: dataEnvelope(MeSchema), 401: ErrorBodySchema, 403: ErrorBodySchema }
        }
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.me(requirePrincipal(request).userSeqNo) };
      }
    );
  };
}
