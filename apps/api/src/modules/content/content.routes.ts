import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  GnbBannerSchema,
  GnbQuerySchema,
  MainHomeSchema,
  NoticePopupSchema
} from '@mall/domain';
import type { ContentService } from './content.service.ts';
import { errorAnswers } from '../../http/route-kit.ts';

/**
 * Guest answers may sit in browsers and shared caches for a minute (a period boundary is honoured within
 * that minute), then be served stale while revalidated; they differ by language.
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

function publicContent(reply: FastifyReply) {
  reply.header('cache-control', PUBLIC_CONTENT_CACHE);
  reply.header('vary', 'Accept-Language');
}

const PREFIX = '/etc/v1/public/main';

/** Home content (SPEC §7 Content: main banner, gnb, event, category banners, video list, popup). ADR 025. */
export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/home`,
      {
        schema: {
          tags: ['content'],
          summary: 'Everything Home shows: main banners, the GNB banner, events, category banners, videos',
          response: { 200: dataEnvelope(MainHomeSchema) }
        }
      },
      async (request, reply) => {
        const data = await service.home(request.language);
        publicContent(reply);
        return { data };
      }
    );

    app.get(
      `${PREFIX}/popup`,
      {
        schema: {
          tags: ['content'],
          summary: 'Notice popups in display now (CONTENT HTML sanitised)',
          response: { 200: dataEnvelope(z.array(NoticePopupSchema)) }
        }
      },
      async (request, reply) => {
        const data = await service.popups(request.language);
        publicContent(reply);
        return { data };
      }
    );

    app.get(
      `${PREFIX}/gnb`,
      {
        schema: {
          tags: ['content'],
          summary: 'The GNB banner of a category (site-wide without categoryId), or null',
          querystring: GnbQuerySchema,
          response: { 200: dataEnvelope(GnbBannerSchema.nullable()), ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        const data = await service.gnb(request.query.categoryId ?? null, request.language);
        publicContent(reply);
        return { data };
      }
    );
  };
}
