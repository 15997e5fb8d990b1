import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  INQUIRY_PHOTO_MAX_BYTES,
  INQUIRY_PHOTO_MAX_FILES,
  InquiryDetailSchema,
  InquiryEditSchema,
  InquiryIdParamSchema,
  InquiryListQuerySchema,
  InquiryPageSchema,
  InquiryPhotoParamSchema,
  InquiryWriteSchema
} from '@mall/domain';
import { errorAnswers, memberSeqNo, privateAnswer } from '../../http/route-kit.ts';
import { jsonField, readImageForm } from '../media/multipart-form.ts';
import type { InquiryService } from './inquiry.service.ts';

const errors = errorAnswers(400, 401, 404, 409, 413, 429);
/** Each write stores and re-encodes up to three photos: a few a minute is plenty for a person. */
const WRITE_LIMIT = { rateLimit: { max: 6, timeWindow: '1 minute' } };
const PHOTO_FORM = {
  fileField: 'photos',
  maxFiles: INQUIRY_PHOTO_MAX_FILES,
  maxBytes: INQUIRY_PHOTO_MAX_BYTES
};

/** A private image: the writer's (or staff's), never cached by anything between. */
export function sendInquiryPhoto(reply: FastifyReply, bytes: Buffer) {
  return privateAnswer(reply).header('x-content-type-options', 'nosniff').type('image/jpeg').send(bytes);
}

/**
 * The writer's inquiry calls under /api/etc/v1/inquiries (docs/decisions/080), each behind the login and on the
 * asker's own inquiries only: another member's id answers 404 like an id that does not exist.
 */
export function inquiryRoutes(
  service: InquiryService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed in this scope only.
    await app.register(multipart, { throwFileSizeLimit: true });

    app.post(
      '/etc/v1/inquiries',
      {
        preHandler: authenticate,
        config: WRITE_LIMIT,
        schema: {
          tags: ['inquiry'],
          summary: 'Write an inquiry: multipart `request` (JSON) and up to 3 `photos` (JPEG/PNG, 20 MB each)',
          response: { 200: dataEnvelope(InquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        const form = await readImageForm(request, PHOTO_FORM);
        const body = jsonField(InquiryWriteSchema, form.fields.get('request'));
        privateAnswer(reply);
        return { data: await service.write(memberSeqNo(request), body, form.files, request.language) };
      }
    );

    app.get(
      '/etc/v1/inquiries',
      {
        preHandler: authenticate,
        schema: {
          tags: ['inquiry'],
          summary: 'The asker’s inquiries, newest first, 10 a page',
          querystring: InquiryListQuerySchema,
          response: { 200: dataEnvelope(InquiryPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.page(memberSeqNo(request), request.query.page) };
      }
    );

    app.get(
      '/etc/v1/inquiries/:inquiryId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['inquiry'],
          summary: 'One of the asker’s inquiries with its answer (anyone else’s: 404)',
          params: InquiryIdParamSchema,
          response: { 200: dataEnvelope(InquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.detail(memberSeqNo(request), request.params.inquiryId) };
      }
    );

    app.put(
      '/etc/v1/inquiries/:inquiryId',
      {
        preHandler: authenticate,
        config: WRITE_LIMIT,
        schema: {
          tags: ['inquiry'],
          summary: 'Edit an unanswered inquiry (answered: INQUIRY_MOVE_REFUSED)',
          params: InquiryIdParamSchema,
          body: InquiryEditSchema,
          response: { 200: dataEnvelope(InquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.edit(memberSeqNo(request), request.params.inquiryId, request.body) };
      }
    );

    app.delete(
      '/etc/v1/inquiries/:inquiryId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['inquiry'],
          summary: 'Delete an unanswered inquiry and its photos (answered: INQUIRY_MOVE_REFUSED)',
          params: InquiryIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.remove(memberSeqNo(request), request.params.inquiryId);
        return privateAnswer(reply).code(204).send(null);
      }
    );

    app.get(
      '/etc/v1/inquiries/:inquiryId/photos/:seq',
      {
        preHandler: authenticate,
        schema: {
          tags: ['inquiry'],
          summary: 'A photo of the asker’s inquiry (private, not cached)',
          params: InquiryPhotoParamSchema
        }
      },
      async (request, reply) =>
        sendInquiryPhoto(
          reply,
          await service.photo(memberSeqNo(request), request.params.inquiryId, request.params.seq)
        )
    );
  };
}
