import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressIdParamSchema,
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  dataEnvelope
} from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { AddressService } from './address.service.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The member's delivery address book (SPEC §7 Member/Address); every id is checked to be the caller's. */
export function addressRoutes(
  addresses: AddressService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/v1/users/address',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'The address book: the default first, then newest',
          response: { 200: dataEnvelope(AddressListSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await addresses.list(requirePrincipal(request).userSeqNo) };
      }
    );

    app.post(
      '/member/v1/users/address',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Add an address (at most 10: ADR_AlertText9); the first one becomes the default',
          body: AddressInputSchema,
          response: { 200: dataEnvelope(AddressSchema), ...errors }
        }
      },
      async (request) => ({ data: await addresses.add(requirePrincipal(request).userSeqNo, request.body) })
    );

    app.get(
      '/member/v1/users/address/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: "One of the caller's addresses",
          params: AddressIdParamSchema,
          response: { 200: dataEnvelope(AddressSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await addresses.get(requirePrincipal(request).userSeqNo, request.params.id) };
      }
    );

    app.put(
      '/member/v1/users/address/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Change an address (defaultValue true makes it the default)',
          params: AddressIdParamSchema,
          body: AddressInputSchema,
          response: { 200: dataEnvelope(AddressSchema), ...errors }
        }
      },
      async (request) => ({
        data: await addresses.update(requirePrincipal(request).userSeqNo, request.params.id, request.body)
      })
    );

    app.delete(
      '/member/v1/users/address/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary:
            'Delete an address (not the last one: ADR_AlertText4; not a fixed-term one: ADR_AlertText5); answers the book left',
          params: AddressIdParamSchema,
          response: { 200: dataEnvelope(AddressListSchema), ...errors }
        }
      },
      async (request) => ({
        data: await addresses.remove(requirePrincipal(request).userSeqNo, request.params.id)
      })
    );

    app.put(
      '/member/v1/users/changeDefault/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['member'],
          summary: 'Make an address the default',
          params: AddressIdParamSchema,
          response: { 200: dataEnvelope(AddressSchema), ...errors }
        }
      },
      async (request) => ({
        data: await addresses.makeDefault(requirePrincipal(request).userSeqNo, request.params.id)
      })
    );
  };
}
