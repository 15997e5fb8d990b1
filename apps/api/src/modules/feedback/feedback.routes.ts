import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  FEEDBACK_GRANT_HEADER,
  FeedbackDetailSchema,
  FeedbackEditBodySchema,
  FeedbackGrantSchema,
  FeedbackListQuerySchema,
  FeedbackListSchema,
  FeedbackPasswordBodySchema,
  FeedbackResetConfirmBodySchema,
  FeedbackResetDoneSchema,
  FeedbackResetRequestBodySchema,
  FeedbackWriteBodySchema,
  FeedbackWrittenSchema,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { originOf } from '../share/share.service.ts';
import type { FeedbackAsker, FeedbackService } from './feedback.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const BASE = '/etc/v1/public/feedback';
/** Anonymous writes: a handful per address in ten minutes (the service adds a minute between posts). */
const WRITE_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
/** Password guesses per address (each post also locks after five wrong ones in a row). */
const PASSWORD_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const RESET_LIMIT = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
const GrantHeaderSchema = z.object({ [FEEDBACK_GRANT_HEADER]: z.string().max(200).optional() });

/**
 * The feedback board under /api/etc/v1/public/feedback (SPEC §2 /feedback…, docs/decisions/081): guests and members
 * alike; a Bearer token, when sent, makes the asker that member (a bad one is 401, never a silent guest).
 */
export function feedbackRoutes(
  service: FeedbackService,
  authenticate: (request: FastifyRequest) => Promise<void>,
  publicOrigin: string | null
): FastifyPluginAsyncZod {
  return async (app) => {
    const maybeMember = async (request: FastifyRequest) => {
      if (request.headers.authorization) await authenticate(request);
    };
    const asker = (request: FastifyRequest): FeedbackAsker => {
      const grant = request.headers[FEEDBACK_GRANT_HEADER];
      return {
        userSeqNo: request.principal?.userSeqNo ?? null,
        grant: typeof grant === 'string' ? grant : null,
        address: request.ip
      };
    };

    app.get(
      BASE,
      {
        schema: {
          tags: ['feedback'],
          summary: 'Visible posts, 10 a page, newest first; private ones with their title only',
          querystring: FeedbackListQuerySchema,
          response: { 200: dataEnvelope(FeedbackListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.list(request.query) };
      }
    );

    app.post(
      BASE,
      {
        preHandler: maybeMember,
        config: WRITE_LIMIT,
        schema: {
          tags: ['feedback'],
          summary: 'Write a post: a member with their login, a guest with name, contact and a post password',
          body: FeedbackWriteBodySchema,
          response: { 200: dataEnvelope(FeedbackWrittenSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.write(request.body, asker(request)) };
      }
    );

    app.get(
      `${BASE}/:id`,
      {
        preHandler: maybeMember,
        schema: {
          tags: ['feedback'],
          summary: 'One post: public to all; private to its member writer or with a grant (x-feedback-grant)',
          params: IdParamSchema,
          headers: GrantHeaderSchema,
          response: { 200: dataEnvelope(FeedbackDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.detail(request.params.id, asker(request)) };
      }
    );

    app.put(
      `${BASE}/:id`,
      {
        preHandler: maybeMember,
        config: WRITE_LIMIT,
        schema: {
          tags: ['feedback'],
          summary: 'Edit a post: its member writer, or a guest with a grant',
          params: IdParamSchema,
          headers: GrantHeaderSchema,
          body: FeedbackEditBodySchema,
          response: { 200: dataEnvelope(FeedbackDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.edit(request.params.id, request.body, asker(request)) };
      }
    );

    app.delete(
      `${BASE}/:id`,
      {
        preHandler: maybeMember,
        schema: {
          tags: ['feedback'],
          summary: 'Delete a post: its member writer, or a guest with a grant',
          params: IdParamSchema,
          headers: GrantHeaderSchema,
          response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        await service.remove(request.params.id, asker(request));
        return { data: { deleted: true as const } };
      }
    );

    app.post(
      `${BASE}/:id/password`,
      {
        config: PASSWORD_LIMIT,
        schema: {
          tags: ['feedback'],
          summary:
            'A guest post’s password: a 10-minute grant for that post (5 wrong in a row lock it 15 minutes)',
          params: IdParamSchema,
          body: FeedbackPasswordBodySchema,
          response: { 200: dataEnvelope(FeedbackGrantSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.checkPassword(request.params.id, request.body.password) };
      }
    );

    app.post(
      `${BASE}/resetpw`,
      {
        config: RESET_LIMIT,
        schema: {
          tags: ['feedback'],
          summary:
            'Mail a one-time reset link to the email a guest post was written with (same answer either way)',
          body: FeedbackResetRequestBodySchema,
          response: { 200: dataEnvelope(z.object({ requested: z.literal(true) })), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        await service.requestReset(request.body, {
          language: request.language,
          origin: originOf(request, publicOrigin)
        });
        return { data: { requested: true as const } };
      }
    );

    app.post(
      `${BASE}/resetpw/confirm`,
      {
        config: PASSWORD_LIMIT,
        schema: {
          tags: ['feedback'],
          summary: 'Set a guest post’s new password with a mailed token (30 minutes, once)',
          body: FeedbackResetConfirmBodySchema,
          response: { 200: dataEnvelope(FeedbackResetDoneSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.confirmReset(request.body) };
      }
    );
  };
}
