import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  STAFF_IMAGE_MAX_MB,
  STAFF_IMAGE_MAX_WIDTH,
  StaffImageSchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import type { StaffAudit } from '../staff/staff-audit.ts';
import { staffAsker } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import { readImageForm } from './multipart-form.ts';
import type { PublicImages } from './public-images.ts';

const IMAGE_FORM = {
  fileField: 'file',
  maxFiles: 1,
  maxPerField: 1,
  maxBytes: STAFF_IMAGE_MAX_MB * 1024 * 1024
};

/**
 * Content images staff upload (issue 19, docs/decisions/082) under /api/staff/v1/media/images: one JPEG or PNG judged
 * by its bytes, ≤ 20 MB (refused while streaming), re-encoded ≤ 1920 px wide under /media/editorial/ with a
 * random name, and the upload written to the audit log. The content that uses it stores the URL.
 */
export function staffImageRoutes(
  images: PublicImages,
  guard: StaffGuard,
  audit: StaffAudit
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    app.post(
      '/staff/v1/media/images',
      {
        preHandler: guard('content.manage'),
        config: { staffUpload: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['staff'],
          summary: 'Console: upload a content image (multipart `file`, JPEG/PNG ≤ 20 MB) → its /media URL',
          response: { 200: dataEnvelope(StaffImageSchema), ...errorAnswers(400, 401, 403, 413) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const asker = staffAsker(request);
        const form = await readImageForm(request, IMAGE_FORM);
        const [bytes] = form.files;
        if (!bytes) throw new DomainError('ALT_FileError');
        const image = await images.store(bytes, { width: STAFF_IMAGE_MAX_WIDTH, fit: 'inside' });
        await audit.record(asker, 'media.image.upload', {
          targetType: 'media',
          targetId: image.url,
          after: image
        });
        return { data: image };
      }
    );
  };
}
