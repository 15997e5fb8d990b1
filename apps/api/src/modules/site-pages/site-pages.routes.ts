import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  PublicSitePageSchema,
  RightwayArticleParamSchema,
  RightwayArticleSchema,
  SitePageSlugParamSchema
} from '@mall/domain';
import { errorAnswers } from '../../http/route-kit.ts';
import { PUBLIC_CONTENT_CACHE } from '../content/content.routes.ts';
import type { SitePages } from './site-pages.service.ts';

const PREFIX = '/etc/v1/public/pages';
const errors = errorAnswers(400, 404);

function publicContent(reply: FastifyReply) {
  reply.header('cache-control', PUBLIC_CONTENT_CACHE);
  reply.header('vary', 'Accept-Language');
}

/** Company, ESG and guide pages for everyone (docs/decisions/078): the published copy only. */
export function sitePagesRoutes(pages: SitePages): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/rightway/:id`,
      {
        schema: {
          tags: ['content'],
          summary: 'One article of the member ethics code (/esg/rightway/{id}) with the previous and next',
          params: RightwayArticleParamSchema,
          response: { 200: dataEnvelope(RightwayArticleSchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await pages.rightwayArticle(request.params.id, request.language);
        publicContent(reply);
        return { data };
      }
    );

    app.get(
      `${PREFIX}/:slug`,
      {
        schema: {
          tags: ['content'],
          summary: 'A company, ESG or guide page as published, in the asked language (HTML sanitised)',
          params: SitePageSlugParamSchema,
          response: { 200: dataEnvelope(PublicSitePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await pages.page(request.params.slug, request.language);
        publicContent(reply);
        return { data };
      }
    );

    app.get(
      `${PREFIX}/:slug/map/:blockId`,
      {
        schema: {
          tags: ['content'],
          summary: 'The map picture of a published location block (drawn by the configured map provider)',
          params: SitePageSlugParamSchema.extend({ blockId: z.coerce.number().int().min(1).max(1_000_000) }),
          querystring: z.object({
            size: z.enum(['page', 'large']).default('page'),
            at: z.string().max(60).optional()
          })
        }
      },
      async (request, reply) => {
        const picture = await pages.mapPicture(
          request.params.slug,
          request.params.blockId,
          request.query.size
        );
        // The picture changes with the coordinates, which are in its URL (`at`): a day in any cache.
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        reply.type(picture.contentType);
        return reply.send(picture.bytes);
      }
    );
  };
}
