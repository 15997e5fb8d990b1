import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DomainError,
  ErrorBodySchema,
  TokenRequestSchema,
  TokenResponseSchema,
  TokenValidSchema,
  type SocialProvider
} from '@mall/domain';
import type { AuthService, IssuedTokens } from './auth.service.ts';
import { requirePrincipal } from './authenticate.ts';

export const REFRESH_COOKIE = 'mall_rt';
const COOKIE_PATH = '/api/oauth';

/** First-party clients and their secrets; the storefront is a public client (empty secret). */
const CLIENTS: Record<string, string> = { 'mall-web': '' };

export function assertClient(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const id = separator >= 0 ? decoded.slice(0, separator) : '';
  const secret = separator >= 0 ? decoded.slice(separator + 1) : '';
  if (!Object.hasOwn(CLIENTS, id) || CLIENTS[id] !== secret) throw new DomainError('invalid_client');
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
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    path: COOKIE_PATH,
    // A session cookie unless auto-login was asked for (SPEC §4).
    ...(tokens.persistent ? { expires: tokens.refreshExpiresAt } : {})
  });
}

/** The social grant is answered by the social module (docs/decisions/010). */
export type SocialGrant = (socialToken: string, serviceType: SocialProvider, persistent: boolean) => Promise<IssuedTokens>;

export function authRoutes(
  service: AuthService,
  authenticate: (request: FastifyRequest) => Promise<void>,
  options: { socialGrant?: SocialGrant } = {}
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/oauth/token',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'OAuth 2 token: password, refresh_token and social grants (HTTP Basic client auth)',
          body: TokenRequestSchema,
          response: { 200: TokenResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema }
        }
      },
      async (request, reply) => {
        assertClient(request);
        const body = request.body;
        let tokens: IssuedTokens;
        if (body.grant_type === 'password') {
          tokens = await service.passwordGrant(body.username, body.password, body.auto_login === 'Y');
        } else if (body.grant_type === 'social') {
          if (!options.socialGrant) throw new DomainError('SOCIAL_TOKEN_INVALID');
          tokens = await options.socialGrant(body.token_social, body.service_type, body.auto_login === 'Y');
        } else {
          tokens = await service.refreshGrant(body.refresh_token ?? request.cookies[REFRESH_COOKIE]);
        }
        setRefreshCookie(request, reply, tokens);
        reply.header('cache-control', 'no-store');
        return tokenAnswer(tokens);
      }
    );

    app.delete(
      '/oauth/token',
      {
        schema: { tags: ['auth'], summary: 'Log out: revoke the refresh token family and clear the cookie', response: { 204: z.null() } }
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
          response: { 200: dataEnvelope(TokenValidSchema), 401: ErrorBodySchema, 403: ErrorBodySchema }
        }
      },
      async (request) => {
        const principal = requirePrincipal(request);
        return { data: { valid: true as const, userSeqNo: principal.userSeqNo, expiresAt: principal.expiresAt.toISOString() } };
      }
    );
  };
}
