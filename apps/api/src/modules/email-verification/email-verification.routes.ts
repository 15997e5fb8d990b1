import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckMailCodeBodySchema,
  CheckMailCodeResultSchema,
  dataEnvelope,
  SendMailCodeBodySchema,
  SendMailCodeResultSchema
} from '@mall/domain';
import type { EmailVerificationService } from './email-verification.service.ts';
import { errorAnswers } from '../../http/route-kit.ts';

/** Email codes for sign-up and account recovery (SPEC §7 Mail). Tightly rate-limited per client. */
export function emailVerificationRoutes(service: EmailVerificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/abo/mail/v1/public/sendAuthenticationMail',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['verification'],
          summary: 'Mail a six-digit code to an address',
          body: SendMailCodeBodySchema,
          response: { 200: dataEnvelope(SendMailCodeResultSchema), ...errorAnswers(400, 429) }
        }
      },
      async (request) => ({
        data: await service.sendEmailCode(request.body.email, request.body.purpose, request.language)
      })
    );

    app.post(
      '/abo/mail/v1/public/checkAuthenticationNumber',
      {
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          tags: ['verification'],
          summary: 'Check a mailed code; answers a single-use proof of the address',
          body: CheckMailCodeBodySchema,
          response: { 200: dataEnvelope(CheckMailCodeResultSchema), ...errorAnswers(400, 429) }
        }
      },
      async (request) => ({
        data: await service.checkEmailCode(request.body.email, request.body.purpose, request.body.authNumber)
      })
    );
  };
}
