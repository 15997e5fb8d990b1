import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ChangePasswordBodySchema,
  dataEnvelope,
  FindAccountByIdentityBodySchema,
  FindAccountSendBodySchema,
  FindAccountVerifyBodySchema,
  FoundAccountSchema,
  FoundAccountsSchema,
  IdParamSchema,
  PasswordChangeDelayResultSchema,
  ResetPasswordBodySchema,
  ResetPasswordFindUserIdBodySchema,
  SendMailCodeResultSchema,
  VerifyPasswordBodySchema
} from '@mall/domain';
import { loginClient } from '../auth/auth.routes.ts';
import { requirePrincipal, requireSelf } from '../auth/authenticate.ts';
import { identityVerificationOwner } from '../identity-verification/identity-verification.routes.ts';
import type { IdentityVerificationOwner } from '../identity-verification/identity-verification.service.ts';
import type { AccountService } from './account.service.ts';
import { errorAnswers } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 410, 429);
const guessLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

/** Public recovery spends a verification the browser started (its cookie), never a member's own. */
const browserOwner = (request: FastifyRequest): IdentityVerificationOwner => ({
  ...identityVerificationOwner(request),
  userSeqNo: null
});

export function accountRoutes(
  service: AccountService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/public/users/findAccount/send',
      {
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary: "Mail a recovery code to a member's address (1100 when none)",
          body: FindAccountSendBodySchema,
          response: { 200: dataEnvelope(SendMailCodeResultSchema), ...errors }
        }
      },
      async (request) => ({ data: await service.sendRecoveryCode(request.body.email, request.language) })
    );

    app.post(
      '/member/v2/public/users/findAccount/verify',
      {
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary: 'Check the recovery code: the masked login id and a reset proof',
          body: FindAccountVerifyBodySchema,
          response: { 200: dataEnvelope(FoundAccountSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.verifyRecoveryCode(request.body.email, request.body.authNumber)
      })
    );

    app.post(
      '/member/v2/public/users/findAccount/identity',
      {
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary:
            "Spend a FIND_ACCOUNT identity verification: the person's accounts, each with a reset proof (1100 when none)",
          body: FindAccountByIdentityBodySchema,
          response: { 200: dataEnvelope(FoundAccountsSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.findAccountsByIdentity(request.body.requestId, browserOwner(request))
      })
    );

    app.post(
      '/member/v1/public/resetPasswordFindUserId',
      {
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary:
            'A reset proof for the named login id when the verified person is that member (1100 otherwise)',
          body: ResetPasswordFindUserIdBodySchema,
          response: { 200: dataEnvelope(FoundAccountSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.resetPasswordFindUserId(
          request.body.loginId,
          request.body.requestId,
          browserOwner(request)
        )
      })
    );

    app.post(
      '/member/v1/public/resetPassword',
      {
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary:
            'Set a new password with a recovery proof (mailed code or identity); unlocks and ends sessions',
          body: ResetPasswordBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        const { method, email, verificationToken, password } = request.body;
        // The schema requires the address for EMAIL; the check here only narrows the type.
        const proof =
          method === 'EMAIL'
            ? { method, email: email ?? '', verificationToken }
            : { method, verificationToken };
        await service.resetPassword(proof, password);
        return reply.code(204).send(null);
      }
    );

    app.post(
      '/member/v1/users/verify/password',
      {
        preHandler: authenticate,
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary: "Re-check the password before the member's data pages",
          body: VerifyPasswordBodySchema,
          response: { 200: dataEnvelope(z.object({ verified: z.literal(true) })), ...errors }
        }
      },
      async (request) => ({
        data: await service.verifyPassword(
          requirePrincipal(request).userSeqNo,
          requirePrincipal(request).familyId,
          request.body.password,
          loginClient(request)
        )
      })
    );

    app.put(
      '/member/v1/users/password',
      {
        preHandler: authenticate,
        config: guessLimit,
        schema: {
          tags: ['member'],
          summary: 'Change the password (other sessions end)',
          body: ChangePasswordBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const { currentPassword, password } = request.body;
        await service.changePassword(
          principal.userSeqNo,
          principal.familyId,
          currentPassword,
          password,
          loginClient(request)
        );
        return reply.code(204).send(null);
      }
    );

    app.put(
      '/member/v1/passwordChangeDelay/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Put off a required password change by 90 days',
          params: IdParamSchema,
          response: { 200: dataEnvelope(PasswordChangeDelayResultSchema), ...errors }
        }
      },
      async (request) => {
        return { data: await service.delayPasswordChange(requireSelf(request).userSeqNo) };
      }
    );
  };
}
