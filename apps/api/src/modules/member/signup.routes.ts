import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DuplicateResultSchema,
  EmailDuplicateBodySchema,
  PlannerCheckBodySchema,
  PlannerCheckResultSchema,
  ReferrerQuerySchema,
  ReferrerSchema,
  RegisterBodySchema,
  RegisterResultSchema
} from '@mall/domain';
import type { SignupService } from './signup.service.ts';
import { identityVerificationOwner } from '../identity-verification/identity-verification.routes.ts';
import { errorAnswers } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 403, 404, 409, 410, 429);
/** Look-ups that reveal whether someone is a member are rate-limited per client. */
const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function signupRoutes(service: SignupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/public/findExistUser',
      {
        config: lookupLimit,
        schema: {
          tags: ['member'],
          summary: "Is this email already a member's?",
          body: EmailDuplicateBodySchema,
          response: { 200: dataEnvelope(DuplicateResultSchema), ...errors }
        }
      },
      async (request) => ({ data: { duplicate: await service.emailTaken(request.body.email) } })
    );

    // POST /member/v1/public/findExistUserNickNm (`{ loginId }`, is this login id taken?) shares its path with the
    // personal mall's nickname check: both are answered in modules/personal/personal-mall.routes.ts.

    app.get(
      '/member/v1/public/recommender/referral-number',
      {
        config: lookupLimit,
        schema: {
          tags: ['member'],
          summary: "The name behind an active planner's number",
          querystring: ReferrerQuerySchema,
          response: { 200: dataEnvelope(ReferrerSchema), ...errors }
        }
      },
      async (request) => ({ data: await service.referrer(request.query.userNumber) })
    );

    app.post(
      '/member/v1/public/plannerCheck',
      {
        // It tells whether a number and name pair is a planner: fewer tries than the other look-ups.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['member'],
          summary: 'Planner check by number and name (SPEC §4)',
          body: PlannerCheckBodySchema,
          response: { 200: dataEnvelope(PlannerCheckResultSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.plannerCheck(request.body.userNumber, request.body.userName)
      })
    );

    app.post(
      '/member/v1/public/register/init',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['member'],
          summary: 'Sign up',
          body: RegisterBodySchema,
          response: { 201: dataEnvelope(RegisterResultSchema), ...errors }
        }
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await service.register(request.body, identityVerificationOwner(request)) })
    );
  };
}
