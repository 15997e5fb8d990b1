import type { FastifyCookieOptions } from '@fastify/cookie';

/**
 * Whether every cookie carries `Secure` whatever the request looked like (docs/decisions/043): in production
 * (APP_MODE=production) and wherever shoppers reach the shop over https (PUBLIC_ORIGIN). Not left to the request
 * alone: behind a proxy TRUST_PROXY does not name, a request arrives as http although the browser spoke https.
 * NODE_ENV is no sign: `npm start` sets it for the local demo on http://localhost, whose cookies a plain-http
 * browser must keep.
 */
export function cookiesAlwaysSecure(env: {
  appMode: 'demo' | 'production';
  publicOrigin: string | undefined;
}): boolean {
  return env.appMode === 'production' || /^https:\/\//i.test(env.publicOrigin ?? '');
}

/**
 * The defaults of every `setCookie`/`clearCookie` in the app, registered once with @fastify/cookie: httpOnly,
 * and `Secure` always when `secureCookies`, else when the request came over https ('auto': the protocol as
 * TRUST_PROXY lets Fastify read it). Call sites add only what differs per cookie (path, SameSite, lifetime) and
 * never set these two.
 */
export function cookieDefaults(config: { secureCookies: boolean }): FastifyCookieOptions {
  return { parseOptions: { httpOnly: true, secure: config.secureCookies ? true : 'auto' } };
}
