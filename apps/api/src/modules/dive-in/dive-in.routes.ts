import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DiveInDetailSchema,
  DiveInIdParamSchema,
  DiveInListQuerySchema,
  DiveInPageSchema,
  DiveInSchema,
  DiveInTagSchema,
  DiveInViewSchema
} from '@mall/domain';
import { errorAnswers, PRIVATE_NO_STORE } from '../../http/route-kit.ts';
import { catalogueViewer, type CatalogueAccess } from '../product/product.routes.ts';
import { setShopReferrerCookie } from '../personal/shop-referrer.ts';
import type { DiveInService } from './dive-in.service.ts';

/** Guests may keep the feed half a minute (view counts move); an asker with a token gets a private answer. */
const PUBLIC_FEED_CACHE = 'public, max-age=30, stale-while-revalidate=60';

function feedCache(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', request.headers.authorization ? PRIVATE_NO_STORE : PUBLIC_FEED_CACHE);
  reply.header('vary', 'Accept-Language, Authorization');
}

/** One count per viewer and day is the rule; this stops a client from hammering the statement. */
const viewLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * SPEC §7 dive-in calls (docs/decisions/084) under /etc/v1/users/public/dive-in: the tags, a page of the feed (all
 * or one planner's), Home's row, a video with its product bag, and the view count. Public, with an optional token:
 * a planner asking sees SP/BP in the bag, a member's view is counted as theirs. Opening a planner's video sets the
 * shop-referrer cookie to them when they are an active planner, so what the viewer buys is credited to the video's
 * maker (the order credit looks the planner up again, docs/decisions/075).
 */
export function diveInRoutes(
  service: DiveInService,
  access: CatalogueAccess,
  activePlanner: (userNumber: string) => Promise<{ userNumber: string } | null>
): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/etc/v1/users/public/dive-in';

    app.get(
      `${base}/category/list`,
      {
        schema: {
          tags: ['dive-in'],
          summary: 'The feed tags',
          response: { 200: dataEnvelope(z.array(DiveInTagSchema)) }
        }
      },
      async (request, reply) => {
        feedCache(request, reply);
        return { data: await service.tags(request.language) };
      }
    );

    app.get(
      `${base}/list`,
      {
        schema: {
          tags: ['dive-in'],
          summary: 'A page of the feed: newest or most viewed, by tag, or one planner’s',
          querystring: DiveInListQuerySchema,
          response: { 200: dataEnvelope(DiveInPageSchema), ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        feedCache(request, reply);
        return { data: await service.page(request.query, request.language) };
      }
    );

    app.get(
      `${base}/main`,
      {
        schema: {
          tags: ['dive-in'],
          summary: 'Home’s dive-in row',
          response: { 200: dataEnvelope(z.array(DiveInSchema)) }
        }
      },
      async (request, reply) => {
        feedCache(request, reply);
        return { data: await service.main(request.language) };
      }
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags: ['dive-in'],
          summary: 'A video with its product bag',
          params: DiveInIdParamSchema,
          response: { 200: dataEnvelope(DiveInDetailSchema), ...errorAnswers(400, 403, 404) }
        }
      },
      async (request, reply) => {
        const { detail, plannerNumber } = await service.detail(
          request.params.id,
          await catalogueViewer(access, request)
        );
        const planner = plannerNumber ? await activePlanner(plannerNumber) : null;
        if (planner) setShopReferrerCookie(reply, planner.userNumber);
        // Sets a cookie and may carry SP/BP: never in a shared cache.
        reply.header('cache-control', PRIVATE_NO_STORE);
        return { data: detail };
      }
    );

    app.post(
      `${base}/:id/view`,
      {
        config: viewLimit,
        schema: {
          tags: ['dive-in'],
          summary: 'Count a view (once per viewer and day)',
          params: DiveInIdParamSchema,
          response: { 200: dataEnvelope(DiveInViewSchema), ...errorAnswers(400, 403, 404) }
        }
      },
      async (request, reply) => {
        const member = request.headers.authorization ? await memberOf(access, request) : null;
        const who = member === null ? { address: request.ip } : { memberSeqNo: member };
        reply.header('cache-control', PRIVATE_NO_STORE);
        return { data: await service.view(request.params.id, who, request.language) };
      }
    );
  };
}

/** The asking member's number when their token holds; a token that does not is counted as a guest. */
async function memberOf(access: CatalogueAccess, request: FastifyRequest): Promise<number | null> {
  try {
    await access.authenticate(request);
  } catch {
    return null;
  }
  return request.principal?.userSeqNo ?? null;
}
