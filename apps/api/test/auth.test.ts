import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { refreshTokens } from '../src/modules/auth/auth.table.ts';
import { createAccessTokens, hashRefreshToken } from '../src/modules/auth/tokens.ts';
import { eq } from 'drizzle-orm';
import type { NewUser } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  createMember as createMemberWithDefaults,
  TEST_PASSWORD as PASSWORD,
  WEB_CLIENT
} from './members.ts';

let ctx: TestContext;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

const createMember = (overrides: Partial<NewUser> = {}) =>
  createMemberWithDefaults(ctx, { referralUserNumber: null, ...overrides });

/** Each call comes from its own address so the token endpoint's rate limit does not interfere. */
function token(
  form: Record<string, string>,
  options: { client?: string | null; cookie?: string; language?: string } = {}
) {
  ipCounter += 1;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.client !== null) headers.authorization = options.client ?? WEB_CLIENT;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.language) headers['accept-language'] = options.language;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers,
    payload: new URLSearchParams(form).toString(),
    remoteAddress: `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`
  });
}

function refreshCookie(response: Awaited<ReturnType<typeof token>>) {
  const cookie = response.cookies.find((c) => c.name === 'mall_rt');
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('POST /api/oauth/token (password grant)', () => {
  it('[200] issues an access token and an httpOnly session refresh cookie', async () => {
    const member = await createMember();
    const response = await token({ grant_type: 'password', username: member.loginId, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookie(response);
    // The refresh token lives only in the httpOnly cookie, out of reach of page scripts.
    expect(body).not.toHaveProperty('refresh_token');
    expect(cookie.value.length).toBeGreaterThan(30);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/oauth' });
    expect(cookie.expires).toBeUndefined();
  });

  it('[200] auto-login keeps the refresh cookie for 30 days', async () => {
    const member = await createMember();
    const response = await token({
      grant_type: 'password',
      username: member.loginId,
      password: PASSWORD,
      auto_login: 'Y'
    });
    const days = (refreshCookie(response).expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('[200] accepts the member number and a login id in any case', async () => {
    const member = await createMember();
    expect(
      (await token({ grant_type: 'password', username: member.userNumber, password: PASSWORD })).statusCode
    ).toBe(200);
    expect(
      (await token({ grant_type: 'password', username: member.loginId.toUpperCase(), password: PASSWORD }))
        .statusCode
    ).toBe(200);
  });

  it('[401] invalid_client without the client credentials', async () => {
    const member = await createMember();
    for (const client of [null, `Basic ${Buffer.from('other-app:').toString('base64')}`, 'Bearer x']) {
      const response = await token(
        { grant_type: 'password', username: member.loginId, password: PASSWORD },
        { client }
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_client');
    }
  });

  it('[400] names a missing field', async () => {
    const response = await token({ grant_type: 'password', username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('password');
    const unknownGrant = await token({ grant_type: 'client_credentials' });
    expect(unknownGrant.statusCode).toBe(400);
  });

  it('[401] an unknown member is answered as a wrong password (1101 with n/5), never 9001 (docs/decisions/041)', async () => {
    const response = await token(
      { grant_type: 'password', username: 'nobody-here', password: PASSWORD },
      { language: 'en-US' }
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: '1101',
      data: { failCount: 1, limit: 5 },
      message: 'Please check your ID and password.'
    });
  });

  it('[401] 1101 counts wrong passwords and 1102 locks the account at five', async () => {
    const member = await createMember();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await token({
        grant_type: 'password',
        username: member.loginId,
        password: 'Wrong123!'
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: '1101', data: { failCount: attempt, limit: 5 } });
    }
    const fifth = await token({ grant_type: 'password', username: member.loginId, password: 'Wrong123!' });
    expect(fifth.json().code).toBe('1102');
    const right = await token({ grant_type: 'password', username: member.loginId, password: PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('1102');
  });

  it('[200] a successful login clears the wrong-password count', async () => {
    const member = await createMember();
    await token({ grant_type: 'password', username: member.loginId, password: 'Wrong123!' });
    expect(
      (await token({ grant_type: 'password', username: member.loginId, password: PASSWORD })).statusCode
    ).toBe(200);
    const again = await token({ grant_type: 'password', username: member.loginId, password: 'Wrong123!' });
    expect(again.json().data.failCount).toBe(1);
  });

  it('[401] 9002 for a withdrawn member before the rejoin date, 9001 after it', async () => {
    const rejoin = new Date(Date.now() + 10 * 86_400_000);
    const recent = await createMember({
      status: 'WITHDRAWN',
      withdrawnAt: new Date(),
      rejoinPossibleAt: rejoin
    });
    const response = await token({ grant_type: 'password', username: recent.loginId, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: '9002', data: { rejoinDate: rejoin.toISOString() } });
    const old = await createMember({
      status: 'WITHDRAWN',
      rejoinPossibleAt: new Date(Date.now() - 86_400_000)
    });
    expect(
      (await token({ grant_type: 'password', username: old.loginId, password: PASSWORD })).json().code
    ).toBe('9001');
  });
});

describe('POST /api/oauth/token (refresh grant)', () => {
  async function login() {
    const member = await createMember();
    const response = await token({
      grant_type: 'password',
      username: member.loginId,
      password: PASSWORD,
      auto_login: 'Y'
    });
    return { member, cookie: refreshCookie(response), access: response.json().access_token as string };
  }

  it('[200] rotates the refresh token from the cookie and keeps auto-login', async () => {
    const { cookie } = await login();
    const response = await token({ grant_type: 'refresh_token' }, { cookie: `mall_rt=${cookie.value}` });
    expect(response.statusCode).toBe(200);
    const next = refreshCookie(response);
    expect(next.value).not.toBe(cookie.value);
    // Still the auto-login cookie: 30 days from the rotation, not a session cookie.
    const days = (next.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('[200] two tabs refreshing at once both stay logged in (grace after rotation)', async () => {
    const { cookie } = await login();
    const [a, b] = await Promise.all([
      token({ grant_type: 'refresh_token' }, { cookie: `mall_rt=${cookie.value}` }),
      token({ grant_type: 'refresh_token' }, { cookie: `mall_rt=${cookie.value}` })
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Only one of them rotates; the other gets an access token and no second refresh branch.
    const successors = [a, b].flatMap((r) =>
      r.cookies.filter((c) => c.name === 'mall_rt').map((c) => c.value)
    );
    expect(successors).toHaveLength(1);
    expect((await token({ grant_type: 'refresh_token', refresh_token: successors[0]! })).statusCode).toBe(
      200
    );
  });

  it('[401] a refresh token reused after the grace revokes the whole family', async () => {
    const { cookie } = await login();
    const first = await token({ grant_type: 'refresh_token' }, { cookie: `mall_rt=${cookie.value}` });
    const rotated = refreshCookie(first).value;
    // The stolen copy comes back a minute later.
    await ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(cookie.value)));
    const replay = await token({ grant_type: 'refresh_token' }, { cookie: `mall_rt=${cookie.value}` });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_token');
    const afterTheft = await token({ grant_type: 'refresh_token', refresh_token: rotated });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('[401] invalid_token without or with an unknown token', async () => {
    expect((await token({ grant_type: 'refresh_token' })).json().code).toBe('invalid_token');
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'made-up' })).statusCode).toBe(401);
  });

  it('[204] logout revokes the refresh token, clears the cookie and ends the access token', async () => {
    const { cookie, access } = await login();
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/oauth/token',
      headers: { cookie: `mall_rt=${cookie.value}` }
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'mall_rt')?.value).toBe('');
    expect((await token({ grant_type: 'refresh_token', refresh_token: cookie.value })).statusCode).toBe(401);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${access}` }
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('GET /api/member/v1/users/me', () => {
  async function accessFor(overrides: Partial<NewUser> = {}) {
    const member = await createMember(overrides);
    const response = await token({ grant_type: 'password', username: member.loginId, password: PASSWORD });
    return { member, access: response.json().access_token as string };
  }

  it('[200] answers the signed-in member with the referrer name', async () => {
    const referrer = await createMember({
      userType: 'SOLE_PROPRIETORSHIP',
      lastName: '김',
      firstName: '서연'
    });
    const { member, access } = await accessFor({ referralUserNumber: referrer.userNumber });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${access}` }
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userSeqNo: member.userSeqNo,
      userNumber: member.userNumber,
      fullName: '이민준',
      referralName: '김서연',
      userType: 'BEAUTY_CONSUMER',
      acceptId: member.acceptId
    });
    expect(response.json().data).not.toHaveProperty('passwordHash');
    const valid = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/etc/auth/token/valid',
      headers: { authorization: `Bearer ${access}` }
    });
    expect(valid.json().data).toMatchObject({ valid: true, userSeqNo: member.userSeqNo });
  });

  it('[401] without a token or with a forged one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/v1/users/me' })).statusCode).toBe(401);
    const { access } = await accessFor();
    const [header, , signature] = access.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: '1', typ: 'access', userType: 'SOLE_PROPRIETORSHIP' })
    ).toString('base64url');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${header}.${forgedPayload}.${signature}` }
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHORIZED');
  });

  it('[403] TOKEN_EXPIRED for an expired access token, so the client refreshes', async () => {
    const member = await createMember();
    const secret = await createAuthRepository(ctx.database.db).secret('access-token-hs256');
    const expired = await createAccessTokens(secret).sign(
      member,
      new Date(Date.now() - 60 * 60 * 1000),
      randomUUID()
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${expired}` }
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});
