import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  MemberIdParamSchema,
  MemberMemoBodySchema,
  MemberMemoCommentBodySchema,
  MemberMemoFixBodySchema,
  MemberMemoIdParamSchema,
  MemberMemoListSchema,
  MemberSearchPageSchema,
  MemberSearchQuerySchema,
  MemberSummarySchema
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { requireStaff, type StaffGuard } from '../staff/staff.routes.ts';
import type { MemberDesk } from './member-desk.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const asker = (request: FastifyRequest) => ({ staff: requireStaff(request), address: request.ip });

/**
 * The member search and member memo dialogs (SPEC §3, §7 /etc/v1/membermemo) on the staff console under
 * /api/staff/v1: staff with `members.read`; every search and read is audited.
 */
export function memberDeskRoutes(desk: MemberDesk, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const may = guard('members.read');

    app.get(
      '/staff/v1/members',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: member search (SPEC §3 filters), 50 a page, maxPagination 10 (audited)',
          querystring: MemberSearchQuerySchema,
          response: { 200: dataEnvelope(MemberSearchPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.search(request.query, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/members/:userId',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: one member’s summary (audited)',
          params: MemberIdParamSchema,
          response: { 200: dataEnvelope(MemberSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.summary(request.params.userId, asker(request)) };
      }
    );

    app.get(
      '/staff/v1/members/:userId/memos',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: a member’s memos, fixed first, with their comments (audited)',
          params: MemberIdParamSchema,
          response: { 200: dataEnvelope(MemberMemoListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.memos(request.params.userId, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/membermemo',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: add a memo (empty: INQ_AlertMemo); the department is the writer’s own',
          body: MemberMemoBodySchema,
          response: { 200: dataEnvelope(MemberMemoListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.addMemo(request.body, asker(request)) };
      }
    );

    app.post(
      '/staff/v1/membermemo/comment',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: comment on a memo (empty: ALT_InsertContent)',
          body: MemberMemoCommentBodySchema,
          response: { 200: dataEnvelope(MemberMemoListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.addComment(request.body, asker(request)) };
      }
    );

    app.patch(
      '/staff/v1/membermemo/:memberMemoId',
      {
        preHandler: may,
        schema: {
          tags: ['staff'],
          summary: 'Console: pin or unpin a memo',
          params: MemberMemoIdParamSchema,
          body: MemberMemoFixBodySchema,
          response: { 200: dataEnvelope(MemberMemoListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await desk.fix(request.params.memberMemoId, request.body.fixed, asker(request)) };
      }
    );
  };
}
