import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CodeListItemSchema,
  countryList,
  dataEnvelope,
  DecryptQuerySchema,
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_IMAGE_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  documentFamilyOf,
  DocumentIdParamSchema,
  DomainError,
  PlannerDocumentsAnswerSchema,
  PlannerDocumentUploadAnswerSchema,
  PlannerDocumentUploadFieldsSchema,
  PlannerForeignInfoSchema,
  visaList
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { readDocumentForm } from '../media/document-form.ts';
import { requirePlanner } from './planner-asker.ts';
import type { PlannerDocumentService } from './planner-documents.service.ts';
import { sendDocument } from './send-document.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413, 429);
/** Each upload seals up to three files: a few a minute is plenty for a person. */
const UPLOAD_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const DOCUMENT_FORM = {
  fileField: 'files',
  maxFiles: DOCUMENT_MAX_FILES,
  maxBytes: DOCUMENT_IMAGE_MAX_BYTES,
  maxBytesFor: (head: Buffer) => {
    const family = documentFamilyOf(head);
    return family === 'image' ? DOCUMENT_IMAGE_MAX_BYTES : family === 'file' ? DOCUMENT_FILE_MAX_BYTES : null;
  }
};

/**
 * A planner's documents (SPEC §7 media upload and decrypt, code lists; docs/decisions/075): the encrypted multiple
 * upload, the decrypt download (the owner's Bearer token, whatever the path says), the checklist, withdrawing a
 * document, a foreign planner's country and visa, and the public country and visa lists. Planners only.
 */
export function plannerDocumentRoutes(
  service: PlannerDocumentService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed in this scope only: no other route takes a multipart body.
    await app.register(multipart, { throwFileSizeLimit: true });
    const planner = (request: FastifyRequest) => requirePlanner(request).userSeqNo;

    for (const [list, of] of [
      ['country', countryList],
      ['visa', visaList]
    ] as const)
      app.get(
        `/member/v1/public/codes/${list}`,
        {
          schema: {
            tags: ['planner'],
            summary: `The ${list} code list a foreign planner picks from, named in the asked language`,
            response: { 200: dataEnvelope(z.array(CodeListItemSchema)) }
          }
        },
        async (request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          reply.header('vary', 'Accept-Language');
          return { data: of(request.language) };
        }
      );

    app.post(
      '/member/v1/media-storage/upload/multiple/encrypted',
      {
        preHandler: authenticate,
        config: UPLOAD_LIMIT,
        schema: {
          tags: ['planner'],
          summary:
            'Upload a document: multipart `kind` then up to 3 `files` (JPEG/PNG 20 MB, PDF/XLS/XLSX 10 MB, by content), sealed',
          response: { 200: dataEnvelope(PlannerDocumentUploadAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const userSeqNo = planner(request);
        const form = await readDocumentForm(request, DOCUMENT_FORM);
        const fields = PlannerDocumentUploadFieldsSchema.safeParse({ kind: form.fields.get('kind') });
        if (!fields.success)
          throw new DomainError('VALIDATION_FAILED', {
            fields: [{ field: 'kind', code: 'PLD_KindRequired' }]
          });
        return { data: { documents: await service.upload(userSeqNo, fields.data.kind, form.files) } };
      }
    );

    app.get(
      '/member/v1/media-storage/public/download/decrypt',
      {
        preHandler: authenticate,
        config: { logPathAs: 'route' },
        schema: {
          tags: ['planner'],
          summary: "One of the asker's own documents, decrypted (despite the path: the owner's token only)",
          querystring: DecryptQuerySchema
        }
      },
      async (request, reply) =>
        sendDocument(reply, await service.open(planner(request), request.query.fileUrl))
    );

    app.get(
      '/member/v1/users/planner-documents',
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary: "The planner's checklist: each kind's review state and every file, newest first",
          response: { 200: dataEnvelope(PlannerDocumentsAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.list(planner(request)) };
      }
    );

    app.delete(
      '/member/v1/users/planner-documents/:documentId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary:
            'Withdraw a document not approved (PLANNER_DOCUMENT_APPROVED otherwise); its file is removed',
          params: DocumentIdParamSchema,
          response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        await service.remove(planner(request), request.params.documentId);
        return { data: { deleted: true as const } };
      }
    );

    app.put(
      '/member/v1/users/planner-foreign-info',
      {
        preHandler: authenticate,
        schema: {
          tags: ['planner'],
          summary: "A foreign planner's country and visa, from the code lists",
          body: PlannerForeignInfoSchema,
          response: { 200: dataEnvelope(PlannerForeignInfoSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.saveForeignInfo(planner(request), request.body) };
      }
    );
  };
}
