import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  DomainError,
  STAFF_CLIENT_ID,
  StaffProfileSchema,
  StaffTokenAnswerSchema,
  StaffTokenBodySchema,
  staffMay,
  type StaffPermission
} from '@mall/domain';
import { sha256 } from '../../lib/crypto.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { authenticateClient, type ClientRegistry } from '../auth/clients.ts';
import type { StaffPrincipal, StaffService } from './staff.service.ts';

export const STAFF_COOKIE = 'mall_staff';
/** The cookie goes to the staff API only: never to the storefront's routes or pages. */
export const STAFF_COOKIE_PATH = '/api/staff';

/** The console is a public client of the staff token endpoint; members' clients are refused there. */
const STAFF_CLIENTS: ClientRegistry = new Map([
  [STAFF_CLIENT_ID, { confidential: false, secretHash: sha256('') }]
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route that takes a multipart upload (still same-origin only): see assertSameOriginWrite. */
    staffUpload?: boolean;
  }
  interface FastifyRequest {
    /** Set by a staff guard on staff routes. */
    staff: StaffPrincipal | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** host[:port] without a default port, as an Origin header's URL and a Host header may differ in writing it. */
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
const hostOf = (origin: string) => {
  try {
    return withoutDefaultPort(new URL(origin).host);
  } catch {
    return null;
  }
};

/**
 * Staff writes come from the console's own page only: JSON (a cross-site form cannot send it) and, when the browser
 * says where a request comes from, from this host (not another site, not a sibling sub-domain the SameSite
 * cookie would still travel from). Otherwise 403 before anything is read. The host, not the scheme, is compared:
 * behind a TLS proxy the request may arrive as http.
 */
export async function assertSameOriginWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') throw new DomainError('FORBIDDEN');
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== withoutDefaultPort(request.host))
    throw new DomainError('FORBIDDEN');
  const type = request.headers['content-type'];
  if (type === undefined || /^application\/json\b/i.test(type)) return;
  // An upload route takes a multipart form, and only from a page that names this host as its origin (a browser
  // always sends Origin with a form POST; a cross-site form is refused above).
  const upload = request.routeOptions.config.staffUpload === true && /^multipart\/form-data\b/i.test(type);
  if (!upload || origin === undefined) throw new DomainError('FORBIDDEN');
}

/**
 * A preHandler for staff routes: a live staff session from the cookie (401) holding
 * the permission (403).
 */
export function createStaffGuard(service: StaffService) {
  return (permission: StaffPermission | null) => async (request: FastifyRequest) => {
    const staff = await service.session(request.cookies[STAFF_COOKIE]);
    if (!staff) throw new DomainError('UNAUTHORIZED');
    if (permission && !staffMay(staff.roles, permission)) throw new DomainError('FORBIDDEN');
    request.staff = staff;
  };
}
export type StaffGuard = ReturnType<typeof createStaffGuard>;

export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new DomainError('UNAUTHORIZED');
  return request.staff;
}

function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH, sameSite: 'strict' });
}

/**
 * Staff sign-in and sign-out (docs/decisions/067): `POST /api/staff/oauth/token` (HTTP Basic `mall-staff:`,
 * password grant plus `otp`), `DELETE /api/staff/oauth/token`, `GET /api/staff/v1/me`.
 */
export function staffRoutes(service: StaffService, guard: StaffGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/staff/oauth/token',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['staff'],
          summary: 'Staff sign-in: password and TOTP code (HTTP Basic mall-staff client auth)',
          body: StaffTokenBodySchema,
          response: { 200: dataEnvelope(StaffTokenAnswerSchema), ...errorAnswers(400, 401, 429) }
        }
      },
      async (request, reply) => {
        authenticateClient(request, STAFF_CLIENTS);
        noStore(reply);
        const { answer, token } = await service.signIn(request.body, request.ip);
        if (token)
          // A session cookie (gone with the browser); the server ends it after 30 idle minutes or 12 hours.
          reply.setCookie(STAFF_COOKIE, token, { path: STAFF_COOKIE_PATH, sameSite: 'strict' });
        return { data: answer };
      }
    );

    app.delete(
      '/staff/oauth/token',
      { schema: { tags: ['staff'], summary: 'Staff sign-out', response: { 204: z.null() } } },
      async (request, reply) => {
        await service.signOut(request.cookies[STAFF_COOKIE], request.ip);
        clearStaffCookie(reply);
        return reply.code(204).send(null);
      }
    );

    app.get(
      '/staff/v1/me',
      {
        preHandler: guard(null),
        schema: {
          tags: ['staff'],
          summary: 'The signed-in staff member, roles and permissions',
          response: { 200: dataEnvelope(StaffProfileSchema), ...errorAnswers(401) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { sessionId: _session, ...profile } = requireStaff(request);
        return { data: profile };
      }
    );
  };
}
