import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_TOSS_PREFIX } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { safeEqual, text } from '../social/sandbox-common.ts';
import { sandboxTossIdempotency, sandboxTossPayments, type SandboxTossCancel } from './sandbox-toss.table.ts';
import { checkoutErrorPage, checkoutPage, receiptPage, SANDBOX_CARD_COMPANIES } from './sandbox-toss-page.ts';
import { TOSS_SDK_SCRIPT } from './sandbox-toss-script.ts';
import { noStore } from '../../http/route-kit.ts';
import { bound } from '../../db/prepared.ts';
import {
  absoluteHttpUrl,
  ANONYMOUS_CUSTOMER_KEY,
  CUSTOMER_KEY_MESSAGE,
  CUSTOMER_KEY_PATTERN,
  fail,
  FAIL_MESSAGES,
  kstIso,
  maskCardNumber,
  newSandboxPaymentKey,
  ORDER_ID_PATTERN,
  paymentObject,
  randomKey,
  returnUrl,
  SANDBOX_MERCHANT_NAME,
  TOSS_ERRORS,
  type Answer,
  type Row
} from './sandbox-toss-kit.ts';
import { sandboxTossBillingRoutes } from './sandbox-toss-billing.ts';

export { ANONYMOUS_CUSTOMER_KEY, newSandboxPaymentKey, randomKey };

/**
 * The Toss Payments stand-in (INTEGRATIONS §1.15, docs/decisions/035), registered while PAYMENT_PROVIDER is `sandbox`,
 * under /__sandbox/toss:
 * - REST as Toss's core API v1: confirm, lookups by paymentKey and orderId, cancel (full or partial), Basic auth with
 *   the secret key, the `{code, message}` envelope, `TossPayments-Test-Code`, `Idempotency-Key` replay, the 10-minute
 *   confirm window and the 30-minute READY lifetime;
 * - `v2/standard.js`: `window.TossPayments(clientKey).payment({customerKey})` with `requestPayment({method:'CARD', …})`
 *   and `requestBillingAuth({method:'CARD', …})`;
 * - the hosted checkout (`checkout`, a form POST back to `checkout/{paymentKey}`) and a receipt page;
 * - 자동결제 (billing: its hosted card registration and REST) in `sandbox-toss-billing.ts`, sharing this REST's
 *   auth, Test-Code, idempotency and envelope.
 * No webhooks: the mall confirms on the success return and its recovery job asks by orderId (ADR 034).
 */
/** A buyer must authenticate within 30 minutes of opening the window; the merchant confirm within 10 of that. */
const READY_LIFETIME_MS = 30 * 60_000;
const CONFIRM_WINDOW_MS = 10 * 60_000;
const IDEMPOTENCY_DAYS = 15;
/** How long a first request may run before its Idempotency-Key counts as abandoned. */
const IN_FLIGHT_MS = 60_000;
/** Installments only from this amount (Toss's rule, INTEGRATIONS §1.12). */
const INSTALLMENT_MIN_AMOUNT = 50_000;

type CheckoutRequest = {
  clientKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
};

/** The SDK's parameter checks (INTEGRATIONS §1.3 b), shared with the hosted page: the first problem, or null. */
function checkoutProblem(input: Record<string, string>): { code: string; message: string } | null {
  if (!ORDER_ID_PATTERN.test(input.orderId ?? ''))
    return { code: 'INVALID_ORDER_ID', message: TOSS_ERRORS.INVALID_ORDER_ID![1] };
  const orderName = input.orderName ?? '';
  if (orderName.length < 1 || orderName.length > 100)
    return { code: 'INVALID_PARAMETERS', message: 'orderName은 1자 이상 100자 이하여야 합니다.' };
  const amount = Number(input.amount);
  if (!/^[0-9]{1,12}$/.test(input.amount ?? '') || !Number.isSafeInteger(amount))
    return { code: 'INVALID_PARAMETERS', message: 'amount는 정수여야 합니다.' };
  if (amount < 100) return { code: 'BELOW_MINIMUM_AMOUNT', message: TOSS_ERRORS.BELOW_MINIMUM_AMOUNT![1] };
  const customerKey = input.customerKey ?? '';
  if (customerKey !== ANONYMOUS_CUSTOMER_KEY && !CUSTOMER_KEY_PATTERN.test(customerKey))
    return { code: 'INVALID_CUSTOMER_KEY', message: CUSTOMER_KEY_MESSAGE };
  if (!absoluteHttpUrl(input.successUrl ?? ''))
    return {
      code: 'INCORRECT_SUCCESS_URL_FORMAT',
      message: 'successUrl은 origin을 포함한 절대 경로여야 합니다.'
    };
  if (!absoluteHttpUrl(input.failUrl ?? ''))
    return { code: 'INCORRECT_FAIL_URL_FORMAT', message: 'failUrl은 origin을 포함한 절대 경로여야 합니다.' };
  return null;
}

export function sandboxTossRoutes(options: {
  db: Database;
  clientKey: string;
  secretKey: string;
  /** The shop's public origin (PUBLIC_ORIGIN); null: the request's own origin. */
  publicOrigin: string | null;
}): FastifyPluginAsync {
  const { db } = options;
  const receiptBase = options.publicOrigin ?? '';

  /** Basic auth with the secret key and an empty password; null when accepted, else the error. */
  function authProblem(request: FastifyRequest): Answer | null {
    const header = request.headers.authorization ?? '';
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
    if (!match) return fail('UNAUTHORIZED_KEY');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    if (!decoded.endsWith(':')) return fail('UNAUTHORIZED_KEY');
    const key = decoded.slice(0, -1);
    if (safeEqual(key, options.secretKey)) return null;
    // A client key where a secret key belongs: Toss's "wrong key type" (sandbox choice, INTEGRATIONS §1.15).
    if (/^(test|live)_c?g?ck_/.test(key)) return fail('INVALID_API_KEY');
    return fail('UNAUTHORIZED_KEY');
  }

  /** READY past 30 minutes and IN_PROGRESS past the confirm window end EXPIRED (checked when a row is read). */
  async function expireIfDue(row: Row, now = new Date()): Promise<Row> {
    const due =
      (row.status === 'READY' && now.getTime() - row.requestedAt.getTime() > READY_LIFETIME_MS) ||
      (row.status === 'IN_PROGRESS' &&
        row.authenticatedAt !== null &&
        now.getTime() - row.authenticatedAt.getTime() > CONFIRM_WINDOW_MS);
    if (!due) return row;
    const [expired] = await db
      .update(sandboxTossPayments)
      .set({ status: 'EXPIRED', failure: { code: 'EXPIRED_PAYMENT', message: '결제가 만료되었습니다.' } })
      .where(
        and(eq(sandboxTossPayments.paymentKey, row.paymentKey), eq(sandboxTossPayments.status, row.status))
      )
      .returning();
    return expired ?? (await findByKey(row.paymentKey)) ?? row;
  }

  async function findByKey(paymentKey: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(sandboxTossPayments)
      .where(eq(sandboxTossPayments.paymentKey, paymentKey))
      .limit(1);
    return row ?? null;
  }

  async function confirm(body: Record<string, unknown>): Promise<Answer> {
    const paymentKey = text(body.paymentKey);
    const orderId = text(body.orderId);
    const amount = body.amount;
    if (
      !paymentKey ||
      paymentKey.length > 200 ||
      !orderId ||
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount)
    )
      return fail('INVALID_REQUEST', 'paymentKey, orderId, amount는 필수 파라미터 입니다.');
    // The usual confirm in one statement; anything else is told apart below.
    const approved = await approve(paymentKey, { orderId, amount });
    if (approved) return approved;
    const found = await findByKey(paymentKey);
    if (!found) return fail('NOT_FOUND_PAYMENT');
    const row = await expireIfDue(found);
    if (row.status === 'DONE' || row.status === 'CANCELED' || row.status === 'PARTIAL_CANCELED')
      return fail('ALREADY_PROCESSED_PAYMENT');
    // Sandbox choice (INTEGRATIONS §1.5 [U]): a confirm that does not match the authenticated payment.
    if (row.orderId !== orderId || row.totalAmount !== amount)
      return fail('INVALID_REQUEST', '요청한 결제 정보(orderId, amount)가 인증된 결제와 일치하지 않습니다.');
    if (row.status === 'EXPIRED') return fail('NOT_FOUND_PAYMENT_SESSION');
    if (row.status === 'ABORTED') return fail('NOT_FOUND_PAYMENT_SESSION');
    if (row.status !== 'IN_PROGRESS') return fail('INVALID_REQUEST', '결제 인증이 완료되지 않았습니다.');
    // Null: lost the race to another confirm of the same key.
    return (await approve(paymentKey)) ?? fail('ALREADY_PROCESSED_PAYMENT');
  }

  /** The usual confirm: the authenticated payment of this orderId and amount, within its confirm window. */
  const approveMatching = db
    .update(sandboxTossPayments)
    .set({
      status: 'DONE',
      approvedAt: bound('approvedAt'),
      approveNo: bound('approveNo'),
      lastTransactionKey: bound('lastTransactionKey')
    })
    .where(
      and(
        eq(sandboxTossPayments.paymentKey, sql.placeholder('paymentKey')),
        eq(sandboxTossPayments.status, 'IN_PROGRESS'),
        eq(sandboxTossPayments.orderId, sql.placeholder('orderId')),
        eq(sandboxTossPayments.totalAmount, sql.placeholder('amount')),
        sql`${sandboxTossPayments.authenticatedAt} > ${sql.placeholder('notBefore')}`
      )
    )
    .returning()
    .prepare('sandbox_toss_approve_matching');

  /**
   * IN_PROGRESS → DONE, with `match` only when it is the payment of that orderId and amount authenticated within
   * the confirm window: its answer, or null when the payment was not so.
   */
  async function approve(
    paymentKey: string,
    match?: { orderId: string; amount: number }
  ): Promise<Answer | null> {
    const facts = {
      approvedAt: new Date(),
      approveNo: String(randomInt(10_000_000, 99_999_999)),
      lastTransactionKey: randomKey('txrd_')
    };
    try {
      const [done] = match
        ? await approveMatching.execute({
            ...facts,
            ...match,
            paymentKey,
            notBefore: new Date(Date.now() - CONFIRM_WINDOW_MS)
          })
        : await db
            .update(sandboxTossPayments)
            .set({ status: 'DONE', ...facts })
            .where(
              and(
                eq(sandboxTossPayments.paymentKey, paymentKey),
                eq(sandboxTossPayments.status, 'IN_PROGRESS')
              )
            )
            .returning();
      return done ? { status: 200, body: paymentObject(done, receiptBase) } : null;
    } catch (error) {
      // Another session of the same orderId was approved first.
      if (uniqueViolation(error)) return fail('ALREADY_PROCESSED_PAYMENT');
      throw error;
    }
  }

  async function cancel(paymentKey: string, body: Record<string, unknown>): Promise<Answer> {
    const cancelReason = text(body.cancelReason);
    if (!cancelReason || cancelReason.length > 200)
      return fail('INVALID_REQUEST', 'cancelReason은 1자 이상 200자 이하여야 합니다.');
    const rawAmount = body.cancelAmount;
    if (
      rawAmount !== undefined &&
      rawAmount !== null &&
      (typeof rawAmount !== 'number' || !Number.isSafeInteger(rawAmount) || rawAmount <= 0)
    )
      return fail('INVALID_REQUEST', 'cancelAmount는 0보다 큰 정수여야 합니다.');
    const refundable = body.refundableAmount;
    const row = await findByKey(paymentKey);
    if (!row) return fail('NOT_FOUND_PAYMENT');
    if (row.status === 'CANCELED') return fail('ALREADY_CANCELED_PAYMENT');
    if (row.status !== 'DONE' && row.status !== 'PARTIAL_CANCELED') return fail('NOT_CANCELABLE_PAYMENT');
    const cancelAmount = typeof rawAmount === 'number' ? rawAmount : row.balanceAmount;
    if (cancelAmount > row.balanceAmount) return fail('NOT_CANCELABLE_AMOUNT');
    if (typeof refundable === 'number' && refundable !== row.balanceAmount)
      return fail('NOT_CANCELABLE_AMOUNT', '환불 가능 금액(refundableAmount)이 결제의 잔액과 다릅니다.');
    const balance = row.balanceAmount - cancelAmount;
    const transactionKey = randomKey('txcn_');
    const entry: SandboxTossCancel = {
      transactionKey,
      cancelReason,
      cancelAmount,
      taxFreeAmount: 0,
      refundableAmount: balance,
      canceledAt: kstIso(new Date())
    };
    // Guarded on the balance read: of two cancels at once only the first applies (Toss: FORBIDDEN_CONSECUTIVE_REQUEST).
    const [updated] = await db
      .update(sandboxTossPayments)
      .set({
        status: balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        balanceAmount: balance,
        lastTransactionKey: transactionKey,
        cancels: sql`${sandboxTossPayments.cancels} || ${JSON.stringify([entry])}::jsonb`
      })
      .where(
        and(
          eq(sandboxTossPayments.paymentKey, paymentKey),
          eq(sandboxTossPayments.balanceAmount, row.balanceAmount)
        )
      )
      .returning();
    if (!updated) return fail('FORBIDDEN_CONSECUTIVE_REQUEST');
    return { status: 200, body: paymentObject(updated, receiptBase) };
  }

  /** Keys older than Toss keeps them go hourly (and at start), not on a request's path. */
  async function forgetOldKeys() {
    await db
      .delete(sandboxTossIdempotency)
      .where(lt(sandboxTossIdempotency.createdAt, new Date(Date.now() - IDEMPOTENCY_DAYS * 86_400_000)));
  }

  /** A key claimed for its first request; a stale claim (no answer, older than `stale`) is taken over. */
  const claimKey = db
    .insert(sandboxTossIdempotency)
    .values({ scope: sql.placeholder('scope') })
    .onConflictDoUpdate({
      target: sandboxTossIdempotency.scope,
      set: { createdAt: sql`now()` },
      setWhere: and(
        isNull(sandboxTossIdempotency.status),
        lt(sandboxTossIdempotency.createdAt, sql.placeholder('stale'))
      )
    })
    .returning()
    .prepare('sandbox_toss_claim_key');
  const storeKey = db
    .update(sandboxTossIdempotency)
    .set({ status: bound('status'), body: bound('body') })
    .where(eq(sandboxTossIdempotency.scope, sql.placeholder('scope')))
    .prepare('sandbox_toss_store_key');

  /**
   * Runs a POST once per Idempotency-Key (scope: key + secret key + method + url); a replay answers the first
   * status and body, a replay while the first still runs 409.
   */
  async function once(request: FastifyRequest, run: () => Promise<Answer>): Promise<Answer> {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return run();
    if (typeof key !== 'string' || key.length < 1 || key.length > 300) return fail('INVALID_IDEMPOTENCY_KEY');
    const scope = createHash('sha256')
      .update(JSON.stringify([key, request.headers.authorization ?? '', request.method, request.url]))
      .digest('hex');
    // A first request still without an answer after a minute died with its process: its key may be used again.
    const inserted = await claimKey.execute({ scope, stale: new Date(Date.now() - IN_FLIGHT_MS) });
    if (inserted.length === 0) {
      const [first] = await db
        .select()
        .from(sandboxTossIdempotency)
        .where(eq(sandboxTossIdempotency.scope, scope))
        .limit(1);
      if (!first || first.status === null) return fail('IDEMPOTENT_REQUEST_PROCESSING');
      return { status: first.status, body: JSON.parse(first.body ?? 'null') };
    }
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      await db.delete(sandboxTossIdempotency).where(eq(sandboxTossIdempotency.scope, scope));
      throw error;
    }
    await storeKey.execute({ scope, status: answer.status, body: JSON.stringify(answer.body) });
    return answer;
  }

  /** The Test-Code header forces that error (test keys only; ours are). */
  const forced = (request: FastifyRequest): Answer | null => {
    const code = request.headers['tosspayments-test-code'];
    if (typeof code !== 'string' || !code) return null;
    return TOSS_ERRORS[code]
      ? fail(code)
      : fail('INVALID_REQUEST', `지원하지 않는 테스트 코드입니다: ${code.slice(0, 60)}`);
  };

  const send = (reply: FastifyReply, answer: Answer) =>
    noStore(reply.code(answer.status))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(answer.body));

  /** The shop's own origin: PUBLIC_ORIGIN, else the request's protocol and host. */
  const shopOrigin = (request: FastifyRequest) =>
    options.publicOrigin ?? new URL(`${request.protocol}://${request.host}`).origin;
  const onShop = (request: FastifyRequest, value: string) => {
    const url = absoluteHttpUrl(value);
    return url !== null && url.origin === shopOrigin(request);
  };

  /**
   * The way back from a refused window (it is a full page the shop navigated to, with no script of its own):
   * the shop's failUrl with the code, as a failure the checkout shows, when that URL is on the shop or on the
   * address this window was opened from (a shop reached under another name of the same host); else the shop's
   * front page. Never another site: an error page is no open redirect either.
   */
  const wayBack = (
    request: FastifyRequest,
    failUrl: string | null | undefined,
    code: string,
    message: string
  ) => {
    const url = failUrl ? absoluteHttpUrl(failUrl) : null;
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    if (url && (url.origin === shopOrigin(request) || url.origin === own))
      return returnUrl(url.toString(), { code, message });
    return `${shopOrigin(request)}/`;
  };
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    failure: {
      status: number;
      code: string;
      message: string;
      failUrl?: string | null | undefined;
      heading?: string;
    }
  ) =>
    checkoutErrorPage(reply, {
      ...failure,
      back: wayBack(request, failure.failUrl, failure.code, failure.message)
    });

  return async (app) => {
    const forget = () =>
      forgetOldKeys().catch((error: unknown) =>
        app.log.warn({ err: error }, 'sandbox idempotency keys were not cleaned up')
      );
    const hourly = setInterval(() => void forget(), 3_600_000);
    hourly.unref();
    app.addHook('onReady', forget);
    app.addHook('onClose', async () => clearInterval(hourly));
    // Toss's envelope for anything that goes wrong here (a body that is not JSON, an unexpected failure).
    app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'toss sandbox failed');
      return send(reply, status < 500 ? fail('INVALID_REQUEST') : fail('FAILED_INTERNAL_SYSTEM_PROCESSING'));
    });

    app.get(`${SANDBOX_TOSS_PREFIX}/v2/standard.js`, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(TOSS_SDK_SCRIPT)
    );

    // ── REST (Basic auth) ───────────────────────────────────────────────────────────────────────────────────
    app.post(`${SANDBOX_TOSS_PREFIX}/v1/payments/confirm`, async (request, reply) => {
      const refused = authProblem(request) ?? forced(request);
      if (refused) return send(reply, refused);
      const body = (request.body ?? {}) as Record<string, unknown>;
      return send(reply, await once(request, () => confirm(body)));
    });

    app.post<{ Params: { paymentKey: string } }>(
      `${SANDBOX_TOSS_PREFIX}/v1/payments/:paymentKey/cancel`,
      async (request, reply) => {
        const refused = authProblem(request) ?? forced(request);
        if (refused) return send(reply, refused);
        const body = (request.body ?? {}) as Record<string, unknown>;
        return send(reply, await once(request, () => cancel(request.params.paymentKey, body)));
      }
    );

    app.get<{ Params: { paymentKey: string } }>(
      `${SANDBOX_TOSS_PREFIX}/v1/payments/:paymentKey`,
      async (request, reply) => {
        const refused = authProblem(request) ?? forced(request);
        if (refused) return send(reply, refused);
        const row = await findByKey(request.params.paymentKey);
        if (!row) return send(reply, fail('NOT_FOUND_PAYMENT'));
        return send(reply, { status: 200, body: paymentObject(await expireIfDue(row), receiptBase) });
      }
    );

    app.get<{ Params: { orderId: string } }>(
      `${SANDBOX_TOSS_PREFIX}/v1/payments/orders/:orderId`,
      async (request, reply) => {
        const refused = authProblem(request) ?? forced(request);
        if (refused) return send(reply, refused);
        // The approved session of that orderId when there is one, else its latest.
        const [row] = await db
          .select()
          .from(sandboxTossPayments)
          .where(eq(sandboxTossPayments.orderId, request.params.orderId))
          .orderBy(sql`${sandboxTossPayments.approvedAt} IS NULL`, desc(sandboxTossPayments.requestedAt))
          .limit(1);
        if (!row) return send(reply, fail('NOT_FOUND_PAYMENT'));
        return send(reply, { status: 200, body: paymentObject(await expireIfDue(row), receiptBase) });
      }
    );

    // ── Hosted checkout (the payment window) ────────────────────────────────────────────────────────────────
    app.get(`${SANDBOX_TOSS_PREFIX}/checkout`, async (request, reply) => {
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).map(([name, value]) => [name, text(value)])
      );
      if (!safeEqual(query.clientKey ?? '', options.clientKey))
        return refuse(request, reply, {
          status: 401,
          code: 'UNAUTHORIZED_KEY',
          message: '등록되지 않은 클라이언트 키입니다. 가맹점의 키 설정을 확인해주세요.',
          failUrl: query.failUrl
        });
      if ((query.method ?? 'CARD') !== 'CARD')
        return refuse(request, reply, {
          status: 400,
          code: 'INVALID_PARAMETERS',
          message: '샌드박스는 카드 결제(method: CARD)만 지원합니다.',
          failUrl: query.failUrl
        });
      const problem = checkoutProblem(query);
      if (problem)
        return refuse(request, reply, {
          status: 400,
          code: problem.code,
          message: problem.message,
          failUrl: query.failUrl
        });
      // No open redirect: both return addresses must be on the shop itself.
      if (!onShop(request, query.successUrl!) || !onShop(request, query.failUrl!))
        return refuse(request, reply, {
          status: 400,
          code: 'INVALID_URL',
          message: 'successUrl과 failUrl은 상점의 도메인이어야 합니다.',
          failUrl: query.failUrl
        });
      const request_: CheckoutRequest = {
        clientKey: query.clientKey!,
        customerKey: query.customerKey!,
        orderId: query.orderId!,
        orderName: query.orderName!,
        amount: Number(query.amount),
        successUrl: query.successUrl!,
        failUrl: query.failUrl!
      };
      const [paid] = await db
        .select({ paymentKey: sandboxTossPayments.paymentKey })
        .from(sandboxTossPayments)
        .where(
          and(eq(sandboxTossPayments.orderId, request_.orderId), isNotNull(sandboxTossPayments.approvedAt))
        )
        .limit(1);
      if (paid) {
        return noStore(reply).redirect(
          returnUrl(request_.failUrl, {
            code: 'DUPLICATED_ORDER_ID',
            message: FAIL_MESSAGES.DUPLICATED_ORDER_ID,
            orderId: request_.orderId
          }),
          302
        );
      }
      const [row] = await db
        .insert(sandboxTossPayments)
        .values({
          paymentKey: newSandboxPaymentKey(),
          orderId: request_.orderId,
          orderName: request_.orderName,
          customerKey: request_.customerKey,
          status: 'READY',
          totalAmount: request_.amount,
          balanceAmount: request_.amount,
          successUrl: request_.successUrl,
          failUrl: request_.failUrl,
          requestedAt: new Date()
        })
        .returning();
      return checkoutPage(reply, {
        payment: row!,
        merchant: SANDBOX_MERCHANT_NAME,
        installments: row!.totalAmount >= INSTALLMENT_MIN_AMOUNT
      });
    });

    // Toss's `checkout.url`: the window of a session not yet authenticated, opened again.
    app.get<{ Params: { paymentKey: string } }>(
      `${SANDBOX_TOSS_PREFIX}/checkout/:paymentKey`,
      async (request, reply) => {
        const found = await findByKey(request.params.paymentKey);
        if (!found)
          return refuse(request, reply, {
            status: 404,
            code: 'NOT_FOUND_PAYMENT',
            message: TOSS_ERRORS.NOT_FOUND_PAYMENT![1]
          });
        const row = await expireIfDue(found);
        if (row.status === 'EXPIRED')
          return refuse(request, reply, {
            status: 400,
            code: 'EXPIRED_PAYMENT',
            message: '결제 시간이 만료되었습니다. 상점에서 다시 결제해주세요.',
            failUrl: row.failUrl
          });
        if (row.status !== 'READY')
          return refuse(request, reply, {
            status: 400,
            code: 'ALREADY_PROCESSED_PAYMENT',
            message: '이미 진행된 결제입니다.',
            failUrl: row.failUrl
          });
        return checkoutPage(reply, {
          payment: row,
          merchant: SANDBOX_MERCHANT_NAME,
          installments: row.totalAmount >= INSTALLMENT_MIN_AMOUNT
        });
      }
    );

    app.post<{ Params: { paymentKey: string } }>(
      `${SANDBOX_TOSS_PREFIX}/checkout/:paymentKey`,
      async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const found = await findByKey(request.params.paymentKey);
        if (!found)
          return refuse(request, reply, {
            status: 404,
            code: 'NOT_FOUND_PAYMENT',
            message: TOSS_ERRORS.NOT_FOUND_PAYMENT![1]
          });
        const row = await expireIfDue(found);
        if (row.status === 'EXPIRED')
          return refuse(request, reply, {
            status: 400,
            code: 'EXPIRED_PAYMENT',
            message: '결제 시간이 만료되었습니다. 상점에서 다시 결제해주세요.',
            failUrl: row.failUrl
          });
        if (row.status !== 'READY')
          return refuse(request, reply, {
            status: 400,
            code: 'ALREADY_PROCESSED_PAYMENT',
            message: '이미 진행된 결제입니다.',
            failUrl: row.failUrl
          });
        const action = text(form.action);
        const outcome = text(form.outcome) || 'approve';
        const redirect = (url: string) => noStore(reply).redirect(url, 302);
        if (action === 'cancel') {
          // The buyer closed the window: Toss sends no orderId; the session stays READY until it expires.
          return redirect(
            returnUrl(row.failUrl, {
              code: 'PAY_PROCESS_CANCELED',
              message: FAIL_MESSAGES.PAY_PROCESS_CANCELED
            })
          );
        }
        if (action !== 'pay')
          return refuse(request, reply, {
            status: 400,
            code: 'INVALID_REQUEST',
            message: '잘못된 요청입니다.',
            failUrl: row.failUrl
          });
        if (outcome === 'reject' || outcome === 'abort') {
          const code = outcome === 'reject' ? 'REJECT_CARD_COMPANY' : 'PAY_PROCESS_ABORTED';
          const message = FAIL_MESSAGES[code];
          await db
            .update(sandboxTossPayments)
            .set({ status: 'ABORTED', failure: { code, message } })
            .where(
              and(eq(sandboxTossPayments.paymentKey, row.paymentKey), eq(sandboxTossPayments.status, 'READY'))
            );
          return redirect(returnUrl(row.failUrl, { code, message, orderId: row.orderId }));
        }
        if (outcome !== 'approve')
          return refuse(request, reply, {
            status: 400,
            code: 'INVALID_REQUEST',
            message: '잘못된 요청입니다.',
            failUrl: row.failUrl
          });
        const issuer = SANDBOX_CARD_COMPANIES.find(([code]) => code === text(form.cardCompany))?.[0];
        const cardNumber = text(form.cardNumber).replace(/[\s-]/g, '');
        const months = Number(text(form.installment) || '0');
        if (
          !issuer ||
          !/^[0-9]{15,16}$/.test(cardNumber) ||
          !(months === 0 || (months >= 2 && months <= 12)) ||
          (months > 0 && row.totalAmount < INSTALLMENT_MIN_AMOUNT)
        )
          return checkoutPage(reply, {
            payment: row,
            merchant: SANDBOX_MERCHANT_NAME,
            installments: row.totalAmount >= INSTALLMENT_MIN_AMOUNT,
            error: '카드사, 카드 번호(15~16자리), 할부 개월을 확인해주세요.',
            status: 400
          });
        const [authenticated] = await db
          .update(sandboxTossPayments)
          .set({
            status: 'IN_PROGRESS',
            authenticatedAt: new Date(),
            cardIssuerCode: issuer,
            cardNumber: maskCardNumber(cardNumber),
            installmentPlanMonths: months
          })
          .where(
            and(eq(sandboxTossPayments.paymentKey, row.paymentKey), eq(sandboxTossPayments.status, 'READY'))
          )
          .returning();
        if (!authenticated)
          return refuse(request, reply, {
            status: 400,
            code: 'ALREADY_PROCESSED_PAYMENT',
            message: '이미 진행된 결제입니다.',
            failUrl: row.failUrl
          });
        return redirect(
          returnUrl(row.successUrl, {
            paymentType: 'NORMAL',
            orderId: row.orderId,
            paymentKey: row.paymentKey,
            amount: String(row.totalAmount)
          })
        );
      }
    );

    app.get<{ Params: { paymentKey: string } }>(
      `${SANDBOX_TOSS_PREFIX}/receipt/:paymentKey`,
      async (request, reply) => {
        const row = await findByKey(request.params.paymentKey);
        if (!row || !row.approvedAt)
          return refuse(request, reply, {
            status: 404,
            code: 'NOT_FOUND_PAYMENT',
            message: TOSS_ERRORS.NOT_FOUND_PAYMENT![1]
          });
        return receiptPage(reply, { payment: row, merchant: SANDBOX_MERCHANT_NAME });
      }
    );

    sandboxTossBillingRoutes(app, {
      db,
      clientKey: options.clientKey,
      receiptBase,
      authProblem,
      forced,
      once,
      send,
      onShop,
      refuse
    });
  };
}
