import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/member/member.table.ts';
import { certificationRequests } from '../src/modules/identity-verification/identity-verification.table.ts';
import type { NewUser } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, mailedCode, sandboxVerification, type SandboxPerson } from './members.ts';
import { createEmailVerificationRepository } from '../src/modules/email-verification/email-verification.repository.ts';

let ctx: TestContext;
let ip = 0;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

function post(url: string, payload: unknown, language = 'ko-KR', cookie?: string) {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.2.${Math.floor(ip / 250)}.${ip % 250}`
  });
}

const member = (overrides: Partial<NewUser> = {}) =>
  createMember(ctx, {
    userType: 'SOLE_PROPRIETORSHIP',
    lastName: '김',
    firstName: '서연',
    referralUserNumber: null,
    ...overrides
  });

async function verifiedEmail(email: string): Promise<string> {
  expect(
    (await post('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' })).statusCode
  ).toBe(200);
  const checked = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
    email,
    purpose: 'SIGNUP',
    authNumber: await mailedCode(ctx, email)
  });
  expect(checked.statusCode).toBe(200);
  return checked.json().data.verificationToken;
}

describe('POST /api/abo/mail/v1/public/sendAuthenticationMail and checkAuthenticationNumber', () => {
  it('[200] mails a code in the asked language and checks it once', async () => {
    const email = 'mailcheck@example.com';
    const sent = await post(
      '/api/abo/mail/v1/public/sendAuthenticationMail',
      { email: ' MailCheck@Example.com ', purpose: 'SIGNUP' },
      'en-US'
    );
    expect(sent.json().data).toEqual({ expiresInSeconds: 300 });
    const box = (
      await ctx.app.inject({ method: 'GET', url: `/__sandbox/mail?format=json&to=${email}` })
    ).json().data;
    expect(box[0].subject).toContain('verification code');
    const code = await mailedCode(ctx, email);
    const wrong = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'SIGNUP',
      authNumber: code === '000000' ? '111111' : '000000'
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_CODE_MISMATCH', data: { remaining: 4 } });
    const right = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'SIGNUP',
      authNumber: code
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.verificationToken.length).toBeGreaterThan(20);
    const replay = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'SIGNUP',
      authNumber: code
    });
    expect(replay.json().code).toBe('AUTH_CODE_EXPIRED');
  });

  it("[200] the sandbox mailbox shows one recipient's mail and never everybody's", async () => {
    await post('/api/abo/mail/v1/public/sendAuthenticationMail', {
      email: 'private@example.com',
      purpose: 'SIGNUP'
    });
    const all = await ctx.app.inject({ method: 'GET', url: '/__sandbox/mail?format=json' });
    expect(all.json().data).toEqual([]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/__sandbox/mail?format=json&to=private@example.com'
    });
    expect(mine.json().data).toHaveLength(1);
  });

  it('[429] MAIL_COOLDOWN when asked again within a minute', async () => {
    const email = 'cooldown@example.com';
    await post('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' });
    const again = await post('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'MAIL_COOLDOWN' });
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('[429] MAIL_DAILY_LIMIT after five codes or ten wrong tries for one address in a day', async () => {
    const repository = createEmailVerificationRepository(ctx.database.db);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    for (let i = 0; i < 5; i += 1) {
      await repository.insert({
        purpose: 'FIND_ACCOUNT',
        target: 'busy@example.com',
        codeHash: 'x$y',
        expiresAt: hoursAgo(i + 1),
        createdAt: hoursAgo(i + 2)
      });
    }
    const sixth = await post('/api/abo/mail/v1/public/sendAuthenticationMail', {
      email: 'busy@example.com',
      purpose: 'FIND_ACCOUNT'
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('MAIL_DAILY_LIMIT');

    await repository.insert({
      purpose: 'SIGNUP',
      target: 'guessed@example.com',
      codeHash: 'x$y',
      attempts: 10,
      expiresAt: hoursAgo(2),
      createdAt: hoursAgo(3)
    });
    await post('/api/abo/mail/v1/public/sendAuthenticationMail', {
      email: 'guessed@example.com',
      purpose: 'SIGNUP'
    });
    const code = await mailedCode(ctx, 'guessed@example.com');
    const check = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email: 'guessed@example.com',
      purpose: 'SIGNUP',
      authNumber: code
    });
    expect(check.json().code).toBe('MAIL_DAILY_LIMIT');
  });

  it('[400] five wrong codes spend the code', async () => {
    const email = 'guesser@example.com';
    await post('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'FIND_ACCOUNT' });
    const code = await mailedCode(ctx, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
        email,
        purpose: 'FIND_ACCOUNT',
        authNumber: wrongCode
      });
    }
    const late = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'FIND_ACCOUNT',
      authNumber: code
    });
    expect(late.json().code).toBe('AUTH_CODE_EXPIRED');
  });

  it('[400] refuses a malformed address or code with the spec keys', async () => {
    const bad = await post('/api/abo/mail/v1/public/sendAuthenticationMail', {
      email: 'no-at-sign',
      purpose: 'SIGNUP'
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'email', code: 'VA_EmailFormat' })]);
    const code = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email: 'a1b@example.com',
      purpose: 'SIGNUP',
      authNumber: '12ab56'
    });
    expect(code.json().fields[0]).toMatchObject({ field: 'authNumber', code: 'VA_AuthNumber' });
  });
});

describe('duplicate checks, referrer lookup and planner check', () => {
  it('[200] findExistUser and findExistUserNickNm answer case-insensitively', async () => {
    const existing = await member();
    const email = await post('/api/member/v1/public/findExistUser', { email: existing.email!.toUpperCase() });
    expect(email.json().data).toEqual({ duplicate: true });
    expect(
      (await post('/api/member/v1/public/findExistUser', { email: 'free@example.com' })).json().data.duplicate
    ).toBe(false);
    const id = await post('/api/member/v1/public/findExistUserNickNm', {
      loginId: existing.loginId.toUpperCase()
    });
    expect(id.json().data.duplicate).toBe(true);
    const invalid = await post('/api/member/v1/public/findExistUserNickNm', { loginId: 'no!' });
    expect(invalid.json().fields[0].code).toBe('UTI_Valid_LoginId');
  });

  it('[200] looks up an active planner by number; [404] anyone else', async () => {
    const planner = await member({ lastName: '최', firstName: '유나' });
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/member/v1/public/recommender/referral-number?userNumber=${planner.userNumber}`
    });
    expect(found.json().data).toEqual({ userNumber: planner.userNumber, lastName: '최', firstName: '유나' });
    const customer = await member({ userType: 'BEAUTY_CONSUMER' });
    for (const number of [customer.userNumber, '9999999999']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/member/v1/public/recommender/referral-number?userNumber=${number}`
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('REFERRER_NOT_FOUND');
    }
    const short = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/public/recommender/referral-number?userNumber=12'
    });
    expect(short.json().fields[0].code).toBe('VA_ReferrerLength');
  });

  it('[200] planner check: locked planners count as active, withdrawn ones do not', async () => {
    const active = await member();
    const locked = await member({ status: 'LOCK_LOGIN_PASSWORD_FAIL' });
    const gone = await member({ status: 'WITHDRAWN' });
    const check = (userNumber: string, userName = '김서연') =>
      post('/api/member/v1/public/plannerCheck', { userNumber, userName });
    expect((await check(active.userNumber)).json().data).toMatchObject({
      userId: active.userSeqNo,
      result: 'CHP_ActivePlanner'
    });
    expect((await check(locked.userNumber, '김 서연')).json().data.result).toBe('CHP_ActivePlanner');
    expect((await check(gone.userNumber)).json().data).toMatchObject({
      userStatus: 'WITHDRAWN',
      result: 'CHP_NonActivePlanner'
    });
    const wrongName = await check(active.userNumber, '홍길동');
    expect(wrongName.statusCode).toBe(404);
    const missing = await post('/api/member/v1/public/plannerCheck', { userNumber: '', userName: '' });
    expect(missing.json().fields.map((f: { code: string }) => f.code)).toEqual([
      'LOG_ValidId',
      'VA_EnterName'
    ]);
  });
});

/** The browser cookie that owns each sign-up verification (the register call must come from that browser). */
const owners = new Map<string, string>();

/** A distinct real date per call: the sandbox CI depends on name and birth date, so people stay distinct. */
function birthOf(n: number): string {
  return new Date(Date.UTC(1990, 0, 1 + n)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A SIGNUP verification of that person through the sandbox popup. */
async function verifiedPerson(person: SandboxPerson): Promise<string> {
  const { requestId, cookie } = await sandboxVerification(ctx, { purpose: 'SIGNUP', person });
  owners.set(requestId, cookie);
  return requestId;
}

/** POST register/init from the browser that verified the person. */
function register(body: Record<string, unknown>, cookie?: string) {
  const owner = cookie ?? owners.get(String(body.certificationRequestId)) ?? '';
  return post('/api/member/v1/public/register/init', body, 'ko-KR', owner);
}

describe('POST /api/member/v1/public/register/init', () => {
  async function form(overrides: Record<string, unknown> = {}, person: SandboxPerson = {}) {
    counter += 1;
    const email = `new${counter}@example.com`;
    const referrer = await member();
    const certificationRequestId = await verifiedPerson({
      name: '정하늘',
      mobile: '01098765432',
      birth: birthOf(counter),
      ...person
    });
    return {
      certificationRequestId,
      userType: 'BEAUTY_CONSUMER',
      loginId: `newbie${counter}`,
      password: 'Newbie123!',
      passwordConfirm: 'Newbie123!',
      lastName: '정',
      firstName: '하늘',
      email,
      emailVerificationToken: await verifiedEmail(email),
      mobileNumber: '01098765432',
      referralUserNumber: referrer.userNumber,
      agreements: { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: false },
      ...overrides
    };
  }

  it('[201] a shopping link’s cookie never replaces the typed referrer; headerPersonal offers its planner to pre-fill', async () => {
    const linkPlanner = await member();
    const body = await form();
    const shopCookie = `mall_shop_referrer=${linkPlanner.userNumber}`;
    // What the referrer step pre-fills for a visitor who came by the link.
    const header = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal/v1/users/public/headerPersonal',
      headers: { cookie: shopCookie }
    });
    expect(header.json().data).toMatchObject({
      state: 'SHOWN',
      mall: { userNumber: linkPlanner.userNumber }
    });
    // The visitor typed another planner: that one is the referrer, cookie or not.
    const owner = owners.get(String(body.certificationRequestId)) ?? '';
    const response = await register(body, `${owner}; ${shopCookie}`);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.database.db
      .select({ referrer: users.referralUserNumber })
      .from(users)
      .where(eq(users.userSeqNo, response.json().data.userSeqNo));
    expect(row?.referrer).toBe(body.referralUserNumber);
    expect(row?.referrer).not.toBe(linkPlanner.userNumber);
  });

  it('[201] creates a customer who can then log in', async () => {
    const body = await form();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.userNumber).toMatch(/^2[0-9]{9}$/);
    expect(created.loginId).toBe(body.loginId);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('mall-web:').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded'
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: body.loginId,
        password: body.password
      }).toString(),
      remoteAddress: '10.3.0.1'
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${login.json().access_token}` }
    });
    expect(me.json().data).toMatchObject({
      fullName: '정하늘',
      referralUserNumber: body.referralUserNumber,
      userType: 'BEAUTY_CONSUMER'
    });
  });

  it('[201] a planner gets a number starting with 1; a customer without referrer needs none', async () => {
    const planner = await register(await form({ userType: 'SOLE_PROPRIETORSHIP' }));
    expect(planner.json().data.userNumber).toMatch(/^1[0-9]{9}$/);
    const noRef = await register(await form({ userType: 'NON_REF_CUSTOMER', referralUserNumber: undefined }));
    expect(noRef.statusCode).toBe(201);
  });

  it('[400] EMAIL_NOT_VERIFIED when the proof is missing, spent or for another address', async () => {
    const body = await form();
    expect((await register(body)).statusCode).toBe(201);
    const reuse = await register({ ...body, loginId: `${body.loginId}b`, email: body.email });
    expect(reuse.json().code).toBe('EMAIL_NOT_VERIFIED');
    const other = await form();
    const mismatched = await register({ ...other, email: 'someone-else@example.com' });
    expect(mismatched.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('[409] LOGIN_ID_TAKEN and EMAIL_TAKEN, and the proof stays usable after a refusal', async () => {
    const first = await form();
    await register(first);
    const sameId = await form({ loginId: first.loginId.toUpperCase() });
    const refused = await register(sameId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LOGIN_ID_TAKEN');
    // The refused attempt rolled back: the same proof still works with a free id.
    expect((await register({ ...sameId, loginId: `${first.loginId}z` })).statusCode).toBe(201);
    counter += 1;
    const taken = await member({ email: `taken${counter}@example.com` });
    const emailTaken = await register(
      await form({ email: taken.email, emailVerificationToken: await verifiedEmail(taken.email!) })
    );
    expect(emailTaken.json().code).toBe('EMAIL_TAKEN');
  });

  it('[201/409] two concurrent sign-ups with one login id: exactly one wins', async () => {
    const a = await form();
    const b = await form({ loginId: a.loginId });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('[400] names each broken rule with the spec key', async () => {
    const body = await form();
    const response = await register({
      ...body,
      userType: 'BEAUTY_CONSUMER',
      password: 'short1',
      passwordConfirm: 'different1',
      mobileNumber: '010-12a4',
      referralUserNumber: undefined,
      agreements: { SERVICE: true }
    });
    expect(response.statusCode).toBe(400);
    const codes = Object.fromEntries(
      response.json().fields.map((f: { field: string; code: string }) => [f.field, f.code])
    );
    expect(codes).toMatchObject({ password: 'VA_PasswordLength', mobileNumber: 'VA_MobileOnlyNumber' });
  });

  it('[201] spends the verification: the member holds the verified person, the same request cannot register twice', async () => {
    const body = await form();
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.loginId, String(body.loginId)));
    expect(row?.ciHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.identityVerifiedAt).not.toBeNull();
    const again = await register(
      { ...(await form()), certificationRequestId: body.certificationRequestId },
      owners.get(body.certificationRequestId)
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CERT_ALREADY_USED');
  });

  it("[400] ALT_Certification without a verification; [404] another browser's verification does not exist here", async () => {
    const { certificationRequestId: _omit, ...unverified } = await form();
    const missing = await register(unverified);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toContainEqual(
      expect.objectContaining({ field: 'certificationRequestId', code: 'ALT_Certification' })
    );
    const body = await form();
    const foreign = await register(body, 'mall_idv=' + 'x'.repeat(43));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CERT_REQUEST_NOT_FOUND');
    expect((await register(body)).statusCode).toBe(201);
  });

  it('[403] SIGNUP_UNDER_AGE for a person whose 14th birthday in Korea is tomorrow; 14 today may join', async () => {
    // Today's and tomorrow's dates in Korea, 14 years back (docs/decisions/093).
    const seoulDay = (offsetDays: number) => {
      const day = new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000);
      day.setUTCFullYear(day.getUTCFullYear() - 14);
      return day.toISOString().slice(0, 10).replaceAll('-', '');
    };
    const young = await form({}, { birth: seoulDay(1) });
    const refused = await register(young);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('SIGNUP_UNDER_AGE');
    expect(refused.json().message).toBe(
      '만 14세 미만은 회원으로 가입할 수 없습니다. 본인확인한 생년월일을 기준으로 합니다.'
    );
    // The refusal spent nothing: the verification is still there, unused, and nobody joined.
    const [request] = await ctx.database.db
      .select({ consumedAt: certificationRequests.consumedAt })
      .from(certificationRequests)
      .where(eq(certificationRequests.requestId, young.certificationRequestId));
    expect(request!.consumedAt).toBeNull();
    expect((await register(await form({}, { birth: seoulDay(0) }))).statusCode).toBe(201);
  });

  it("[409] CERT_IDENTITY_MISMATCH when the name or mobile is not the verified person's; [403] another purpose", async () => {
    const wrongName = await register(await form({ firstName: '바다' }));
    expect(wrongName.statusCode).toBe(409);
    expect(wrongName.json().code).toBe('CERT_IDENTITY_MISMATCH');
    const wrongMobile = await register(await form({ mobileNumber: '01011112222' }));
    expect(wrongMobile.json().code).toBe('CERT_IDENTITY_MISMATCH');
    // Western order and a moved split are the same person.
    expect((await register(await form({ lastName: '하늘', firstName: '정' }))).statusCode).toBe(201);
    const recovery = await sandboxVerification(ctx, {
      purpose: 'FIND_ACCOUNT',
      person: { name: '정하늘', mobile: '01098765432' }
    });
    const wrongPurpose = await register(
      { ...(await form()), certificationRequestId: recovery.requestId },
      recovery.cookie
    );
    expect(wrongPurpose.statusCode).toBe(403);
    expect(wrongPurpose.json().code).toBe('CERT_PURPOSE_NOT_ALLOWED');
  });

  it('[409] IDENTITY_ALREADY_REGISTERED: one account per person, and the refused try spends nothing', async () => {
    const person = { name: '정하늘', mobile: '01098765432', birth: '19850505' };
    expect((await register(await form({}, person))).statusCode).toBe(201);
    const second = await form({}, person);
    const refused = await register(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IDENTITY_ALREADY_REGISTERED');
    const [spent] = await ctx.database.db
      .select()
      .from(certificationRequests)
      .where(eq(certificationRequests.requestId, second.certificationRequestId));
    expect(spent?.consumedAt).toBeNull();
  });

  it('[401] 9002 for a person whose withdrawn account may not rejoin yet; [201] after the rejoin date', async () => {
    const person = { name: '정하늘', mobile: '01098765432', birth: '19870707' };
    const first = await form({}, person);
    expect((await register(first)).statusCode).toBe(201);
    // Withdrawn yesterday: the account keeps the person's CI hash until it may rejoin.
    const rejoin = new Date(Date.now() + 29 * 86_400_000);
    await ctx.database.db
      .update(users)
      .set({
        status: 'WITHDRAWN',
        withdrawnAt: new Date(),
        rejoinPossibleAt: rejoin,
        email: null,
        mobileNumber: null
      })
      .where(eq(users.loginId, String(first.loginId)));
    const early = await register(await form({}, person));
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('9002');
    expect(early.json().data.rejoinDate.slice(0, 10)).toBe(rejoin.toISOString().slice(0, 10));

    await ctx.database.db
      .update(users)
      .set({ rejoinPossibleAt: new Date(Date.now() - 1000) })
      .where(eq(users.loginId, String(first.loginId)));
    const later = await form({}, person);
    expect((await register(later)).statusCode).toBe(201);
    const [old] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.loginId, String(first.loginId)));
    const [fresh] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.loginId, String(later.loginId)));
    expect(old?.ciHash).toBeNull();
    expect(fresh?.ciHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('[404] REFERRER_NOT_FOUND for a number that is not an active planner', async () => {
    const response = await register(await form({ referralUserNumber: '9999999999' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('REFERRER_NOT_FOUND');
  });
});
