import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffCodes } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { loadConfig } from '../src/config.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, nextAddress, WEB_CLIENT } from './members.ts';

let ctx: TestContext;
let officeClient: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const secret = await createAuthRepository(ctx.database.db).secret('back-office-sandbox-client-secret');
  officeClient = `Basic ${Buffer.from(`mall-office:${secret}`).toString('base64')}`;
});
afterAll(async () => {
  await ctx.close();
});

const planner = () =>
  createMember(ctx, {
    userType: 'SOLE_PROPRIETORSHIP',
    lastName: '김',
    firstName: '서연',
    referralUserNumber: null
  });

async function handoff(access: string, lang = 'en-US') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/member/v1/office/handoff',
    headers: { authorization: `Bearer ${access}` },
    payload: { lang },
    remoteAddress: nextAddress()
  });
}

async function mintedCode(access: string): Promise<string> {
  const response = await handoff(access);
  expect(response.statusCode, response.body).toBe(200);
  const code = new URL(response.json().data.url, 'http://shop.test').searchParams.get('code');
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code!;
}

function redeem(code: string, client: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/handoff/token',
    headers: { authorization: client, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
    remoteAddress: nextAddress()
  });
}

function me(access: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/member/v1/users/me',
    headers: { authorization: `Bearer ${access}` }
  });
}

describe('POST /api/member/v1/office/handoff (mall -> back office)', () => {
  it('[200] a planner gets the back-office URL with a one-time code, the language and the type; never a token', async () => {
    const member = await planner();
    const { access } = await login(ctx, member.loginId);
    const response = await handoff(access, 'zh-TW');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { url, expiresIn } = response.json().data;
    expect(expiresIn).toBe(60);
    const parsed = new URL(url, 'http://shop.test');
    expect(parsed.pathname).toBe('/__sandbox/backoffice');
    expect([...parsed.searchParams.keys()].sort()).toEqual(['code', 'lang', 'type']);
    expect(parsed.searchParams.get('lang')).toBe('zh-TW');
    expect(parsed.searchParams.get('type')).toBe('SOLE_PROPRIETORSHIP');
    expect(url).not.toContain(access);
    // Stored hashed, bound to the member, the purpose and the back-office client, for 60 seconds.
    const code = parsed.searchParams.get('code')!;
    const [row] = await ctx.database.db
      .select()
      .from(handoffCodes)
      .where(eq(handoffCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({
      userSeqNo: member.userSeqNo,
      purpose: 'MALL_TO_OFFICE',
      clientId: 'mall-office',
      usedAt: null
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(55_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(61_000);
  });

  it('[403] a customer without referrer is refused with ALT_RejectMyOffice, a customer with ALT_PlannerOnly', async () => {
    const noRef = await createMember(ctx, { userType: 'NON_REF_CUSTOMER', referralUserNumber: null });
    const refused = await handoff((await login(ctx, noRef.loginId)).access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ALT_RejectMyOffice');
    const customer = await createMember(ctx);
    const other = await handoff((await login(ctx, customer.loginId)).access);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('ALT_PlannerOnly');
  });

  it('[401] a guest is refused; [400] an unknown language is bad input', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/office/handoff',
      payload: { lang: 'ko-KR' }
    });
    expect(guest.statusCode).toBe(401);
    const member = await planner();
    const bad = await handoff((await login(ctx, member.loginId)).access, 'fr-FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/oauth/handoff/token (redeem)', () => {
  it('[200] the back office redeems once and gets its own session (access + refresh) for the member', async () => {
    const member = await planner();
    const mall = await login(ctx, member.loginId);
    const code = await mintedCode(mall.access);
    const response = await redeem(code, officeClient);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', user_type: 'SOLE_PROPRIETORSHIP' });
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(response.cookies.find((cookie) => cookie.name === 'mall_rt')).toBeUndefined();
    expect((await me(body.access_token)).json().data.userNumber).toBe(member.userNumber);
    // Its own family: it renews with its refresh token through the token endpoint, as the back-office client.
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: officeClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: body.refresh_token
      }).toString(),
      remoteAddress: nextAddress()
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).toEqual(expect.any(String));
    // The mall's own session is untouched.
    expect((await me(mall.access)).statusCode).toBe(200);
  });

  it('[400] a reused code is refused (HANDOFF_CODE_USED) and ends the session it produced', async () => {
    const member = await planner();
    const code = await mintedCode((await login(ctx, member.loginId)).access);
    const first = await redeem(code, officeClient);
    expect(first.statusCode).toBe(200);
    const again = await redeem(code, officeClient);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('HANDOFF_CODE_USED');
    expect((await me(first.json().access_token)).statusCode).toBe(401);
  });

  it('[400] an expired code is refused (HANDOFF_CODE_EXPIRED); an unknown one HANDOFF_CODE_INVALID; bad form VALIDATION', async () => {
    const member = await planner();
    const code = await mintedCode((await login(ctx, member.loginId)).access);
    await ctx.database.db
      .update(handoffCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoffCodes.codeHash, sha256(code)));
    const expired = await redeem(code, officeClient);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('HANDOFF_CODE_EXPIRED');
    const unknown = await redeem('A'.repeat(43), officeClient);
    expect(unknown.json().code).toBe('HANDOFF_CODE_INVALID');
    const malformed = await redeem('not a code', officeClient);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('[403] the public web client cannot redeem a code minted for the back office (HANDOFF_CLIENT_MISMATCH)', async () => {
    const member = await planner();
    const code = await mintedCode((await login(ctx, member.loginId)).access);
    const response = await redeem(code, WEB_CLIENT);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('HANDOFF_CLIENT_MISMATCH');
    expect(response.cookies.find((cookie) => cookie.name === 'mall_rt')).toBeUndefined();
    // The presentation spent it: the back office cannot use a code that leaked.
    expect((await redeem(code, officeClient)).json().code).toBe('HANDOFF_CODE_USED');
  });

  it('[401] a wrong back-office secret or an unknown client is invalid_client', async () => {
    const member = await planner();
    const code = await mintedCode((await login(ctx, member.loginId)).access);
    const wrong = await redeem(code, `Basic ${Buffer.from('mall-office:guess').toString('base64')}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_client');
    const unknown = await redeem(code, `Basic ${Buffer.from('someone:').toString('base64')}`);
    expect(unknown.json().code).toBe('invalid_client');
    // Refused clients do not spend the code.
    expect((await redeem(code, officeClient)).statusCode).toBe(200);
  });
});

describe('POST /api/oauth/handoff/code (back office -> mall /ssoLogin)', () => {
  async function officeSession() {
    const member = await planner();
    const code = await mintedCode((await login(ctx, member.loginId)).access);
    const tokens = (await redeem(code, officeClient)).json();
    return { member, access: tokens.access_token as string };
  }
  const mint = (access_token: string, client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/handoff/code',
      headers: { authorization: client, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ access_token }).toString(),
      remoteAddress: nextAddress()
    });

  it('[200] mints a code the storefront redeems for a browser session (httpOnly cookie, no refresh token in the body)', async () => {
    const { member, access } = await officeSession();
    const minted = await mint(access, officeClient);
    expect(minted.statusCode, minted.body).toBe(200);
    const { code, expires_in, redirect_path } = minted.json();
    expect(expires_in).toBe(60);
    expect(redirect_path).toBe(`/ssoLogin?code=${code}`);
    // The back office may not redeem a code meant for the storefront.
    const misused = await redeem(code, officeClient);
    expect(misused.json().code).toBe('HANDOFF_CLIENT_MISMATCH');

    const fresh = (await mint(access, officeClient)).json().code as string;
    const browser = await redeem(fresh, WEB_CLIENT);
    expect(browser.statusCode).toBe(200);
    expect(browser.json().refresh_token).toBeUndefined();
    const cookie = browser.cookies.find((c) => c.name === 'mall_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/oauth' });
    expect((await me(browser.json().access_token)).json().data.userNumber).toBe(member.userNumber);
  });

  it('[401] the public web client may not mint; an invalid access token is refused', async () => {
    const { access } = await officeSession();
    const asWeb = await mint(access, WEB_CLIENT);
    expect(asWeb.statusCode).toBe(401);
    expect(asWeb.json().code).toBe('invalid_client');
    const badToken = await mint('not-a-token', officeClient);
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().code).toBe('UNAUTHORIZED');
  });
});

describe('the sandbox back office (/__sandbox/backoffice)', () => {
  it('[200] redeems the code server side, drops it from the address and shows who is signed in; a replay is refused', async () => {
    const member = await planner();
    const response = await handoff((await login(ctx, member.loginId)).access, 'en-US');
    const url: string = response.json().data.url;
    const landing = await ctx.app.inject({ method: 'GET', url });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/__sandbox/backoffice');
    const session = landing.cookies.find((cookie) => cookie.name === 'sandbox_bo_sid');
    expect(session?.httpOnly).toBe(true);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: '/__sandbox/backoffice',
      cookies: { sandbox_bo_sid: session!.value }
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`Signed in to the back office as 김서연 (${member.userNumber}).`);
    expect(shown.body).not.toMatch(/eyJ|refresh_token/);

    const back = await ctx.app.inject({
      method: 'POST',
      url: '/__sandbox/backoffice/to-mall',
      cookies: { sandbox_bo_sid: session!.value }
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(/^\/ssoLogin\?code=[A-Za-z0-9_-]{43}$/);

    const replay = await ctx.app.inject({ method: 'GET', url });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('HANDOFF_CODE_USED');
  });

  it('is not served when a real BACK_OFFICE_URL is configured, and production requires one', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(() => loadConfig({ ...base, BACK_OFFICE_URL: 'https://office.example.com/sso' })).toThrow(
      /BACK_OFFICE_CLIENT_SECRET/
    );
    expect(() =>
      loadConfig({
        ...base,
        BACK_OFFICE_URL: 'https://office.example.com/sso?x=1',
        BACK_OFFICE_CLIENT_SECRET: 'x'.repeat(32)
      })
    ).toThrow(/BACK_OFFICE_URL/);
    expect(
      loadConfig({
        ...base,
        BACK_OFFICE_URL: 'https://office.example.com/sso',
        BACK_OFFICE_CLIENT_SECRET: 'x'.repeat(32)
      }).backOffice
    ).toEqual({
      url: 'https://office.example.com/sso',
      clientSecret: 'x'.repeat(32)
    });
    expect(() => loadConfig({ ...base, APP_MODE: 'production' })).toThrow(/BACK_OFFICE_URL/);
  });
});

describe('with a real back office configured', () => {
  it('[200] answers the configured URL and accepts only the configured secret', async () => {
    const secret = 'office-secret-'.padEnd(40, 'x');
    const real = await createTestContext({
      seed: false,
      env: { BACK_OFFICE_URL: 'https://office.example.com/sso', BACK_OFFICE_CLIENT_SECRET: secret }
    });
    try {
      const member = await createMember(real, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
      const { access } = await login(real, member.loginId);
      const answer = await real.app.inject({
        method: 'POST',
        url: '/api/member/v1/office/handoff',
        headers: { authorization: `Bearer ${access}` },
        payload: { lang: 'ko-KR' }
      });
      const url = new URL(answer.json().data.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://office.example.com/sso');
      const code = url.searchParams.get('code')!;
      const redeemWith = (client: string) =>
        real.app.inject({
          method: 'POST',
          url: '/api/oauth/handoff/token',
          headers: {
            authorization: `Basic ${Buffer.from(client).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded'
          },
          payload: `code=${code}`
        });
      expect((await redeemWith('mall-office:not-it')).json().code).toBe('invalid_client');
      expect((await redeemWith(`mall-office:${secret}`)).statusCode).toBe(200);
      expect((await real.app.inject({ method: 'GET', url: '/__sandbox/backoffice' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('POST /api/member/v1/public/plannerCheck (SPEC §4 planner check)', () => {
  it('[200] active and locked planners are CHP_ActivePlanner; [429] a client gets 10 tries a minute', async () => {
    const active = await planner();
    const locked = await createMember(ctx, {
      userType: 'SOLE_PROPRIETORSHIP',
      status: 'LOCK_LOGIN_PASSWORD_FAIL',
      lastName: '박',
      firstName: '하늘',
      referralUserNumber: null
    });
    const remoteAddress = nextAddress();
    const check = (userNumber: string, userName: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/member/v1/public/plannerCheck',
        payload: { userNumber, userName },
        remoteAddress
      });
    expect((await check(active.userNumber, ' 김서연 ')).json().data.result).toBe('CHP_ActivePlanner');
    expect((await check(locked.userNumber, '박하늘')).json().data).toMatchObject({
      userStatus: 'LOCK_LOGIN_PASSWORD_FAIL',
      result: 'CHP_ActivePlanner'
    });
    for (let i = 0; i < 8; i += 1) expect((await check(active.userNumber, '다른이름')).statusCode).toBe(404);
    const limited = await check(active.userNumber, '김서연');
    expect(limited.statusCode).toBe(429);
  });
});
