import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts } from '../src/modules/social/social.table.ts';
import type { UserRow } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  createMember,
  login,
  mailedCode,
  nextAddress,
  sandboxVerification,
  TEST_PASSWORD,
  tokenRequest,
  WEB_CLIENT
} from './members.ts';

let ctx: TestContext;
let kakaoSerial = 0;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

/** A Kakao id no other test uses (the sandbox persona picker lets a tester override the id). */
const nextKakaoId = () => String(5_000_000_000 + (kakaoSerial += 1));

type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;
const cookieOf = (response: Inject, name: string) => response.cookies.find((c) => c.name === name);
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:80');
  return `${url.pathname}${url.search}`;
};

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
}

function postJson(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: nextAddress()
  });
}

/** GET /api/oauth/social/kakao/authorize: the sandbox URL and this browser's binding cookie. */
async function startLogin(redirect?: string) {
  const response = await get(
    `/api/oauth/social/kakao/authorize${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
  );
  expect(response.statusCode, response.body).toBe(302);
  const cookie = cookieOf(response, 'mall_sso');
  expect(cookie).toBeDefined();
  return { location: response.headers.location as string, cookie: `mall_sso=${cookie!.value}` };
}

/** Opens the sandbox consent page and submits it like a person would; answers the redirect to our callback. */
async function consent(authorizeUrl: string, choice: Record<string, string>) {
  const pageResponse = await get(authorizeUrl);
  expect(pageResponse.statusCode, pageResponse.body).toBe(200);
  const hidden = Object.fromEntries(
    [...pageResponse.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]!
        .replaceAll('&amp;', '&')
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&#39;', "'")
    ])
  );
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: '/__sandbox/kakao/oauth/authorize/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hidden, ...choice }).toString()
  });
  expect(submitted.statusCode, submitted.body).toBe(302);
  return submitted.headers.location as string;
}

async function callback(location: string, cookie: string | null) {
  expect(new URL(location).pathname).toBe('/api/oauth/social/kakao/callback');
  return get(pathOf(location), cookie ? { cookie } : {});
}

/** The whole round trip for one Kakao account; answers the callback's response. */
async function kakaoLogin(choice: Record<string, string>, redirect?: string) {
  const started = await startLogin(redirect);
  const back = await consent(started.location, { outcome: 'agree', ...choice });
  return callback(back, started.cookie);
}

const socialTokenOf = (location: string) => {
  const token = /#socialToken=([A-Za-z0-9_-]{43})$/.exec(location)?.[1];
  expect(token, location).toBeDefined();
  return token!;
};

async function link(member: UserRow, kakaoId: string) {
  await ctx.database.db
    .insert(socialAccounts)
    .values({ provider: 'KAKAO', providerUserId: kakaoId, userSeqNo: member.userSeqNo });
}

async function verifiedEmail(email: string): Promise<string> {
  expect(
    (await postJson('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' }))
      .statusCode
  ).toBe(200);
  const checked = await postJson('/api/abo/mail/v1/public/checkAuthenticationNumber', {
    email,
    purpose: 'SIGNUP',
    authNumber: await mailedCode(ctx, email)
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json().data.verificationToken;
}

/** A sign-up body for a customer without referrer, carrying the social token to link. */
/** The browser cookie that owns each sign-up verification. */
const idvCookies = new Map<string, string>();
let people = 0;

async function registration(loginId: string, email: string, socialToken: string) {
  people += 1;
  const { requestId, cookie } = await sandboxVerification(ctx, {
    purpose: 'SIGNUP',
    person: { name: '이준호', mobile: '01098765432', birth: `1980010${people}` }
  });
  idvCookies.set(requestId, cookie);
  return {
    certificationRequestId: requestId,
    userType: 'NON_REF_CUSTOMER',
    loginId,
    password: 'Newbie123!',
    passwordConfirm: 'Newbie123!',
    lastName: '이',
    firstName: '준호',
    email,
    emailVerificationToken: await verifiedEmail(email),
    mobileNumber: '01098765432',
    agreements: { SERVICE: true, PRIVACY: true, AGE_14: true },
    socialToken
  };
}

describe('GET /api/oauth/social/kakao/authorize', () => {
  it('[302] sends the browser to the provider with state, PKCE and a Lax binding cookie', async () => {
    const response = await get('/api/oauth/social/kakao/authorize');
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string, 'http://localhost:80');
    expect(url.pathname).toBe('/__sandbox/kakao/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(ctx.config.kakao.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/api/oauth/social/kakao/callback');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // The client secret never goes to the browser.
    expect(response.headers.location).not.toContain('client_secret');
    expect(cookieOf(response, 'mall_sso')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/oauth/social'
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('[400] an unknown provider', async () => {
    expect((await get('/api/oauth/social/line/authorize')).statusCode).toBe(400);
  });
});

describe('Kakao sign-in through the sandbox', () => {
  it('[302] a linked member is signed in: refresh cookie, then the asked same-origin path', async () => {
    const member = await createMember(ctx);
    const kakaoId = nextKakaoId();
    await link(member, kakaoId);
    const response = await kakaoLogin({ persona: 'verified', kakao_id: kakaoId }, '/mypage?tab=orders');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/mypage?tab=orders');
    const refresh = cookieOf(response, 'mall_rt');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/oauth' });
    // The storefront restores the session from the cookie as after any login.
    const restored = await tokenRequest(
      ctx,
      { grant_type: 'refresh_token' },
      { cookie: `mall_rt=${refresh!.value}` }
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const valid = await get('/api/v1/etc/auth/token/valid', {
      authorization: `Bearer ${restored.json().access_token}`
    });
    expect(valid.json().data.userSeqNo).toBe(member.userSeqNo);
  });

  it('[302] an unsafe redirect is dropped for Home', async () => {
    const member = await createMember(ctx);
    const kakaoId = nextKakaoId();
    await link(member, kakaoId);
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/api/oauth/token'
    ]) {
      const response = await kakaoLogin({ persona: 'verified', kakao_id: kakaoId }, redirect);
      expect(response.headers.location, redirect).toBe('/');
    }
  });

  it('[302] a withdrawn or locked linked member is refused with the token call code', async () => {
    // Locks are time-limited (docs/decisions/041): this one has a quarter of an hour to go.
    const locked = await createMember(ctx, {
      status: 'LOCK_LOGIN_PASSWORD_FAIL',
      lockedUntil: new Date(Date.now() + 15 * 60_000)
    });
    const kakaoId = nextKakaoId();
    await link(locked, kakaoId);
    const response = await kakaoLogin({ persona: 'verified', kakao_id: kakaoId });
    expect(response.headers.location).toBe('/login?socialError=1102');
    expect(cookieOf(response, 'mall_rt')).toBeUndefined();
  });

  it('[302] an unlinked visitor goes to social sign-up with only an opaque socialToken in the fragment', async () => {
    const response = await kakaoLogin({
      persona: 'verified',
      kakao_id: nextKakaoId(),
      email: 'nobody.here@example.com'
    });
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/signup\/selectType\?social=KAKAO#socialToken=[A-Za-z0-9_-]{43}$/);
    expect(location).not.toContain('example.com');
    expect(cookieOf(response, 'mall_rt')).toBeUndefined();
    const profile = await postJson('/api/oauth/social/profile', { socialToken: socialTokenOf(location) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      serviceType: 'KAKAO',
      email: 'nobody.here@example.com',
      name: '김민지',
      isEmailVerified: true,
      linkable: false
    });
  });

  it('[302] cancel on the consent page → /login?socialError=LOG_KakaoFailed', async () => {
    const started = await startLogin();
    const back = await consent(started.location, { outcome: 'cancel', persona: 'verified' });
    expect(back).toContain('error=access_denied');
    const response = await callback(back, started.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?socialError=LOG_KakaoFailed');
    expect(cookieOf(response, 'mall_rt')).toBeUndefined();
  });
});

describe('state and code are single-use and bound', () => {
  it('refuses a forged state, a missing binding cookie and another browser', async () => {
    const started = await startLogin();
    const back = await consent(started.location, { persona: 'verified', outcome: 'agree' });
    const forged = new URL(back);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect((await callback(forged.toString(), started.cookie)).headers.location).toBe(
      '/login?socialError=LOG_KakaoFailed'
    );
    const other = await startLogin();
    expect((await callback(back, other.cookie)).headers.location).toBe('/login?socialError=LOG_KakaoFailed');
    // That attempt spent the state: even the right browser cannot use it now.
    expect((await callback(back, started.cookie)).headers.location).toBe(
      '/login?socialError=LOG_KakaoFailed'
    );
    const fresh = await startLogin();
    const backAgain = await consent(fresh.location, { persona: 'verified', outcome: 'agree' });
    expect((await callback(backAgain, null)).headers.location).toBe('/login?socialError=LOG_KakaoFailed');
  });

  it('refuses a replayed callback (state used once)', async () => {
    const started = await startLogin();
    const back = await consent(started.location, {
      persona: 'unverified',
      kakao_id: nextKakaoId(),
      outcome: 'agree'
    });
    const first = await callback(back, started.cookie);
    expect(first.headers.location).toMatch(/^\/signup\/selectType/);
    const again = await callback(back, started.cookie);
    expect(again.headers.location).toBe('/login?socialError=LOG_KakaoFailed');
  });

  it('refuses a replayed code under a fresh state (the provider says KOE320)', async () => {
    const first = await startLogin();
    const back = await consent(first.location, {
      persona: 'unverified',
      kakao_id: nextKakaoId(),
      outcome: 'agree'
    });
    expect((await callback(back, first.cookie)).headers.location).toMatch(/^\/signup\/selectType/);
    const second = await startLogin();
    const replay = new URL(back);
    replay.searchParams.set(
      'state',
      new URL(second.location, 'http://localhost:80').searchParams.get('state')!
    );
    expect((await callback(replay.toString(), second.cookie)).headers.location).toBe(
      '/login?socialError=LOG_KakaoFailed'
    );
  });
});

describe('accounts are never linked by e-mail alone', () => {
  it('an unverified Kakao address of an existing member → sign-up, not linkable, link-confirmation refused', async () => {
    const member = await createMember(ctx);
    const response = await kakaoLogin({
      persona: 'unverified',
      kakao_id: nextKakaoId(),
      email: member.email!
    });
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/signup\/selectType\?social=KAKAO#/);
    const socialToken = socialTokenOf(location);
    expect((await postJson('/api/oauth/social/profile', { socialToken })).json().data).toMatchObject({
      isEmailVerified: false,
      linkable: false
    });
    const confirm = await postJson(
      '/api/oauth/social/link',
      { socialToken, password: TEST_PASSWORD },
      { authorization: WEB_CLIENT }
    );
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().code).toBe('SOCIAL_LINK_NOT_ALLOWED');
    expect(
      await ctx.database.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userSeqNo, member.userSeqNo))
    ).toEqual([]);
  });

  it('a member without consent to the e-mail → sign-up with no address', async () => {
    const response = await kakaoLogin({ persona: 'no-email', kakao_id: nextKakaoId() });
    const socialToken = socialTokenOf(response.headers.location as string);
    expect((await postJson('/api/oauth/social/profile', { socialToken })).json().data).toMatchObject({
      email: null,
      isEmailVerified: false,
      linkable: false
    });
  });

  it('a verified address of an existing member → link-confirmation with the password once, then direct sign-in', async () => {
    const member = await createMember(ctx);
    const kakaoId = nextKakaoId();
    const response = await kakaoLogin(
      { persona: 'verified', kakao_id: kakaoId, email: member.email! },
      '/cart'
    );
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/login\?socialLink=KAKAO&redirect=%2Fcart#socialToken=/);
    expect(cookieOf(response, 'mall_rt')).toBeUndefined();
    const socialToken = socialTokenOf(location);
    // Not linked yet: the social grant refuses and says nothing personal.
    const early = await tokenRequest(ctx, {
      grant_type: 'social',
      token_social: socialToken,
      service_type: 'KAKAO'
    });
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('SOCIAL_NOT_LINKED');
    expect(early.body).not.toContain(member.email!);
    const wrong = await postJson(
      '/api/oauth/social/link',
      { socialToken, password: 'Wrong1234!' },
      { authorization: WEB_CLIENT }
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('1101');
    const noClient = await postJson('/api/oauth/social/link', { socialToken, password: TEST_PASSWORD });
    expect(noClient.json().code).toBe('invalid_client');
    const confirmed = await postJson(
      '/api/oauth/social/link',
      { socialToken, password: TEST_PASSWORD },
      { authorization: WEB_CLIENT }
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ token_type: 'Bearer' });
    expect(cookieOf(confirmed, 'mall_rt')).toBeDefined();
    const again = await postJson(
      '/api/oauth/social/link',
      { socialToken, password: TEST_PASSWORD },
      { authorization: WEB_CLIENT }
    );
    expect(again.json().code).toBe('SOCIAL_TOKEN_INVALID');
    const next = await kakaoLogin({ persona: 'verified', kakao_id: kakaoId, email: member.email! });
    expect(next.headers.location).toBe('/');
    expect(cookieOf(next, 'mall_rt')).toBeDefined();
  });
});

describe('social sign-up and grant_type=social', () => {
  it('[201] sign-up consumes the socialToken and links; the grant then signs in once', async () => {
    const response = await kakaoLogin({
      persona: 'unverified',
      kakao_id: nextKakaoId(),
      email: 'kakao.newbie@example.com'
    });
    const socialToken = socialTokenOf(response.headers.location as string);
    const email = 'kakao.newbie@example.com';
    const body = await registration('kakaonewbie', email, socialToken);
    const created = await postJson('/api/member/v1/public/register/init', body, {
      cookie: idvCookies.get(body.certificationRequestId)!
    });
    expect(created.statusCode, created.body).toBe(201);
    const userSeqNo = created.json().data.userSeqNo;
    const links = await ctx.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userSeqNo, userSeqNo));
    expect(links).toHaveLength(1);
    // The profile is not readable any more (linked), but the sign-in grant works once.
    expect((await postJson('/api/oauth/social/profile', { socialToken })).json().code).toBe(
      'SOCIAL_TOKEN_INVALID'
    );
    const granted = await tokenRequest(ctx, {
      grant_type: 'social',
      token_social: socialToken,
      service_type: 'KAKAO',
      auto_login: 'Y'
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(cookieOf(granted, 'mall_rt')?.expires).toBeDefined();
    const valid = await get('/api/v1/etc/auth/token/valid', {
      authorization: `Bearer ${granted.json().access_token}`
    });
    expect(valid.json().data.userSeqNo).toBe(userSeqNo);
    const replay = await tokenRequest(ctx, {
      grant_type: 'social',
      token_social: socialToken,
      service_type: 'KAKAO'
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('[401] an unknown socialToken; [400] a malformed one', async () => {
    const unknown = await tokenRequest(ctx, {
      grant_type: 'social',
      token_social: 'B'.repeat(43),
      service_type: 'KAKAO'
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SOCIAL_TOKEN_INVALID');
    const malformed = await tokenRequest(ctx, {
      grant_type: 'social',
      token_social: '{"email":"a@b.c"}',
      service_type: 'KAKAO'
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('[409] a sign-up with an already spent socialToken rolls back', async () => {
    const member = await createMember(ctx);
    const kakaoId = nextKakaoId();
    const response = await kakaoLogin({ persona: 'unverified', kakao_id: kakaoId });
    const socialToken = socialTokenOf(response.headers.location as string);
    await link(member, kakaoId);
    const email = 'kakao.twice@example.com';
    const body = await registration('kakaotwice', email, socialToken);
    const created = await postJson('/api/member/v1/public/register/init', body, {
      cookie: idvCookies.get(body.certificationRequestId)!
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('SOCIAL_ALREADY_LINKED');
    expect(
      (await postJson('/api/member/v1/public/findExistUserNickNm', { loginId: 'kakaotwice' })).json().data
        .duplicate
    ).toBe(false);
  });
});

describe('/mypage/sns: link and unlink', () => {
  async function startLink(access: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/social/kakao/authorize',
      headers: { authorization: `Bearer ${access}` },
      payload: {},
      remoteAddress: nextAddress()
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      location: response.json().data.url as string,
      cookie: `mall_sso=${cookieOf(response, 'mall_sso')!.value}`
    };
  }

  it('links through the same authorize flow, lists, and unlinks only the own account', async () => {
    const owner = await createMember(ctx);
    const other = await createMember(ctx);
    const { access } = await login(ctx, owner.loginId);
    const before = await get('/api/member/v1/users/sns', { authorization: `Bearer ${access}` });
    expect(before.json().data).toEqual([
      { serviceType: 'KAKAO', linked: false, linkedAt: null },
      { serviceType: 'NAVER', linked: false, linkedAt: null },
      { serviceType: 'APPLE', linked: false, linkedAt: null }
    ]);

    const kakaoId = nextKakaoId();
    const started = await startLink(access);
    const back = await consent(started.location, {
      persona: 'unverified',
      kakao_id: kakaoId,
      outcome: 'agree'
    });
    const done = await callback(back, started.cookie);
    expect(done.headers.location).toBe('/mypage/sns?linked=KAKAO');
    expect(cookieOf(done, 'mall_rt')).toBeUndefined();
    const after = await get('/api/member/v1/users/sns', { authorization: `Bearer ${access}` });
    expect(after.json().data[0]).toMatchObject({ serviceType: 'KAKAO', linked: true });

    // Now that Kakao account signs the owner in.
    expect((await kakaoLogin({ persona: 'unverified', kakao_id: kakaoId })).headers.location).toBe('/');

    // Another member cannot take it over, nor unlink it.
    const otherAccess = (await login(ctx, other.loginId)).access;
    const stolen = await startLink(otherAccess);
    const stolenBack = await consent(stolen.location, {
      persona: 'unverified',
      kakao_id: kakaoId,
      outcome: 'agree'
    });
    expect((await callback(stolenBack, stolen.cookie)).headers.location).toBe(
      '/mypage/sns?socialError=SOCIAL_ALREADY_LINKED'
    );
    const foreignDelete = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/member/v1/users/sns/kakao',
      headers: { authorization: `Bearer ${otherAccess}` }
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json().code).toBe('SOCIAL_LINK_NOT_FOUND');
    expect(
      (await get('/api/member/v1/users/sns', { authorization: `Bearer ${access}` })).json().data[0].linked
    ).toBe(true);

    const unlinked = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/member/v1/users/sns/kakao',
      headers: { authorization: `Bearer ${access}` }
    });
    expect(unlinked.statusCode).toBe(204);
    expect(
      (await get('/api/member/v1/users/sns', { authorization: `Bearer ${access}` })).json().data[0].linked
    ).toBe(false);
    expect((await kakaoLogin({ persona: 'unverified', kakao_id: kakaoId })).headers.location).toMatch(
      /^\/signup\/selectType/
    );
  });

  it('[401] needs a login', async () => {
    expect((await get('/api/member/v1/users/sns')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/member/v1/users/sns/kakao' })).statusCode
    ).toBe(401);
    const start = await postJson('/api/oauth/social/kakao/authorize', {});
    expect(start.statusCode).toBe(401);
  });
});

describe('the Kakao sandbox behaves like Kakao', () => {
  const tokenForm = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({
      method: 'POST',
      url: '/__sandbox/kakao/oauth/token',
      headers: { 'content-type': contentType },
      payload: contentType.startsWith('application/json')
        ? JSON.stringify(form)
        : new URLSearchParams(form).toString()
    });

  async function freshCode() {
    const started = await startLogin();
    const back = new URL(await consent(started.location, { persona: 'verified', outcome: 'agree' }));
    const authorize = new URL(started.location, 'http://localhost:80');
    return { code: back.searchParams.get('code')!, redirectUri: authorize.searchParams.get('redirect_uri')! };
  }

  it('shows KOE pages for a bad client_id or an unregistered redirect_uri, never redirecting', async () => {
    const badClient = await get(
      '/__sandbox/kakao/oauth/authorize?response_type=code&client_id=nope&redirect_uri=http%3A%2F%2Flocalhost%3A80%2Fapi%2Foauth%2Fsocial%2Fkakao%2Fcallback'
    );
    expect(badClient.statusCode).toBe(400);
    expect(badClient.body).toContain('KOE101');
    const badRedirect = await get(
      `/__sandbox/kakao/oauth/authorize?response_type=code&client_id=${ctx.config.kakao.clientId}&redirect_uri=https%3A%2F%2Fevil.example%2Fsteal`
    );
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.body).toContain('KOE006');
    // Another host with the right callback path is not this shop's callback either.
    const otherHost = await get(
      `/__sandbox/kakao/oauth/authorize?response_type=code&client_id=${ctx.config.kakao.clientId}&redirect_uri=https%3A%2F%2Fevil.example%2Fapi%2Foauth%2Fsocial%2Fkakao%2Fcallback`
    );
    expect(otherHost.statusCode).toBe(400);
    expect(otherHost.body).toContain('KOE006');
  });

  it('escapes everything and runs no script (CSP)', async () => {
    const started = await startLogin();
    const url = new URL(started.location, 'http://localhost:80');
    url.searchParams.set('state', '"><script>alert(1)</script>');
    const response = await get(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
  });

  it('token: form only, client secret checked, PKCE verified, codes single-use (KOE320)', async () => {
    const { code, redirectUri } = await freshCode();
    const base = {
      grant_type: 'authorization_code',
      client_id: ctx.config.kakao.clientId,
      redirect_uri: redirectUri,
      code
    };
    expect((await tokenForm(base, 'application/json')).statusCode).toBe(400);
    const badSecret = await tokenForm({ ...base, client_secret: 'wrong' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toMatchObject({ error: 'invalid_client' });
    // A wrong verifier spends the code, as a provider would.
    const badVerifier = await tokenForm({
      ...base,
      client_secret: await sandboxSecret(),
      code_verifier: 'x'.repeat(43)
    });
    expect(badVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    const replay = await tokenForm({
      ...base,
      client_secret: await sandboxSecret(),
      code_verifier: 'x'.repeat(43)
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant', error_code: 'KOE320' });
  });

  it('user/me: Bearer required (-401)', async () => {
    const none = await get('/__sandbox/kakao/v2/user/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ msg: 'this access token does not exist', code: -401 });
    const bad = await get('/__sandbox/kakao/v2/user/me', { authorization: 'Bearer nope' });
    expect(bad.json().code).toBe(-401);
  });
});

async function sandboxSecret(): Promise<string> {
  const { createAuthRepository } = await import('../src/modules/auth/auth.repository.ts');
  return createAuthRepository(ctx.database.db).secret('kakao-sandbox-client-secret');
}
