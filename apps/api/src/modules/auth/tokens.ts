import { errors, jwtVerify, SignJWT } from 'jose';
import { DomainError, USER_TYPES, type UserType } from '@mall/domain';
import { createLru } from '../../lib/cache.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'mall-api';

export type AccessClaims = { userSeqNo: number; userType: UserType; familyId: string; expiresAt: Date };

/** Tokens already verified, until they expire: a member's next requests skip the signature check. */
const VERIFIED_TOKENS = 20_000;

/** Short-lived signed access tokens (HS256) with the installation's secret. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // The very string whose signature and claims were checked (a WebCrypto HMAC, ~0.2 ms on this machine's
  // slower cores); only its expiry is checked again. Whether its login is alive is asked on every request.
  const verified = createLru({ maxEntries: VERIFIED_TOKENS });
  return {
    /** `familyId` ties the access token to its login, so that login can survive a password change. */
    async sign(
      user: { userSeqNo: number; userType: UserType },
      now: Date,
      familyId: string
    ): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ typ: 'access', userType: user.userType, fid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.userSeqNo))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    /** SPEC §4: an expired token answers 403 (the client refreshes); any other fault is 401. */
    async verify(token: string, now: Date): Promise<AccessClaims> {
      const known = verified.get(token) as AccessClaims | undefined;
      if (known && now.getTime() < known.expiresAt.getTime()) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now
        });
        const userSeqNo = Number(payload.sub);
        const userType = payload.userType as UserType;
        const familyId = payload.fid;
        if (
          payload.typ !== 'access' ||
          !Number.isSafeInteger(userSeqNo) ||
          !USER_TYPES.includes(userType) ||
          typeof familyId !== 'string'
        ) {
          throw new DomainError('UNAUTHORIZED');
        }
        const claims = { userSeqNo, userType, familyId, expiresAt: new Date((payload.exp ?? 0) * 1000) };
        const left = claims.expiresAt.getTime() - now.getTime();
        if (left > 0) verified.set(token, claims, left);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new DomainError('TOKEN_EXPIRED');
        if (error instanceof DomainError) throw error;
        throw new DomainError('UNAUTHORIZED');
      }
    }
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return sha256(token);
}
