import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAIL_LIMIT, LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY, LOGIN_LOCK_MINUTES } from '@mall/domain';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, nextAddress, TEST_PASSWORD as PASSWORD, WEB_CLIENT } from './members.ts';

/**
 * Wrong-password lockout (docs/decisions/041). The lockout's clock is the test's: a lock ends by moving it,
 * never by waiting. It starts at a fixed hour so the per-client windows (hour, UTC day) never split a test.
 */
let ctx: TestContext;
const BASE = Date.UTC(2026, 10, 25, 3, 0, 0);
let offsetMs = 0;
const clock = () => new Date(BASE + offsetMs);
/** The per-address hourly limit, lowered from the shop's so spraying it takes seconds, not minutes of scrypt. */
const PER_ADDRESS_PER_HOUR = 12;
const later = (minutes: number) => {
  offsetMs += minutes * 60_000;
};

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    app: { lockout: { now: clock, clientFailsPerHour: PER_ADDRESS_PER_HOUR } }
  });
});
afterAll(async () => {
  await ctx.close();
});

const WRONG = 'Wrong123!';

function login(username: string, password: string, address = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      authorization: WEB_CLIENT,
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en-US'
    },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    remoteAddress: address
  });
}

function post(url: string, payload: Record<string, unknown>, access?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    remoteAddress: nextAddress()
  });
}

async function accessOf(loginId: string) {
  const response = await login(loginId, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

/** The newest mails to an address (the unlock mail is sent off the answer's path, so it is waited for). */
async function mailsTo(email: string): Promise<{ subject: string; body: string }[]> {
  const box = await ctx.app.inject({
    method: 'GET',
    url: `/__sandbox/mail?format=json&to=${encodeURIComponent(email)}`
  });
  return box.json().data as { subject: string; body: string }[];
}

async function unlockToken(email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBeGreaterThan(0);
  const [latest] = await mailsTo(email);
  const link = /(https?:\/\/\S+\/login\/unlock\?token=[\w-]+)/.exec(latest!.body)?.[1];
  expect(link, 'an unlock link in the mail').toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** Five wrong passwords from five strangers' addresses. */
async function lockByStrangers(username: string) {
  const answers = [];
  for (let attempt = 1; attempt <= LOGIN_FAIL_LIMIT; attempt += 1) answers.push(await login(username, WRONG));
  return answers;
}

describe('a stranger cannot keep the owner out', () => {
  it('five wrong guesses lock for a limited time, the answer says until when, and the owner gets in after it', async () => {
    const owner = await createMember(ctx);
    const answers = await lockByStrangers(owner.userNumber);
    expect(answers.slice(0, 4).map((r) => r.json().data.failCount)).toEqual([1, 2, 3, 4]);
    const lockedUntil = new Date(clock().getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
    expect(answers[4]!.statusCode).toBe(401);
    expect(answers[4]!.json()).toMatchObject({ code: '1102', data: { limit: 5, lockedUntil } });

    // During the lock even the right password is refused, without being checked.
    later(LOGIN_LOCK_MINUTES - 1);
    expect((await login(owner.loginId, PASSWORD)).json()).toMatchObject({
      code: '1102',
      data: { lockedUntil }
    });

    later(1);
    expect((await login(owner.loginId, PASSWORD)).statusCode).toBe(200);
    // The success ended the run: the next wrong password is the first again.
    expect((await login(owner.loginId, WRONG)).json().data.failCount).toBe(1);
  });

  it('the owner is mailed a one-time unlock link that lifts the lock at once', async () => {
    const owner = await createMember(ctx);
    await lockByStrangers(owner.loginId);
    const token = await unlockToken(owner.email!);
    expect((await mailsTo(owner.email!))[0]!.subject).toContain('Unlock');
    expect((await login(owner.loginId, PASSWORD)).json().code).toBe('1102');

    expect((await post('/api/member/v1/public/users/unlock', { token })).statusCode).toBe(204);
    expect((await login(owner.loginId, PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/member/v1/public/users/unlock', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('UNLOCK_TOKEN_INVALID');
  });

  it('a re-lock while a link is live mails nothing new; the live link still unlocks; links expire', async () => {
    const owner = await createMember(ctx);
    await lockByStrangers(owner.loginId);
    const token = await unlockToken(owner.email!);
    later(LOGIN_LOCK_MINUTES);
    await lockByStrangers(owner.loginId);
    expect(await mailsTo(owner.email!)).toHaveLength(1);
    expect((await post('/api/member/v1/public/users/unlock', { token })).statusCode).toBe(204);
    expect((await login(owner.loginId, PASSWORD)).statusCode).toBe(200);

    const other = await createMember(ctx);
    await lockByStrangers(other.loginId);
    const stale = await unlockToken(other.email!);
    later(61);
    expect((await post('/api/member/v1/public/users/unlock', { token: stale })).json().code).toBe(
      'UNLOCK_TOKEN_INVALID'
    );
  });

  it('a lock does not end the sessions the owner already holds', async () => {
    const owner = await createMember(ctx);
    const session = await login(owner.loginId, PASSWORD);
    const refresh = session.cookies.find((cookie) => cookie.name === 'mall_rt')!.value;
    await lockByStrangers(owner.loginId);
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        authorization: WEB_CLIENT,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `mall_rt=${refresh}`
      },
      payload: 'grant_type=refresh_token',
      remoteAddress: nextAddress()
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
  });
});

describe('per-client throttling', () => {
  it('one client address cannot keep re-locking one account: 429 with Retry-After, others are not affected', async () => {
    const owner = await createMember(ctx);
    const attacker = nextAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY; attempt += 1) {
      if (attempt === LOGIN_FAIL_LIMIT + 1) later(LOGIN_LOCK_MINUTES);
      const answer = await login(owner.loginId, WRONG, attacker);
      expect(answer.statusCode).toBe(401);
    }
    later(LOGIN_LOCK_MINUTES);
    const throttled = await login(owner.loginId, PASSWORD, attacker);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('RATE_LIMITED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before any password is checked: the account's count did not move, the owner gets in.
    expect((await login(owner.loginId, PASSWORD)).statusCode).toBe(200);
  });

  it('one client address spends only so many wrong passwords an hour over all ids', async () => {
    const sprayer = nextAddress();
    const owner = await createMember(ctx);
    for (let attempt = 1; attempt <= PER_ADDRESS_PER_HOUR; attempt += 1) {
      expect((await login(`sprayed${attempt}x`, WRONG, sprayer)).json().code).toBe('1101');
    }
    const refused = await login(owner.loginId, PASSWORD, sprayer);
    expect(refused.statusCode).toBe(429);
    later(60);
    expect((await login(owner.loginId, PASSWORD, sprayer)).statusCode).toBe(200);
  });

  it("the owner's unlock link (like a password reset) forgets every client's count of the account", async () => {
    const owner = await createMember(ctx);
    const home = nextAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILS_PER_CLIENT_ACCOUNT_PER_DAY; attempt += 1) {
      if (attempt === LOGIN_FAIL_LIMIT + 1) later(LOGIN_LOCK_MINUTES);
      await login(owner.loginId, WRONG, home);
    }
    expect((await login(owner.loginId, PASSWORD, home)).statusCode).toBe(429);
    const token = await unlockToken(owner.email!);
    expect((await post('/api/member/v1/public/users/unlock', { token })).statusCode).toBe(204);
    expect((await login(owner.loginId, PASSWORD, home)).statusCode).toBe(200);
  });
});

describe('password re-checks count toward the same lock', () => {
  it('wrong re-checks count (n/5), lock at five, and are refused while locked; login is locked too', async () => {
    const self = await createMember(ctx);
    const access = await accessOf(self.loginId);
    for (let attempt = 1; attempt < LOGIN_FAIL_LIMIT; attempt += 1) {
      const wrong = await post('/api/member/v1/users/verify/password', { password: WRONG }, access);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'PASSWORD_MISMATCH',
        data: { failCount: attempt, limit: 5 }
      });
    }
    const fifth = await post('/api/member/v1/users/verify/password', { password: WRONG }, access);
    expect(fifth.json()).toMatchObject({ code: '1102', data: { limit: 5 } });
    expect(
      (await post('/api/member/v1/users/verify/password', { password: PASSWORD }, access)).json().code
    ).toBe('1102');
    expect((await login(self.loginId, PASSWORD)).json().code).toBe('1102');
    later(LOGIN_LOCK_MINUTES);
    expect(
      (await post('/api/member/v1/users/verify/password', { password: PASSWORD }, access)).statusCode
    ).toBe(200);
  });

  it('login and re-check failures share one count; withdrawal and password change confirmations count too', async () => {
    const self = await createMember(ctx);
    const access = await accessOf(self.loginId);
    await login(self.loginId, WRONG);
    await login(self.loginId, WRONG);
    expect(
      (await post('/api/member/v1/users/verify/password', { password: WRONG }, access)).json().data.failCount
    ).toBe(3);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/v1/users/password',
      payload: { currentPassword: WRONG, password: 'Brandnew123!', passwordConfirm: 'Brandnew123!' },
      headers: { authorization: `Bearer ${access}` },
      remoteAddress: nextAddress()
    });
    expect(change.json()).toMatchObject({ code: 'PASSWORD_MISMATCH', data: { failCount: 4 } });
    const withdrawal = await post(
      '/api/member/v1/users/withdrawal',
      { password: WRONG, reason: 'OTHER' },
      access
    );
    expect(withdrawal.json().code).toBe('1102');
    expect((await login(self.loginId, PASSWORD)).json().code).toBe('1102');
  });
});

describe('no enumeration', () => {
  /** What a caller sees of an answer: status, code, message and data. */
  const seen = (response: Awaited<ReturnType<typeof login>>) => {
    const { status, code, message, data } = response.json();
    return { statusCode: response.statusCode, status, code, message, data };
  };

  it('an unknown id and a known one with a wrong password answer alike, locks included', async () => {
    const member = await createMember(ctx);
    const unknownNumber = String(Number(member.userNumber) + 500);
    for (const pair of [
      [member.loginId, 'no-such-member'],
      [member.userNumber, unknownNumber]
    ] as const) {
      const known = await lockByStrangers(pair[0]);
      const unknown = await lockByStrangers(pair[1]);
      expect(unknown.map(seen)).toEqual(known.map(seen));
      expect(seen(known[0]!)).toMatchObject({
        statusCode: 401,
        code: '1101',
        data: { failCount: 1, limit: 5 }
      });
      later(LOGIN_LOCK_MINUTES);
    }
  });

  it('a withdrawn member is named (9002) only to whoever knows the password', async () => {
    const gone = await createMember(ctx, {
      status: 'WITHDRAWN',
      withdrawnAt: new Date(),
      rejoinPossibleAt: new Date(Date.now() + 10 * 86_400_000)
    });
    expect((await login(gone.loginId, WRONG)).json()).toMatchObject({ code: '1101', data: { failCount: 1 } });
    expect((await login(gone.loginId, PASSWORD)).json().code).toBe('9002');
  });
});
