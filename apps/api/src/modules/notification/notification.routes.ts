import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  IdParamSchema,
  NotificationCategoryBodySchema,
  NotificationCheckSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReadBodySchema
} from '@mall/domain';
import { errorAnswers, privateAnswer } from '../../http/route-kit.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { NotificationService } from './notification.service.ts';

const PREFIX = '/etc/etc/v1/noti-center';
const errors = errorAnswers(400, 401, 404);

/** The noti-center calls (SPEC §7): check, list (5 a page), read, read all, delete, delete all; the asker's own. */
export function notificationRoutes(
  service: NotificationService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const me = (request: FastifyRequest) => requirePrincipal(request).userSeqNo;

    app.get(
      `${PREFIX}/check`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: 'Whether the asker has unread notices, per category (the header dot)',
          response: { 200: dataEnvelope(NotificationCheckSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.check(me(request)) };
      }
    );

    app.get(
      `${PREFIX}/list`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: "The asker's notices, newest first, 5 a page, worded in the asker's language",
          querystring: NotificationListQuerySchema,
          response: { 200: dataEnvelope(NotificationPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { category, page } = request.query;
        return { data: await service.list(me(request), category, page, request.language) };
      }
    );

    app.post(
      `${PREFIX}/read`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: 'Mark one of the asker’s notices read',
          body: NotificationReadBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.read(me(request), request.body.notiCenterId);
        return reply.code(204).send(null);
      }
    );

    app.post(
      `${PREFIX}/read/all`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: 'Mark all of the asker’s notices of a category read',
          body: NotificationCategoryBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.readAll(me(request), request.body.category);
        return reply.code(204).send(null);
      }
    );

    app.delete(
      `${PREFIX}/all`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: 'Delete all of the asker’s notices of a category',
          querystring: NotificationCategoryBodySchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.removeAll(me(request), request.query.category);
        return reply.code(204).send(null);
      }
    );

    app.delete(
      `${PREFIX}/:id`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['notification'],
          summary: 'Delete one of the asker’s notices',
          params: IdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.remove(me(request), request.params.id);
        return reply.code(204).send(null);
      }
    );
  };
}
