import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DeskInquiryAnswerSchema,
  DeskInquiryDetailSchema,
  DeskInquiryIdParamSchema,
  DeskInquiryListSchema,
  DeskInquiryPhotoParamSchema,
  DeskInquiryQuerySchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import { sendInquiryPhoto } from './inquiry.routes.ts';
import type { InquiryService } from './inquiry.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const asker = (request: FastifyRequest) => ({ staff: requireStaff(request), address: request.ip });

/** Inquiries on the staff console under /api/staff/v1/inquiries: staff with `inquiries.answer` (every read audited). */
export function inquiryDeskRoutes(service: InquiryService, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const may = guard('inquiries.answer');

    app.get(
      '/staff/v1/inquiries',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary:
            'Console: the inquiry queue by state, category and words, 20 a page, with each state’s count',
          querystring: DeskInquiryQuerySchema,
          response: { 200: dataEnvelope(DeskInquiryListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.queue(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/inquiries/:id',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: one inquiry with its writer (the read is audited)',
          params: DeskInquiryIdParamSchema,
          response: { 200: dataEnvelope(DeskInquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.deskDetail(request.params.id, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/inquiries/:id/photos/:seq',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: a photo of the inquiry (audited)',
          params: DeskInquiryPhotoParamSchema
        }
      },
      async (request, reply) =>
        sendInquiryPhoto(
          reply,
          await service.deskPhoto(request.params.id, request.params.seq, asker(request))
        )
    );

    app.post(
      '/staff/v1/inquiries/:id/answer',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary:
            'Console: answer (once; the writer is noticed and mailed once; answered: INQUIRY_MOVE_REFUSED)',
          params: DeskInquiryIdParamSchema,
          body: DeskInquiryAnswerSchema,
          response: { 200: dataEnvelope(DeskInquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.answer(request.params.id, 'answer', request.body, asker(request)) };
      }
    );

    app.put(
      '/staff/v1/inquiries/:id/answer',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: correct an answer (no second notice; unanswered: INQUIRY_MOVE_REFUSED)',
          params: DeskInquiryIdParamSchema,
          body: DeskInquiryAnswerSchema,
          response: { 200: dataEnvelope(DeskInquiryDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.answer(request.params.id, 'editAnswer', request.body, asker(request)) };
      }
    );
  };
}
