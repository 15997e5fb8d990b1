import { expect } from 'vitest';
import { hashSecret } from '../src/lib/password.ts';
import { createMemberRepository, type NewUser, type UserRow } from '../src/modules/member/member.repository.ts';
import type { TestContext } from './context.ts';

/** Helpers the member-facing suites share: members, logins and the sandbox mailbox. */
export const TEST_PASSWORD = 'Secret123!';
export const WEB_CLIENT = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

let addressCounter = 0;
/** A fresh client address per call, so per-client rate limits never decide a test. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let passwordHash: Promise<string> | undefined;
let serial = 0;

/** Inserts a customer with a referrer (override anything); the password is TEST_PASSWORD. */
export async function createMember(ctx: TestContext, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  serial += 1;
  passwordHash ??= hashSecret(TEST_PASSWORD);
  return createMemberRepository(ctx.database.db).insert({
    userNumber: String(3000000000 + serial),
    loginId: `member${serial}t`,
    email: `member${serial}t@example.com`,
    passwordHash: await passwordHash,
    userType: 'BEAUTY_CONSUMER',
    lastName: '이',
    firstName: '민준',
    referralUserNumber: '1000000001',
    ...overrides
  });
}

/** `POST /api/oauth/token` as the storefront client. */
export function tokenRequest(ctx: TestContext, form: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: nextAddress()
  });
}

/** Logs in and answers the access and refresh tokens. */
export async function login(ctx: TestContext, username: string, password = TEST_PASSWORD) {
  const response = await tokenRequest(ctx, { grant_type: 'password', username, password });
  expect(response.statusCode, response.body).toBe(200);
  const refresh = response.cookies.find((cookie) => cookie.name === 'mall_rt')?.value;
  expect(refresh, 'the refresh cookie').toBeDefined();
  return { access: response.json().access_token as string, refresh: refresh! };
}

/** The six-digit code in the newest sandbox mail to that address. */
export async function mailedCode(ctx: TestContext, email: string): Promise<string> {
  const box = await ctx.app.inject({ method: 'GET', url: `/__sandbox/mail?format=json&to=${encodeURIComponent(email)}` });
  const [latest] = box.json().data as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  expect(code, `a six-digit code mailed to ${email}`).toBeDefined();
  return code!;
}
