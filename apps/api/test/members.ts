import { expect } from 'vitest';
import { hashSecret } from '../src/lib/password.ts';
import {
  createMemberRepository,
  type NewUser,
  type UserRow
} from '../src/modules/member/member.repository.ts';
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
export function tokenRequest(
  ctx: TestContext,
  form: Record<string, string>,
  headers: Record<string, string> = {}
) {
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
  const box = await ctx.app.inject({
    method: 'GET',
    url: `/__sandbox/mail?format=json&to=${encodeURIComponent(email)}`
  });
  const [latest] = box.json().data as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  expect(code, `a six-digit code mailed to ${email}`).toBeDefined();
  return code!;
}

export type SandboxPerson = {
  /** Sandbox persona (adult-female, adult-male, minor, foreigner); name/birth/mobile override it. */
  persona?: string;
  name?: string;
  birth?: string;
  mobile?: string;
};

/**
 * Runs one identity verification through the sandbox vendor, as the browser would: start (member with
 * `access`, else public with a fresh `mall_idv` cookie), open the popup form, pick the person, follow
 * the vendor back to our return page. Answers the request id and the cookie header that owns it.
 */
export async function sandboxVerification(
  ctx: TestContext,
  options: {
    purpose: string;
    method?: 'MOBILE' | 'CARD';
    access?: string;
    person?: SandboxPerson;
    outcome?: 'success' | 'fail' | 'cancel';
  }
): Promise<{ requestId: string; cookie: string }> {
  const method = options.method ?? 'MOBILE';
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/member/certification/v1/${options.access ? '' : 'public/'}authToken`,
    payload: { cpCode: method, purpose: options.purpose },
    headers: options.access ? { authorization: `Bearer ${options.access}` } : {},
    remoteAddress: nextAddress()
  });
  expect(started.statusCode, started.body).toBe(200);
  const bound = started.cookies.find((c) => c.name === 'mall_idv');
  const cookie = bound ? `mall_idv=${bound.value}` : '';
  const { requestId, popup } = started.json().data as {
    requestId: string;
    popup: { action: string; fields: Record<string, string> };
  };
  const form = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextAddress()
    });
  const opened = await form(new URL(popup.action).pathname, popup.fields);
  expect(opened.statusCode, opened.body).toBe(200);
  const completePath = /action="([^"]+\/complete)"/.exec(opened.body)?.[1];
  expect(completePath, 'the sandbox form').toBeDefined();
  const { m: _m, ...sealed } = popup.fields;
  const person = options.person ?? {};
  const done = await form(completePath!, {
    ...sealed,
    outcome: options.outcome ?? 'success',
    persona: person.persona ?? 'adult-female',
    ...(method === 'CARD' ? { cardco: 'SHINHAN' } : { carrier: 'SKT' }),
    ...(person.name ? { name: person.name } : {}),
    ...(person.birth ? { birth: person.birth } : {}),
    ...(person.mobile ? { mobile: person.mobile } : {})
  });
  expect(done.statusCode, done.body).toBe(303);
  const back = new URL(done.headers.location as string);
  const landed = await ctx.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    remoteAddress: nextAddress()
  });
  expect(landed.statusCode).toBe(200);
  expect(landed.body).toContain(`data-ok="${(options.outcome ?? 'success') === 'success'}"`);
  return { requestId, cookie };
}
