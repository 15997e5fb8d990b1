import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DeskCentreBodySchema,
  DeskCentreDocumentBodySchema,
  DeskCentreDocumentSchema,
  DeskCentreSchema,
  DeskDocumentQuerySchema,
  DeskFaqBodySchema,
  DeskFaqCategoryBodySchema,
  DeskFaqCategorySchema,
  DeskFaqQuerySchema,
  DeskFaqSchema,
  DeskGuideBodySchema,
  DeskGuideSchema,
  DeskPageQuerySchema,
  DeskPartnershipFileParamSchema,
  DeskPartnershipPageSchema,
  DeskPartnershipSchema,
  DomainError,
  IdParamSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { readDocumentForm } from '../media/document-form.ts';
import { jsonField } from '../media/multipart-form.ts';
import { sendDocument } from '../planner/send-document.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { CentreDesk, DeskAsker } from './centre-desk.service.ts';
import { PARTNERSHIP_FORM } from './customer-centre.routes.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const BASE = '/staff/v1/centre';
const asker = (request: FastifyRequest): DeskAsker => ({
  staff: requireStaff(request),
  address: request.ip,
  language: request.language
});
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNumber: z.number(),
    totalPageNumber: z.number(),
    totalSize: z.number()
  });
const deleted = dataEnvelope(z.object({ deleted: z.literal(true) }));
const DOCUMENT_FORM = { ...PARTNERSHIP_FORM, fileField: 'file', maxFiles: 1 };

/**
 * The customer centre on the staff console (docs/decisions/079) under /api/staff/v1/centre: `content.manage` for
 * FAQ, guides, resources, certificates and centres; `inquiries.answer` for partnership applications (audited).
 */
export function centreDeskRoutes(desk: CentreDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    const manage = guard('content.manage');
    const tags = ['staff'];

    /** The four editorial collections share one shape: list, one, create, update, delete. */
    function crud(
      name: string,
      body: z.ZodObject | z.ZodType<object>,
      row: z.ZodType<object>,
      list: z.ZodType,
      query: z.ZodType,
      handlers: {
        list: (query: never) => Promise<unknown>;
        one: (id: number) => Promise<unknown>;
        save: (id: number | null, body: never, asker: DeskAsker) => Promise<unknown>;
        remove: (id: number, asker: DeskAsker) => Promise<void>;
      }
    ) {
      const path = `${BASE}/${name}`;
      app.get(
        path,
        {
          preHandler: manage,
          schema: {
            tags,
            summary: `Console: ${name}`,
            querystring: query,
            response: { 200: dataEnvelope(list), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await handlers.list(request.query as never) };
        }
      );
      app.get(
        `${path}/:id`,
        {
          preHandler: manage,
          schema: {
            tags,
            summary: `Console: one of ${name}`,
            params: IdParamSchema,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await handlers.one(request.params.id) };
        }
      );
      app.post(
        path,
        {
          preHandler: manage,
          schema: {
            tags,
            summary: `Console: add to ${name} (audited)`,
            body,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await handlers.save(null, request.body as never, asker(request)) };
        }
      );
      app.put(
        `${path}/:id`,
        {
          preHandler: manage,
          schema: {
            tags,
            summary: `Console: change one of ${name}, publish or unpublish (audited)`,
            params: IdParamSchema,
            body,
            response: { 200: dataEnvelope(row), ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          return { data: await handlers.save(request.params.id, request.body as never, asker(request)) };
        }
      );
      app.delete(
        `${path}/:id`,
        {
          preHandler: manage,
          schema: {
            tags,
            summary: `Console: delete one of ${name} (audited)`,
            params: IdParamSchema,
            response: { 200: deleted, ...errors }
          }
        },
        async (request, reply) => {
          noStore(reply);
          await handlers.remove(request.params.id, asker(request));
          return { data: { deleted: true as const } };
        }
      );
    }

    crud(
      'faq-categories',
      DeskFaqCategoryBodySchema,
      DeskFaqCategorySchema,
      z.array(DeskFaqCategorySchema),
      z.object({}),
      {
        list: () => desk.categories(),
        one: async (id) => {
          const found = (await desk.categories()).find((category) => category.categoryId === id);
          if (!found) throw new DomainError('CENTRE_ITEM_NOT_FOUND');
          return found;
        },
        save: async (id, body, who) => {
          const saved = await desk.saveCategory(id, body, who);
          return (await desk.categories()).find((category) => category.categoryId === saved);
        },
        remove: (id, who) => desk.removeCategory(id, who)
      }
    );
    crud('faqs', DeskFaqBodySchema, DeskFaqSchema, pageOf(DeskFaqSchema), DeskFaqQuerySchema, {
      list: (query: z.infer<typeof DeskFaqQuerySchema>) => desk.faqs(query.categoryId, query.page),
      one: desk.faq,
      save: desk.saveFaq,
      remove: desk.removeFaq
    });
    crud('guides', DeskGuideBodySchema, DeskGuideSchema, pageOf(DeskGuideSchema), DeskPageQuerySchema, {
      list: (query: z.infer<typeof DeskPageQuerySchema>) => desk.guides(query.page),
      one: desk.guide,
      save: desk.saveGuide,
      remove: desk.removeGuide
    });
    crud('centers', DeskCentreBodySchema, DeskCentreSchema, pageOf(DeskCentreSchema), DeskPageQuerySchema, {
      list: (query: z.infer<typeof DeskPageQuerySchema>) => desk.centres(query.page),
      one: desk.centre,
      save: desk.saveCentre,
      remove: desk.removeCentre
    });

    // ---- Resources and certificates: multipart `request` (JSON) and one `file` ----
    app.get(
      `${BASE}/documents`,
      {
        preHandler: manage,
        schema: {
          tags,
          summary: 'Console: resources and certificates',
          querystring: DeskDocumentQuerySchema,
          response: { 200: dataEnvelope(z.array(DeskCentreDocumentSchema)), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.documents(request.query.kind) };
      }
    );
    for (const method of ['POST', 'PUT'] as const)
      app.route({
        method,
        url: method === 'POST' ? `${BASE}/documents` : `${BASE}/documents/:id`,
        preHandler: manage,
        config: { staffUpload: true },
        schema: {
          tags,
          summary:
            method === 'POST'
              ? 'Console: add a resource or certificate: multipart `request` (JSON) and `file` (PDF/XLS/XLSX 10 MB, JPEG/PNG 20 MB, by content)'
              : 'Console: change a document’s words, period or file (the file optional)',
          ...(method === 'PUT' ? { params: IdParamSchema } : {}),
          response: { 200: dataEnvelope(DeskCentreDocumentSchema), ...errors }
        },
        handler: async (request, reply) => {
          noStore(reply);
          const who = asker(request);
          const form = await readDocumentForm(request, DOCUMENT_FORM);
          const body = jsonField(DeskCentreDocumentBodySchema, form.fields.get('request'));
          const id = method === 'PUT' ? (request.params as { id: number }).id : null;
          return { data: await desk.saveDocument(id, body, form.files[0], who) };
        }
      });
    app.delete(
      `${BASE}/documents/:id`,
      {
        preHandler: manage,
        schema: {
          tags,
          summary: 'Console: delete a document and its file (audited)',
          params: IdParamSchema,
          response: { 200: deleted, ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        await desk.removeDocument(request.params.id, asker(request));
        return { data: { deleted: true as const } };
      }
    );
    app.get(
      `${BASE}/documents/:id/file`,
      { preHandler: manage, schema: { tags, summary: 'Console: a document’s file', params: IdParamSchema } },
      async (request, reply) => sendDocument(reply, await desk.documentFile(request.params.id))
    );

    // ---- Partnership applications: `inquiries.answer`, every read audited ----
    const answer = guard('inquiries.answer');
    app.get(
      `${BASE}/partnerships`,
      {
        preHandler: answer,
        schema: {
          tags,
          summary: 'Console: partnership applications, newest first, 20 a page (audited)',
          querystring: DeskPageQuerySchema,
          response: { 200: dataEnvelope(DeskPartnershipPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.partnerships(request.query.page, asker(request)) };
      }
    );
    app.get(
      `${BASE}/partnerships/:id`,
      {
        preHandler: answer,
        schema: {
          tags,
          summary: 'Console: one partnership application with its files (audited)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(DeskPartnershipSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.partnership(request.params.id, asker(request)) };
      }
    );
    app.get(
      `${BASE}/partnerships/:id/files/:fileId`,
      {
        preHandler: answer,
        schema: {
          tags,
          summary: 'Console: an application’s file, decrypted (audited)',
          params: DeskPartnershipFileParamSchema
        }
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await desk.partnershipFile(request.params.id, request.params.fileId, asker(request))
        )
    );
  };
}
