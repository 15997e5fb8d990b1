import { DomainError } from '@mall/domain';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './tokens.ts';

const member = { userSeqNo: 7, userType: 'BEAUTY_CONSUMER' as const };
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error))
  );

describe('access tokens (remembered once verified)', () => {
  it('a token verified once is still refused once expired, with TOKEN_EXPIRED', async () => {
    const tokens = createAccessTokens('s'.repeat(43));
    const issued = new Date('2026-11-26T00:00:00Z');
    const token = await tokens.sign(member, issued, 'family-1');
    expect(await tokens.verify(token, issued)).toMatchObject({ userSeqNo: 7, familyId: 'family-1' });
    expect(await tokens.verify(token, new Date(issued.getTime() + 60_000))).toMatchObject({ userSeqNo: 7 });
    const expired = new Date(issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await codeOf(tokens.verify(token, expired))).toBe('TOKEN_EXPIRED');
  });

  it('a changed token is refused even after the original was verified', async () => {
    const tokens = createAccessTokens('s'.repeat(43));
    const now = new Date();
    const token = await tokens.sign(member, now, 'family-1');
    await tokens.verify(token, now);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })
    ).toString('base64url');
    expect(await codeOf(tokens.verify(`${header}.${otherPayload}.${signature}`, now))).toBe('UNAUTHORIZED');
    expect(await codeOf(createAccessTokens('t'.repeat(43)).verify(token, now))).toBe('UNAUTHORIZED');
  });
});
