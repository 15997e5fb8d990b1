import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DiveInDeskPageSchema,
  DiveInDeskQuerySchema,
  DiveInIdParamSchema,
  DiveInOwnSchema,
  DiveInReviewSchema,
  DiveInUploadSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { jsonField } from '../media/multipart-form.ts';
import { readVideoForm } from '../media/video-form.ts';
import { staffAsker, type StaffAudit } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import type { DiveInDesk } from './dive-in-desk.service.ts';
import type { DiveInStudio } from './dive-in-studio.service.ts';
import { VIDEO_FORM } from './dive-in-studio.routes.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);

/**
 * The console's dive-in desk (docs/decisions/084), behind content.manage: the review queue by state, a move
 * (approve / reject with a reason / hide) and the brand's own upload, which shows at once. Every write audited.
 */
export function diveInDeskRoutes(
  desk: DiveInDesk,
  studio: DiveInStudio,
  guard: StaffGuard,
  audit: StaffAudit
): FastifyPluginAsyncZod {
  const preHandler = guard('content.manage');
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get(
      '/staff/v1/dive-in',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary:
            'Console: one state’s videos with their products, 20 a page (PENDING oldest first, others newest first)',
          querystring: DiveInDeskQuerySchema,
          response: { 200: dataEnvelope(DiveInDeskPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.queue(request.query) };
      }
    );

    app.post(
      '/staff/v1/dive-in/:id/review',
      {
        preHandler,
        schema: {
          tags: ['staff'],
          summary: 'Console: approve, reject (with a reason) or hide a video',
          params: DiveInIdParamSchema,
          body: DiveInReviewSchema,
          response: { 200: dataEnvelope(DiveInOwnSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.review(request.params.id, request.body, staffAsker(request)) };
      }
    );

    app.post(
      '/staff/v1/dive-in',
      {
        preHandler,
        config: { staffUpload: true, rateLimit: { max: 6, timeWindow: '1 minute' } },
        schema: {
          tags: ['staff'],
          summary:
            'Console: upload a brand video (shows at once): multipart `request` (JSON) and `video` (MP4)',
          response: { 201: dataEnvelope(DiveInOwnSchema), ...errors }
        }
      },
      async (request, reply) => {
        const form = await readVideoForm(request, VIDEO_FORM);
        try {
          const body = jsonField(DiveInUploadSchema, form.fields.get('request'));
          const data = await studio.upload({ ownerUserSeqNo: null, language: 'ko-KR' }, body, form.file);
          await audit.record(staffAsker(request), 'dive-in.upload', {
            targetType: 'dive_in',
            targetId: String(data.diveInId),
            after: { videoUrl: data.videoUrl, tagCode: body.tagCode, productIds: body.productIds }
          });
          noStore(reply).code(201);
          return { data };
        } finally {
          await form.discard();
        }
      }
    );
  };
}
