import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberRepository, type NewUser } from '../src/modules/member/member.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, mailedCode, nextAddress, TEST_PASSWORD as PASSWORD, tokenRequest } from './members.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

async function member(overrides: Partial<NewUser> = {}) {
  const row = await createMember(ctx, overrides);
  return { row, ...(await login(ctx, row.loginId)) };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, access: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${access}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextAddress()
  });
}

async function changeEmailProof(email: string): Promise<string> {
  await ctx.app.inject({ method: 'POST', url: '/api/abo/mail/v1/public/sendAuthenticationMail', payload: { email, purpose: 'CHANGE_EMAIL' }, remoteAddress: nextAddress() });
  const code = await mailedCode(ctx, email);
  const checked = await ctx.app.inject({
    method: 'POST',
    url: '/api/abo/mail/v1/public/checkAuthenticationNumber',
    payload: { email, purpose: 'CHANGE_EMAIL', authNumber: code },
    remoteAddress: nextAddress()
  });
  return checked.json().data.verificationToken;
}

describe('/api/member/v1/users/:id', () => {
  it('[200] reads and changes one\'s own info; [403] anyone else\'s', async () => {
    const self = await member();
    const other = await member();
    expect((await call('GET', `/api/member/v1/users/${self.row.userSeqNo}`, self.access)).json().data.loginId).toBe(self.row.loginId);
    expect((await call('GET', `/api/member/v1/users/${other.row.userSeqNo}`, self.access)).statusCode).toBe(403);
    const before = (await call('GET', `/api/member/v1/users/${self.row.userSeqNo}`, self.access)).json().data;
    expect(before).toMatchObject({ marketingEmail: false, marketingSms: false });
    expect(before).not.toHaveProperty('passwordHash');
    const changed = await call('PUT', `/api/member/v1/users/${self.row.userSeqNo}`, self.access, { mobileNumber: '01055556666', marketingSms: true });
    expect(changed.json().data).toMatchObject({ mobileNumber: '01055556666', marketingSms: true, marketingEmail: false });
    const after = await call('PUT', `/api/member/v1/users/${self.row.userSeqNo}`, self.access, { marketingSms: false, marketingEmail: true });
    expect(after.json().data).toMatchObject({ mobileNumber: '01055556666', marketingSms: false, marketingEmail: true });
    expect((await call('GET', `/api/member/v1/users/${self.row.userSeqNo}`, self.access)).json().data).toMatchObject({ marketingSms: false, marketingEmail: true });
    const badMobile = await call('PUT', `/api/member/v1/users/${self.row.userSeqNo}`, self.access, { mobileNumber: '010-1234-5678' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().fields[0]).toMatchObject({ field: 'mobileNumber', code: 'VA_MobileOnlyNumber' });
    expect((await call('PUT', `/api/member/v1/users/${other.row.userSeqNo}`, self.access, { mobileNumber: '01000000000' })).statusCode).toBe(403);
  });

  it('[200] a new email needs its proof; [409] EMAIL_TAKEN; [400] without proof', async () => {
    const self = await member();
    const other = await member();
    const url = `/api/member/v1/users/${self.row.userSeqNo}`;
    const noProof = await call('PUT', url, self.access, { email: 'fresh@example.com', currentPassword: PASSWORD });
    expect(noProof.json().fields[0]).toMatchObject({ field: 'emailVerificationToken', code: 'SIG_ValidEmailAuth' });
    const noPassword = await call('PUT', url, self.access, { email: 'fresh@example.com', emailVerificationToken: 'x' });
    expect(noPassword.json().fields[0]).toMatchObject({ field: 'currentPassword', code: 'VA_EnterPassword' });
    const wrongProof = await call('PUT', url, self.access, { email: 'fresh@example.com', emailVerificationToken: 'made-up', currentPassword: PASSWORD });
    expect(wrongProof.json().code).toBe('EMAIL_NOT_VERIFIED');
    const fresh = `fresh${self.row.userSeqNo}@example.com`;
    const proof = await changeEmailProof(fresh);
    // A stolen access token alone cannot move the recovery address.
    const wrongPassword = await call('PUT', url, self.access, { email: fresh, emailVerificationToken: proof, currentPassword: 'Wrong123!' });
    expect(wrongPassword.json().code).toBe('PASSWORD_MISMATCH');
    const otherSession = await login(ctx, self.row.loginId);
    const changed = await call('PUT', url, self.access, { email: fresh, emailVerificationToken: proof, currentPassword: PASSWORD });
    expect(changed.json().data.email).toBe(fresh);
    expect((await call('GET', '/api/member/v1/users/me', otherSession.access)).statusCode).toBe(401);
    expect((await call('GET', '/api/member/v1/users/me', self.access)).statusCode).toBe(200);
    const takenProof = await changeEmailProof(other.row.email!);
    const taken = await call('PUT', url, self.access, { email: other.row.email, emailVerificationToken: takenProof, currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('POST /api/member/v1/users/withdrawal', () => {
  it('[200] withdraws with the password: sessions end and login answers 9002 with the rejoin date', async () => {
    const self = await member();
    const wrong = await call('POST', '/api/member/v1/users/withdrawal', self.access, { password: 'Wrong123!', reason: 'NOT_USING' });
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    const done = await call('POST', '/api/member/v1/users/withdrawal', self.access, { password: PASSWORD, reason: 'PRICE', detail: '  너무 비싸요  ' });
    expect(done.statusCode).toBe(200);
    const stored = await createMemberRepository(ctx.database.db).findById(self.row.userSeqNo);
    expect(stored).toMatchObject({ status: 'WITHDRAWN', withdrawalReason: 'PRICE', withdrawalDetail: '너무 비싸요', email: null, mobileNumber: null });
    const rejoin = done.json().data.rejoinPossibleDate as string;
    expect(new Date(rejoin).getTime() - Date.now()).toBeGreaterThan(28 * 86_400_000);
    const login = await tokenRequest(ctx, { grant_type: 'password', username: self.row.loginId, password: PASSWORD });
    expect(login.json()).toMatchObject({ code: '9002' });
    expect(login.json().data.rejoinDate.slice(0, 10)).toBe(rejoin);
    expect((await tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: self.refresh })).statusCode).toBe(401);
    expect((await call('GET', '/api/member/v1/users/me', self.access)).statusCode).toBe(401);
  });

  it('[400] needs a known reason and at most 500 characters of detail', async () => {
    const self = await member();
    const noReason = await call('POST', '/api/member/v1/users/withdrawal', self.access, { password: PASSWORD, reason: 'BORED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0]).toMatchObject({ field: 'reason', code: 'WD_SelectReason' });
    const long = await call('POST', '/api/member/v1/users/withdrawal', self.access, { password: PASSWORD, reason: 'OTHER', detail: 'x'.repeat(501) });
    expect(long.json().fields[0]).toMatchObject({ field: 'detail', code: 'WD_DetailLength' });
    expect((await call('GET', '/api/member/v1/users/me', self.access)).statusCode).toBe(200);
  });
});

describe('POST /api/member/v1/users/conversionToPlanner', () => {
  const agreements = { PLANNER_AGREEMENT: true, PLANNER_PRIVACY: true };

  it('[200] a customer with a referrer becomes a planner; a refreshed token carries it', async () => {
    const self = await member();
    const converted = await call('POST', '/api/member/v1/users/conversionToPlanner', self.access, { agreements });
    expect(converted.json().data.userType).toBe('SOLE_PROPRIETORSHIP');
    const refreshed = await tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: self.refresh });
    const me = await call('GET', '/api/member/v1/users/me', refreshed.json().access_token);
    expect(me.json().data).toMatchObject({ userType: 'SOLE_PROPRIETORSHIP', rank: 'PLANNER' });
    expect(me.json().data.beautyPlannerDatetime).not.toBeNull();
  });

  it('[403] refuses customers without referrer and planners; [400] without the required terms', async () => {
    const noRef = await member({ userType: 'NON_REF_CUSTOMER', referralUserNumber: null });
    expect((await call('POST', '/api/member/v1/users/conversionToPlanner', noRef.access, { agreements })).json().code).toBe('ALT_RejectRefCustomer');
    const planner = await member({ userType: 'SOLE_PROPRIETORSHIP' });
    const refused = await call('POST', '/api/member/v1/users/conversionToPlanner', planner.access, { agreements });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ALT_CustomerOnly');
    const customer = await member();
    const missing = await call('POST', '/api/member/v1/users/conversionToPlanner', customer.access, { agreements: { PLANNER_AGREEMENT: true } });
    expect(missing.json().fields[0]).toMatchObject({ field: 'agreements.PLANNER_PRIVACY', code: 'SIG_AgreeRequiredTerms' });
  });
});
