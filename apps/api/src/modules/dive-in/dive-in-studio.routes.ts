import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DIVE_IN_VIDEO_MAX_BYTES,
  DiveInIdParamSchema,
  DiveInOwnSchema,
  DiveInUploadSchema,
  DomainError,
  isActivePlanner
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { jsonField } from '../media/multipart-form.ts';
import { readVideoForm } from '../media/video-form.ts';
import type { DiveInStudio } from './dive-in-studio.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const UPLOAD_LIMIT = { rateLimit: { max: 6, timeWindow: '1 minute' } };
export const VIDEO_FORM = { fileField: 'video', maxBytes: DIVE_IN_VIDEO_MAX_BYTES };

/** The asking member when they are an active planner (read from the login check); ALT_PlannerOnly otherwise. */
function requirePlanner(request: FastifyRequest): number {
  const principal = request.principal;
  if (!principal) throw new DomainError('UNAUTHORIZED');
  if (!isActivePlanner(principal.account)) throw new DomainError('ALT_PlannerOnly');
  return principal.userSeqNo;
}

/**
 * A planner's own videos (docs/decisions/084) under /etc/v1/users/dive-in: upload (multipart `request` JSON
 * DiveInUpload + `video` MP4 ≤ 100 MB, streamed to disk; who may upload is settled before a byte is read), the list
 * with each video's review state, and delete. Uploads wait for the desk's approval before they show.
 */
export function diveInStudioRoutes(
  studio: DiveInStudio,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.post(
      '/etc/v1/users/dive-in',
      {
        preHandler: authenticate,
        config: UPLOAD_LIMIT,
        schema: {
          tags: ['dive-in'],
          summary:
            'Upload a video (planners): multipart `request` (JSON) and `video` (MP4, H.264/AAC, 1–90 s)',
          response: { 201: dataEnvelope(DiveInOwnSchema), ...errors }
        }
      },
      async (request, reply) => {
        const owner = requirePlanner(request);
        const form = await readVideoForm(request, VIDEO_FORM);
        try {
          const body = jsonField(DiveInUploadSchema, form.fields.get('request'));
          const data = await studio.upload(
            { ownerUserSeqNo: owner, language: request.language },
            body,
            form.file
          );
          noStore(reply).code(201);
          return { data };
        } finally {
          await form.discard();
        }
      }
    );

    app.get(
      '/etc/v1/users/dive-in/mine',
      {
        preHandler: authenticate,
        schema: {
          tags: ['dive-in'],
          summary: 'The planner’s own videos, newest first, with their review state',
          response: { 200: dataEnvelope(z.array(DiveInOwnSchema)), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await studio.own(requirePlanner(request), request.language) };
      }
    );

    app.delete(
      '/etc/v1/users/dive-in/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['dive-in'],
          summary: 'Delete one of the planner’s own videos (404 for anyone else’s)',
          params: DiveInIdParamSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await studio.remove(request.params.id, requirePlanner(request));
        return noStore(reply).code(204).send();
      }
    );
  };
}
