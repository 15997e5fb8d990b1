import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ChangePasswordBodySchema,
  dataEnvelope,
  ErrorBodySchema,
  FindAccountSendBodySchema,
  FindAccountVerifyBodySchema,
  FoundAccountSchema,
  IdParamSchema,
  PasswordChangeDelayResultSchema,
  ResetPasswordBodySchema,
  SendMailCodeResultSchema,
  VerifyPasswordBodySchema
} from '@mall/domain';
import { requirePrincipal, requireSelf } from '../auth/authenticate.ts';
import type { AccountService } from './account.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };
const guessLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

export function accountRoutes(service: AccountService, authenticate: (request: FastifyRequest) => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/public/users/findAccount/send',
      {
        config: guessLimit,
        schema: { tags: ['member'], summary: 'Mail a recovery code to a member\'s address (1100 when none)', body: FindAccountSendBodySchema, response: { 200: dataEnvelope(SendMailCodeResultSchema), ...errors } }
      },
      async (request) => ({ data: await service.sendRecoveryCode(request.body.email, request.language) })
    );

    app.post(
      '/member/v2/public/users/findAccount/verify',
      {
        config: guessLimit,
        schema: { tags: ['member'], summary: 'Check the recovery code: the masked login id and a reset proof', body: FindAccountVerifyBodySchema, response: { 200: dataEnvelope(FoundAccountSchema), ...errors } }
      },
      async (request) => ({ data: await service.verifyRecoveryCode(request.body.email, request.body.authNumber) })
    );

    app.post(
      '/member/v1/public/resetPassword',
      {
        config: guessLimit,
        schema: { tags: ['member'], summary: 'Set a new password with the recovery proof; unlocks and ends sessions', body: ResetPasswordBodySchema, response: { 204: z.null(), ...errors } }
      },
      async (request, reply) => {
        await service.resetPassword(request.body.email, request.body.verificationToken, request.body.password);
        return reply.code(204).send(null);
      }
    );

    app.post(
      '/member/v1/users/verify/password',
      {
        preHandler: authenticate,
        config: guessLimit,
        schema: { tags: ['member'], summary: 'Re-check the password before the member\'s data pages', body: VerifyPasswordBodySchema, response: { 200: dataEnvelope(z.object({ verified: z.literal(true) })), ...errors } }
      },
      async (request) => ({ data: await service.verifyPassword(requirePrincipal(request).userSeqNo, request.body.password) })
    );

    app.put(
      '/member/v1/users/password',
      {
        preHandler: authenticate,
        config: guessLimit,
        schema: { tags: ['member'], summary: 'Change the password (other sessions end)', body: ChangePasswordBodySchema, response: { 204: z.null(), ...errors } }
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        await service.changePassword(principal.userSeqNo, principal.familyId, request.body.currentPassword, request.body.password);
        return reply.code(204).send(null);
      }
    );

    app.put(
      '/member/v1/passwordChangeDelay/:id',
      {
        preHandler: authenticate,
        schema: { tags: ['member'], summary: 'Put off a required password change by 90 days', params: IdParamSchema, response: { 200: dataEnvelope(PasswordChangeDelayResultSchema), ...errors } }
      },
      async (request) => {
        return { data: await service.delayPasswordChange(requireSelf(request).userSeqNo) };
      }
    );
  };
}
