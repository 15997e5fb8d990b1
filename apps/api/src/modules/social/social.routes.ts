import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DomainError,
  SafeRedirectSchema,
  SnsLinksSchema,
  SOCIAL_FAILURE_KEY,
  SocialAuthorizeQuerySchema,
  SocialLinkConfirmBodySchema,
  SocialLinkStartBodySchema,
  SocialLinkStartResultSchema,
  SocialProfileSchema,
  SocialProviderParamsSchema,
  SocialTokenBodySchema,
  TokenResponseSchema
} from '@mall/domain';
import {
  assertClient,
  loginClient,
  setRefreshCookie,
  tokenAnswer,
  withRetryAfter
} from '../auth/auth.routes.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { CallbackOutcome, SocialService } from './social.service.ts';
import { randomToken } from '../../lib/crypto.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

/** Binds an authorize round trip to the browser that started it (login CSRF); only its hash is stored. */
export const SOCIAL_COOKIE = 'mall_sso';
const COOKIE_PATH = '/api/oauth/social';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const HOST = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9a-fA-F:]+\](:[0-9]{1,5})?$/;

/** Storefront paths the flow ends on (docs/decisions/010). */
export const SOCIAL_PATHS = {
  login: '/login',
  signup: '/signup/selectType',
  /** SPEC §2: where a Naver attempt that needs sign-up lands (docs/decisions/013). */
  naverResult: '/signup/naver/signupResult',
  mypage: '/mypage/sns',
  home: '/'
} as const;

type Authenticate = (request: FastifyRequest) => Promise<void>;

const flowLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const tokenLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const errors = errorAnswers(400, 401, 403, 404, 409, 429);
/** What Apple posts (form_post); `id_token` is accepted but not relied on (the back-channel one is). */
const CallbackFormSchema = z.object({
  state: z.string().max(128).optional().catch(undefined),
  code: z.string().max(1024).optional().catch(undefined),
  id_token: z.string().max(8192).optional().catch(undefined),
  user: z.string().max(2000).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined)
});
const CallbackQuerySchema = z.object({
  code: z.string().max(1024).optional().catch(undefined),
  state: z.string().max(128).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
  error_description: z.string().max(500).optional().catch(undefined)
});

/** A same-origin path, or null: anything with a scheme, host or backslash is dropped. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !SafeRedirectSchema.safeParse(value).success) return null;
  const base = 'http://mall.invalid';
  const url = new URL(value, base);
  if (url.origin !== base || url.pathname.startsWith('/api/') || url.pathname.startsWith('/__sandbox/'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://mall.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

function originOf(request: FastifyRequest): string {
  if (!HOST.test(request.host)) throw new DomainError('VALIDATION_FAILED');
  return `${request.protocol}://${request.host}`;
}

function browserKey(request: FastifyRequest): string | null {
  const value = request.cookies[SOCIAL_COOKIE];
  return value && COOKIE_VALUE.test(value) ? value : null;
}

/** The browser's binding key: reused while it lives (several tabs), otherwise a new one for 10 minutes. */
function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
  const key = browserKey(request) ?? randomToken();
  reply.setCookie(SOCIAL_COOKIE, key, {
    // Lax: the provider's redirect back is a cross-site top-level GET, which must carry it.
    sameSite: 'lax',
    path: COOKIE_PATH,
    maxAge: 10 * 60
  });
  return key;
}

/** Where the browser goes after the provider's callback. The socialToken travels in the fragment only. */
export function outcomeLocation(outcome: CallbackOutcome): string {
  const failureKey = SOCIAL_FAILURE_KEY[outcome.provider];
  switch (outcome.kind) {
    case 'signed-in':
      return outcome.returnPath ?? SOCIAL_PATHS.home;
    case 'linked':
      return withQuery(outcome.returnPath ?? SOCIAL_PATHS.mypage, { linked: outcome.provider });
    case 'pending': {
      const params: Record<string, string> = outcome.linkable
        ? { socialLink: outcome.provider }
        : { social: outcome.provider };
      if (outcome.returnPath) params.redirect = outcome.returnPath;
      const landing = outcome.linkable
        ? SOCIAL_PATHS.login
        : outcome.provider === 'NAVER'
          ? SOCIAL_PATHS.naverResult
          : SOCIAL_PATHS.signup;
      const path = withQuery(landing, params);
      // Fragments are never sent to a server: the token stays out of access logs and Referer headers.
      return `${path}#socialToken=${outcome.socialToken}`;
    }
    case 'failed':
      return outcome.intent === 'LINK'
        ? withQuery(outcome.returnPath ?? SOCIAL_PATHS.mypage, { socialError: outcome.code ?? failureKey })
        : withQuery(SOCIAL_PATHS.login, { socialError: outcome.code ?? failureKey });
  }
}

/**
 * Social login (docs/decisions/010): authorize → provider → callback on our server (state, code
 * exchange, profile) → sign-in, link, or hand-over to sign-up with an opaque socialToken.
 */
export function socialRoutes(service: SocialService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/oauth/social/:provider/authorize',
      {
        config: flowLimit,
        schema: {
          tags: ['social'],
          summary: 'Start a social login: 302 to the provider (state + PKCE bound to this browser)',
          params: SocialProviderParamsSchema,
          querystring: SocialAuthorizeQuerySchema,
          response: { 302: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        const url = await service.start({
          provider: request.params.provider,
          intent: 'LOGIN',
          userSeqNo: null,
          browserKey: ensureBrowserKey(request, reply),
          origin: originOf(request),
          returnPath: safeReturnPath(request.query.redirect)
        });
        return noStore(reply).redirect(url, 302);
      }
    );

    app.post(
      '/oauth/social/:provider/authorize',
      {
        preHandler: authenticate,
        config: flowLimit,
        schema: {
          tags: ['social'],
          summary: 'Start linking a provider to the logged-in member (/mypage/sns); answers the URL to open',
          params: SocialProviderParamsSchema,
          body: SocialLinkStartBodySchema,
          response: { 200: dataEnvelope(SocialLinkStartResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const url = await service.start({
          provider: request.params.provider,
          intent: 'LINK',
          userSeqNo: principal.userSeqNo,
          browserKey: ensureBrowserKey(request, reply),
          origin: originOf(request),
          returnPath: safeReturnPath(request.body.redirect) ?? SOCIAL_PATHS.mypage
        });
        noStore(reply);
        return { data: { url } };
      }
    );

    app.get(
      '/oauth/social/:provider/callback',
      {
        config: flowLimit,
        // Never answer HEAD here: a probe must not spend the one-time state.
        exposeHeadRoute: false,
        schema: {
          tags: ['social'],
          summary: "The provider's redirect back (code & state); 302 to the storefront",
          params: SocialProviderParamsSchema,
          querystring: CallbackQuerySchema,
          response: { 302: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        const outcome = await service.complete({
          provider: request.params.provider,
          browserKey: browserKey(request),
          query: request.query
        });
        // The binding cookie stays (10 minutes): another tab may still be on its way back; states are single-use anyway.
        if (outcome.kind === 'signed-in') setRefreshCookie(request, reply, outcome.tokens);
        return noStore(reply)
          .header('referrer-policy', 'no-referrer')
          .redirect(outcomeLocation(outcome), 302);
      }
    );

    app.post(
      '/oauth/social/:provider/callback',
      {
        config: flowLimit,
        schema: {
          tags: ['social'],
          summary:
            "A form_post provider's callback (Apple): fields kept on the state, 303 to the GET callback, which has the browser's binding cookie",
          params: SocialProviderParamsSchema,
          body: CallbackFormSchema,
          response: { 303: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        const provider = request.params.provider;
        if (!service.postsCallback(provider)) throw new DomainError('NOT_FOUND');
        const { state } = request.body;
        noStore(reply).header('referrer-policy', 'no-referrer');
        // A cross-site POST: SameSite=Lax cookies are not on it, so no decision is made here. The 303'd
        // GET is a top-level navigation that carries mall_sso; it spends the state and checks the binding.
        if (!state || !(await service.receiveFormPost({ provider, fields: request.body }))) {
          return reply.redirect(
            withQuery(SOCIAL_PATHS.login, { socialError: SOCIAL_FAILURE_KEY[provider] }),
            303
          );
        }
        const next = `/api/oauth/social/${provider.toLowerCase()}/callback?${new URLSearchParams({ state }).toString()}`;
        return reply.redirect(next, 303);
      }
    );

    app.post(
      '/oauth/social/profile',
      {
        config: tokenLimit,
        schema: {
          tags: ['social'],
          summary: 'The provider profile behind a socialToken, to prefill social sign-up (token not spent)',
          body: SocialTokenBodySchema,
          response: { 200: dataEnvelope(SocialProfileSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.profile(request.body.socialToken) };
      }
    );

    app.post(
      '/oauth/social/link',
      {
        config: tokenLimit,
        schema: {
          tags: ['social'],
          summary:
            'Link-confirmation: the member with the verified address confirms with the password; answers tokens',
          body: SocialLinkConfirmBodySchema,
          response: { 200: TokenResponseSchema, ...errors }
        }
      },
      async (request, reply) => {
        assertClient(request);
        const body = request.body;
        const tokens = await withRetryAfter(reply, () =>
          service.confirmLink(body.socialToken, body.password, body.auto_login === 'Y', loginClient(request))
        );
        setRefreshCookie(request, reply, tokens);
        noStore(reply);
        return tokenAnswer(tokens);
      }
    );

    app.get(
      '/member/v1/users/sns',
      {
        preHandler: authenticate,
        schema: {
          tags: ['social'],
          summary: "The member's social links (/mypage/sns)",
          response: { 200: dataEnvelope(SnsLinksSchema), ...errors }
        }
      },
      async (request) => ({ data: await service.links(requirePrincipal(request).userSeqNo) })
    );

    app.delete(
      '/member/v1/users/sns/:provider',
      {
        preHandler: authenticate,
        schema: {
          tags: ['social'],
          summary: "Unlink a provider from the member's own account",
          params: SocialProviderParamsSchema,
          response: { 204: z.null(), ...errors }
        }
      },
      async (request, reply) => {
        await service.unlink(requirePrincipal(request).userSeqNo, request.params.provider);
        return reply.code(204).send(null);
      }
    );
  };
}
