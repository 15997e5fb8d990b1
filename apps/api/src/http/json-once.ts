import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `{ data }` for a route whose answers come from a cache (ADR 028). The first time a given `data` object
 * is sent, it goes through the route's response schema (validation and serialisation, `reply.serialize`) and the
 * bytes are kept next to the object; every later answer with the same object (a cache hit hands out the very
 * object it stored) sends those bytes. Keyed by the object, weakly: the bytes go when the cache entry goes.
 * Cached objects are never mutated (the cache already hands one object to every asker). `sent` hears the bytes
 * (the guest answer replay keeps them, http/answer-replay.ts).
 */
export function createJsonOnce() {
  const bodies = new WeakMap<object, Buffer>();
  return (reply: FastifyReply, data: object, sent?: (body: Buffer) => void): FastifyReply => {
    let body = bodies.get(data);
    if (body === undefined) {
      body = Buffer.from(reply.serialize({ data }) as string);
      bodies.set(data, body);
    }
    sent?.(body);
    return reply.type(JSON_TYPE).send(body);
  };
}
