import type { FastifyReply, FastifyRequest } from 'fastify';
import { createJsonOnce } from '../../http/json-once.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  DomainError,
  dataEnvelope,
  GnbBannerSchema,
  GnbQuerySchema,
  MainHomeSchema,
  NoticePopupSchema
} from '@mall/domain';
import type { ContentService, PopupViewer } from './content.service.ts';
import { errorAnswers, PRIVATE_NO_STORE } from '../../http/route-kit.ts';

/**
 * Guest answers may sit in browsers and shared caches for a minute (a period boundary is honoured within
 * that minute), then be served stale while revalidated; they differ by language.
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

function publicContent(reply: FastifyReply) {
  reply.header('cache-control', PUBLIC_CONTENT_CACHE);
  reply.header('vary', 'Accept-Language');
}

/** A member's popup answer differs from a guest's: no shared cache keeps it, no browser reuses it after logout. */
export const MEMBER_CONTENT_CACHE = PRIVATE_NO_STORE;

const PREFIX = '/etc/v1/public/main';

/** The member routes' preHandler (sets `request.principal`, or throws 401 / 403 TOKEN_EXPIRED). */
export type ContentAccess = { authenticate: (request: FastifyRequest) => Promise<void> };

/**
 * Guest or member for the popup audience (ADR 057). No token: a guest, at no cost. A token that is not valid
 * at all (forged, its login ended) is answered as a guest: Home never fails on it. An expired one is 403
 * TOKEN_EXPIRED, so the storefront refreshes and asks again as the member it is.
 */
async function popupViewer(access: ContentAccess, request: FastifyRequest): Promise<PopupViewer> {
  if (!request.headers.authorization) return 'GUEST';
  try {
    await access.authenticate(request);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'UNAUTHORIZED') return 'GUEST';
    throw error;
  }
  return request.principal ? 'MEMBER' : 'GUEST';
}

/** Home content (SPEC §7 Content: main banner, gnb, event, category banners, video list, popup). ADR 025. */
export function contentRoutes(service: ContentService, access: ContentAccess): FastifyPluginAsyncZod {
  // The same Home object until its content changes: its bytes once (docs/decisions/028).
  const sendHome = createJsonOnce();
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
        return sendHome(reply, data);
      }
    );

    app.get(
      `${PREFIX}/popup`,
      {
        schema: {
          tags: ['content'],
          summary: 'Notice popups in display now for the asker (guest or member; CONTENT HTML sanitised)',
          response: { 200: dataEnvelope(z.array(NoticePopupSchema)), ...errorAnswers(403) }
        }
      },
      async (request, reply) => {
        const viewer = await popupViewer(access, request);
        const data = await service.popups(request.language, viewer);
        reply.header('cache-control', viewer === 'MEMBER' ? MEMBER_CONTENT_CACHE : PUBLIC_CONTENT_CACHE);
        // The answer depends on the token: a cache must key a guest answer by it too.
        reply.header('vary', 'Accept-Language, Authorization');
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
