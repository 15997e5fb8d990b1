import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@mall/domain';
import type { Database } from '../db/client.ts';
import { canonical } from '../lib/versioned-cache.ts';
import { sendError } from './error-handler.ts';
import { idempotencyKeys } from './idempotency.table.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an optional Idempotency-Key (docs/decisions/034): a retry replays the first answer. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The claimed idempotency row of this request, stored in onSend. */
    idempotencyClaim?: { scope: string; key: string } | undefined;
  }
}

/** How long a first request holds its key before a crashed one may be taken over. */
const IDEMPOTENCY_LOCK_MS = 2 * 60 * 1000;
const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Idempotency-Key for the POSTs that create orders or move money (docs/decisions/034). A route opts in with
 * `config: { idempotency: true }`; its check runs after the route's own preHandlers (the asker is known).
 * Scope = method + route pattern + asker (member number or 'guest'); the request hash is sha256 of the canonical
 * JSON of body and path parameters. The first request inserts IN_FLIGHT; the same key and body afterwards
 * replays the stored status and body (errors included) with `Idempotent-Replayed: true`; another body → 422
 * IDEMPOTENCY_KEY_REUSED; while the first runs → 409 IDEMPOTENCY_KEY_IN_FLIGHT. Answers of 500 and above, and
 * a route's own 409 IDEMPOTENCY_KEY_IN_FLIGHT (it waited on a concurrent request), are not kept (the key is released): whether anything happened is unknown, so a retry runs again — the provider's
 * own keys (`confirm-<paymentOrderId>`) keep that safe. Without the header the route runs as usual.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, now: () => Date = () => new Date()) {
  const check: preHandlerHookHandler = async function (request, reply) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) return sendError(request, reply, 'IDEMPOTENCY_KEY_INVALID');
    const scope = `${request.method} ${request.routeOptions.url} ${request.principal?.userSeqNo ?? 'guest'}`;
    const requestHash = createHash('sha256')
      .update(canonical({ body: request.body ?? null, params: request.params ?? {} }))
      .digest('hex');
    const at = now();
    const lockedUntil = new Date(at.getTime() + IDEMPOTENCY_LOCK_MS);
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, state: 'IN_FLIGHT', createdAt: at, lockedUntil })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotencyClaim = { scope, key };
      return;
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return sendError(request, reply, 'IDEMPOTENCY_KEY_IN_FLIGHT');
    if (row.requestHash !== requestHash) return sendError(request, reply, 'IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'DONE') return replay(reply, row.responseStatus ?? 200, row.responseBody);
    // A first request that crashed leaves its row IN_FLIGHT: past its lock, one retry takes it over.
    const taken = await db
      .update(idempotencyKeys)
      .set({ lockedUntil, createdAt: at })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'IN_FLIGHT'),
          lt(idempotencyKeys.lockedUntil, at)
        )
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) return sendError(request, reply, 'IDEMPOTENCY_KEY_IN_FLIGHT');
    request.idempotencyClaim = { scope, key };
  };

  const store: onSendHookHandler = async function (request, reply, payload) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    const release = async () => {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'IN_FLIGHT')));
      return payload;
    };
    if (reply.statusCode >= 500 || typeof payload !== 'string') return release();
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    // "Still running elsewhere" (a confirm that waited on another one's CONFIRMING) is no outcome: kept, every
    // retry with this key would replay it forever instead of learning what the payment came to.
    if (reply.statusCode === 409 && (body as { code?: unknown } | null)?.code === 'IDEMPOTENCY_KEY_IN_FLIGHT') return release();
    await db
      .update(idempotencyKeys)
      .set({ state: 'DONE', responseStatus: reply.statusCode, responseBody: sql`${JSON.stringify(body)}::jsonb` })
      .where(where);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotency) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...own, check];
    const sends = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...sends, store];
  });
}

function replay(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(JSON.stringify(body));
}
