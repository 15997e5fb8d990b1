import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CART_TYPES,
  dataEnvelope,
  GuestReturnEstimateBodySchema,
  GuestReturnOrderBodySchema,
  GuestReturnRefBodySchema,
  GuestReturnSubmitSchema,
  OrderNumberParamSchema,
  queryInt,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MAX_FILES,
  ReturnDetailSchema,
  ReturnEstimateBodySchema,
  ReturnListItemSchema,
  ReturnPageSchema,
  ReturnRefundSchema,
  ReturnSubmitSchema,
  ReturnValidationSchema,
  DomainError,
  type ReturnRequestBody
} from '@mall/domain';
import { errorAnswers, memberSeqNo, noStore, privateAnswer } from '../../http/route-kit.ts';
import { jsonField, readImageForm } from '../media/multipart-form.ts';
import type { GuestReturnOrder, ReturnService } from './return.service.ts';

const errors = errorAnswers(400, 401, 404, 409, 413);
const guestErrors = { ...errors, ...errorAnswers(429) };
/**
 * Guesses at a guest's credentials: one budget per client shared by every guest return call (a return takes about
 * six), so that each route does not add its own guesses.
 */
const GUEST_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute', groupId: 'guest-return' } };
/** Each request stores and re-encodes up to three photos: a few a minute is plenty for a person. */
const UPLOAD_LIMIT = { rateLimit: { max: 6, timeWindow: '1 minute' } };
const PHOTO_FORM = {
  fileField: 'photos',
  maxFiles: RETURN_PHOTO_MAX_FILES,
  maxBytes: RETURN_PHOTO_MAX_BYTES
};

const ReturnIdParamSchema = z.object({ id: queryInt(1, Number.MAX_SAFE_INTEGER) });
const PhotoParamSchema = ReturnIdParamSchema.extend({ seq: queryInt(0, RETURN_PHOTO_MAX_FILES - 1) });
const ReturnListQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  type: z.enum(CART_TYPES).default('normal')
});

/** A private image: the owner's, never cached by anything between. */
function sendPhoto(reply: FastifyReply, bytes: Buffer) {
  return privateAnswer(reply).header('x-content-type-options', 'nosniff').type('image/jpeg').send(bytes);
}

/** Returns (docs/decisions/071): the member's calls with the login, the guest's with the lookup credentials. */
export function returnRoutes(
  service: ReturnService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed in this scope only: no other route takes a multipart body.
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get(
      '/order/v1/return/validate/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'Whether one of the asker’s orders may be returned, with what each line has left',
          params: OrderNumberParamSchema,
          response: { 200: dataEnvelope(ReturnValidationSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.validate(memberSeqNo(request), request.params.id) };
      }
    );

    app.post(
      '/order/v1/return/estimate/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'The refund the chosen lines would bring (the review step)',
          params: OrderNumberParamSchema,
          body: ReturnEstimateBodySchema,
          response: { 200: dataEnvelope(ReturnRefundSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.estimate(memberSeqNo(request), request.params.id, request.body)
      })
    );

    app.post(
      '/order/v1/return',
      {
        preHandler: authenticate,
        config: UPLOAD_LIMIT,
        schema: {
          tags: ['return'],
          summary: 'Request a return: multipart `request` (JSON) and up to 3 `photos` (JPEG/PNG, 20 MB each)',
          response: { 200: dataEnvelope(ReturnDetailSchema), ...errors }
        }
      },
      async (request) => {
        const form = await readImageForm(request, PHOTO_FORM);
        const {
          orderNumber,
          agreed: _agreed,
          ...body
        } = jsonField(ReturnSubmitSchema, form.fields.get('request'));
        return { data: await service.request(memberSeqNo(request), orderNumber, body, form.files) };
      }
    );

    app.get(
      '/order/v1/return',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'The asker’s returns, newest first, 10 a page',
          querystring: ReturnListQuerySchema,
          response: { 200: dataEnvelope(ReturnPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.page(memberSeqNo(request), request.query.type, request.query.page) };
      }
    );

    app.get(
      '/order/v1/return/list/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'The returns of one of the asker’s orders',
          params: OrderNumberParamSchema,
          response: { 200: dataEnvelope(z.object({ list: z.array(ReturnListItemSchema) })), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.ofOrder(memberSeqNo(request), request.params.id) };
      }
    );

    app.get(
      '/order/v1/return/detail/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'One of the asker’s returns',
          params: ReturnIdParamSchema,
          response: { 200: dataEnvelope(ReturnDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.detail(memberSeqNo(request), request.params.id) };
      }
    );

    app.delete(
      '/order/v1/return/request/cancel/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'Withdraw a return not approved yet',
          params: ReturnIdParamSchema,
          response: { 200: dataEnvelope(ReturnDetailSchema), ...errors }
        }
      },
      async (request) => ({ data: await service.cancel(memberSeqNo(request), request.params.id) })
    );

    app.get(
      '/order/v1/return/:id/photos/:seq',
      {
        preHandler: authenticate,
        schema: {
          tags: ['return'],
          summary: 'A photo of one of the asker’s returns',
          params: PhotoParamSchema
        }
      },
      async (request, reply) =>
        sendPhoto(reply, await service.photo(memberSeqNo(request), request.params.id, request.params.seq))
    );

    // Guests: the lookup credentials in every body, the guest order lookup's limits.
    const guest = <T extends z.ZodType>(path: string, summary: string, body: T, answer: z.ZodType) =>
      ({
        path,
        options: {
          config: GUEST_LIMIT,
          schema: { tags: ['return'], summary, body, response: { 200: dataEnvelope(answer), ...guestErrors } }
        }
      }) as const;

    const validate = guest(
      'validate',
      'A guest order’s returnable lines',
      GuestReturnOrderBodySchema,
      ReturnValidationSchema
    );
    app.post(
      `/order/v1/public/guest-order/return/${validate.path}`,
      validate.options,
      async (request, reply) => {
        noStore(reply);
        return { data: await service.guestValidate(request.body.credentials) };
      }
    );
    const estimate = guest(
      'estimate',
      'The refund a guest’s chosen lines would bring',
      GuestReturnEstimateBodySchema,
      ReturnRefundSchema
    );
    app.post(`/order/v1/public/guest-order/return/${estimate.path}`, estimate.options, async (request) => {
      const { credentials, ...body } = request.body;
      return { data: await service.guestEstimate(credentials, body) };
    });
    const list = guest(
      'list',
      'A guest order’s returns',
      GuestReturnOrderBodySchema,
      z.object({ list: z.array(ReturnListItemSchema) })
    );
    app.post(`/order/v1/public/guest-order/return/${list.path}`, list.options, async (request, reply) => {
      noStore(reply);
      return { data: await service.guestList(request.body.credentials) };
    });
    const detail = guest(
      'detail',
      'One return of a guest order',
      GuestReturnRefBodySchema,
      ReturnDetailSchema
    );
    app.post(`/order/v1/public/guest-order/return/${detail.path}`, detail.options, async (request, reply) => {
      noStore(reply);
      return { data: await service.guestDetail(request.body.credentials, request.body.returnId) };
    });
    const cancel = guest(
      'request/cancel',
      'Withdraw a guest’s return not approved yet',
      GuestReturnRefBodySchema,
      ReturnDetailSchema
    );
    app.post(`/order/v1/public/guest-order/return/${cancel.path}`, cancel.options, async (request) => ({
      data: await service.guestCancel(request.body.credentials, request.body.returnId)
    }));

    app.post(
      '/order/v1/public/guest-order/return',
      {
        config: GUEST_LIMIT,
        schema: {
          tags: ['return'],
          summary:
            'A guest’s return request: multipart `request` (JSON with the credentials) and up to 3 `photos`',
          response: { 200: dataEnvelope(ReturnDetailSchema), ...guestErrors }
        }
      },
      async (request) => {
        // The credentials go first: wrong ones are refused before any photo is read (the JSON part comes first).
        const asked: { order?: GuestReturnOrder; body?: ReturnRequestBody } = {};
        const form = await readImageForm(request, PHOTO_FORM, async (fields) => {
          const {
            credentials,
            agreed: _agreed,
            ...body
          } = jsonField(GuestReturnSubmitSchema, fields.get('request'));
          asked.order = await service.guestOrder(credentials);
          asked.body = body;
        });
        // readImageForm calls the check once whatever the form held, so both are set by now.
        if (!asked.order || !asked.body) throw new DomainError('VALIDATION_FAILED');
        return { data: await service.guestRequest(asked.order, asked.body, form.files) };
      }
    );
  };
}
