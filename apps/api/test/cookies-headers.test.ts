import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { cookiesAlwaysSecure } from '../src/http/cookies.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, nextAddress, tokenRequest } from './members.ts';

/** Cookies carry Secure in production whatever the proxy settings; every answer has a Permissions-Policy (ADR 043). */

type Injected = Awaited<ReturnType<TestContext['app']['inject']>>;

const setCookies = (response: Injected): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};
const named = (response: Injected, name: string) => {
  const found = setCookies(response).find((line) => line.startsWith(`${name}=`));
  expect(found, `${name} in ${JSON.stringify(response.headers['set-cookie'])}`).toBeDefined();
  return found!;
};
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

let ctx: TestContext;
beforeAll(async () => {
  // TRUST_PROXY unset: a proxy's X-Forwarded-Proto is not read, every request looks like plain http.
  ctx = await createTestContext({
    seed: false,
    withWeb: true,
    env: { PUBLIC_ORIGIN: 'https://shop.example.com' }
  });
});
afterAll(async () => {
  await ctx.close();
});

/** The same database and storefront files under another configuration. */
async function withApp(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ctx.tmpDir,
    WEB_DIST_DIR: ctx.config.webDistDir,
    ...env
  });
  const app = await buildApp({ config, database: ctx.database, logger: false, recovery: false });
  await app.ready();
  return app;
}

describe('cookies on a shop reached over https (PUBLIC_ORIGIN https, no TRUST_PROXY)', () => {
  it('every cookie the app sets or clears is Secure and httpOnly, though the request came as http', async () => {
    const member = await createMember(ctx, { referralUserNumber: null });
    const login = await tokenRequest(ctx, {
      grant_type: 'password',
      username: member.loginId,
      password: 'Secret123!'
    });
    expect(login.statusCode, login.body).toBe(200);
    const refresh = named(login, 'mall_rt');
    const access = login.json().access_token as string;

    const social = await ctx.app.inject({
      method: 'GET',
      url: '/api/oauth/social/kakao/authorize',
      remoteAddress: nextAddress()
    });
    expect(social.statusCode, social.body).toBe(302);

    const certification = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/certification/v1/public/authToken',
      payload: { cpCode: 'MOBILE', purpose: 'SIGNUP' },
      remoteAddress: nextAddress()
    });
    expect(certification.statusCode, certification.body).toBe(200);

    const planner = await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    const plannerLogin = await tokenRequest(ctx, {
      grant_type: 'password',
      username: planner.loginId,
      password: 'Secret123!'
    });
    const handoff = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/office/handoff',
      headers: { authorization: `Bearer ${plannerLogin.json().access_token}` },
      payload: { lang: 'en-US' },
      remoteAddress: nextAddress()
    });
    expect(handoff.statusCode, handoff.body).toBe(200);
    const office = await ctx.app.inject({ method: 'GET', url: handoff.json().data.url });
    expect(office.statusCode, office.body).toBe(303);

    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/oauth/token',
      headers: { authorization: `Bearer ${access}`, cookie: refresh.split(';', 1)[0]! }
    });
    expect(logout.statusCode, logout.body).toBe(204);

    const lines = [
      refresh,
      named(social, 'mall_sso'),
      named(certification, 'mall_idv'),
      named(office, 'sandbox_bo_sid'),
      named(logout, 'mall_rt')
    ];
    for (const line of lines)
      expect(attributes(line), line).toEqual(expect.arrayContaining(['secure', 'httponly']));
  });
});

describe('cookies of the local demo over plain http', () => {
  it('are not Secure over http (a plain-http browser keeps them), and are over https as the trusted proxy says', async () => {
    // `npm start`'s environment, behind one trusted proxy.
    const demo = await withApp({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
      TRUST_PROXY: '1'
    });
    try {
      const member = await createMember(ctx, { referralUserNumber: null });
      const form = { grant_type: 'password', username: member.loginId, password: 'Secret123!' };
      const plain = await tokenRequest({ ...ctx, app: demo }, form);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(attributes(named(plain, 'mall_rt'))).not.toContain('secure');
      expect(attributes(named(plain, 'mall_rt'))).toContain('httponly');
      const proxied = await tokenRequest({ ...ctx, app: demo }, form, { 'x-forwarded-proto': 'https' });
      expect(attributes(named(proxied, 'mall_rt'))).toContain('secure');
    } finally {
      await demo.close();
    }
  });

  it('production decides Secure from APP_MODE or an https PUBLIC_ORIGIN, never from NODE_ENV alone', () => {
    expect(cookiesAlwaysSecure({ appMode: 'production', publicOrigin: undefined })).toBe(true);
    expect(cookiesAlwaysSecure({ appMode: 'production', publicOrigin: 'http://localhost:3000' })).toBe(true);
    expect(cookiesAlwaysSecure({ appMode: 'demo', publicOrigin: 'HTTPS://shop.example.com' })).toBe(true);
    expect(cookiesAlwaysSecure({ appMode: 'demo', publicOrigin: 'http://localhost:3000' })).toBe(false);
    expect(cookiesAlwaysSecure({ appMode: 'demo', publicOrigin: undefined })).toBe(false);
    // `npm start`'s environment: NODE_ENV=production over http://localhost.
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' }).secureCookies).toBe(
      false
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com' }).secureCookies
    ).toBe(true);
  });
});

describe("the storefront's Content-Security-Policy", () => {
  it("plays the shop's own media and a chosen file's local preview (blob:), nothing from elsewhere", async () => {
    const shell = await ctx.app.inject({ method: 'GET', url: '/mypage/diveIn' });
    const directives = String(shell.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim());
    expect(directives).toContain("media-src 'self' blob:");
    expect(directives).toContain("default-src 'self'");
  });
});

describe('Permissions-Policy', () => {
  const policy = (response: Injected) => {
    const value = response.headers['permissions-policy'];
    expect(value, `${response.statusCode} ${String(response.headers['content-type'])}`).toBeTypeOf('string');
    return new Map(
      String(value)
        .split(',')
        .map((entry) => entry.trim().split('=') as [string, string])
    );
  };

  it('is on every answer: the shell, an asset, JSON, a JSON error, a sandbox page', async () => {
    const answers = await Promise.all(
      [
        '/',
        '/assets/app-abc123.js',
        '/api/etc/v1/public/settings',
        '/api/nothing/here',
        '/__sandbox/mail'
      ].map((url) => ctx.app.inject({ method: 'GET', url }))
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 200]);
    for (const answer of answers) {
      const features = policy(answer);
      for (const denied of [
        'camera',
        'microphone',
        'geolocation',
        'usb',
        'serial',
        'hid',
        'midi',
        'display-capture'
      ])
        expect(features.get(denied), denied).toBe('()');
      // The shop's own video dialog and sharing; the payment window of the sandbox is a page of this origin.
      expect(features.get('fullscreen')).toBe('(self)');
      expect(features.get('payment')).toBe('(self)');
    }
  });

  it('lets the real Toss payment window use the Payment Request API, nothing else of it', async () => {
    const app = await withApp({
      PAYMENT_PROVIDER: 'toss',
      TOSS_CLIENT_KEY: 'test_ck_headers',
      TOSS_SECRET_KEY: 'test_sk_headers'
    });
    try {
      for (const url of ['/', '/api/etc/v1/public/settings']) {
        const features = policy(await app.inject({ method: 'GET', url }));
        expect(features.get('payment')).toBe('(self "https://*.tosspayments.com")');
        expect(features.get('camera')).toBe('()');
      }
    } finally {
      await app.close();
    }
  });
});
