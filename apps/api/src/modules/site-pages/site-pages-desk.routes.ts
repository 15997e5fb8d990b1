import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DeskSitePagePreviewQuerySchema,
  DeskSitePagePublishBodySchema,
  DeskSitePageSaveBodySchema,
  DeskSitePageSchema,
  DeskSitePageSummarySchema,
  PublicSitePageSchema,
  SitePageSlugParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { SitePages } from './site-pages.service.ts';

const BASE = '/staff/v1/site-pages';
const errors = errorAnswers(400, 401, 403, 404, 409);
const asker = (request: FastifyRequest) => ({ staff: requireStaff(request), address: request.ip });

/** The pages desk on the staff console (`content.manage`): list, read the draft, preview, save, publish. */
export function sitePagesDeskRoutes(pages: SitePages, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = guard('content.manage');

    app.get(
      BASE,
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: every company, ESG and guide page with its publishing state',
          response: { 200: dataEnvelope(z.array(DeskSitePageSummarySchema)), ...errors }
        }
      },
      async (_request, reply) => {
        noStore(reply);
        return { data: await pages.desk.list() };
      }
    );

    app.get(
      `${BASE}/:slug`,
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: a page’s draft as written (all languages)',
          params: SitePageSlugParamSchema,
          response: { 200: dataEnvelope(DeskSitePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await pages.desk.detail(request.params.slug) };
      }
    );

    app.get(
      `${BASE}/:slug/preview`,
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: the draft as a shopper would read it in one language (sanitised)',
          params: SitePageSlugParamSchema,
          querystring: DeskSitePagePreviewQuerySchema,
          response: { 200: dataEnvelope(PublicSitePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await pages.desk.preview(request.params.slug, request.query.language) };
      }
    );

    app.put(
      `${BASE}/:slug`,
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary:
            'Console: save the draft (names the version it was edited from; SITE_PAGE_CONFLICT if stale)',
          params: SitePageSlugParamSchema,
          body: DeskSitePageSaveBodySchema,
          response: { 200: dataEnvelope(DeskSitePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await pages.desk.save(request.params.slug, request.body, asker(request)) };
      }
    );

    app.post(
      `${BASE}/:slug/publish`,
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: publish the draft: shoppers read it from now on',
          params: SitePageSlugParamSchema,
          body: DeskSitePagePublishBodySchema,
          response: { 200: dataEnvelope(DeskSitePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await pages.desk.publish(request.params.slug, request.body, asker(request)) };
      }
    );
  };
}
