import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_REFERRER_COOKIE, SHOP_REFERRER_COOKIE_MAX_AGE_S } from '@mall/domain';

/**
 * The shop-referrer cookie (docs/decisions/075): the planner of the shopping link a visitor opened, as a member
 * number, kept 30 days. httpOnly (the defaults of src/http/cookies.ts, Secure with them), SameSite=Lax so the
 * link's own top-level navigation sets and carries it, path `/` so every API call sends it. Its value is never
 * trusted: whoever reads it looks the planner up again (order-credit.ts, headerPersonal).
 */
export function setShopReferrerCookie(reply: FastifyReply, userNumber: string): void {
  reply.setCookie(SHOP_REFERRER_COOKIE, userNumber, {
    path: '/',
    sameSite: 'lax',
    maxAge: SHOP_REFERRER_COOKIE_MAX_AGE_S
  });
}

/** The cookie as sent (any string), or null. */
export function shopReferrerCookieOf(request: FastifyRequest): string | null {
  return request.cookies[SHOP_REFERRER_COOKIE] ?? null;
}

/**
 * What a full page load with `?referrer=<code>` does (the SPA fallback, src/http/static-files.ts): when the code
 * names an active planner (not the company), the cookie is set to their number; an unknown or inactive code sets
 * nothing. The one rule headerPersonal applies too, with `shoppingPlanner` from the personal mall service.
 */
export type ShopReferrerLink = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createShopReferrerLink(
  shoppingPlanner: (code: string) => Promise<{ userNumber: string } | null>
): ShopReferrerLink {
  return async (request, reply) => {
    const code = (request.query as Record<string, unknown> | undefined)?.referrer;
    if (typeof code !== 'string' || code.length === 0 || code.length > 40) return;
    const planner = await shoppingPlanner(code);
    if (planner) setShopReferrerCookie(reply, planner.userNumber);
  };
}
