import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskTermsCreateBodySchema,
  DeskTermsDraftBodySchema,
  DeskTermsKindListSchema,
  DeskTermsPublishBodySchema,
  DeskTermsVersionListSchema,
  DeskTermsVersionSchema,
  TermsDocumentSchema,
  TermsKindParamSchema,
  TermsVersionParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { PUBLIC_CONTENT_CACHE } from '../content/content.routes.ts';
import { staffAsker } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { TermsService } from './terms.service.ts';

const errors = errorAnswers(400, 404);
const deskErrors = errorAnswers(400, 401, 403, 404, 409);

/** Shoppers' reads under /api/etc/v1/public/terms (SPEC §2 /use_terms, /privacy_policy; the terms modal). */
export function termsRoutes(terms: TermsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/etc/v1/public/terms/:kind',
      {
        schema: {
          tags: ['content'],
          summary: 'The terms of a kind in effect now, with every version that has taken effect',
          params: TermsKindParamSchema,
          response: { 200: dataEnvelope(TermsDocumentSchema), ...errors }
        }
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CONTENT_CACHE).header('vary', 'Accept-Language');
        return { data: await terms.read(request.params.kind, null, request.language) };
      }
    );

    app.get(
      '/etc/v1/public/terms/:kind/versions/:version',
      {
        schema: {
          tags: ['content'],
          summary: 'One version of the terms that has taken effect (a future or draft version is 404)',
          params: TermsVersionParamSchema,
          response: { 200: dataEnvelope(TermsDocumentSchema), ...errors }
        }
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CONTENT_CACHE).header('vary', 'Accept-Language');
        const { kind, version } = request.params;
        return { data: await terms.read(kind, version, request.language) };
      }
    );
  };
}

/** The terms desk under /api/staff/v1/terms: staff with content.manage; every write audited. */
export function termsDeskRoutes(terms: TermsService, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = guard('content.manage');
    app.get(
      '/staff/v1/terms',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: every terms kind with its version in effect, scheduled and draft',
          response: { 200: dataEnvelope(DeskTermsKindListSchema), ...deskErrors }
        }
      },
      async (_request, reply) => {
        noStore(reply);
        return { data: await terms.desk.kinds() };
      }
    );

    app.get(
      '/staff/v1/terms/:kind',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: every version of one kind, newest first',
          params: TermsKindParamSchema,
          response: { 200: dataEnvelope(DeskTermsVersionListSchema), ...deskErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await terms.desk.versions(request.params.kind) };
      }
    );

    app.get(
      '/staff/v1/terms/:kind/versions/:version',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: one version as written (the preview sanitises it)',
          params: TermsVersionParamSchema,
          response: { 200: dataEnvelope(DeskTermsVersionSchema), ...deskErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await terms.desk.version(request.params.kind, request.params.version) };
      }
    );

    app.post(
      '/staff/v1/terms/:kind/versions',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: a new draft copied from the latest published version (TERMS_DRAFT_EXISTS)',
          params: TermsKindParamSchema,
          body: DeskTermsCreateBodySchema,
          response: { 201: dataEnvelope(DeskTermsVersionSchema), ...deskErrors }
        }
      },
      async (request, reply) => {
        noStore(reply).code(201);
        return { data: await terms.desk.create(request.params.kind, staffAsker(request)) };
      }
    );

    app.put(
      '/staff/v1/terms/:kind/versions/:version',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: edit a draft (a published version is TERMS_PUBLISHED_IMMUTABLE)',
          params: TermsVersionParamSchema,
          body: DeskTermsDraftBodySchema,
          response: { 200: dataEnvelope(DeskTermsVersionSchema), ...deskErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { kind, version } = request.params;
        return { data: await terms.desk.edit(kind, version, request.body, staffAsker(request)) };
      }
    );

    app.post(
      '/staff/v1/terms/:kind/versions/:version/publish',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: publish a draft with its effective date (TERMS_EFFECTIVE_AT_INVALID)',
          params: TermsVersionParamSchema,
          body: DeskTermsPublishBodySchema,
          response: { 200: dataEnvelope(DeskTermsVersionSchema), ...deskErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { kind, version } = request.params;
        return { data: await terms.desk.publish(kind, version, request.body, staffAsker(request)) };
      }
    );
  };
}
