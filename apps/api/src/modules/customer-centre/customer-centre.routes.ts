import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CentreDocumentIdParamSchema,
  CentreDocumentSchema,
  CentrePageSchema,
  CentreQuerySchema,
  dataEnvelope,
  documentFamilyOf,
  DomainError,
  FaqCategorySchema,
  FaqItemSchema,
  FaqPageSchema,
  FaqQuerySchema,
  GuideSchema,
  PARTNERSHIP_FILE_MAX_BYTES,
  PARTNERSHIP_IMAGE_MAX_BYTES,
  PARTNERSHIP_MAX_FILES,
  PartnershipAnswerSchema,
  PartnershipBodySchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { readDocumentForm } from '../media/document-form.ts';
import { jsonField } from '../media/multipart-form.ts';
import { sendDocument } from '../planner/send-document.ts';
import type { CustomerCentreService } from './customer-centre.service.ts';
import type { PartnershipService } from './partnership.service.ts';

const PREFIX = '/etc/v1/public';
const errors = errorAnswers(400, 401, 403, 404, 413, 429);

/** Public reads may sit in caches for a minute (a publishing window is honoured within it); they vary by language. */
function publicRead(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
  reply.header('vary', 'Accept-Language');
}

/** SPEC §5: images 20 MB, PDF/XLS/XLSX 10 MB, 3 files; the first bytes decide, while the body streams. */
export const PARTNERSHIP_FORM = {
  fileField: 'files',
  maxFiles: PARTNERSHIP_MAX_FILES,
  maxBytes: PARTNERSHIP_IMAGE_MAX_BYTES,
  maxBytesFor: (head: Buffer) => {
    const family = documentFamilyOf(head);
    return family === 'image'
      ? PARTNERSHIP_IMAGE_MAX_BYTES
      : family === 'file'
        ? PARTNERSHIP_FILE_MAX_BYTES
        : null;
  }
};
/** Anonymous writes: a handful of applications per address in ten minutes is plenty for a person. */
const APPLY_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

export type CentreAccess = { authenticate: (request: FastifyRequest) => Promise<void> };

/** The sender's login if a valid token came with the form, else an anonymous sender (never a refusal). */
async function senderOf(access: CentreAccess, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    await access.authenticate(request);
  } catch {
    return null;
  }
  return request.principal?.userSeqNo ?? null;
}

/**
 * The customer centre's public routes (SPEC §2 /customer…; docs/decisions/079) under /api/etc/v1: FAQ, guides,
 * resources (public files), certificates (members), centres and the partnership application.
 */
export function customerCentreRoutes(
  service: CustomerCentreService,
  partnerships: PartnershipService,
  access: CentreAccess
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get(
      `${PREFIX}/faq/categories`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'FAQ categories in display, in order',
          response: { 200: dataEnvelope(z.array(FaqCategorySchema)) }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.faqCategories(request.language) };
      }
    );

    app.get(
      `${PREFIX}/faq/top`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'The questions the customer centre shows first (at most 5)',
          response: { 200: dataEnvelope(z.array(FaqItemSchema)) }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.topFaqs(request.language) };
      }
    );

    app.get(
      `${PREFIX}/faq`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'FAQ by category and keyword (any language), a page at a time; answers sanitised',
          querystring: FaqQuerySchema,
          response: { 200: dataEnvelope(FaqPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.faqPage(request.query, request.language) };
      }
    );

    app.get(
      `${PREFIX}/guides`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'Usage guides in display; bodies sanitised',
          response: { 200: dataEnvelope(z.array(GuideSchema)) }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.guides(request.language) };
      }
    );

    app.get(
      `${PREFIX}/resources`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'Downloadable resources in display',
          response: { 200: dataEnvelope(z.array(CentreDocumentSchema)) }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.documents('RESOURCE', request.language) };
      }
    );

    app.get(
      `${PREFIX}/resources/:documentId/file`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'A resource’s file (attachment or inline by type, nosniff)',
          params: CentreDocumentIdParamSchema
        }
      },
      async (request, reply) =>
        sendDocument(reply, await service.documentFile('RESOURCE', request.params.documentId))
    );

    app.get(
      '/etc/v1/certificates',
      {
        preHandler: access.authenticate,
        schema: {
          tags: ['customer-centre'],
          summary: 'Certificates for logged-in members (business registration, product certificates)',
          response: { 200: dataEnvelope(z.array(CentreDocumentSchema)), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.documents('CERTIFICATE', request.language) };
      }
    );

    app.get(
      '/etc/v1/certificates/:documentId/file',
      {
        preHandler: access.authenticate,
        schema: {
          tags: ['customer-centre'],
          summary: 'A certificate’s file, for logged-in members',
          params: CentreDocumentIdParamSchema
        }
      },
      async (request, reply) =>
        sendDocument(reply, await service.documentFile('CERTIFICATE', request.params.documentId))
    );

    app.get(
      `${PREFIX}/centers`,
      {
        schema: {
          tags: ['customer-centre'],
          summary: 'Centres in display by region (시/도) and keyword (name or address, any language)',
          querystring: CentreQuerySchema,
          response: { 200: dataEnvelope(CentrePageSchema), ...errors }
        }
      },
      async (request, reply) => {
        publicRead(reply);
        return { data: await service.centres(request.query, request.language) };
      }
    );

    app.post(
      `${PREFIX}/partnership`,
      {
        config: APPLY_LIMIT,
        schema: {
          tags: ['customer-centre'],
          summary:
            'A partnership application: multipart `request` (JSON) then up to 3 `files` (JPEG/PNG 20 MB, PDF/XLS/XLSX 10 MB, by content)',
          response: { 200: dataEnvelope(PartnershipAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const form = await readDocumentForm(request, PARTNERSHIP_FORM);
        const body = jsonField(PartnershipBodySchema, form.fields.get('request'));
        if (form.files.length > PARTNERSHIP_MAX_FILES)
          throw new DomainError('RETURN_PHOTO_TOO_MANY', { max: PARTNERSHIP_MAX_FILES });
        const userSeqNo = await senderOf(access, request);
        return {
          data: await partnerships.apply(body, form.files, {
            language: request.language,
            userSeqNo,
            address: request.ip
          })
        };
      }
    );
  };
}
