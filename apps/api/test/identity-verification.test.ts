import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/lib/password.ts';
import { createIdentityVerificationRepository } from '../src/modules/identity-verification/identity-verification.repository.ts';
import { createIdentityVerificationService } from '../src/modules/identity-verification/identity-verification.service.ts';
import { certificationRequests } from '../src/modules/identity-verification/identity-verification.table.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { createSandboxIdentity } from '../src/providers/identity-verification/sandbox-identity.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let ip = 0;
let counter = 0;
const BASE = '/api/member/certification/v1';
const CLIENT = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

const nextIp = () => {
  ip += 1;
  return `10.9.${Math.floor(ip / 250)}.${ip % 250}`;
};

type Auth = { cookie?: string | undefined; access?: string | undefined; remoteAddress?: string };

function call(method: 'GET' | 'POST', url: string, payload?: unknown, auth: Auth = {}) {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.access) headers.authorization = `Bearer ${auth.access}`;
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers,
    remoteAddress: auth.remoteAddress ?? nextIp()
  });
}

/** Posts a form the way a browser would (the vendor popup and its buttons). */
function form(url: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp()
  });
}

function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'mall_idv');
  expect(cookie, 'the browser-binding cookie').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api' });
  return `mall_idv=${cookie!.value}`;
}

async function memberSession() {
  counter += 1;
  const user = await createMemberRepository(ctx.database.db).insert({
    userNumber: String(3100000000 + counter),
    loginId: `certuser${counter}q`,
    email: `certuser${counter}q@example.com`,
    passwordHash: await hashSecret('Secret123!'),
    userType: 'BEAUTY_CONSUMER',
    lastName: '최',
    firstName: '유나'
  });
  const token = await ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: user.loginId,
      password: 'Secret123!'
    }).toString(),
    remoteAddress: nextIp()
  });
  expect(token.statusCode).toBe(200);
  return { user, access: token.json().access_token as string };
}

type Popup = { action: string; fields: Record<string, string>; width: number; height: number; name: string };

/** Storefront: start a public verification; answers the popup and the cookie. */
async function startPublic(body: Record<string, unknown> = {}) {
  const response = await call('POST', `${BASE}/public/authToken`, {
    cpCode: 'MOBILE',
    purpose: 'SIGNUP',
    ...body
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    data: response.json().data as { requestId: string; authToken: string; popup: Popup },
    cookie: cookieOf(response)
  };
}

/** The person in the sandbox popup: opens it, picks, and follows the vendor's redirect. Answers the redirect URL. */
async function runPopup(popup: Popup, choice: Record<string, string>): Promise<string> {
  const opened = await form(new URL(popup.action).pathname, popup.fields);
  expect(opened.statusCode).toBe(200);
  expect(opened.body).toContain('본인확인');
  const completePath = /action="([^"]+\/complete)"/.exec(opened.body)?.[1];
  expect(completePath).toBeDefined();
  const { m: _m, ...sealed } = popup.fields;
  const done = await form(completePath!, { ...sealed, ...choice });
  expect(done.statusCode, done.body).toBe(303);
  return done.headers.location as string;
}

/** The popup lands on our return URL; answers what its page will post to the opener. */
async function land(location: string) {
  const url = new URL(location);
  const page = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: nextIp()
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<script src="/api/member/certification/v1/public/return.js"></script>');
  // The vendor's pages set no COOP: ours must match, or the popup loses its opener (ADR 043).
  expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const attribute = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(page.body)?.[1];
  return {
    requestId: attribute('request-id'),
    ok: attribute('ok'),
    retCd: attribute('ret-cd'),
    fallback: attribute('fallback'),
    page
  };
}

const success = { outcome: 'success', persona: 'adult-male', carrier: 'KT' };

async function row(requestId: string) {
  const [found] = await ctx.database.db
    .select()
    .from(certificationRequests)
    .where(eq(certificationRequests.requestId, requestId));
  return found!;
}

describe('POST /api/member/certification/v1/public/authToken', () => {
  it('[200] mobile: start, sandbox popup, return page posts S000, result read by the same browser', async () => {
    const { data, cookie } = await startPublic({ nr: 'abc-123', retUrl: '/signup/enterInformation' });
    expect(data.requestId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data).toMatchObject({
      cpParam: data.requestId,
      nr: 'abc-123',
      certInfo: { cpCode: 'MOBILE', purpose: 'SIGNUP', provider: 'sandbox' }
    });
    expect(data.popup).toMatchObject({ name: 'idv', width: 500, height: 550, method: 'POST' });
    expect(data.popup.action).toMatch(/\/__sandbox\/identity\/CheckPlusSafeModel\/service\.cb$/);
    expect(Object.keys(data.popup.fields).sort()).toEqual([
      'enc_data',
      'integrity_value',
      'm',
      'token_version_id'
    ]);
    expect(data.popup.fields.token_version_id).toBe(data.authToken);

    const location = await runPopup(data.popup, success);
    expect(location).toMatch(
      /^http:\/\/localhost(:80)?\/api\/member\/certification\/v1\/public\/return\?token_version_id=/
    );
    const landed = await land(location);
    expect(landed).toMatchObject({ requestId: data.requestId, ok: 'true', retCd: 'S000' });
    expect(landed.fallback).toBe(`/signup/enterInformation?requestId=${data.requestId}&amp;retCd=S000`);
    expect(landed.page.body).not.toContain('이준호');
    expect(landed.page.headers['content-security-policy']).toContain("script-src 'self'");

    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      requestId: data.requestId,
      cpCode: 'MOBILE',
      purpose: 'SIGNUP',
      status: 'VERIFIED',
      retCd: 'S000',
      consumed: false,
      identity: {
        name: '이준호',
        birthDate: '1988-11-02',
        gender: 'MALE',
        nationality: 'LOCAL',
        mobileNumber: '01023456789',
        carrier: 'KT',
        cardCompany: null
      }
    });
    expect(read.json().data.txSn).toMatch(/^SBX/);
    expect(read.body).not.toMatch(/"ci|"di/i);
    const stored = await row(data.requestId);
    expect(stored.ciHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.diHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The spec's POST forms answer the same verified result.
    const info = await call(
      'POST',
      `${BASE}/public/private-info`,
      { encodeData: data.requestId },
      { cookie }
    );
    expect(info.json().data.identity.name).toBe('이준호');
    const result = await call(
      'POST',
      `${BASE}/public/result`,
      { cpParam: data.requestId, authToken: data.authToken },
      { cookie }
    );
    expect(result.statusCode).toBe(200);
    const wrongToken = await call(
      'POST',
      `${BASE}/public/result`,
      { cpParam: data.requestId, authToken: 'nope' },
      { cookie }
    );
    expect(wrongToken.json().code).toBe('CERT_REQUEST_NOT_FOUND');
  });

  it('[200] card (site-info): card company and a 430x725 popup, no mobile number', async () => {
    const response = await call('POST', `${BASE}/public/site-info`, {
      cpCode: 'CARD',
      purpose: 'FIND_ACCOUNT',
      successUrl: '/findAccount',
      errorUrl: '/findAccount?fail=1'
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { requestId: string; reqUrl: string; encData: string; popup: Popup };
    expect(data.reqUrl).toBe(data.popup.action);
    expect(data.encData).toBe(data.popup.fields.enc_data);
    expect(data.popup).toMatchObject({ width: 430, height: 725 });
    const cookie = cookieOf(response);
    const picker = await form(new URL(data.popup.action).pathname, data.popup.fields);
    expect(picker.body).toContain('카드 본인확인');
    expect(picker.body).toContain('name="cardco"');
    const landed = await land(
      await runPopup(data.popup, { outcome: 'success', persona: 'adult-female', cardco: 'SHINHAN' })
    );
    expect(landed).toMatchObject({
      requestId: data.requestId,
      ok: 'true',
      retCd: 'S000',
      fallback: `/findAccount?requestId=${data.requestId}&amp;retCd=S000`
    });
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data.identity).toMatchObject({
      name: '김민지',
      cardCompany: 'SHINHAN',
      mobileNumber: null,
      carrier: null,
      gender: 'FEMALE'
    });
  });

  it('[200] the tester may override the persona; a bad override is refused in the popup', async () => {
    const { data, cookie } = await startPublic();
    const { m: _m, ...sealed } = data.popup.fields;
    const bad = await form('/__sandbox/identity/CheckPlusSafeModel/complete', {
      ...sealed,
      ...success,
      birth: '19991340'
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Birth date must be YYYYMMDD');
    const { m: _unused, ...sealedAgain } = data.popup.fields;
    const markup = await form('/__sandbox/identity/CheckPlusSafeModel/complete', {
      ...sealedAgain,
      ...success,
      name: '<b>홍길동</b>'
    });
    expect(markup.statusCode).toBe(400);
    expect(markup.body).toContain('value="&lt;b&gt;홍길동&lt;/b&gt;"');
    const again = await startPublic();
    await land(
      await runPopup(again.data.popup, {
        ...success,
        name: '홍길동',
        birth: '20000101',
        mobile: '01099998888'
      })
    );
    const read = await call('GET', `${BASE}/public/result/${again.data.requestId}`, undefined, {
      cookie: again.cookie
    });
    expect(read.json().data.identity).toMatchObject({
      name: '홍길동',
      birthDate: '2000-01-01',
      mobileNumber: '01099998888'
    });
    expect(cookie).toBeTruthy();
  });

  it('[400] names the offending fields', async () => {
    const response = await call('POST', `${BASE}/public/authToken`, {
      cpCode: 'FAX',
      retUrl: '//evil.example/x',
      nr: 'has space'
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const fields = (response.json().fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['cpCode', 'nr', 'purpose', 'retUrl']);
    const read = await call('GET', `${BASE}/public/result/short`);
    expect(read.json().fields[0]).toMatchObject({ field: 'requestId' });
  });

  it('[403] a member-only purpose cannot be started publicly', async () => {
    const response = await call('POST', `${BASE}/public/authToken`, {
      cpCode: 'MOBILE',
      purpose: 'CARD_PASSWORD_RESET'
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CERT_PURPOSE_NOT_ALLOWED');
  });

  it('[429] starting is rate-limited per client', async () => {
    const remoteAddress = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (
          await call(
            'POST',
            `${BASE}/public/authToken`,
            { cpCode: 'MOBILE', purpose: 'SIGNUP' },
            { remoteAddress }
          )
        ).statusCode
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('RATE_LIMIT_ROUTE_SCALE', () => {
  it('[429] multiplies the strict per-route limits (here 20 starts a client becomes 40)', async () => {
    const scaled = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '2' } });
    try {
      const start = () =>
        scaled.app.inject({
          method: 'POST',
          url: `${BASE}/public/authToken`,
          payload: { cpCode: 'MOBILE', purpose: 'SIGNUP' },
          remoteAddress: '10.250.0.2'
        });
      const statuses: number[] = [];
      for (let i = 0; i < 41; i += 1) statuses.push((await start()).statusCode);
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});

describe('GET|POST /api/member/certification/v1/public/return', () => {
  it('[200] cancel and failure post ERROR and leave no person to read', async () => {
    for (const [outcome, status, refusal] of [
      ['cancel', 'CANCELED', 'CERT_NOT_VERIFIED'],
      ['fail', 'FAILED', 'CERT_NOT_VERIFIED'],
      ['timeout', 'EXPIRED', 'CERT_EXPIRED']
    ] as const) {
      const { data, cookie } = await startPublic({ retUrl: '/signup/selectType' });
      const landed = await land(
        await runPopup(data.popup, { outcome, persona: 'adult-male', carrier: 'SKT' })
      );
      expect(landed, outcome).toMatchObject({ requestId: data.requestId, ok: 'false', retCd: 'ERROR' });
      expect(landed.fallback).toContain('retCd=ERROR');
      const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
      expect(read.json().data).toMatchObject({ status, retCd: 'ERROR', identity: null });
      const info = await call(
        'POST',
        `${BASE}/public/private-info`,
        { encodeData: data.requestId },
        { cookie }
      );
      expect(info.json().code).toBe(refusal);
    }
  });

  it('[200] a vendor POST callback works like the GET one', async () => {
    const { data, cookie } = await startPublic();
    const url = new URL(await runPopup(data.popup, success));
    const page = await form(url.pathname, Object.fromEntries(url.searchParams));
    expect(page.body).toContain('data-ret-cd="S000"');
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data.status).toBe('VERIFIED');
  });

  it('[200] a tampered result is refused and changes nothing', async () => {
    const { data, cookie } = await startPublic();
    const url = new URL(await runPopup(data.popup, success));
    const enc = url.searchParams.get('enc_data')!;
    const flipped = new URL(url);
    flipped.searchParams.set('enc_data', `${enc.slice(0, 20)}${enc[20] === 'A' ? 'B' : 'A'}${enc.slice(21)}`);
    const forged = await land(flipped.toString());
    expect(forged).toMatchObject({ requestId: '', ok: 'false', retCd: 'ERROR' });
    const noIntegrity = new URL(url);
    noIntegrity.searchParams.delete('integrity_value');
    expect((await land(noIntegrity.toString())).retCd).toBe('ERROR');
    // Another request's sealed result cannot complete this one.
    const other = await startPublic();
    const swapped = new URL(url);
    swapped.searchParams.set('token_version_id', other.data.authToken);
    expect((await land(swapped.toString())).retCd).toBe('ERROR');
    expect((await row(data.requestId)).status).toBe('PENDING');
    expect((await row(other.data.requestId)).status).toBe('PENDING');
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data).toMatchObject({ status: 'PENDING', retCd: null, identity: null });
    // The genuine callback still works afterwards.
    expect((await land(url.toString())).retCd).toBe('S000');
  });

  it('[200] a replayed result is refused; the first one stands', async () => {
    const { data, cookie } = await startPublic();
    const location = await runPopup(data.popup, success);
    expect((await land(location)).retCd).toBe('S000');
    const replay = await land(location);
    expect(replay).toMatchObject({ requestId: data.requestId, ok: 'false', retCd: 'ERROR' });
    // A second, different answer for the same request (e.g. a cancel) cannot overwrite it either.
    expect((await land(await runPopup(data.popup, { outcome: 'cancel' }))).retCd).toBe('ERROR');
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data).toMatchObject({ status: 'VERIFIED', identity: { name: '이준호' } });
  });

  it('[200] a request completed after its ten minutes is refused and marked expired', async () => {
    const { data, cookie } = await startPublic();
    const location = await runPopup(data.popup, success);
    await ctx.database.db
      .update(certificationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificationRequests.requestId, data.requestId));
    expect((await land(location)).retCd).toBe('ERROR');
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data).toMatchObject({ status: 'EXPIRED', identity: null });
  });

  it('[200] serves the result script as a file', async () => {
    const script = await call('GET', `${BASE}/public/return.js`);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('opener.postMessage(message, window.location.origin)');
    expect(script.body).not.toContain("'*'");
  });

  it('[400] the sandbox popup refuses a request it did not seal', async () => {
    const { data } = await startPublic();
    const page = await form(new URL(data.popup.action).pathname, {
      ...data.popup.fields,
      integrity_value: 'x'
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Invalid request');
  });
});

describe('member endpoints: POST /authToken, GET /result/:requestId, POST /private-info', () => {
  it('[200] a member verifies for a member purpose and reads it with the access token', async () => {
    const { access } = await memberSession();
    const start = await call(
      'POST',
      `${BASE}/authToken`,
      { cpCode: 'MOBILE', purpose: 'CARD_PASSWORD_RESET' },
      { access }
    );
    expect(start.statusCode).toBe(200);
    expect(start.cookies.find((c) => c.name === 'mall_idv')).toBeUndefined();
    const data = start.json().data as { requestId: string; popup: Popup };
    expect((await land(await runPopup(data.popup, success))).retCd).toBe('S000');
    const read = await call('GET', `${BASE}/result/${data.requestId}`, undefined, { access });
    expect(read.json().data).toMatchObject({ status: 'VERIFIED', identity: { name: '이준호' } });
    const info = await call('POST', `${BASE}/private-info`, { encodeData: data.requestId }, { access });
    expect(info.statusCode).toBe(200);
  });

  it('[401] member endpoints need a login', async () => {
    const start = await call('POST', `${BASE}/authToken`, { cpCode: 'MOBILE', purpose: 'CHANGE_INFO' });
    expect(start.statusCode).toBe(401);
    const read = await call('GET', `${BASE}/result/${'a'.repeat(32)}`);
    expect(read.statusCode).toBe(401);
  });

  it('[404] another member, another browser or the other variant cannot read it', async () => {
    const owner = await memberSession();
    const stranger = await memberSession();
    const start = await call(
      'POST',
      `${BASE}/authToken`,
      { cpCode: 'MOBILE', purpose: 'CHANGE_INFO' },
      { access: owner.access }
    );
    const data = start.json().data as { requestId: string; popup: Popup };
    await land(await runPopup(data.popup, success));
    for (const response of [
      await call('GET', `${BASE}/result/${data.requestId}`, undefined, { access: stranger.access }),
      await call('POST', `${BASE}/private-info`, { encodeData: data.requestId }, { access: stranger.access }),
      await call('GET', `${BASE}/public/result/${data.requestId}`)
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CERT_REQUEST_NOT_FOUND');
    }

    const guest = await startPublic();
    await land(await runPopup(guest.data.popup, success));
    const otherBrowser = (await startPublic()).cookie;
    for (const response of [
      await call('GET', `${BASE}/public/result/${guest.data.requestId}`, undefined, { cookie: otherBrowser }),
      await call('GET', `${BASE}/public/result/${guest.data.requestId}`),
      await call('GET', `${BASE}/result/${guest.data.requestId}`, undefined, { access: owner.access })
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('[410] a verified result expires', async () => {
    const { data, cookie } = await startPublic();
    await land(await runPopup(data.popup, success));
    await ctx.database.db
      .update(certificationRequests)
      .set({ resultExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificationRequests.requestId, data.requestId));
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.statusCode).toBe(410);
    expect(read.json().code).toBe('CERT_EXPIRED');
  });
});

describe('POST /api/member/certification/v1/public/nonMember/private-info', () => {
  it('[200] answers a guest-order verification and [403] refuses other purposes', async () => {
    const order = await startPublic({ purpose: 'GUEST_ORDER' });
    await land(await runPopup(order.data.popup, success));
    const ok = await call(
      'POST',
      `${BASE}/public/nonMember/private-info`,
      { encodeData: order.data.requestId },
      { cookie: order.cookie }
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.purpose).toBe('GUEST_ORDER');
    const signup = await startPublic({ purpose: 'SIGNUP' });
    await land(await runPopup(signup.data.popup, success));
    const refused = await call(
      'POST',
      `${BASE}/public/nonMember/private-info`,
      { encodeData: signup.data.requestId },
      { cookie: signup.cookie }
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CERT_PURPOSE_NOT_ALLOWED');
  });
});

describe('consumeVerification (service, for sign-up and recovery)', () => {
  const service = () =>
    createIdentityVerificationService({
      repository: createIdentityVerificationRepository(ctx.database.db),
      provider: createSandboxIdentity('unused-here').provider,
      hashKey: 'unused-here'
    });
  const browserKey = (cookie: string) => ({ userSeqNo: null, browserKey: cookie.replace('mall_idv=', '') });

  it('spends a result once, for its purpose and starter only', async () => {
    const { data, cookie } = await startPublic();
    await land(await runPopup(data.popup, success));
    const certification = service();
    const stranger = (await startPublic()).cookie;
    await expect(
      certification.consumeVerification(data.requestId, 'SIGNUP', browserKey(stranger))
    ).rejects.toMatchObject({ code: 'CERT_REQUEST_NOT_FOUND' });
    await expect(
      certification.consumeVerification(data.requestId, 'SIGNUP', { userSeqNo: 1, browserKey: null })
    ).rejects.toMatchObject({ code: 'CERT_REQUEST_NOT_FOUND' });
    await expect(
      certification.consumeVerification(data.requestId, 'FIND_ACCOUNT', browserKey(cookie))
    ).rejects.toMatchObject({ code: 'CERT_PURPOSE_NOT_ALLOWED' });
    const spent = await certification.consumeVerification(data.requestId, 'SIGNUP', browserKey(cookie));
    expect(spent).toMatchObject({
      name: '이준호',
      birthDate: '1988-11-02',
      mobileNumber: '01023456789',
      method: 'MOBILE'
    });
    expect(spent.ciHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(
      certification.consumeVerification(data.requestId, 'SIGNUP', browserKey(cookie))
    ).rejects.toMatchObject({ code: 'CERT_ALREADY_USED' });
    const read = await call('GET', `${BASE}/public/result/${data.requestId}`, undefined, { cookie });
    expect(read.json().data).toMatchObject({ consumed: true, identity: null });
  });

  it('refuses an unfinished or failed verification, and gives one person one CI hash', async () => {
    const certification = service();
    const pending = await startPublic();
    await expect(
      certification.consumeVerification(pending.data.requestId, 'SIGNUP', browserKey(pending.cookie))
    ).rejects.toMatchObject({ code: 'CERT_NOT_VERIFIED' });
    const first = await startPublic();
    await land(await runPopup(first.data.popup, { ...success, carrier: 'SKT' }));
    const second = await startPublic({ cpCode: 'CARD' });
    await land(
      await runPopup(second.data.popup, { outcome: 'success', persona: 'adult-male', cardco: 'BC' })
    );
    const a = await certification.consumeVerification(
      first.data.requestId,
      'SIGNUP',
      browserKey(first.cookie)
    );
    const b = await certification.consumeVerification(
      second.data.requestId,
      'SIGNUP',
      browserKey(second.cookie)
    );
    expect(a.ciHash).toBe(b.ciHash);
  });
});
