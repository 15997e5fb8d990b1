import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/lib/password.ts';
import { createMemberRepository, type NewUser } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
let ip = 0;
let counter = 0;
const PASSWORD = 'Secret123!';
const CLIENT = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

const nextIp = () => {
  ip += 1;
  return `10.4.${Math.floor(ip / 250)}.${ip % 250}`;
};

function call(method: 'POST' | 'PUT', url: string, payload: unknown, access?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    remoteAddress: nextIp()
  });
}

async function member(overrides: Partial<NewUser> = {}) {
  counter += 1;
  return createMemberRepository(ctx.database.db).insert({
    userNumber: String(2100000000 + counter),
    loginId: `customer${counter}z`,
    email: `customer${counter}z@example.com`,
    passwordHash: await hashSecret(PASSWORD),
    userType: 'BEAUTY_CONSUMER',
    lastName: '이',
    firstName: '민준',
    joinDatetime: new Date('2025-05-20T03:00:00Z'),
    ...overrides
  });
}

async function login(username: string, password = PASSWORD) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    remoteAddress: nextIp()
  });
  return response;
}

async function mailedCode(email: string): Promise<string> {
  const box = await ctx.app.inject({ method: 'GET', url: `/__sandbox/mail?format=json&to=${encodeURIComponent(email)}` });
  return /\b(\d{6})\b/.exec((box.json().data as { body: string }[])[0]!.body)![1]!;
}

describe('account recovery by email', () => {
  it('[200] finds the masked login id and resets the password, unlocking the account', async () => {
    const locked = await member({ status: 'LOCK_LOGIN_PASSWORD_FAIL', failedLoginCount: 5 });
    const oldSession = await login(locked.loginId);
    expect(oldSession.json().code).toBe('1102');

    expect((await call('POST', '/api/member/v1/public/users/findAccount/send', { email: locked.email })).statusCode).toBe(200);
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', { email: locked.email, authNumber: await mailedCode(locked.email!) });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ maskedLoginId: `cu${'*'.repeat(locked.loginId.length - 4)}${locked.loginId.slice(-2)}`, joinDate: '2025-05-20' });

    const reset = await call('POST', '/api/member/v1/public/resetPassword', {
      email: locked.email,
      verificationToken: found.json().data.verificationToken,
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew123!'
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(locked.loginId, 'Brandnew123!')).statusCode).toBe(200);
    expect((await login(locked.loginId, PASSWORD)).json().code).toBe('1101');

    const again = await call('POST', '/api/member/v1/public/resetPassword', {
      email: locked.email,
      verificationToken: found.json().data.verificationToken,
      password: 'Another123!',
      passwordConfirm: 'Another123!'
    });
    expect(again.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('[409] 1100 when no member has the address', async () => {
    const response = await call('POST', '/api/member/v1/public/users/findAccount/send', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('1100');
  });

  it('[204] a reset ends every session', async () => {
    const target = await member();
    const session = await login(target.loginId);
    const refresh = session.json().refresh_token as string;
    await call('POST', '/api/member/v1/public/users/findAccount/send', { email: target.email });
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', { email: target.email, authNumber: await mailedCode(target.email!) });
    await call('POST', '/api/member/v1/public/resetPassword', {
      email: target.email,
      verificationToken: found.json().data.verificationToken,
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew123!'
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh }).toString(),
      remoteAddress: nextIp()
    });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('a member\'s own password', () => {
  it('[200] re-checks the password; [400] PASSWORD_MISMATCH otherwise; [401] for guests', async () => {
    const self = await member();
    const access = (await login(self.loginId)).json().access_token;
    expect((await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD }, access)).json().data).toEqual({ verified: true });
    const wrong = await call('POST', '/api/member/v1/users/verify/password', { password: 'nope1234' }, access);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    expect((await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('[204] changes the password, keeping this session and ending the others', async () => {
    const self = await member();
    const here = (await login(self.loginId)).json();
    const elsewhere = (await login(self.loginId)).json();
    const changed = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: PASSWORD, password: 'Changed123!', passwordConfirm: 'Changed123!' },
      here.access_token
    );
    expect(changed.statusCode).toBe(204);
    const refresh = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
        remoteAddress: nextIp()
      });
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await login(self.loginId, 'Changed123!')).statusCode).toBe(200);
  });

  it('[400] refuses a wrong current password and a weak or repeated new one', async () => {
    const self = await member();
    const access = (await login(self.loginId)).json().access_token;
    const wrongCurrent = await call('PUT', '/api/member/v1/users/password', { currentPassword: 'Wrong123!', password: 'Changed123!', passwordConfirm: 'Changed123!' }, access);
    expect(wrongCurrent.json().code).toBe('PASSWORD_MISMATCH');
    const weak = await call('PUT', '/api/member/v1/users/password', { currentPassword: PASSWORD, password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, access);
    expect(weak.json().fields[0]).toMatchObject({ field: 'password', code: 'VA_PasswordContain' });
    const same = await call('PUT', '/api/member/v1/users/password', { currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD }, access);
    expect(same.json().fields[0]).toMatchObject({ field: 'password', code: 'PW_SameAsCurrent' });
  });

  it('[200] "change later" moves the required change 90 days on; [403] for another member', async () => {
    const self = await member({ requiredPasswordChangeDate: '2026-01-01' });
    const other = await member();
    const access = (await login(self.loginId)).json().access_token;
    const delayed = await call('PUT', `/api/member/v1/passwordChangeDelay/${self.userSeqNo}`, {}, access);
    expect(delayed.statusCode).toBe(200);
    const expected = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect([expected, new Date(Date.now() + 89 * 86_400_000).toISOString().slice(0, 10)]).toContain(delayed.json().data.requiredPasswordChangeDate);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/member/v1/users/me', headers: { authorization: `Bearer ${access}` } });
    expect(me.json().data.requiredPasswordChangeDate).toBe(delayed.json().data.requiredPasswordChangeDate);
    const forOther = await call('PUT', `/api/member/v1/passwordChangeDelay/${other.userSeqNo}`, {}, access);
    expect(forOther.statusCode).toBe(403);
  });
});
