import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, mailedCode as mailed, nextAddress, TEST_PASSWORD as PASSWORD, tokenRequest } from './members.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

function call(method: 'POST' | 'PUT', url: string, payload: unknown, access?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    remoteAddress: nextAddress()
  });
}

const member = (overrides: Partial<NewUser> = {}) =>
  createMember(ctx, { joinDatetime: new Date('2025-05-20T03:00:00Z'), ...overrides });
const passwordLogin = (username: string, password = PASSWORD) =>
  tokenRequest(ctx, { grant_type: 'password', username, password });
const refreshWith = (refresh_token: string) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token });

describe('account recovery by email', () => {
  it('[200] finds the masked login id and resets the password, unlocking the account', async () => {
    const locked = await member({ status: 'LOCK_LOGIN_PASSWORD_FAIL', failedLoginCount: 5 });
    const oldSession = await passwordLogin(locked.loginId);
    expect(oldSession.json().code).toBe('1102');

    expect((await call('POST', '/api/member/v1/public/users/findAccount/send', { email: locked.email })).statusCode).toBe(200);
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', { email: locked.email, authNumber: await mailed(ctx, locked.email!) });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ maskedLoginId: `${locked.loginId.slice(0, 2)}${'*'.repeat(locked.loginId.length - 4)}${locked.loginId.slice(-2)}`, joinDate: '2025-05-20' });

    const reset = await call('POST', '/api/member/v1/public/resetPassword', {
      email: locked.email,
      verificationToken: found.json().data.verificationToken,
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew123!'
    });
    expect(reset.statusCode).toBe(204);
    expect((await passwordLogin(locked.loginId, 'Brandnew123!')).statusCode).toBe(200);
    expect((await passwordLogin(locked.loginId, PASSWORD)).json().code).toBe('1101');

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
    const session = await passwordLogin(target.loginId);
    const refresh = session.cookies.find((cookie) => cookie.name === 'mall_rt')!.value;
    await call('POST', '/api/member/v1/public/users/findAccount/send', { email: target.email });
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', { email: target.email, authNumber: await mailed(ctx, target.email!) });
    await call('POST', '/api/member/v1/public/resetPassword', {
      email: target.email,
      verificationToken: found.json().data.verificationToken,
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew123!'
    });
    const refreshed = await refreshWith(refresh);
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('a member\'s own password', () => {
  it('[200] re-checks the password; [400] PASSWORD_MISMATCH otherwise; [401] for guests', async () => {
    const self = await member();
    const access = (await passwordLogin(self.loginId)).json().access_token;
    expect((await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD }, access)).json().data).toEqual({ verified: true });
    const wrong = await call('POST', '/api/member/v1/users/verify/password', { password: 'nope1234' }, access);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    expect((await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('[204] changes the password, keeping this session and ending the others', async () => {
    const self = await member();
    const here = await login(ctx, self.loginId);
    const elsewhere = await login(ctx, self.loginId);
    const changed = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: PASSWORD, password: 'Changed123!', passwordConfirm: 'Changed123!' },
      here.access
    );
    expect(changed.statusCode).toBe(204);
    expect((await refreshWith(here.refresh)).statusCode).toBe(200);
    expect((await refreshWith(elsewhere.refresh)).statusCode).toBe(401);
    expect((await passwordLogin(self.loginId, 'Changed123!')).statusCode).toBe(200);
  });

  it('[400] refuses a wrong current password and a weak or repeated new one', async () => {
    const self = await member();
    const access = (await passwordLogin(self.loginId)).json().access_token;
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
    const access = (await passwordLogin(self.loginId)).json().access_token;
    const delayed = await call('PUT', `/api/member/v1/passwordChangeDelay/${self.userSeqNo}`, {}, access);
    expect(delayed.statusCode).toBe(200);
    const expected = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect([expected, new Date(Date.now() + 89 * 86_400_000).toISOString().slice(0, 10)]).toContain(delayed.json().data.requiredPasswordChangeDate);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/member/v1/users/me', headers: { authorization: `Bearer ${access}` } });
    expect(me.json().data.requiredPasswordChangeDate).toBe(delayed.json().data.requiredPasswordChangeDate);
    const forOther = await call('PUT', `/api/member/v1/passwordChangeDelay/${other.userSeqNo}`, {}, access);
    expect(forOther.statusCode).toBe(403);
  });

  it('[409] PASSWORD_CHANGE_NOT_DUE when no change is due (none required, or a date still to come)', async () => {
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    for (const requiredPasswordChangeDate of [null, future]) {
      const self = await member({ requiredPasswordChangeDate });
      const access = (await passwordLogin(self.loginId)).json().access_token;
      const refused = await call('PUT', `/api/member/v1/passwordChangeDelay/${self.userSeqNo}`, {}, access);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PASSWORD_CHANGE_NOT_DUE');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/member/v1/users/me', headers: { authorization: `Bearer ${access}` } });
      expect(me.json().data.requiredPasswordChangeDate).toBe(requiredPasswordChangeDate);
    }
  });

  it('[204] a password change clears a due change date', async () => {
    const self = await member({ requiredPasswordChangeDate: '2026-01-01' });
    const access = (await passwordLogin(self.loginId)).json().access_token;
    const changed = await call('PUT', '/api/member/v1/users/password', { currentPassword: PASSWORD, password: 'Changed123!', passwordConfirm: 'Changed123!' }, access);
    expect(changed.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/member/v1/users/me', headers: { authorization: `Bearer ${access}` } });
    expect(me.json().data.requiredPasswordChangeDate).toBeNull();
  });
});
