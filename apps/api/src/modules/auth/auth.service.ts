import { randomUUID } from 'node:crypto';
import { DomainError, LOGIN_FAIL_LIMIT } from '@mall/domain';
import type { MemberRepository, UserRow } from '../member/member.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { LoginClient, LockoutService } from './lockout.service.ts';
import type { SessionAccount, SessionCheck } from './session-check.ts';
import { ACCESS_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Auto-login keeps the refresh token for 30 days (SPEC §9); otherwise a browser session, capped at 12 hours. */
export const PERSISTENT_REFRESH_MS = 30 * DAY_MS;
export const SESSION_REFRESH_MS = 12 * 60 * 60 * 1000;
/** How long a just-rotated refresh token may still be presented by a concurrent request. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type IssuedTokens = {
  accessToken: string;
  expiresIn: number;
  /** Null when only an access token was issued (a concurrent refresh within the grace). */
  refreshToken: string | null;
  persistent: boolean;
  refreshExpiresAt: Date;
  /** The login family the tokens belong to. */
  familyId: string;
};

export function createAuthService(deps: {
  members: MemberRepository;
  auth: AuthRepository;
  accessTokens: AccessTokens;
  lockout: Pick<LockoutService, 'checkLogin'>;
  /** The per-request family check, remembered for a few seconds; told of every revocation below. */
  sessions: SessionCheck;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Every way a login ends goes through here: the family check forgets what it knew once it is written. */
  async function ended(revocation: Promise<void>): Promise<void> {
    await revocation;
    await deps.sessions.changed();
  }

  async function issue(
    user: UserRow,
    familyId: string,
    persistent: boolean,
    at: Date
  ): Promise<IssuedTokens> {
    const refresh = newRefreshToken();
    const refreshExpiresAt = new Date(
      at.getTime() + (persistent ? PERSISTENT_REFRESH_MS : SESSION_REFRESH_MS)
    );
    await deps.auth.insertRefreshToken({
      tokenHash: refresh.hash,
      familyId,
      userSeqNo: user.userSeqNo,
      persistent,
      expiresAt: refreshExpiresAt
    });
    return {
      accessToken: await deps.accessTokens.sign(user, at, familyId),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: refresh.token,
      persistent,
      refreshExpiresAt,
      familyId
    };
  }

  /** Refuses withdrawn accounts (SPEC §8 token call codes). */
  function assertNotWithdrawn(user: UserRow, at: Date) {
    if (user.status === 'WITHDRAWN') {
      const rejoin = user.rejoinPossibleAt;
      // Once the rejoin date has passed the member is simply unknown (no-match prompt).
      if (!rejoin || rejoin <= at) throw new DomainError('9001');
      throw new DomainError('9002', { rejoinDate: rejoin.toISOString() });
    }
  }

  /** A wrong-password lock (docs/decisions/041) holds until its end. */
  function assertNotLocked(user: UserRow, at: Date) {
    if (user.lockedUntil && user.lockedUntil > at) {
      throw new DomainError('1102', { limit: LOGIN_FAIL_LIMIT, lockedUntil: user.lockedUntil.toISOString() });
    }
  }

  return {
    /**
     * The password grant. The lockout service checks the password first, so an unknown id, a wrong password
     * and a lock read the same for anyone (1101 with n/5, 1102): a withdrawn member is named (9002) only to
     * whoever knows the password.
     */
    async passwordGrant(
      username: string,
      password: string,
      persistent: boolean,
      client: LoginClient
    ): Promise<IssuedTokens> {
      const user = await deps.lockout.checkLogin(username, password, client);
      const at = now();
      assertNotWithdrawn(user, at);
      return issue(user, randomUUID(), persistent, at);
    },

    /**
     * Signs in a member another credential already proved (a linked social account, docs/decisions/010):
     * a new family, with the same refusals as the password grant (withdrawn, locked).
     */
    async signInVerified(userSeqNo: number, persistent: boolean): Promise<IssuedTokens> {
      const at = now();
      const user = await deps.members.findById(userSeqNo);
      if (!user) throw new DomainError('9001');
      assertNotWithdrawn(user, at);
      assertNotLocked(user, at);
      return issue(user, randomUUID(), persistent, at);
    },

    /**
     * Rotates the refresh token. A rotated token presented again revokes its whole family (theft
     * detection), except within a few seconds of its rotation: two tabs restoring a session at once
     * send the same cookie, and the slower one gets tokens of the same family instead of a logout.
     */
    async refreshGrant(presented: string | undefined): Promise<IssuedTokens> {
      if (!presented) throw new DomainError('invalid_token');
      const at = now();
      const row = await deps.auth.findRefreshToken(hashRefreshToken(presented));
      if (!row || row.revokedAt || row.expiresAt <= at) throw new DomainError('invalid_token');
      const rotatedNow = !row.rotatedAt && (await deps.auth.rotate(row.id, at));
      if (!rotatedNow) {
        const rotatedAt = row.rotatedAt ?? at;
        if (at.getTime() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          await ended(deps.auth.revokeFamily(row.familyId, at));
          throw new DomainError('invalid_token');
        }
      }
      const user = await deps.members.findById(row.userSeqNo);
      if (!user) throw new DomainError('invalid_token');
      // A wrong-password lock does not end sessions already held: a stranger's guesses must not log the owner out.
      try {
        assertNotWithdrawn(user, at);
      } catch {
        await ended(deps.auth.revokeFamily(row.familyId, at));
        throw new DomainError('invalid_token');
      }
      if (rotatedNow) return issue(user, row.familyId, row.persistent, at);
      // The concurrent request gets an access token only: the browser already holds the successor
      // cookie, and a replayed copy cannot grow a second, undetectable branch of the family.
      return {
        accessToken: await deps.accessTokens.sign(user, at, row.familyId),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        refreshToken: null,
        persistent: row.persistent,
        refreshExpiresAt: row.expiresAt,
        familyId: row.familyId
      };
    },

    /** The member of a login family that may still be used, else null (access tokens die with their family). */
    sessionAccount(familyId: string): Promise<SessionAccount | null> {
      return deps.sessions.account(familyId);
    },

    /** After a member's type or status changed (a conversion): the next request of each login reads it anew. */
    accountChanged(): Promise<void> {
      return deps.sessions.changed();
    },

    /** Ends a member's other sessions (password changed or reset); `keepFamilyId` survives. */
    endSessions(userSeqNo: number, keepFamilyId?: string): Promise<void> {
      return ended(deps.auth.revokeAllForUser(userSeqNo, now(), keepFamilyId));
    },

    /** Ends one login family (a replayed hand-off code ends the session it produced). */
    endFamily(familyId: string): Promise<void> {
      return ended(deps.auth.revokeFamily(familyId, now()));
    },

    /** Logout: the presented token's family can no longer refresh. */
    async revoke(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await deps.auth.findRefreshToken(hashRefreshToken(presented));
      if (row) await ended(deps.auth.revokeFamily(row.familyId, now()));
    }
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
