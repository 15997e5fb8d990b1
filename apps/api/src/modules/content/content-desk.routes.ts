import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  HOME_CONTENT_KINDS,
  HOME_CONTENT_SCHEMAS,
  HomeContentDisplayBodySchema,
  HomeContentOrderBodySchema,
  HomeContentPreviewQuerySchema,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { staffAsker } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { ContentDesk } from './content-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * The Home content desk under /api/staff/v1/home-content/<kind> (docs/decisions/082), for staff with
 * `content.manage`: for each kind (main-banners, gnb-banners, main-events, category-banners, main-videos,
 * notice-popups) the list with each row's state, one row, create, edit, delete, show/hide, reorder, and a row's
 * storefront preview in one language. Writes bump the content version after they commit.
 */
export function contentDeskRoutes(desk: ContentDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = guard('content.manage');
    for (const kind of HOME_CONTENT_KINDS) {
      const { body, row, preview } = HOME_CONTENT_SCHEMAS[kind];
      const base = `/staff/v1/home-content/${kind}`;
      const tags = ['staff'];
      const list = z.object({ list: z.array(row), totalSize: z.number().int(), maxSize: z.number().int() });

      app.get(
        base,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: every ${kind} row (hidden, scheduled and ended too) with its state, in Home order`,
            response: { 200: dataEnvelope(list), ...errors }
          }
        },
        async (_request, reply) => {
          noStore(reply);
          return { data: await desk.list(kind) };
        }
      );

      app.post(
        base,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: add a ${kind} row (CONTENT_DESK_FULL past the limit)`,
            body,
            response: { 201: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          const data = await desk.create(kind, request.body, staffAsker(request));
          noStore(reply).code(201);
          return { data };
        }
      );

      app.put(
        `${base}/order`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: put every ${kind} row in this order (CONTENT_ORDER_STALE if the rows changed)`,
            body: HomeContentOrderBodySchema,
            response: { 200: dataEnvelope(list), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await desk.reorder(kind, request.body.ids, staffAsker(request)) };
        }
      );

      app.get(
        `${base}/:id`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: one ${kind} row in every language`,
            params: IdParamSchema,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await desk.detail(kind, request.params.id) };
        }
      );

      app.put(
        `${base}/:id`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: replace a ${kind} row`,
            params: IdParamSchema,
            body,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          const data = await desk.update(kind, request.params.id, request.body, staffAsker(request));
          return { data };
        }
      );

      app.post(
        `${base}/:id/display`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: show or hide a ${kind} row`,
            params: IdParamSchema,
            body: HomeContentDisplayBodySchema,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          const data = await desk.setDisplay(
            kind,
            request.params.id,
            request.body.display,
            staffAsker(request)
          );
          return { data };
        }
      );

      app.delete(
        `${base}/:id`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: delete a ${kind} row`,
            params: IdParamSchema,
            response: { 204: z.null(), ...errors }
          }
        },
        async (request, reply) => {
          await desk.remove(kind, request.params.id, staffAsker(request));
          return reply.code(204).send(null);
        }
      );

      app.get(
        `${base}/:id/preview`,
        {
          preHandler,
          schema: {
            tags,
            summary: `Console: a ${kind} row as the storefront answers it in one language (popup HTML sanitised)`,
            params: IdParamSchema,
            querystring: HomeContentPreviewQuerySchema,
            response: { 200: dataEnvelope(preview), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await desk.preview(kind, request.params.id, request.query.language) };
        }
      );
    }
  };
}
