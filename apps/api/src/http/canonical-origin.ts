import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The names one machine answers to itself; a browser keeps separate cookies, storage and origins for each. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Where a page asked for under another loopback name of the shop should go instead (docs/decisions/053), or
 * null. The shop has one origin that the storefront, the API and the payment provider agree on: PUBLIC_ORIGIN.
 * A browser that opened `http://127.0.0.1:3000` while PUBLIC_ORIGIN is `http://localhost:3000` would build its
 * payment return URLs on an origin the provider refuses, and keep a session and cart the other name does not
 * see. Only pages and files (GET, HEAD outside /api) move: JSON callers and health checks keep their answers.
 * A name that is not a loopback one (a LAN address, a proxy's host) is left alone: redirecting a phone on the
 * LAN to `localhost` would send it to itself.
 */
export function canonicalLocation(
  publicOrigin: string | null,
  request: { method: string; host: string; url: string }
): string | null {
  if (!publicOrigin || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
    return null;
  const shop = parsedOrigin(publicOrigin);
  const asked = parsedOrigin(`${shop?.protocol ?? 'http:'}//${request.host}`);
  if (!shop || !asked || asked.host === shop.host) return null;
  if (!LOOPBACK_NAMES.has(shop.hostname) || !LOOPBACK_NAMES.has(asked.hostname)) return null;
  if (asked.port !== shop.port) return null;
  return `${shop.origin}${request.url.startsWith('/') ? request.url : '/'}`;
}

/** Sends pages reached by another loopback name to PUBLIC_ORIGIN (307: nothing is cached for good). */
export function registerCanonicalOrigin(app: FastifyInstance, config: Pick<Config, 'publicOrigin'>) {
  if (!config.publicOrigin) return;
  const publicOrigin = config.publicOrigin;
  // A callback hook: the API's requests leave it at once, without a promise (ADR 072).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    const location = canonicalLocation(publicOrigin, {
      method: request.method,
      host: request.host,
      url: request.url
    });
    if (!location) return done();
    reply.header('cache-control', 'no-store').redirect(location, 307);
  });
}
