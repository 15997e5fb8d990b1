import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationRequests } from '../src/modules/identity-verification/identity-verification.table.ts';
import type { NewUser } from '../src/modules/member/member.repository.ts';
import { passwordResetProofs } from '../src/modules/member/recovery.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { verifyIdentity } from './identity.ts';
import {
  createMember,
  login,
  mailedCode as mailed,
  nextAddress,
  TEST_PASSWORD as PASSWORD,
  tokenRequest
} from './members.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

function call(method: 'POST' | 'PUT', url: string, payload: unknown, access?: string, cookie?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(access ? { authorization: `Bearer ${access}` } : {}), ...(cookie ? { cookie } : {}) },
    remoteAddress: nextAddress()
  });
}

const member = (overrides: Partial<NewUser> = {}) =>
  createMember(ctx, { joinDatetime: new Date('2025-05-20T03:00:00Z'), ...overrides });
const passwordLogin = (username: string, password = PASSWORD) =>
  tokenRequest(ctx, { grant_type: 'password', username, password });
const refreshWith = (refresh_token: string) =>
  tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token });

describe('account recovery by email', () => {
  it('[200] finds the masked login id and resets the password, unlocking the account', async () => {
    const locked = await member({
      status: 'LOCK_LOGIN_PASSWORD_FAIL',
      failedLoginCount: 5,
      lockedUntil: new Date(Date.now() + 15 * 60_000)
    });
    const oldSession = await passwordLogin(locked.loginId);
    expect(oldSession.json().code).toBe('1102');

    expect(
      (await call('POST', '/api/member/v1/public/users/findAccount/send', { email: locked.email })).statusCode
    ).toBe(200);
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', {
      email: locked.email,
      authNumber: await mailed(ctx, locked.email!)
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      maskedLoginId: `${locked.loginId.slice(0, 2)}${'*'.repeat(locked.loginId.length - 4)}${locked.loginId.slice(-2)}`,
      joinDate: '2025-05-20'
    });

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
    const response = await call('POST', '/api/member/v1/public/users/findAccount/send', {
      email: 'nobody@example.com'
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('1100');
  });

  it('[204] a reset ends every session', async () => {
    const target = await member();
    const session = await passwordLogin(target.loginId);
    const refresh = session.cookies.find((cookie) => cookie.name === 'mall_rt')!.value;
    await call('POST', '/api/member/v1/public/users/findAccount/send', { email: target.email });
    const found = await call('POST', '/api/member/v2/public/users/findAccount/verify', {
      email: target.email,
      authNumber: await mailed(ctx, target.email!)
    });
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

const FIND_BY_IDENTITY = '/api/member/v2/public/users/findAccount/identity';
const FIND_USER_ID = '/api/member/v1/public/resetPasswordFindUserId';
const RESET = '/api/member/v1/public/resetPassword';
let mobileSerial = 0;
/** A member with a mobile number no other test uses, named 한지민 unless told. */
const person = (overrides: Partial<NewUser> = {}) => {
  mobileSerial += 1;
  return member({
    lastName: '한',
    firstName: '지민',
    mobileNumber: `0109${String(mobileSerial).padStart(7, '0')}`,
    ...overrides
  });
};
const resetWith = (verificationToken: string, password = 'Brandnew123!') =>
  call('POST', RESET, { method: 'IDENTITY', verificationToken, password, passwordConfirm: password });

describe('POST /api/member/v2/public/users/findAccount/identity', () => {
  it('[200] the verified person finds the account, resets the password once and is unlocked', async () => {
    const target = await person({
      status: 'LOCK_LOGIN_PASSWORD_FAIL',
      failedLoginCount: 5,
      joinDatetime: new Date('2024-02-03T01:00:00Z')
    });
    const verified = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const found = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: verified.requestId },
      undefined,
      verified.cookie
    );
    expect(found.statusCode, found.body).toBe(200);
    const [account] = found.json().data.accounts;
    expect(found.json().data.accounts).toHaveLength(1);
    expect(account).toMatchObject({
      maskedLoginId: `${target.loginId.slice(0, 2)}${'*'.repeat(target.loginId.length - 4)}${target.loginId.slice(-2)}`,
      joinDate: '2024-02-03'
    });
    expect(account.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(passwordResetProofs)
      .where(eq(passwordResetProofs.userSeqNo, target.userSeqNo));
    expect(stored?.proofHash).not.toBe(account.verificationToken);

    expect((await resetWith(account.verificationToken)).statusCode).toBe(204);
    expect((await passwordLogin(target.loginId, 'Brandnew123!')).statusCode).toBe(200);
    // Proof replay and verification replay are both refused.
    const replay = await resetWith(account.verificationToken, 'Another123!');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('RESET_PROOF_INVALID');
    const again = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: verified.requestId },
      undefined,
      verified.cookie
    );
    expect(again.json().code).toBe('CERT_ALREADY_USED');
  });

  it('[200] matches names written either way and in any case; one proof per account, bound to it', async () => {
    const first = await person({ lastName: 'Wilson', firstName: 'Emma' });
    const second = await person({
      lastName: 'WILSON',
      firstName: 'EMMA',
      mobileNumber: first.mobileNumber,
      joinDatetime: new Date('2025-06-01T00:00:00Z')
    });
    const verified = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: 'EMMA WILSON',
      mobile: first.mobileNumber!
    });
    const found = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: verified.requestId },
      undefined,
      verified.cookie
    );
    const accounts = found.json().data.accounts as { verificationToken: string; joinDate: string }[];
    expect(accounts.map((a) => a.joinDate)).toEqual(['2025-05-20', '2025-06-01']);
    expect((await resetWith(accounts[1]!.verificationToken)).statusCode).toBe(204);
    expect((await passwordLogin(second.loginId, 'Brandnew123!')).statusCode).toBe(200);
    expect((await passwordLogin(first.loginId, 'Brandnew123!')).json().code).toBe('1101');
  });

  it('[200/409] a member who verified at sign-up is found by the person (CI hash), not by a name and number', async () => {
    const verified = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: '01055550001',
      birth: '19800101'
    });
    const [request] = await ctx.database.db
      .select()
      .from(certificationRequests)
      .where(eq(certificationRequests.requestId, verified.requestId));
    // The account holds the verified person's CI hash, but its mobile number changed since.
    const target = await person({ ciHash: request!.ciHash });
    const found = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: verified.requestId },
      undefined,
      verified.cookie
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.accounts).toHaveLength(1);
    expect((await resetWith(found.json().data.accounts[0].verificationToken)).statusCode).toBe(204);
    expect((await passwordLogin(target.loginId, 'Brandnew123!')).statusCode).toBe(200);
    // Another person with the same name who now has that account's number finds nothing.
    const other = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!,
      birth: '19900202'
    });
    const refused = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: other.requestId },
      undefined,
      other.cookie
    );
    expect(refused.json().code).toBe('1100');
  });

  it('[409] 1100 when no member is that person (name or number differs, or withdrawn); the verification is spent', async () => {
    const target = await person();
    const wrongName = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지수',
      mobile: target.mobileNumber!
    });
    const refused = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: wrongName.requestId },
      undefined,
      wrongName.cookie
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('1100');
    expect(
      (
        await call('POST', FIND_BY_IDENTITY, { requestId: wrongName.requestId }, undefined, wrongName.cookie)
      ).json().code
    ).toBe('CERT_ALREADY_USED');

    const gone = await person({ status: 'WITHDRAWN' });
    const withdrawn = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: gone.mobileNumber!
    });
    expect(
      (
        await call('POST', FIND_BY_IDENTITY, { requestId: withdrawn.requestId }, undefined, withdrawn.cookie)
      ).json().code
    ).toBe('1100');
  });

  it('[409] an unverified (failed) verification; [403] one made for another purpose', async () => {
    const target = await person();
    const failed = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!,
      outcome: 'fail'
    });
    const refused = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: failed.requestId },
      undefined,
      failed.cookie
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CERT_NOT_VERIFIED');
    const forSignup = await verifyIdentity(ctx, {
      purpose: 'SIGNUP',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const wrongPurpose = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: forSignup.requestId },
      undefined,
      forSignup.cookie
    );
    expect(wrongPurpose.statusCode).toBe(403);
    expect(wrongPurpose.json().code).toBe('CERT_PURPOSE_NOT_ALLOWED');
  });

  it("[404] someone else's verification (another browser, or none) is as if it did not exist", async () => {
    const target = await person();
    const theirs = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const mine = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '박하늘',
      mobile: '01099999999'
    });
    const foreign = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: theirs.requestId },
      undefined,
      mine.cookie
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CERT_REQUEST_NOT_FOUND');
    expect((await call('POST', FIND_BY_IDENTITY, { requestId: theirs.requestId })).json().code).toBe(
      'CERT_REQUEST_NOT_FOUND'
    );
    // A member's own session does not own a browser's verification either.
    const access = (await passwordLogin(target.loginId)).json().access_token;
    expect((await call('POST', FIND_BY_IDENTITY, { requestId: theirs.requestId }, access)).json().code).toBe(
      'CERT_REQUEST_NOT_FOUND'
    );
    // Still usable by its owner.
    expect(
      (await call('POST', FIND_BY_IDENTITY, { requestId: theirs.requestId }, undefined, theirs.cookie))
        .statusCode
    ).toBe(200);
  });

  it('[410] an expired verification; [400] an expired reset proof', async () => {
    const target = await person();
    const late = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    await ctx.database.db
      .update(certificationRequests)
      .set({ resultExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificationRequests.requestId, late.requestId));
    const expired = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: late.requestId },
      undefined,
      late.cookie
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('CERT_EXPIRED');

    const fresh = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const found = await call(
      'POST',
      FIND_BY_IDENTITY,
      { requestId: fresh.requestId },
      undefined,
      fresh.cookie
    );
    const token = found.json().data.accounts[0].verificationToken as string;
    await ctx.database.db
      .update(passwordResetProofs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetProofs.userSeqNo, target.userSeqNo));
    const stale = await resetWith(token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('RESET_PROOF_INVALID');
    expect((await passwordLogin(target.loginId)).statusCode).toBe(200);
  });
});

describe('POST /api/member/v1/public/resetPasswordFindUserId', () => {
  it("[200] a proof for the named id when the verified person is that member; [409] 1100 for anyone else's id", async () => {
    const target = await person();
    const stranger = await member();
    const verified = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const found = await call(
      'POST',
      FIND_USER_ID,
      { loginId: target.loginId.toUpperCase(), requestId: verified.requestId },
      undefined,
      verified.cookie
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.joinDate).toBe('2025-05-20');
    expect((await resetWith(found.json().data.verificationToken)).statusCode).toBe(204);
    expect((await passwordLogin(target.loginId, 'Brandnew123!')).statusCode).toBe(200);

    const again = await verifyIdentity(ctx, {
      purpose: 'FIND_ACCOUNT',
      name: '한지민',
      mobile: target.mobileNumber!
    });
    const other = await call(
      'POST',
      FIND_USER_ID,
      { loginId: stranger.loginId, requestId: again.requestId },
      undefined,
      again.cookie
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('1100');
    const badId = await call(
      'POST',
      FIND_USER_ID,
      { loginId: 'x', requestId: again.requestId },
      undefined,
      again.cookie
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields[0]).toMatchObject({ field: 'loginId', code: 'UTI_Valid_LoginId' });
  });
});

describe('POST /api/member/v1/public/resetPassword', () => {
  it('[400] the EMAIL method needs the address; an unknown identity proof is refused', async () => {
    const noEmail = await call('POST', RESET, {
      method: 'EMAIL',
      verificationToken: 'x',
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew123!'
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields[0]).toMatchObject({ field: 'email', code: 'VA_EmailFormat' });
    expect((await resetWith('not-a-proof')).json().code).toBe('RESET_PROOF_INVALID');
    const mismatch = await call('POST', RESET, {
      method: 'IDENTITY',
      verificationToken: 'x',
      password: 'Brandnew123!',
      passwordConfirm: 'Brandnew124!'
    });
    expect(mismatch.json().fields[0]).toMatchObject({ field: 'passwordConfirm', code: 'VA_PasswordConfirm' });
  });
});

describe("a member's own password", () => {
  it('[200] re-checks the password; [400] PASSWORD_MISMATCH otherwise; [401] for guests', async () => {
    const self = await member();
    const access = (await passwordLogin(self.loginId)).json().access_token;
    expect(
      (await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD }, access)).json().data
    ).toEqual({ verified: true });
    const wrong = await call(
      'POST',
      '/api/member/v1/users/verify/password',
      { password: 'nope1234' },
      access
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_MISMATCH');
    expect(
      (await call('POST', '/api/member/v1/users/verify/password', { password: PASSWORD })).statusCode
    ).toBe(401);
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
    const wrongCurrent = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: 'Wrong123!', password: 'Changed123!', passwordConfirm: 'Changed123!' },
      access
    );
    expect(wrongCurrent.json().code).toBe('PASSWORD_MISMATCH');
    const weak = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: PASSWORD, password: 'abcdefgh', passwordConfirm: 'abcdefgh' },
      access
    );
    expect(weak.json().fields[0]).toMatchObject({ field: 'password', code: 'VA_PasswordContain' });
    const same = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD },
      access
    );
    expect(same.json().fields[0]).toMatchObject({ field: 'password', code: 'PW_SameAsCurrent' });
  });

  it('[200] "change later" moves the required change 90 days on; [403] for another member', async () => {
    const self = await member({ requiredPasswordChangeDate: '2026-01-01' });
    const other = await member();
    const access = (await passwordLogin(self.loginId)).json().access_token;
    const delayed = await call('PUT', `/api/member/v1/passwordChangeDelay/${self.userSeqNo}`, {}, access);
    expect(delayed.statusCode).toBe(200);
    const expected = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect([expected, new Date(Date.now() + 89 * 86_400_000).toISOString().slice(0, 10)]).toContain(
      delayed.json().data.requiredPasswordChangeDate
    );
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${access}` }
    });
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
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/member/v1/users/me',
        headers: { authorization: `Bearer ${access}` }
      });
      expect(me.json().data.requiredPasswordChangeDate).toBe(requiredPasswordChangeDate);
    }
  });

  it('[204] a password change clears a due change date', async () => {
    const self = await member({ requiredPasswordChangeDate: '2026-01-01' });
    const access = (await passwordLogin(self.loginId)).json().access_token;
    const changed = await call(
      'PUT',
      '/api/member/v1/users/password',
      { currentPassword: PASSWORD, password: 'Changed123!', passwordConfirm: 'Changed123!' },
      access
    );
    expect(changed.statusCode).toBe(204);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${access}` }
    });
    expect(me.json().data.requiredPasswordChangeDate).toBeNull();
  });
});
