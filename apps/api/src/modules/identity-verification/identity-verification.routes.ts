import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CERT_POPUP_NAME,
  CERT_POPUP_SIZE,
  CertAuthTokenBodySchema,
  CertAuthTokenResultSchema,
  CertificationResultSchema,
  CertPrivateInfoBodySchema,
  CertRequestParamsSchema,
  CertResultBodySchema,
  CertSiteInfoBodySchema,
  CertSiteInfoResultSchema,
  dataEnvelope,
  DomainError,
  type CertAuthTokenResult,
  type CertChannel,
  type CertMethod
} from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import {
  type IdentityVerificationOwner,
  type IdentityVerificationService
} from './identity-verification.service.ts';
import { RETURN_SCRIPT, returnPage } from './identity-verification.page.ts';
import { randomToken } from '../../lib/crypto.ts';
import { POPUP_OPENER_POLICY } from '../../http/security-headers.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

const BASE = '/member/certification/v1';
/** Binds public requests to the browser that made them; only its hash is stored. */
export const CERT_COOKIE = 'mall_idv';
/** Every /api call the browser makes carries it: consumers (sign-up, recovery, checkout) live under /api. */
const COOKIE_PATH = '/api';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const HOST = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9a-fA-F:]+\](:[0-9]{1,5})?$/;

type Authenticate = (request: FastifyRequest) => Promise<void>;

/** The owner of a certification as seen from a request (consumers such as sign-up use it too). */
export function identityVerificationOwner(request: FastifyRequest): IdentityVerificationOwner {
  const cookie = request.cookies[CERT_COOKIE];
  return {
    userSeqNo: request.principal?.userSeqNo ?? null,
    browserKey: cookie && COOKIE_VALUE.test(cookie) ? cookie : null
  };
}

const publicOwner = (request: FastifyRequest): IdentityVerificationOwner => ({
  ...identityVerificationOwner(request),
  userSeqNo: null
});
const memberOwner = (request: FastifyRequest): IdentityVerificationOwner => ({
  userSeqNo: requirePrincipal(request).userSeqNo,
  browserKey: null
});

/** The browser's key, created on its first public request. */
function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
  const existing = identityVerificationOwner(request).browserKey;
  if (existing) return existing;
  const key = randomToken();
  reply.setCookie(CERT_COOKIE, key, {
    sameSite: 'lax',
    path: COOKIE_PATH
  });
  request.cookies[CERT_COOKIE] = key;
  return key;
}

/** Where the storefront was reached: the vendor returns the popup there (same origin as the opener). */
function originOf(request: FastifyRequest): string {
  if (!HOST.test(request.host)) throw new DomainError('VALIDATION_FAILED');
  return `${request.protocol}://${request.host}`;
}

const startLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };
const readLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const errors = errorAnswers(400, 401, 403, 404, 409, 410, 429);
const CallbackFieldsSchema = z.object({
  token_version_id: z.string().max(100).optional(),
  enc_data: z.string().max(10000).optional(),
  integrity_value: z.string().max(200).optional()
});

/**
 * 휴대폰/카드 본인확인 (SPEC §7 Member > Identity): start a request, receive the vendor's popup
 * callback, read the verified result. Member variants need a login and bind the request to the
 * member; public ones bind it to the browser's `mall_idv` cookie.
 */
export function identityVerificationRoutes(
  service: IdentityVerificationService,
  authenticate: Authenticate
): FastifyPluginAsyncZod {
  return async (app) => {
    const start = async (
      request: FastifyRequest,
      reply: FastifyReply,
      body: {
        cpCode: CertMethod;
        purpose: z.infer<typeof CertAuthTokenBodySchema>['purpose'];
        successPath?: string | undefined;
        errorPath?: string | undefined;
        nr?: string | undefined;
      },
      channel: 'MEMBER' | 'PUBLIC'
    ) => {
      const owner =
        channel === 'MEMBER'
          ? memberOwner(request)
          : { userSeqNo: null, browserKey: ensureBrowserKey(request, reply) };
      const started = await service.start({
        method: body.cpCode,
        purpose: body.purpose,
        channel,
        owner,
        origin: originOf(request),
        successPath: body.successPath,
        errorPath: body.errorPath,
        nonce: body.nr
      });
      const size = CERT_POPUP_SIZE[body.cpCode];
      return {
        started,
        popup: {
          name: CERT_POPUP_NAME,
          ...size,
          action: started.vendor.action,
          method: 'POST' as const,
          fields: started.vendor.fields
        }
      };
    };

    const authTokenAnswer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      body: z.infer<typeof CertAuthTokenBodySchema>,
      channel: 'MEMBER' | 'PUBLIC'
    ) => {
      const { started, popup } = await start(
        request,
        reply,
        { ...body, successPath: body.retUrl, errorPath: body.retUrl },
        channel
      );
      const data: CertAuthTokenResult = {
        requestId: started.requestId,
        cpParam: started.requestId,
        authToken: started.vendor.tokenVersionId,
        baseUrl: started.vendor.baseUrl,
        certInfo: { cpCode: body.cpCode, purpose: body.purpose, provider: started.provider },
        nr: body.nr ?? null,
        expiresAt: started.expiresAt.toISOString(),
        popup
      };
      return { data };
    };

    app.post(
      `${BASE}/authToken`,
      {
        preHandler: authenticate,
        config: startLimit,
        schema: {
          tags: ['certification'],
          summary: 'Start an identity verification for the logged-in member; answers the popup to open',
          body: CertAuthTokenBodySchema,
          response: { 200: dataEnvelope(CertAuthTokenResultSchema), ...errors }
        }
      },
      (request, reply) => authTokenAnswer(request, reply, request.body, 'MEMBER')
    );

    app.post(
      `${BASE}/public/authToken`,
      {
        config: startLimit,
        schema: {
          tags: ['certification'],
          summary: 'Start an identity verification for a visitor (sign-up, account recovery, guest order)',
          body: CertAuthTokenBodySchema,
          response: { 200: dataEnvelope(CertAuthTokenResultSchema), ...errors }
        }
      },
      (request, reply) => authTokenAnswer(request, reply, request.body, 'PUBLIC')
    );

    app.post(
      `${BASE}/public/site-info`,
      {
        config: startLimit,
        schema: {
          tags: ['certification'],
          summary: 'Start a visitor verification, NICE-style answer (reqUrl, encData)',
          body: CertSiteInfoBodySchema,
          response: { 200: dataEnvelope(CertSiteInfoResultSchema), ...errors }
        }
      },
      async (request, reply) => {
        const { successUrl, errorUrl, ...body } = request.body;
        const { started, popup } = await start(
          request,
          reply,
          { ...body, successPath: successUrl, errorPath: errorUrl },
          'PUBLIC'
        );
        return {
          data: {
            requestId: started.requestId,
            reqUrl: started.vendor.action,
            encData: started.vendor.encData,
            expiresAt: started.expiresAt.toISOString(),
            popup
          }
        };
      }
    );

    // The vendor sends the popup here (GET or POST as the vendor's methodtype says); HTML, not JSON.
    const handleReturn = async (fields: Record<string, unknown>, reply: FastifyReply) => {
      const outcome = await service.handleReturn(fields);
      return noStore(reply)
        .code(200)
        .header(...POPUP_OPENER_POLICY)
        .type('text/html; charset=utf-8')
        .send(returnPage(outcome));
    };
    app.get(
      `${BASE}/public/return`,
      // No automatic HEAD: a probe must not spend the vendor's one-time callback.
      { exposeHeadRoute: false, schema: { hide: true, querystring: CallbackFieldsSchema } },
      (request, reply) => handleReturn(request.query, reply)
    );
    app.post(
      `${BASE}/public/return`,
      { schema: { hide: true, body: CallbackFieldsSchema } },
      (request, reply) => handleReturn(request.body, reply)
    );
    // The result page's script, served as a file so the global CSP (script-src 'self') holds.
    app.get(`${BASE}/public/return.js`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(RETURN_SCRIPT)
    );

    // Reading the result: by request id, only by whoever started it.
    const reads: { url: string; channel: CertChannel; member: boolean }[] = [
      { url: `${BASE}/result/:requestId`, channel: 'MEMBER', member: true },
      { url: `${BASE}/public/result/:requestId`, channel: 'PUBLIC', member: false }
    ];
    for (const read of reads) {
      app.get(
        read.url,
        {
          ...(read.member ? { preHandler: authenticate } : {}),
          config: readLimit,
          schema: {
            tags: ['certification'],
            summary: `Read a verification this ${read.member ? 'member' : 'browser'} started (status, and the person while usable)`,
            params: CertRequestParamsSchema,
            response: { 200: dataEnvelope(CertificationResultSchema), ...errors }
          }
        },
        async (request) => ({
          data: await service.read(
            request.params.requestId,
            read.member ? memberOwner(request) : publicOwner(request),
            read.channel
          )
        })
      );
    }

    // The spec's POST forms of the same read, which answer only a verified, unspent result.
    const results: { url: string; channel: CertChannel; member: boolean }[] = [
      { url: `${BASE}/result`, channel: 'MEMBER', member: true },
      { url: `${BASE}/public/result`, channel: 'PUBLIC', member: false }
    ];
    for (const result of results) {
      app.post(
        result.url,
        {
          ...(result.member ? { preHandler: authenticate } : {}),
          config: readLimit,
          schema: {
            tags: ['certification'],
            summary: 'The verified result of the request named by cpParam',
            body: CertResultBodySchema,
            response: { 200: dataEnvelope(CertificationResultSchema), ...errors }
          }
        },
        async (request) => ({
          data: await service.readVerified(
            request.body.cpParam,
            result.member ? memberOwner(request) : publicOwner(request),
            result.channel,
            { authToken: request.body.authToken, txSn: request.body.txSn }
          )
        })
      );
    }
    const privateInfos: { url: string; channel: CertChannel; member: boolean }[] = [
      { url: `${BASE}/private-info`, channel: 'MEMBER', member: true },
      { url: `${BASE}/public/private-info`, channel: 'PUBLIC', member: false },
      { url: `${BASE}/public/nonMember/private-info`, channel: 'NON_MEMBER', member: false }
    ];
    for (const info of privateInfos) {
      app.post(
        info.url,
        {
          ...(info.member ? { preHandler: authenticate } : {}),
          config: readLimit,
          schema: {
            tags: ['certification'],
            summary:
              info.channel === 'NON_MEMBER'
                ? 'The verified person for a guest order (purpose GUEST_ORDER only)'
                : 'The verified person of the request named by encodeData',
            body: CertPrivateInfoBodySchema,
            response: { 200: dataEnvelope(CertificationResultSchema), ...errors }
          }
        },
        async (request) => ({
          data: await service.readVerified(
            request.body.encodeData,
            info.member ? memberOwner(request) : publicOwner(request),
            info.channel
          )
        })
      );
    }
  };
}
