import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './context.ts';
import { nextAddress } from './members.ts';

/** Helpers for suites that spend an identity verification (sign-up, recovery): the sandbox popup, end to end. */
const BASE = '/api/member/certification/v1';

function cookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'mall_idv');
  return cookie ? `mall_idv=${cookie.value}` : undefined;
}

function form(ctx: TestContext, url: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextAddress()
  });
}

export type Verification = { requestId: string; cookie: string };

/**
 * Starts a public mobile verification (as the browser holding `cookie`, or a new one), plays the
 * sandbox popup as the given person (`outcome` success by default) and lands on the return page.
 */
export async function verifyIdentity(
  ctx: TestContext,
  options: {
    purpose: string;
    name?: string;
    mobile?: string;
    birth?: string;
    outcome?: 'success' | 'fail';
    cookie?: string;
  }
): Promise<Verification> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: `${BASE}/public/authToken`,
    payload: { cpCode: 'MOBILE', purpose: options.purpose },
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: nextAddress()
  });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = options.cookie ?? cookieOf(started);
  expect(cookie, 'the browser-binding cookie').toBeDefined();
  const { requestId, popup } = started.json().data as {
    requestId: string;
    popup: { action: string; fields: Record<string, string> };
  };
  const opened = await form(ctx, new URL(popup.action).pathname, popup.fields);
  const completePath = /action="([^"]+\/complete)"/.exec(opened.body)?.[1];
  expect(completePath, 'the sandbox popup form').toBeDefined();
  const { m: _m, ...sealed } = popup.fields;
  const done = await form(ctx, completePath!, {
    ...sealed,
    outcome: options.outcome ?? 'success',
    persona: 'adult-male',
    carrier: 'KT',
    ...(options.name ? { name: options.name } : {}),
    ...(options.mobile ? { mobile: options.mobile } : {}),
    ...(options.birth ? { birth: options.birth } : {})
  });
  expect(done.statusCode, done.body).toBe(303);
  const landing = new URL(done.headers.location as string);
  const page = await ctx.app.inject({
    method: 'GET',
    url: `${landing.pathname}${landing.search}`,
    remoteAddress: nextAddress()
  });
  expect(page.statusCode).toBe(200);
  return { requestId, cookie: cookie! };
}
