import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  BoardDeskListSchema,
  BoardDeskPostSchema,
  BoardDeskQuerySchema,
  BoardKindParamSchema,
  BoardListQuerySchema,
  BoardListSchema,
  BoardPostBodySchema,
  BoardPostParamSchema,
  BoardPostSchema,
  BoardPublishBodySchema,
  dataEnvelope,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { BoardService } from './board.service.ts';
import type { StaffAsker } from '../staff/staff-audit.ts';

/**
 * Live posts may sit in caches for 30 seconds (a scheduled post appears, an ended one goes, within that), and
 * differ by language.
 */
const PUBLIC_BOARD_CACHE = 'public, max-age=30';
const publicAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', PUBLIC_BOARD_CACHE).header('vary', 'Accept-Language');

/** Shoppers' reads: `/api/etc/v1/public/board/{notice|event|news}[/{id}]` (docs/decisions/076). */
export function boardRoutes(service: BoardService): FastifyPluginAsyncZod {
  const errors = errorAnswers(400, 404);
  return async (app) => {
    app.get(
      '/etc/v1/public/board/:kind',
      {
        schema: {
          tags: ['content'],
          summary: 'Live notices, events or news: pinned first, then newest; keyword search, event state',
          params: BoardKindParamSchema,
          querystring: BoardListQuerySchema,
          response: { 200: dataEnvelope(BoardListSchema), ...errors }
        }
      },
      async (request, reply) => {
        publicAnswer(reply);
        return { data: await service.list(request.params.kind, request.query, request.language) };
      }
    );

    app.get(
      '/etc/v1/public/board/:kind/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One live post with its sanitised HTML and its older/newer neighbours (404 unless live)',
          params: BoardPostParamSchema,
          response: { 200: dataEnvelope(BoardPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        publicAnswer(reply);
        const { kind, id } = request.params;
        return { data: await service.post(kind, id, request.language) };
      }
    );
  };
}

const asker = (request: FastifyRequest): StaffAsker => ({
  staff: requireStaff(request),
  address: request.ip
});

/** The staff desk under /api/staff/v1/board: staff with `content.manage`; every write audited. */
export function boardDeskRoutes(service: BoardService, guard: StaffGuard): FastifyPluginAsyncZod {
  const errors = errorAnswers(400, 401, 403, 404);
  const preHandler = guard('content.manage');
  return async (app) => {
    app.get(
      '/staff/v1/board',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: every post (drafts, scheduled, live, expired), 20 a page, newest change first',
          querystring: BoardDeskQuerySchema,
          response: { 200: dataEnvelope(BoardDeskListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.deskList(request.query) };
      }
    );

    app.get(
      '/staff/v1/board/:id',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: one post with its texts in every language (as written)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(BoardDeskPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.deskPost(request.params.id) };
      }
    );

    app.post(
      '/staff/v1/board',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: write a new post (a draft)',
          body: BoardPostBodySchema,
          response: { 201: dataEnvelope(BoardDeskPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply).code(201);
        return { data: await service.create(request.body, asker(request)) };
      }
    );

    app.put(
      '/staff/v1/board/:id',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: change a post’s texts, image, pin and event period',
          params: IdParamSchema,
          body: BoardPostBodySchema,
          response: { 200: dataEnvelope(BoardDeskPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.update(request.params.id, request.body, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/board/:id/publish',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: publish now or at publishAt, until unpublishAt (optional)',
          params: IdParamSchema,
          body: BoardPublishBodySchema,
          response: { 200: dataEnvelope(BoardDeskPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.publish(request.params.id, request.body, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/board/:id/unpublish',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: take a post back to draft (shoppers no longer see it)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(BoardDeskPostSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.unpublish(request.params.id, asker(request)) };
      }
    );

    app.delete(
      '/staff/v1/board/:id',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: delete a post',
          params: IdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.remove(request.params.id, asker(request));
        return noStore(reply).code(204).send(null);
      }
    );
  };
}
