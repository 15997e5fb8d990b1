import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  onResponseHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler
} from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@mall/domain';
import type { Database } from '../db/client.ts';
import { canonical } from '../lib/versioned-cache.ts';
import { bound } from '../db/prepared.ts';
import { sendError } from './error-handler.ts';
import { idempotencyKeys } from './idempotency.table.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an optional Idempotency-Key (docs/decisions/034): a retry replays the first answer. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The claimed idempotency row of this request, stored in onSend. */
    idempotencyClaim?: Claim | undefined;
  }
}

/**
 * A request's hold on its key. `claimedAt` is the row's created_at as this claim wrote it (a take-over writes its
 * own): renewing, storing and releasing are guarded by it, so a holder that lost its lease touches nothing.
 */
type Claim = { scope: string; key: string; claimedAt: Date; renewal: NodeJS.Timeout };

export type IdempotencyOptions = {
  now?: () => Date;
  /** How long a claim holds its key without being renewed (IDEMPOTENCY_LEASE_MS). */
  leaseMs?: number;
  /** How often a running request renews its claim (IDEMPOTENCY_RENEW_MS). */
  renewEveryMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * How long an IN_FLIGHT key is held without its holder renewing it (docs/decisions/044). The holder renews every
 * IDEMPOTENCY_RENEW_MS while it runs, so a live request keeps its key however long it takes; a crashed one stops
 * renewing and a retry takes the key over at most this long after the crash.
 */
export const IDEMPOTENCY_LEASE_MS = 15_000;
export const IDEMPOTENCY_RENEW_MS = 5_000;
/** A request still running after this long stops renewing (a hung request must not hold its key forever). */
const MAX_HOLD_MS = 10 * 60 * 1000;
const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Idempotency-Key for the POSTs that create orders or move money (docs/decisions/034, 044). A route opts in with
 * `config: { idempotency: true }`; its check runs after the route's own preHandlers (the asker is known).
 * Scope = method + route pattern + asker (member number or 'guest'); the request hash is sha256 of the canonical
 * JSON of body and path parameters. The first request inserts IN_FLIGHT with a lease it renews while it runs; the
 * same key and body afterwards replays the stored status and body (errors included) with `Idempotent-Replayed:
 * true`; another body → 422 IDEMPOTENCY_KEY_REUSED; while the first runs → 409 IDEMPOTENCY_KEY_IN_FLIGHT; once the
 * first stopped renewing (its process is gone) → the retry takes the key over and runs the operation again, which
 * finds out what the first one did (the operations are idempotent by their own state and the provider's keys).
 * Answers of 500 and above, and a route's own 409 IDEMPOTENCY_KEY_IN_FLIGHT (it waited on a concurrent request),
 * are not kept (the key is released): whether anything happened is unknown, so a retry runs again — the
 * provider's own keys (`confirm-<paymentOrderId>`) keep that safe. Storing and releasing never fail the answer: a
 * database error there is logged and the key is left to its lease. Without the header the route runs as usual.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, options: IdempotencyOptions = {}) {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? IDEMPOTENCY_RENEW_MS;
  const log = options.log ?? app.log;
  const held = (claim: {
    scope: string | SQLWrapper;
    key: string | SQLWrapper;
    claimedAt: Date | SQLWrapper;
  }) =>
    and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.state, 'IN_FLIGHT'),
      eq(idempotencyKeys.createdAt, claim.claimedAt)
    );

  // The two statements of every keyed request, built once (the confirm's CPU, issue 15).
  const claimKey = db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      state: 'IN_FLIGHT',
      createdAt: sql.placeholder('createdAt'),
      lockedUntil: sql.placeholder('lockedUntil')
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim_key');
  const storeAnswer = db
    .update(idempotencyKeys)
    .set({
      state: 'DONE',
      responseStatus: bound('responseStatus'),
      responseBody: sql`${sql.placeholder('responseBody')}::jsonb`
    })
    .where(
      held({
        scope: sql.placeholder('scope'),
        key: sql.placeholder('key'),
        claimedAt: sql.placeholder('claimedAt')
      })
    )
    .prepare('idempotency_store_answer');

  /** The request holds the key from `claimedAt`; a timer renews its lease until the answer is stored. */
  function hold(scope: string, key: string, claimedAt: Date): Claim {
    const claim = { scope, key, claimedAt } as Claim;
    claim.renewal = setInterval(() => {
      if (now().getTime() - claimedAt.getTime() > MAX_HOLD_MS) return clearInterval(claim.renewal);
      db.update(idempotencyKeys)
        .set({ lockedUntil: new Date(now().getTime() + leaseMs) })
        .where(held(claim))
        .catch((error: unknown) => log.warn({ code: codeOf(error) }, 'idempotency lease not renewed'));
    }, renewEveryMs);
    claim.renewal.unref();
    return claim;
  }

  const check: preHandlerAsyncHookHandler = async function (request, reply) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      return sendError(request, reply, 'IDEMPOTENCY_KEY_INVALID');
    const scope = `${request.method} ${request.routeOptions.url} ${request.principal?.userSeqNo ?? 'guest'}`;
    const requestHash = createHash('sha256')
      .update(canonical({ body: request.body ?? null, params: request.params ?? {} }))
      .digest('hex');
    const at = now();
    const lockedUntil = new Date(at.getTime() + leaseMs);
    const inserted = await claimKey.execute({ scope, key, requestHash, createdAt: at, lockedUntil });
    if (inserted.length > 0) {
      request.idempotencyClaim = hold(scope, key, at);
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
    // A first request whose process is gone stopped renewing its lease: past it, one retry takes the key over.
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
    request.idempotencyClaim = hold(scope, key, at);
  };

  const store: onSendAsyncHookHandler = async function (request, reply, payload) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    clearInterval(claim.renewal);
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.delete(idempotencyKeys).where(held(claim));
        return payload;
      }
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
      // "Still running elsewhere" (a confirm that waited on another one's CONFIRMING) is no outcome: kept, every
      // retry with this key would replay it forever instead of learning what the payment came to.
      if (
        reply.statusCode === 409 &&
        (body as { code?: unknown } | null)?.code === 'IDEMPOTENCY_KEY_IN_FLIGHT'
      ) {
        await db.delete(idempotencyKeys).where(held(claim));
        return payload;
      }
      await storeAnswer.execute({
        ...claim,
        responseStatus: reply.statusCode,
        responseBody: JSON.stringify(body)
      });
    } catch (error) {
      // The answer stands (its work is done or refused); the key is left IN_FLIGHT and its lease runs out, so a
      // retry runs the operation again and learns its outcome. Thrown from here, the error would reach Fastify's
      // default handler, whose body is the driver's message with the SQL and its parameters.
      request.log.warn(
        { code: codeOf(error) },
        'idempotency key not stored; it is freed when its lease ends'
      );
    }
    return payload;
  };

  /** Whatever happened to the answer, the renewal stops with the request. */
  const stop: onResponseHookHandler = function (request, _reply, done) {
    if (request.idempotencyClaim) clearInterval(request.idempotencyClaim.renewal);
    done();
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotency) return;
    const own = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [...own, check];
    const sends = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...sends, store];
    const responses = route.onResponse
      ? Array.isArray(route.onResponse)
        ? route.onResponse
        : [route.onResponse]
      : [];
    route.onResponse = [...responses, stop];
  });
}

/** The driver's code of a database error (never its message: it quotes the statement's parameters). */
function codeOf(error: unknown): unknown {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return cause?.code ?? code;
}

function replay(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
