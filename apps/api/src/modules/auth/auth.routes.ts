import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DomainError,
  TokenRequestSchema,
  TokenResponseSchema,
  TokenValidSchema,
  UnlockAccountBodySchema,
  type SocialProvider
} from '@mall/domain';
import { originOf } from '../share/share.service.ts';
import type { AuthService, IssuedTokens } from './auth.service.ts';
import type { LoginClient, LockoutService } from './lockout.service.ts';
import { requirePrincipal } from './authenticate.ts';
import { authenticateClient, isConfidentialClient, WEB_CLIENTS, type ClientRegistry } from './clients.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

export const REFRESH_COOKIE = 'mall_rt';
const COOKIE_PATH = '/api/oauth';

/** The storefront's client authentication (HTTP Basic, public client `mall-web`). */
export function assertClient(request: FastifyRequest) {
  authenticateClient(request, WEB_CLIENTS);
}

/** The OAuth answer: the refresh token stays in its httpOnly cookie. */
export const tokenAnswer = (tokens: IssuedTokens) => ({
  access_token: tokens.accessToken,
  token_type: 'Bearer' as const,
  expires_in: tokens.expiresIn
});

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  if (!tokens.refreshToken) return;
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    sameSite: 'strict',
    path: COOKIE_PATH,
    // A session cookie unless auto-login was asked for (SPEC §4).
    ...(tokens.persistent ? { expires: tokens.refreshExpiresAt } : {})
  });
}

/** The client of a password check: its address, language, and the origin it asked (used without PUBLIC_ORIGIN). */
export function loginClient(request: FastifyRequest): LoginClient {
  return { address: request.ip, language: request.language, origin: originOf(request, null) };
}

/** A 429 of the lockout's per-client throttle says when to come back, as every 429 does. */
export function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    const seconds =
      error instanceof DomainError && error.code === 'RATE_LIMITED'
        ? error.data?.retryAfterSeconds
        : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  });
}

/** The social grant is answered by the social module (docs/decisions/010). */
export type SocialGrant = (
  socialToken: string,
  serviceType: SocialProvider,
  persistent: boolean
) => Promise<IssuedTokens>;

export function authRoutes(
  service: AuthService,
  authenticate: (request: FastifyRequest) => Promise<void>,
  options: {
    socialGrant?: SocialGrant;
    clients?: ClientRegistry;
    lockout?: Pick<LockoutService, 'unlock'>;
  } = {}
): FastifyPluginAsyncZod {
  const clients = options.clients ?? WEB_CLIENTS;
  return async (app) => {
    app.post(
      '/oauth/token',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'OAuth 2 token: password, refresh_token and social grants (HTTP Basic client auth)',
          body: TokenRequestSchema,
          response: { 200: TokenResponseSchema, ...errorAnswers(400, 401, 429) }
        }
      },
      async (request, reply) => {
        const clientId = authenticateClient(request, clients);
        const body = request.body;
        noStore(reply);
        if (isConfidentialClient(clients, clientId)) {
          // The back office (docs/decisions/015) only renews the session a hand-off gave it, server to
          // server: its refresh token travels in bodies, never in a browser cookie.
          if (body.grant_type !== 'refresh_token' || !body.refresh_token)
            throw new DomainError('invalid_client');
          const renewed = await service.refreshGrant(body.refresh_token);
          return {
            ...tokenAnswer(renewed),
            ...(renewed.refreshToken ? { refresh_token: renewed.refreshToken } : {})
          };
        }
        let tokens: IssuedTokens;
        if (body.grant_type === 'password') {
          const client = loginClient(request);
          tokens = await withRetryAfter(reply, () =>
            service.passwordGrant(body.username, body.password, body.auto_login === 'Y', client)
          );
        } else if (body.grant_type === 'social') {
          if (!options.socialGrant) throw new DomainError('SOCIAL_TOKEN_INVALID');
          tokens = await options.socialGrant(body.token_social, body.service_type, body.auto_login === 'Y');
        } else {
          tokens = await service.refreshGrant(body.refresh_token ?? request.cookies[REFRESH_COOKIE]);
        }
        setRefreshCookie(request, reply, tokens);
        return tokenAnswer(tokens);
      }
    );

    const lockout = options.lockout;
    if (lockout) {
      app.post(
        '/member/v1/public/users/unlock',
        {
          config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
          schema: {
            tags: ['auth'],
            summary: 'Lift a wrong-password lock with the mailed one-time unlock link (docs/decisions/041)',
            body: UnlockAccountBodySchema,
            response: { 204: z.null(), ...errorAnswers(400, 429) }
          }
        },
        async (request, reply) => {
          await lockout.unlock(request.body.token);
          return reply.code(204).send(null);
        }
      );
    }

    app.delete(
      '/oauth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log out: revoke the refresh token family and clear the cookie',
          response: { 204: z.null() }
        }
      },
      async (request, reply) => {
        await service.revoke(request.cookies[REFRESH_COOKIE]);
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return reply.code(204).send(null);
      }
    );

    app.get(
      '/v1/etc/auth/token/valid',
      {
        preHandler: authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Whether the Bearer access token is valid',
          response: { 200: dataEnvelope(TokenValidSchema), ...errorAnswers(401, 403) }
        }
      },
      async (request) => {
        const principal = requirePrincipal(request);
        return {
          data: {
            valid: true as const,
            userSeqNo: principal.userSeqNo,
            expiresAt: principal.expiresAt.toISOString()
          }
        };
      }
    );
  };
}
