import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_TOSS_PREFIX } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { noStore } from '../../http/route-kit.ts';
import { safeEqual, text } from '../social/sandbox-common.ts';
import { sandboxTossBillingAuths, sandboxTossBillings, sandboxTossPayments } from './sandbox-toss.table.ts';
import { BILLING_OUTCOMES, billingPage, SANDBOX_CARD_COMPANIES } from './sandbox-toss-page.ts';
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
  SANDBOX_MID,
  type Answer
} from './sandbox-toss-kit.ts';

/**
 * 자동결제 in the Toss sandbox (INTEGRATIONS §1.12, docs/decisions/035), under /__sandbox/toss:
 * - `billing` — the hosted card registration `requestBillingAuth` opens: a test card and outcome, then
 *   `successUrl?customerKey&authKey` (or failUrl with a code);
 * - `POST v1/billing/authorizations/issue` — a single-use authKey (10 minutes) → a billing key;
 * - `POST v1/billing/{billingKey}` — a charge: a DONE payment of type BILLING, looked up and cancelled like any other;
 * - `DELETE v1/billing/{billingKey}`.
 * The REST shares the payment endpoints' Basic auth, `TossPayments-Test-Code`, `Idempotency-Key` replay and envelope.
 */

/** How long an authKey may wait for its billing key (Toss does not document it: a sandbox choice). */
const AUTH_KEY_LIFETIME_MS = 10 * 60_000;
/** What a card registered as over its limit answers when charged. */
const OVER_LIMIT_MESSAGE = '결제 승인이 거절되었습니다. (테스트: 한도초과 카드)';
const REGISTRATION_REFUSED_MESSAGE = '카드사에서 카드 등록을 거절했습니다. (테스트: 카드 인증 실패)';
const REFUSED_HEADING = '카드 등록을 진행할 수 없습니다';

type Billing = typeof sandboxTossBillings.$inferSelect;
type BillingRequest = { clientKey: string; customerKey: string; successUrl: string; failUrl: string };
type Refusal = { status: number; code: string; message: string };

/** What the billing routes borrow from the payment routes (`sandbox-toss.ts`), so both behave as one API. */
export type SandboxTossRest = {
  db: Database;
  clientKey: string;
  /** The public origin for receipt links, or '' for paths. */
  receiptBase: string;
  authProblem(request: FastifyRequest): Answer | null;
  forced(request: FastifyRequest): Answer | null;
  once(request: FastifyRequest, run: () => Promise<Answer>): Promise<Answer>;
  send(reply: FastifyReply, answer: Answer): FastifyReply;
  onShop(request: FastifyRequest, value: string): boolean;
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    failure: Refusal & { failUrl?: string | null | undefined; heading?: string }
  ): FastifyReply;
};

/** The Billing object (INTEGRATIONS §1.12, card billing). */
function billingObject(billing: Billing) {
  return {
    mId: SANDBOX_MID,
    customerKey: billing.customerKey,
    authenticatedAt: kstIso(billing.authenticatedAt),
    method: '카드',
    billingKey: billing.billingKey,
    card: {
      issuerCode: billing.cardIssuerCode,
      acquirerCode: billing.cardIssuerCode,
      number: billing.cardNumber,
      cardType: '신용',
      ownerType: '개인'
    }
  };
}

/** An optional text field of a charge: absent, or a string of at most `max` characters. */
const optionalText = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

export function sandboxTossBillingRoutes(app: FastifyInstance, rest: SandboxTossRest): void {
  const { db } = rest;

  /** The SDK's and the window's checks of a registration request: the first problem, or null. */
  function registrationProblem(request: FastifyRequest, input: Record<string, string>): Refusal | null {
    if (!safeEqual(input.clientKey ?? '', rest.clientKey))
      return {
        status: 401,
        code: 'UNAUTHORIZED_KEY',
        message: '등록되지 않은 클라이언트 키입니다. 가맹점의 키 설정을 확인해주세요.'
      };
    if ((input.method || 'CARD') !== 'CARD')
      return {
        status: 400,
        code: 'INVALID_PARAMETERS',
        message: '샌드박스는 카드 자동결제(method: CARD)만 지원합니다.'
      };
    const customerKey = input.customerKey ?? '';
    // 자동결제 needs the buyer's own key: ANONYMOUS is refused (INTEGRATIONS §1.12).
    if (customerKey === ANONYMOUS_CUSTOMER_KEY || !CUSTOMER_KEY_PATTERN.test(customerKey))
      return { status: 400, code: 'INVALID_CUSTOMER_KEY', message: CUSTOMER_KEY_MESSAGE };
    if (!absoluteHttpUrl(input.successUrl ?? ''))
      return {
        status: 400,
        code: 'INCORRECT_SUCCESS_URL_FORMAT',
        message: 'successUrl은 origin을 포함한 절대 경로여야 합니다.'
      };
    if (!absoluteHttpUrl(input.failUrl ?? ''))
      return {
        status: 400,
        code: 'INCORRECT_FAIL_URL_FORMAT',
        message: 'failUrl은 origin을 포함한 절대 경로여야 합니다.'
      };
    // No open redirect: both return addresses must be on the shop itself (as the checkout's).
    if (!rest.onShop(request, input.successUrl!) || !rest.onShop(request, input.failUrl!))
      return {
        status: 400,
        code: 'INVALID_URL',
        message: 'successUrl과 failUrl은 상점의 도메인이어야 합니다.'
      };
    return null;
  }

  /** The request's fields as texts (a query or a form), checked; a refused one answers its page. */
  function readRegistration(
    request: FastifyRequest,
    reply: FastifyReply,
    source: unknown
  ): { input: Record<string, string>; billing: BillingRequest } | { refused: FastifyReply } {
    const input = Object.fromEntries(
      Object.entries((source ?? {}) as Record<string, unknown>).map(([name, value]) => [name, text(value)])
    );
    const problem = registrationProblem(request, input);
    if (problem)
      return {
        refused: rest.refuse(request, reply, { ...problem, failUrl: input.failUrl, heading: REFUSED_HEADING })
      };
    return {
      input,
      billing: {
        clientKey: input.clientKey!,
        customerKey: input.customerKey!,
        successUrl: input.successUrl!,
        failUrl: input.failUrl!
      }
    };
  }

  async function issue(body: Record<string, unknown>): Promise<Answer> {
    const authKey = text(body.authKey);
    const customerKey = text(body.customerKey);
    if (!authKey || authKey.length > 300 || !customerKey || customerKey.length > 300)
      return fail('INVALID_REQUEST', 'authKey, customerKey는 필수 파라미터 입니다.');
    const now = new Date();
    // Claimed and turned into a key in one transaction: of two issues of one authKey only one finds it unused.
    const issued = await db.transaction(async (tx) => {
      const [auth] = await tx
        .update(sandboxTossBillingAuths)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxTossBillingAuths.authKey, authKey),
            eq(sandboxTossBillingAuths.customerKey, customerKey),
            isNull(sandboxTossBillingAuths.usedAt),
            gt(sandboxTossBillingAuths.createdAt, new Date(now.getTime() - AUTH_KEY_LIFETIME_MS))
          )
        )
        .returning();
      if (!auth) return null;
      const [billing] = await tx
        .insert(sandboxTossBillings)
        .values({
          billingKey: randomKey('bk_'),
          customerKey: auth.customerKey,
          cardIssuerCode: auth.cardIssuerCode,
          cardNumber: auth.cardNumber,
          chargeOutcome: auth.chargeOutcome,
          authenticatedAt: auth.createdAt
        })
        .returning();
      return billing!;
    });
    if (issued) return { status: 200, body: billingObject(issued) };
    // Told apart only now: a key of another buyer leaves the authKey unused for its own.
    const [auth] = await db
      .select()
      .from(sandboxTossBillingAuths)
      .where(eq(sandboxTossBillingAuths.authKey, authKey))
      .limit(1);
    if (!auth) return fail('INVALID_BILL_KEY_REQUEST');
    if (auth.customerKey !== customerKey) return fail('NOT_MATCHES_CUSTOMER_KEY');
    if (auth.usedAt) return fail('INVALID_BILL_KEY_REQUEST', '이미 빌링키 발급에 사용된 authKey 입니다.');
    return fail('INVALID_BILL_KEY_REQUEST', 'authKey의 유효 시간이 지났습니다. 카드를 다시 등록해주세요.');
  }

  async function activeBilling(billingKey: string): Promise<Billing | null> {
    const [billing] = await db
      .select()
      .from(sandboxTossBillings)
      .where(and(eq(sandboxTossBillings.billingKey, billingKey), isNull(sandboxTossBillings.deletedAt)))
      .limit(1);
    return billing ?? null;
  }

  async function charge(billingKey: string, body: Record<string, unknown>): Promise<Answer> {
    const customerKey = text(body.customerKey);
    const orderId = text(body.orderId);
    const orderName = text(body.orderName);
    const amount = body.amount;
    const taxFree = body.taxFreeAmount ?? 0;
    if (!customerKey || !orderId || !orderName || typeof amount !== 'number' || !Number.isSafeInteger(amount))
      return fail('INVALID_REQUEST', 'customerKey, amount, orderId, orderName은 필수 파라미터 입니다.');
    if (!ORDER_ID_PATTERN.test(orderId)) return fail('INVALID_ORDER_ID');
    if (orderName.length > 100) return fail('INVALID_REQUEST', 'orderName은 100자 이하여야 합니다.');
    if (amount < 100) return fail('BELOW_MINIMUM_AMOUNT');
    if (typeof taxFree !== 'number' || !Number.isSafeInteger(taxFree) || taxFree < 0 || taxFree > amount)
      return fail('INVALID_REQUEST', 'taxFreeAmount는 0 이상 결제 금액 이하의 정수여야 합니다.');
    if (!optionalText(body.customerEmail, 100) || !optionalText(body.customerName, 100))
      return fail('INVALID_REQUEST', 'customerEmail, customerName은 100자 이하여야 합니다.');
    const billing = billingKey.length <= 200 ? await activeBilling(billingKey) : null;
    if (!billing) return fail('NOT_FOUND_BILLING');
    if (billing.customerKey !== customerKey) return fail('NOT_MATCHES_CUSTOMER_KEY');
    const [paid] = await db
      .select({ paymentKey: sandboxTossPayments.paymentKey })
      .from(sandboxTossPayments)
      .where(and(eq(sandboxTossPayments.orderId, orderId), isNotNull(sandboxTossPayments.approvedAt)))
      .limit(1);
    if (paid) return fail('DUPLICATED_ORDER_ID');
    const now = new Date();
    const common = {
      orderId,
      orderName,
      customerKey,
      type: 'BILLING' as const,
      billingKey,
      totalAmount: amount,
      balanceAmount: amount,
      taxFreeAmount: taxFree,
      successUrl: '',
      failUrl: '',
      requestedAt: now
    };
    if (billing.chargeOutcome !== 'approve') {
      // The card company's no is kept as Toss keeps a failed approval: ABORTED, nothing approved.
      await db.insert(sandboxTossPayments).values({
        ...common,
        paymentKey: newSandboxPaymentKey(),
        status: 'ABORTED',
        failure: { code: 'REJECT_CARD_COMPANY', message: OVER_LIMIT_MESSAGE }
      });
      return fail('REJECT_CARD_COMPANY', OVER_LIMIT_MESSAGE);
    }
    try {
      const [row] = await db
        .insert(sandboxTossPayments)
        .values({
          ...common,
          paymentKey: newSandboxPaymentKey(),
          status: 'DONE',
          cardIssuerCode: billing.cardIssuerCode,
          cardNumber: billing.cardNumber,
          approveNo: String(randomInt(10_000_000, 99_999_999)),
          lastTransactionKey: randomKey('txrd_'),
          authenticatedAt: now,
          approvedAt: now
        })
        .returning();
      return { status: 200, body: paymentObject(row!, rest.receiptBase) };
    } catch (error) {
      // Another approval of the same orderId came first (the partial unique index).
      if (uniqueViolation(error)) return fail('DUPLICATED_ORDER_ID');
      throw error;
    }
  }

  // ── REST (Basic auth) ─────────────────────────────────────────────────────────────────────────────────────
  app.post(`${SANDBOX_TOSS_PREFIX}/v1/billing/authorizations/issue`, async (request, reply) => {
    const refused = rest.authProblem(request) ?? rest.forced(request);
    if (refused) return rest.send(reply, refused);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return rest.send(reply, await rest.once(request, () => issue(body)));
  });

  app.post<{ Params: { billingKey: string } }>(
    `${SANDBOX_TOSS_PREFIX}/v1/billing/:billingKey`,
    async (request, reply) => {
      const refused = rest.authProblem(request) ?? rest.forced(request);
      if (refused) return rest.send(reply, refused);
      const body = (request.body ?? {}) as Record<string, unknown>;
      return rest.send(reply, await rest.once(request, () => charge(request.params.billingKey, body)));
    }
  );

  app.delete<{ Params: { billingKey: string } }>(
    `${SANDBOX_TOSS_PREFIX}/v1/billing/:billingKey`,
    async (request, reply) => {
      const refused = rest.authProblem(request) ?? rest.forced(request);
      if (refused) return rest.send(reply, refused);
      const [deleted] = await db
        .update(sandboxTossBillings)
        .set({ deletedAt: new Date() })
        .where(
          and(
            eq(sandboxTossBillings.billingKey, request.params.billingKey),
            isNull(sandboxTossBillings.deletedAt)
          )
        )
        .returning({ billingKey: sandboxTossBillings.billingKey });
      // Sandbox choice: Toss's answer body to a delete is not documented; the shop reads only the status.
      return rest.send(reply, deleted ? { status: 200, body: {} } : fail('NOT_FOUND_BILLING'));
    }
  );

  // ── Hosted card registration (the billing window) ─────────────────────────────────────────────────────────
  app.get(`${SANDBOX_TOSS_PREFIX}/billing`, async (request, reply) => {
    const read = readRegistration(request, reply, request.query);
    if ('refused' in read) return read.refused;
    return billingPage(reply, { merchant: SANDBOX_MERCHANT_NAME, request: read.billing });
  });

  app.post(`${SANDBOX_TOSS_PREFIX}/billing`, async (request, reply) => {
    // The request came back in hidden fields: checked again, so the form is no open redirect either.
    const read = readRegistration(request, reply, request.body);
    if ('refused' in read) return read.refused;
    const { input, billing } = read;
    const redirect = (url: string) => noStore(reply).redirect(url, 302);
    if (input.action === 'cancel')
      return redirect(
        returnUrl(billing.failUrl, {
          code: 'PAY_PROCESS_CANCELED',
          message: FAIL_MESSAGES.PAY_PROCESS_CANCELED
        })
      );
    const company = SANDBOX_CARD_COMPANIES.find(([code]) => code === input.cardCompany);
    const outcome = input.outcome || 'approve';
    if (input.action !== 'register' || !company || !Object.hasOwn(BILLING_OUTCOMES, outcome))
      return billingPage(reply, {
        merchant: SANDBOX_MERCHANT_NAME,
        request: billing,
        cardCompany: input.cardCompany,
        error: '카드사와 테스트 결과를 선택해주세요.',
        status: 400
      });
    if (outcome === 'fail')
      return redirect(
        returnUrl(billing.failUrl, { code: 'REJECT_CARD_COMPANY', message: REGISTRATION_REFUSED_MESSAGE })
      );
    const authKey = randomKey('bln_');
    await db.insert(sandboxTossBillingAuths).values({
      authKey,
      customerKey: billing.customerKey,
      cardIssuerCode: company[0],
      cardNumber: maskCardNumber(company[2]),
      chargeOutcome: outcome === 'refuse-charges' ? 'REJECT_CARD_COMPANY' : 'approve',
      createdAt: new Date()
    });
    return redirect(returnUrl(billing.successUrl, { customerKey: billing.customerKey, authKey }));
  });
}
