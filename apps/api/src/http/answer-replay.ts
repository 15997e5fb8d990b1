import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { createLru } from '../lib/cache.ts';
import { JSON_TYPE } from './json-once.ts';

/** How long a kept answer is replayed before the route builds it again (on top of the cache's own TTL). */
export const REPLAY_TTL_MS = 10_000;
/** Bound of the kept answers (a list page is a few KB). */
export const REPLAY_ENTRIES = 1000;
/** Addresses longer than this are not kept (a key is the address; nobody's real query is that long). */
const MAX_KEY_URL = 512;

type Kept = { version: string; body: Buffer; headers: Record<string, string> };
type Pending = { key: string; version: string };

export type AnswerReplay = {
  /**
   * Route-level `onRequest` hook: a guest's GET whose answer was kept under the current version is sent as
   * kept (the global hooks before it, rate limit included, and the `onSend` ones after it still run); any
   * other request goes on to validation and the handler.
   */
  replay: onRequestHookHandler;
  /** The handler's answer to a guest's GET, kept for the next guest asking the same address in the same language. */
  keep(request: FastifyRequest, reply: FastifyReply, body: Buffer): void;
};

/**
 * Guest catalogue answers replayed before validation, the handler and the cache's key building (issue 15,
 * docs/decisions/072). The answer to a guest (no Authorization) is the same bytes for every guest asking the
 * same address in the same language until the catalogue version moves, so those bytes and the headers the
 * route set are kept by (language, address) with the version they were built under. `versionNow` is the
 * catalogue cache's synchronous version: null when not known to be current, and then nothing is replayed or
 * kept. A member's request (with a token) never touches it: it may carry SP/BP.
 */
export function createAnswerReplay(options: {
  versionNow: () => string | null;
  /** The route's own headers to send again with the body (content-type is always JSON). */
  headerNames: readonly string[];
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): AnswerReplay {
  const kept = createLru({ maxEntries: options.maxEntries ?? REPLAY_ENTRIES, now: options.now });
  const ttlMs = options.ttlMs ?? REPLAY_TTL_MS;
  // Set by `replay` on a miss, read by `keep`: the version is taken before the handler reads the cache, so an
  // answer is never kept under a version newer than its data.
  const pending = new WeakMap<FastifyRequest, Pending>();

  return {
    replay(request, reply, done) {
      if (request.method !== 'GET' || request.headers.authorization || request.url.length > MAX_KEY_URL) {
        done();
        return;
      }
      const version = options.versionNow();
      if (version === null) {
        done();
        return;
      }
      const key = `${request.language}\n${request.url}`;
      const hit = kept.get(key) as Kept | undefined;
      if (hit?.version === version) {
        reply.headers(hit.headers).type(JSON_TYPE).send(hit.body);
        return;
      }
      pending.set(request, { key, version });
      done();
    },
    keep(request, reply, body) {
      const asked = pending.get(request);
      if (!asked || reply.statusCode !== 200) return;
      const headers: Record<string, string> = {};
      for (const name of options.headerNames) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      kept.set(asked.key, { version: asked.version, body, headers } satisfies Kept, ttlMs);
    }
  };
}
