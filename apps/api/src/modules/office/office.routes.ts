import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  HandoffMintBodySchema,
  HandoffMintResultSchema,
  HandoffTokenBodySchema,
  HandoffTokenResultSchema,
  OfficeHandoffBodySchema,
  OfficeHandoffResultSchema
} from '@mall/domain';
import { requirePrincipal, type Principal } from '../auth/authenticate.ts';
import { setRefreshCookie, tokenAnswer } from '../auth/auth.routes.ts';
import { authenticateClient, isConfidentialClient, type ClientRegistry } from '../auth/clients.ts';
import type { OfficeService } from './office.service.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 429);

/**
 * The hand-off endpoint family (docs/decisions/015):
 * - `POST /api/member/v1/office/handoff` (storefront, Bearer): the back-office URL with a one-time code;
 * - `POST /api/oauth/handoff/code` (back office, Basic `mall-office` + its access token): a code for
 *   the mall's `/ssoLogin`;
 * - `POST /api/oauth/handoff/token` (Basic client + code): redeems a code minted for that client.
 */
export function officeRoutes(
  service: OfficeService,
  authenticate: (request: FastifyRequest) => Promise<void>,
  verifyAccess: (token: string) => Promise<Principal>,
  clients: ClientRegistry
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/member/v1/office/handoff',
      {
        preHandler: authenticate,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['office'],
          summary: 'Mall -> back office: the URL to open, with a one-time code (planners only)',
          body: OfficeHandoffBodySchema,
          response: { 200: dataEnvelope(OfficeHandoffResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.toOffice(requirePrincipal(request), request.body.lang) };
      }
    );

    app.post(
      '/oauth/handoff/code',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['office'],
          summary: 'Back office -> mall: a one-time code for /ssoLogin (Basic mall-office client auth)',
          body: HandoffMintBodySchema,
          response: { 200: HandoffMintResultSchema, ...errors }
        }
      },
      async (request, reply) => {
        const clientId = authenticateClient(request, clients);
        if (!isConfidentialClient(clients, clientId)) throw new DomainError('invalid_client');
        const principal = await verifyAccess(request.body.access_token);
        noStore(reply);
        return service.toMall(principal);
      }
    );

    app.post(
      '/oauth/handoff/token',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['office'],
          summary: 'Redeem a hand-off code for a session of the presenting client (HTTP Basic client auth)',
          body: HandoffTokenBodySchema,
          response: { 200: HandoffTokenResultSchema, ...errors }
        }
      },
      async (request, reply) => {
        const clientId = authenticateClient(request, clients);
        const tokens = await service.redeem(request.body.code, clientId);
        noStore(reply);
        if (isConfidentialClient(clients, clientId)) {
          // Server to server: the back office keeps its refresh token itself.
          return {
            ...tokenAnswer(tokens),
            refresh_token: tokens.refreshToken ?? undefined,
            user_type: tokens.userType
          };
        }
        // A browser (the storefront's /ssoLogin): the refresh token goes to the httpOnly cookie, as at login.
        setRefreshCookie(request, reply, tokens);
        return { ...tokenAnswer(tokens), user_type: tokens.userType };
      }
    );
  };
}
