import { errors, jwtVerify, SignJWT } from 'jose';
import { DomainError, USER_TYPES, type UserType } from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'mall-api';

export type AccessClaims = { userSeqNo: number; userType: UserType; familyId: string; expiresAt: Date };

/** Short-lived signed access tokens (HS256) with the installation's secret. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
        return { userSeqNo, userType, familyId, expiresAt: new Date((payload.exp ?? 0) * 1000) };
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
