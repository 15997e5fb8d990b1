import type { FastifyRequest } from 'fastify';
import { DomainError, type UserType } from '@mall/domain';
import type { SessionAccount } from './session-check.ts';
import type { AccessTokens } from './tokens.ts';

export type Principal = {
  userSeqNo: number;
  /** As the token was signed (at login or the last refresh). */
  userType: UserType;
  familyId: string;
  expiresAt: Date;
  /** The member's type and status now (seconds old at most, docs/decisions/063): who sees SP/BP. */
  account: SessionAccount;
};
type SessionAccountOf = (familyId: string) => Promise<SessionAccount | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a member. */
    principal: Principal | null;
  }
}

/**
 * A preHandler for member routes: a valid Bearer access token whose login is still alive, or 401
 * (403 TOKEN_EXPIRED when expired). Logout, password reset and withdrawal end a login at once,
 * not 15 minutes later.
 */
export function createAuthenticate(accessTokens: AccessTokens, sessionAccount: SessionAccountOf) {
  const verify = createVerifyAccess(accessTokens, sessionAccount);
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([A-Za-z0-9._-]+)$/.exec(header) : null;
    if (!match?.[1]) throw new DomainError('UNAUTHORIZED');
    request.principal = await verify(match[1]);
  };
}

/** An access token whose login is still alive, as a principal (also for tokens sent in a form body). */
export function createVerifyAccess(accessTokens: AccessTokens, sessionAccount: SessionAccountOf) {
  return async function verifyAccess(token: string): Promise<Principal> {
    if (!/^[A-Za-z0-9._-]+$/.test(token)) throw new DomainError('UNAUTHORIZED');
    const signed = await accessTokens.verify(token, new Date());
    const account = await sessionAccount(signed.familyId);
    if (!account) throw new DomainError('UNAUTHORIZED');
    return { ...signed, account };
  };
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError('UNAUTHORIZED');
  return request.principal;
}

/** Routes with a member id in the path serve the asker's own id only (no one reads another's data). */
export function requireSelf(request: FastifyRequest & { params: { id: number } }): Principal {
  const principal = requirePrincipal(request);
  if (request.params.id !== principal.userSeqNo) throw new DomainError('FORBIDDEN');
  return principal;
}
