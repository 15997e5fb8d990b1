import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, socialPendingProfiles } from '../src/modules/social/social.table.ts';
import type { UserRow } from '../src/modules/member/member.repository.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, mailedCode, nextAddress, sandboxVerification, tokenRequest } from './members.ts';

let ctx: TestContext;
let serial = 0;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;
const cookieOf = (response: Inject, name: string) => response.cookies.find((c) => c.name === name);
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:80');
  return `${url.pathname}${url.search}`;
};
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
}
function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: nextAddress()
  });
}
function postJson(url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
}

const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      unescape(m[2]!)
    ])
  );

async function startLogin(provider: 'naver' | 'apple', redirect?: string) {
  const response = await get(
    `/api/oauth/social/${provider}/authorize${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
  );
  expect(response.statusCode, response.body).toBe(302);
  const cookie = cookieOf(response, 'mall_sso');
  expect(cookie).toBeDefined();
  return { location: response.headers.location as string, cookie: `mall_sso=${cookie!.value}` };
}

async function link(provider: 'NAVER' | 'APPLE', member: UserRow, providerUserId: string) {
  await ctx.database.db
    .insert(socialAccounts)
    .values({ provider, providerUserId, userSeqNo: member.userSeqNo });
}

const socialTokenOf = (location: string) => {
  const token = /#socialToken=([A-Za-z0-9_-]{43})$/.exec(location)?.[1];
  expect(token, location).toBeDefined();
  return token!;
};

describe('Naver Login through the sandbox', () => {
  async function consent(authorizeUrl: string, choice: Record<string, string>) {
    const page = await get(authorizeUrl);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    const submitted = await postForm('/__sandbox/naver/oauth2.0/authorize/consent', {
      ...hiddenInputs(page.body),
      ...choice
    });
    expect(submitted.statusCode, submitted.body).toBe(302);
    return submitted.headers.location as string;
  }
  async function naverLogin(choice: Record<string, string>, redirect?: string) {
    const started = await startLogin('naver', redirect);
    const back = await consent(started.location, { outcome: 'agree', ...choice });
    return { back, started, response: await get(pathOf(back), { cookie: started.cookie }) };
  }

  it('[302] authorize: client id, our callback and a state; no secret, no PKCE', async () => {
    const { location } = await startLogin('naver');
    const url = new URL(location, 'http://localhost:80');
    expect(url.pathname).toBe('/__sandbox/naver/oauth2.0/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(ctx.config.naver.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/api/oauth/social/naver/callback');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(location).not.toContain('secret');
  });

  it('[302] a new visitor lands on /signup/naver/signupResult with a socialToken; the profile prefills sign-up', async () => {
    const { response } = await naverLogin({ persona: 'full', naver_id: unique('nv') });
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/signup\/naver\/signupResult\?social=NAVER#socialToken=[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(response, 'mall_rt')).toBeUndefined();
    const profile = await postJson('/api/oauth/social/profile', { socialToken: socialTokenOf(location) });
    expect(profile.json().data).toMatchObject({
      serviceType: 'NAVER',
      email: 'naver.full@example.com',
      name: '정하늘',
      lastName: '정',
      firstName: '하늘',
      // Naver has no verified-e-mail flag: never trusted for linking.
      isEmailVerified: false,
      linkable: false
    });
  });

  it('[302] never offers link-confirmation by a Naver address, even one a member has', async () => {
    const member = await createMember(ctx);
    const { response } = await naverLogin({ persona: 'full', naver_id: unique('nv'), email: member.email! });
    expect(response.headers.location).toMatch(/^\/signup\/naver\/signupResult\?social=NAVER#/);
  });

  it('[302] a linked member is signed in and sent to the asked path', async () => {
    const member = await createMember(ctx);
    const naverId = unique('nv');
    await link('NAVER', member, naverId);
    const { response } = await naverLogin({ persona: 'no-email', naver_id: naverId }, '/mypage');
    expect(response.headers.location).toBe('/mypage');
    expect(cookieOf(response, 'mall_rt')).toMatchObject({ httpOnly: true });
  });

  it('[302] a state from another browser, and a replayed callback, are refused with LOG_NaverFailed', async () => {
    const started = await startLogin('naver');
    const back = await consent(started.location, {
      outcome: 'agree',
      persona: 'full',
      naver_id: unique('nv')
    });
    const foreign = await get(pathOf(back), { cookie: `mall_sso=${'x'.repeat(43)}` });
    expect(foreign.headers.location).toBe('/login?socialError=LOG_NaverFailed');
    // The state was spent by that attempt: the right browser cannot use it afterwards either.
    const replay = await get(pathOf(back), { cookie: started.cookie });
    expect(replay.headers.location).toBe('/login?socialError=LOG_NaverFailed');
    const missing = await get(pathOf(back));
    expect(missing.headers.location).toBe('/login?socialError=LOG_NaverFailed');
  });

  it('[302] cancel on the consent page → error=access_denied → /login?socialError=LOG_NaverFailed', async () => {
    const started = await startLogin('naver');
    const back = await consent(started.location, { outcome: 'cancel', persona: 'full' });
    const url = new URL(back);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBeTruthy();
    const response = await get(pathOf(back), { cookie: started.cookie });
    expect(response.headers.location).toBe('/login?socialError=LOG_NaverFailed');
  });

  it('sandbox: refusals of the token call are HTTP 200 with an error key; profile errors use resultcode', async () => {
    const started = await startLogin('naver');
    const back = new URL(await consent(started.location, { outcome: 'agree', persona: 'full' }));
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const wrongSecret = await postForm('/__sandbox/naver/oauth2.0/token', {
      grant_type: 'authorization_code',
      client_id: ctx.config.naver.clientId,
      client_secret: 'not-the-secret',
      code,
      state
    });
    expect(wrongSecret.statusCode).toBe(200);
    expect(wrongSecret.json().error).toBe('invalid_request');
    // The client was refused before the code was looked at: the real callback still works, once.
    const callback = await get(pathOf(back.toString()), { cookie: started.cookie });
    expect(callback.headers.location).toMatch(/^\/signup\/naver\/signupResult/);
    const secret = await createAuthRepository(ctx.database.db).secret('naver-sandbox-client-secret');
    const reused = await get(
      `/__sandbox/naver/oauth2.0/token?${new URLSearchParams({ grant_type: 'authorization_code', client_id: ctx.config.naver.clientId, client_secret: secret, code, state }).toString()}`
    );
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({
      error: 'invalid_request',
      error_description: 'no valid data in session'
    });
    const noHeader = await get('/__sandbox/naver/v1/nid/me');
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json()).toEqual({ resultcode: '028', message: 'Authentication header not exists' });
    const bad = await get('/__sandbox/naver/v1/nid/me', { authorization: 'Bearer nope' });
    expect(bad.json().resultcode).toBe('024');
  });

  it('sandbox: authorize without state, or with a foreign callback, is an error page, not a redirect', async () => {
    const base = `/__sandbox/naver/oauth2.0/authorize?response_type=code&client_id=${ctx.config.naver.clientId}`;
    const noState = await get(
      `${base}&redirect_uri=${encodeURIComponent('http://localhost:80/api/oauth/social/naver/callback')}`
    );
    expect(noState.statusCode).toBe(400);
    const foreign = await get(
      `${base}&state=s&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
  });

  it('social sign-up: register links the Naver account, then grant_type=social signs in once', async () => {
    const naverId = unique('nv');
    const { response } = await naverLogin({ persona: 'full', naver_id: naverId });
    const socialToken = socialTokenOf(response.headers.location as string);
    const loginId = unique('nvjoin');
    const email = `${loginId}@example.com`;
    await postJson('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' });
    const checked = await postJson('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'SIGNUP',
      authNumber: await mailedCode(ctx, email)
    });
    // Sign-up needs the person verified (docs/decisions/018), in this "browser".
    const { requestId, cookie } = await sandboxVerification(ctx, {
      purpose: 'SIGNUP',
      person: { name: '정하늘', mobile: '01055556666', birth: '19910305' }
    });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/v1/public/register/init',
      headers: { cookie },
      remoteAddress: nextAddress(),
      payload: {
        certificationRequestId: requestId,
        userType: 'NON_REF_CUSTOMER',
        loginId,
        password: 'Newbie123!',
        passwordConfirm: 'Newbie123!',
        lastName: '정',
        firstName: '하늘',
        email,
        emailVerificationToken: checked.json().data.verificationToken,
        mobileNumber: '01055556666',
        agreements: { SERVICE: true, PRIVACY: true, AGE_14: true },
        socialToken
      }
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const grant = { grant_type: 'social', token_social: socialToken, service_type: 'NAVER' };
    const signedIn = await tokenRequest(ctx, grant);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await tokenRequest(ctx, grant)).json().code).toBe('SOCIAL_TOKEN_INVALID');
    // And the next Naver login signs that member in.
    const again = await naverLogin({ persona: 'full', naver_id: naverId });
    expect(again.response.headers.location).toBe('/');
  });
});

describe('Sign in with Apple through the sandbox (form_post)', () => {
  /** The sandbox consent → the auto-submitting page's fields (what Apple posts to our callback). */
  async function consent(authorizeUrl: string, choice: Record<string, string>) {
    const page = await get(authorizeUrl);
    expect(page.statusCode, page.body).toBe(200);
    const submitted = await postForm('/__sandbox/apple/auth/authorize/consent', {
      ...hiddenInputs(page.body),
      ...choice
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.body).toContain('action="http://localhost:80/api/oauth/social/apple/callback"');
    expect(submitted.headers['content-security-policy']).toContain("script-src 'self'");
    return hiddenInputs(submitted.body);
  }
  /** Apple's cross-site POST (no cookie on it), then the browser follows the 303 with its cookie. */
  async function postBack(fields: Record<string, string>, cookie: string | null) {
    const posted = await postForm('/api/oauth/social/apple/callback', fields);
    expect(posted.statusCode, posted.body).toBe(303);
    const next = posted.headers.location as string;
    if (!next.startsWith('/api/')) return { posted, response: posted };
    return { posted, response: await get(next, cookie ? { cookie } : {}) };
  }
  async function appleLogin(choice: Record<string, string>, redirect?: string) {
    const started = await startLogin('apple', redirect);
    const fields = await consent(started.location, { outcome: 'agree', ...choice });
    return { fields, ...(await postBack(fields, started.cookie)) };
  }

  it('[302] authorize: form_post, code id_token, name email scope, state and nonce', async () => {
    const { location } = await startLogin('apple');
    const url = new URL(location, 'http://localhost:80');
    expect(url.pathname).toBe('/__sandbox/apple/auth/authorize');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('response_type')).toBe('code id_token');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('client_id')).toBe(ctx.config.apple.clientId);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('[303→302] a new person: posted code/id_token/state/user, then sign-up with the split name', async () => {
    const sub = unique('apl');
    const { fields, posted, response } = await appleLogin({ persona: 'share', sub });
    expect(Object.keys(fields).sort()).toEqual(['code', 'id_token', 'state', 'user']);
    expect(JSON.parse(fields.user!)).toMatchObject({ name: { firstName: '지우', lastName: '한' } });
    expect(posted.headers.location).toBe(`/api/oauth/social/apple/callback?state=${fields.state}`);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/signup\/selectType\?social=APPLE#socialToken=[A-Za-z0-9_-]{43}$/);
    const profile = await postJson('/api/oauth/social/profile', { socialToken: socialTokenOf(location) });
    expect(profile.json().data).toMatchObject({
      serviceType: 'APPLE',
      email: 'apple.share@example.com',
      lastName: '한',
      firstName: '지우',
      isEmailVerified: true
    });
    // Apple sends `user` on the first consent only.
    const second = await appleLogin({ persona: 'share', sub });
    expect(second.fields.user).toBeUndefined();
    expect(second.response.headers.location).toMatch(/^\/signup\/selectType\?social=APPLE#/);
  });

  it('[302] a linked member is signed in', async () => {
    const member = await createMember(ctx);
    const sub = unique('apl');
    await link('APPLE', member, sub);
    const { response } = await appleLogin({ persona: 'hide', sub }, '/mypage');
    expect(response.headers.location).toBe('/mypage');
    expect(cookieOf(response, 'mall_rt')).toBeDefined();
  });

  it('[302] a verified Apple address of an existing member offers link-confirmation', async () => {
    const member = await createMember(ctx);
    const { response } = await appleLogin({ persona: 'share', sub: unique('apl'), email: member.email! });
    expect(response.headers.location).toMatch(/^\/login\?socialLink=APPLE#socialToken=/);
  });

  it('state binding survives the cross-site POST: another browser, a replay and a second post are refused', async () => {
    const started = await startLogin('apple');
    const fields = await consent(started.location, {
      outcome: 'agree',
      persona: 'share',
      sub: unique('apl')
    });
    const { response: foreign } = await postBack(fields, `mall_sso=${'y'.repeat(43)}`);
    expect(foreign.headers.location).toBe('/login?socialError=LOG_AppleFailed');
    // Spent: neither the right browser nor a second post gets anywhere with it.
    const replay = await get(`/api/oauth/social/apple/callback?state=${fields.state}`, {
      cookie: started.cookie
    });
    expect(replay.headers.location).toBe('/login?socialError=LOG_AppleFailed');
    const second = await postForm('/api/oauth/social/apple/callback', fields);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/login?socialError=LOG_AppleFailed');
  });

  it('a GET without a prior post, or a post with an unknown state, fails', async () => {
    const started = await startLogin('apple');
    const state = new URL(started.location, 'http://localhost').searchParams.get('state')!;
    const early = await get(`/api/oauth/social/apple/callback?state=${state}&code=forged`, {
      cookie: started.cookie
    });
    expect(early.headers.location).toBe('/login?socialError=LOG_AppleFailed');
    const unknown = await postForm('/api/oauth/social/apple/callback', { state: 'z'.repeat(43), code: 'c' });
    expect(unknown.headers.location).toBe('/login?socialError=LOG_AppleFailed');
  });

  it('[404] providers that redirect with GET take no POST callback', async () => {
    const response = await postForm('/api/oauth/social/kakao/callback', { state: 'x', code: 'y' });
    expect(response.statusCode).toBe(404);
  });

  it('cancel → error=user_cancelled_authorize → /login?socialError=LOG_AppleFailed', async () => {
    const started = await startLogin('apple');
    const fields = await consent(started.location, { outcome: 'cancel', persona: 'share' });
    expect(fields).toEqual({ state: expect.any(String), error: 'user_cancelled_authorize' });
    const { response } = await postBack(fields, started.cookie);
    expect(response.headers.location).toBe('/login?socialError=LOG_AppleFailed');
  });

  it.each(['wrong-aud', 'wrong-iss', 'expired', 'bad-signature', 'wrong-nonce'])(
    'an id_token with %s is refused (LOG_AppleFailed, nothing kept)',
    async (fault) => {
      const sub = unique('apl');
      const { response } = await appleLogin({ persona: 'share', sub, fault });
      expect(response.headers.location).toBe('/login?socialError=LOG_AppleFailed');
      const kept = await ctx.database.db.select().from(socialPendingProfiles);
      expect(kept.some((row) => row.providerUserId === sub)).toBe(false);
    }
  );

  it('sandbox token endpoint: a client secret not signed with the team key is invalid_client', async () => {
    const started = await startLogin('apple');
    const fields = await consent(started.location, { outcome: 'agree', persona: 'share' });
    const stranger = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: ctx.config.apple.keyId })
      .setIssuer(ctx.config.apple.teamId)
      .setSubject(ctx.config.apple.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(stranger.privateKey);
    const token = await postForm('/__sandbox/apple/auth/token', {
      client_id: ctx.config.apple.clientId,
      client_secret: forged,
      code: fields.code!,
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:80/api/oauth/social/apple/callback'
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ error: 'invalid_client' });
    // The client was refused before the code was looked at: the real flow still completes once.
    const { response } = await postBack(fields, started.cookie);
    expect(response.headers.location).toMatch(/^\/signup\/selectType\?social=APPLE#/);
    const keys = await get('/__sandbox/apple/auth/keys');
    expect(keys.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });

  it('sandbox authorize refuses response_mode=query with the email scope', async () => {
    const { location } = await startLogin('apple');
    const url = new URL(location, 'http://localhost:80');
    url.searchParams.set('response_mode', 'query');
    const page = await get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('form_post');
  });
});
