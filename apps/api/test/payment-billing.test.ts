import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOSS_CLIENT_KEY, SANDBOX_TOSS_SECRET_KEY } from '../src/config.ts';
import { rowsOf } from '../src/db/rows.ts';
import { TOSS_SDK_SCRIPT } from '../src/providers/payment/sandbox-toss-script.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  openSandboxBillingWindow,
  registerSandboxBillingAuth,
  sandboxPayment,
  TEST_BILLING_FAIL_URL,
  TEST_BILLING_SUCCESS_URL
} from './payment-fixtures.ts';

/** 자동결제 in the Toss sandbox (INTEGRATIONS §1.12): the SDK call, the billing window, issue, charge, cancel, delete. */
const AUTH = { authorization: `Basic ${Buffer.from(`${SANDBOX_TOSS_SECRET_KEY}:`).toString('base64')}` };
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}_${++seq}`;

/** The SDK script in a V8 context of its own, as a page at http://localhost/order would run it. */
function loadSdk() {
  const assigned: string[] = [];
  const page: Record<string, unknown> = {
    URL,
    document: { currentScript: { src: 'http://localhost/__sandbox/toss/v2/standard.js' } },
    location: { href: 'http://localhost/order', assign: (url: string) => void assigned.push(url) }
  };
  page.window = page;
  vm.runInNewContext(TOSS_SDK_SCRIPT, page);
  type Payment = { requestBillingAuth(params: unknown): Promise<void> };
  const TossPayments = page.TossPayments as ((clientKey: string) => {
    payment(options: { customerKey: string }): Payment;
  }) & { ANONYMOUS: string };
  return { TossPayments, assigned };
}

/** Settled within a macrotask: the rejection's code, or 'pending' when the promise has not settled (a navigation). */
async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  const pending = new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20));
  return Promise.race([
    promise.then(
      () => 'resolved',
      (error: { code?: string }) => error.code ?? 'no code'
    ),
    pending
  ]);
}

describe('Toss sandbox: 자동결제 (billing)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/__sandbox/toss${url}`,
      headers: { ...AUTH, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body)
    });
  const issue = (authKey: string, customerKey: string, headers: Record<string, string> = {}) =>
    post('/v1/billing/authorizations/issue', { authKey, customerKey }, headers);
  const remove = (billingKey: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/__sandbox/toss/v1/billing/${encodeURIComponent(billingKey)}`,
      headers: AUTH
    });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await ctx.database.db.execute(query))[0]!.n);

  /** A registered card's billing key for a new customerKey. */
  async function billingKeyFor(outcome: 'approve' | 'refuse-charges' = 'approve') {
    const customerKey = unique('cust-');
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey, outcome });
    const issued = await issue(authKey, customerKey);
    expect(issued.statusCode, issued.body).toBe(200);
    return {
      customerKey,
      billingKey: issued.json<{ billingKey: string }>().billingKey,
      billing: issued.json()
    };
  }
  const charge = (billingKey: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(`/v1/billing/${encodeURIComponent(billingKey)}`, body, headers);

  it('the SDK: requestBillingAuth checks like Toss (no ANONYMOUS, CARD only, absolute URLs), then opens the billing window', async () => {
    const { TossPayments, assigned } = loadSdk();
    const params = {
      method: 'CARD',
      successUrl: TEST_BILLING_SUCCESS_URL,
      failUrl: TEST_BILLING_FAIL_URL,
      customerName: '김하나'
    };
    const anonymous = TossPayments(SANDBOX_TOSS_CLIENT_KEY).payment({ customerKey: TossPayments.ANONYMOUS });
    expect(await outcomeOf(anonymous.requestBillingAuth(params))).toBe('INVALID_CUSTOMER_KEY');
    const payment = TossPayments(SANDBOX_TOSS_CLIENT_KEY).payment({ customerKey: 'cust-sdk_1' });
    for (const [over, code] of [
      [{ method: 'TRANSFER' }, 'INVALID_PARAMETERS'],
      [{ successUrl: '/mypage/cards' }, 'INCORRECT_SUCCESS_URL_FORMAT'],
      [{ failUrl: 'javascript:alert(1)' }, 'INCORRECT_FAIL_URL_FORMAT'],
      [{ customerEmail: 'x'.repeat(101) }, 'INVALID_PARAMETERS']
    ] as const)
      expect(await outcomeOf(payment.requestBillingAuth({ ...params, ...over })), code).toBe(code);
    expect(await outcomeOf(payment.requestBillingAuth(undefined))).toBe('INVALID_PARAMETERS');
    expect(assigned).toEqual([]);
    // Accepted: the page leaves for the billing window; the promise never settles.
    expect(await outcomeOf(payment.requestBillingAuth(params))).toBe('pending');
    expect(assigned).toHaveLength(1);
    const url = new URL(assigned[0]!);
    expect(url.origin + url.pathname).toBe('http://localhost/__sandbox/toss/billing');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientKey: SANDBOX_TOSS_CLIENT_KEY,
      customerKey: 'cust-sdk_1',
      successUrl: TEST_BILLING_SUCCESS_URL,
      failUrl: TEST_BILLING_FAIL_URL
    });
    const window = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('자동결제 카드 등록');
  });

  it('the billing window: a card registered → successUrl with customerKey and authKey (its query kept)', async () => {
    const customerKey = unique('cust-');
    const { authKey, redirect } = await registerSandboxBillingAuth(ctx.app, {
      customerKey,
      successUrl: `${TEST_BILLING_SUCCESS_URL}?from=checkout`,
      cardCompany: '61'
    });
    expect(redirect.origin + redirect.pathname).toBe(TEST_BILLING_SUCCESS_URL);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ from: 'checkout', customerKey, authKey });
    expect(authKey.length).toBeLessThanOrEqual(300);
    const issued = await issue(authKey, customerKey);
    expect(issued.json().card).toMatchObject({ issuerCode: '61', number: '54331234****123*' });
  });

  it('the billing window: registration refused → REJECT_CARD_COMPANY; cancel → PAY_PROCESS_CANCELED; nothing registered', async () => {
    const customerKey = unique('cust-');
    const refused = await openSandboxBillingWindow(ctx.app, { customerKey, outcome: 'fail' });
    expect(refused.redirect.origin + refused.redirect.pathname).toBe(TEST_BILLING_FAIL_URL);
    expect(refused.redirect.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
    expect(refused.redirect.searchParams.get('message')).toBeTruthy();
    const cancelled = await openSandboxBillingWindow(ctx.app, { customerKey, outcome: 'cancel' });
    expect(Object.fromEntries(cancelled.redirect.searchParams)).toEqual({
      code: 'PAY_PROCESS_CANCELED',
      message: '사용자에 의해 결제가 취소되었습니다.'
    });
    for (const redirect of [refused.redirect, cancelled.redirect])
      expect(redirect.searchParams.has('authKey')).toBe(false);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_toss_billing_auth WHERE customer_key = ${customerKey}`
      )
    ).toBe(0);
  });

  it('the billing window: the SDK checks, the shop origin, the client key, its CSP; a refused window links back to the shop', async () => {
    const base = {
      clientKey: SANDBOX_TOSS_CLIENT_KEY,
      customerKey: unique('cust-'),
      successUrl: TEST_BILLING_SUCCESS_URL,
      failUrl: TEST_BILLING_FAIL_URL
    };
    const open = (over: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: `/__sandbox/toss/billing?${new URLSearchParams({ ...base, ...over })}`
      });
    const backOf = (body: string) => {
      const href = /<a class="back" href="([^"]+)">상점으로 돌아가기<\/a>/.exec(body)?.[1];
      return href === undefined ? null : new URL(href.replaceAll('&amp;', '&'));
    };
    for (const [over, status, code] of [
      [{ successUrl: 'https://evil.example/steal' }, 400, 'INVALID_URL'],
      [{ failUrl: 'http://localhost.evil.example/x' }, 400, 'INVALID_URL'],
      [{ successUrl: '/mypage/cards' }, 400, 'INCORRECT_SUCCESS_URL_FORMAT'],
      [{ failUrl: 'javascript:alert(1)' }, 400, 'INCORRECT_FAIL_URL_FORMAT'],
      [{ customerKey: '@@ANONYMOUS' }, 400, 'INVALID_CUSTOMER_KEY'],
      [{ customerKey: 'a' }, 400, 'INVALID_CUSTOMER_KEY'],
      [{ method: 'TRANSFER' }, 400, 'INVALID_PARAMETERS'],
      [{ clientKey: 'test_ck_other' }, 401, 'UNAUTHORIZED_KEY']
    ] as const) {
      const page = await open(over);
      expect(page.statusCode, code).toBe(status);
      expect(page.body).toContain(code);
      expect(page.body).toContain('카드 등록을 진행할 수 없습니다');
    }
    // The way back: the shop's failUrl with the code; a foreign failUrl never, the shop's front page instead.
    const anonymous = backOf((await open({ customerKey: '@@ANONYMOUS' })).body);
    expect(anonymous?.origin + anonymous!.pathname).toBe(TEST_BILLING_FAIL_URL);
    expect(anonymous?.searchParams.get('code')).toBe('INVALID_CUSTOMER_KEY');
    expect(backOf((await open({ failUrl: 'https://evil.example/x' })).body)?.href).toBe('http://localhost/');

    const page = await open({});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('테스트 결제 — 실제로 결제되지 않습니다');
    expect(page.body).toContain('한도초과 테스트카드');
    expect(page.body).toContain('<label for="cardCompany">');
    expect(page.body).toContain('4330 1234 1234 1234');
  });

  it('the billing form checks its hidden fields again: a tampered return address is refused, not followed', async () => {
    const form = (over: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/__sandbox/toss/billing',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          clientKey: SANDBOX_TOSS_CLIENT_KEY,
          customerKey: 'cust-form_1',
          successUrl: TEST_BILLING_SUCCESS_URL,
          failUrl: TEST_BILLING_FAIL_URL,
          cardCompany: '41',
          outcome: 'approve',
          action: 'register',
          ...over
        }).toString()
      });
    const tampered: Record<string, string>[] = [
      { successUrl: 'https://evil.example/x' },
      { failUrl: 'https://evil.example/x', action: 'cancel' },
      { clientKey: 'test_ck_other' }
    ];
    for (const over of tampered) {
      const answer = await form(over);
      expect(answer.statusCode, JSON.stringify(over)).toBeGreaterThanOrEqual(400);
      expect(answer.headers.location).toBeUndefined();
    }
    const unanswered: Record<string, string>[] = [
      { cardCompany: '99' },
      { outcome: 'maybe' },
      { action: 'pay' }
    ];
    for (const over of unanswered) {
      const answer = await form(over);
      expect(answer.statusCode, JSON.stringify(over)).toBe(400);
      expect(answer.body).toContain('카드사와 테스트 결과를 선택해주세요.');
    }
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_toss_billing_auth WHERE customer_key = 'cust-form_1'`
      )
    ).toBe(0);
    expect((await form({})).statusCode).toBe(302);
  });

  it('issue: the Billing object; the authKey is single-use; another customerKey → NOT_MATCHES_CUSTOMER_KEY; unknown and stale refused', async () => {
    const customerKey = unique('cust-');
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey });
    const mismatch = await issue(authKey, unique('cust-'));
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([400, 'NOT_MATCHES_CUSTOMER_KEY']);
    // The mismatch left the authKey for its own buyer.
    const issued = await issue(authKey, customerKey);
    expect(issued.statusCode).toBe(200);
    const billing = issued.json();
    expect(billing).toMatchObject({
      mId: 'tvivarepublica',
      customerKey,
      method: '카드',
      card: {
        issuerCode: '41',
        acquirerCode: '41',
        number: '43301234****123*',
        cardType: '신용',
        ownerType: '개인'
      }
    });
    expect(billing.authenticatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    expect(typeof billing.billingKey).toBe('string');
    expect(billing.billingKey.length).toBeLessThanOrEqual(200);
    const again = await issue(authKey, customerKey);
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_BILL_KEY_REQUEST']);
    const unknown = await issue('bln_nothing', customerKey);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'INVALID_BILL_KEY_REQUEST']);
    const missing = await post('/v1/billing/authorizations/issue', { authKey });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'INVALID_REQUEST']);
    // An authKey left for more than 10 minutes is refused, and stays unused.
    const stale = await registerSandboxBillingAuth(ctx.app, { customerKey });
    await ctx.database.db.execute(
      sql`UPDATE sandbox_toss_billing_auth SET created_at = now() - interval '11 minutes' WHERE auth_key = ${stale.authKey}`
    );
    const late = await issue(stale.authKey, customerKey);
    expect([late.statusCode, late.json().code]).toEqual([400, 'INVALID_BILL_KEY_REQUEST']);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_toss_billing WHERE customer_key = ${customerKey}`
      )
    ).toBe(1);
  });

  it('issue: the same authKey at once from several requests gives one billing key', async () => {
    const customerKey = unique('cust-');
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey });
    const answers = await Promise.all([1, 2, 3, 4].map(() => issue(authKey, customerKey)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json().code).toBe('INVALID_BILL_KEY_REQUEST');
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_toss_billing WHERE customer_key = ${customerKey}`
      )
    ).toBe(1);
  });

  it('charge: a DONE payment of type BILLING with the card, VAT and receipt; looked up by paymentKey and orderId', async () => {
    const { customerKey, billingKey, billing } = await billingKeyFor();
    const orderId = unique('SUB');
    const answer = await charge(billingKey, {
      customerKey,
      amount: 15_000,
      orderId,
      orderName: '정기배송 비타민 C 세럼',
      customerEmail: 'hana@example.com',
      customerName: '김하나'
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const payment = answer.json();
    expect(payment).toMatchObject({
      type: 'BILLING',
      status: 'DONE',
      orderId,
      orderName: '정기배송 비타민 C 세럼',
      totalAmount: 15_000,
      balanceAmount: 15_000,
      suppliedAmount: 13_636,
      vat: 1_364,
      method: '카드',
      checkout: null,
      card: { issuerCode: billing.card.issuerCode, number: billing.card.number, installmentPlanMonths: 0 }
    });
    expect(payment.approvedAt).toMatch(/\+09:00$/);
    expect(payment.receipt.url).toBe(`/__sandbox/toss/receipt/${payment.paymentKey}`);
    expect((await ctx.app.inject({ method: 'GET', url: payment.receipt.url })).statusCode).toBe(200);
    const byKey = await sandboxPayment(ctx.app, payment.paymentKey);
    expect(byKey).toEqual(payment);
    const byOrder = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/toss/v1/payments/orders/${orderId}`,
      headers: AUTH
    });
    expect(byOrder.json()).toEqual(payment);
  });

  it('charge refusals: the card refuses (REJECT_CARD_COMPANY, nothing approved), another customerKey, bad fields, unknown key', async () => {
    const refusing = await billingKeyFor('refuse-charges');
    const orderId = unique('SUB');
    const refused = await charge(refusing.billingKey, {
      customerKey: refusing.customerKey,
      amount: 15_000,
      orderId,
      orderName: '정기배송'
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'REJECT_CARD_COMPANY']);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/toss/v1/payments/orders/${orderId}`,
      headers: AUTH
    });
    expect(kept.json()).toMatchObject({
      type: 'BILLING',
      status: 'ABORTED',
      approvedAt: null,
      failure: { code: 'REJECT_CARD_COMPANY' }
    });

    const { customerKey, billingKey } = await billingKeyFor();
    const base = { customerKey, amount: 15_000, orderId: unique('SUB'), orderName: '정기배송' };
    for (const [over, status, code] of [
      [{ customerKey: 'cust-someone-else' }, 400, 'NOT_MATCHES_CUSTOMER_KEY'],
      [{ orderId: 'abc' }, 400, 'INVALID_ORDER_ID'],
      [{ orderId: 'has space 1' }, 400, 'INVALID_ORDER_ID'],
      [{ amount: 99 }, 400, 'BELOW_MINIMUM_AMOUNT'],
      [{ amount: '15000' }, 400, 'INVALID_REQUEST'],
      [{ orderName: '' }, 400, 'INVALID_REQUEST'],
      [{ orderName: 'x'.repeat(101) }, 400, 'INVALID_REQUEST'],
      [{ taxFreeAmount: 15_001 }, 400, 'INVALID_REQUEST'],
      [{ customerEmail: 5 }, 400, 'INVALID_REQUEST']
    ] as const) {
      const answer = await charge(billingKey, { ...base, ...over });
      expect([answer.statusCode, answer.json().code], JSON.stringify(over)).toEqual([status, code]);
    }
    const unknown = await charge('bk_nothing', base);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'NOT_FOUND_BILLING', message: '존재하지 않는 빌링키 입니다.' }
    ]);
    const forced = await charge(billingKey, base, { 'tosspayments-test-code': 'REJECT_CARD_COMPANY' });
    expect([forced.statusCode, forced.json().code]).toEqual([403, 'REJECT_CARD_COMPANY']);
    const unauthorised = await charge(billingKey, base, { authorization: 'Basic eA==' });
    expect([unauthorised.statusCode, unauthorised.json().code]).toEqual([401, 'UNAUTHORIZED_KEY']);
    // None of these charged anything.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sandbox_toss_payment WHERE billing_key = ${billingKey} AND approved_at IS NOT NULL`
      )
    ).toBe(0);
  });

  it('charge: an orderId already approved (by a charge or a payment window) → DUPLICATED_ORDER_ID; a refused one may be charged again', async () => {
    const { customerKey, billingKey } = await billingKeyFor();
    const body = { customerKey, amount: 9_900, orderId: unique('SUB'), orderName: '정기배송' };
    expect((await charge(billingKey, body)).statusCode).toBe(200);
    const twice = await charge(billingKey, body);
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'DUPLICATED_ORDER_ID']);
    // Two charges of one new orderId at once: one approved.
    const racing = { ...body, orderId: unique('SUB') };
    const answers = await Promise.all([charge(billingKey, racing), charge(billingKey, racing)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    // The card refused first, a card that pays afterwards: the orderId is still free.
    const refusing = await billingKeyFor('refuse-charges');
    const retried = { amount: 9_900, orderId: unique('SUB'), orderName: '정기배송' };
    const first = await charge(refusing.billingKey, { ...retried, customerKey: refusing.customerKey });
    expect(first.statusCode).toBe(403);
    expect((await charge(billingKey, { ...retried, customerKey })).statusCode).toBe(200);
  });

  it('charge: an Idempotency-Key replay answers the same payment and charges once', async () => {
    const { customerKey, billingKey } = await billingKeyFor();
    const body = { customerKey, amount: 21_000, orderId: unique('SUB'), orderName: '정기배송' };
    const key = { 'idempotency-key': `billing-${body.orderId}` };
    const first = await charge(billingKey, body, key);
    const replay = await charge(billingKey, body, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.body).toBe(first.body);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM sandbox_toss_payment WHERE order_id = ${body.orderId}`)
    ).toBe(1);
    // A refusal is replayed too.
    const refusedKey = { 'idempotency-key': `billing-refused-${body.orderId}` };
    const bad = { ...body, orderId: unique('SUB'), customerKey: 'cust-other' };
    const r1 = await charge(billingKey, bad, refusedKey);
    const r2 = await charge(billingKey, bad, refusedKey);
    expect([r1.statusCode, r2.statusCode, r2.body]).toEqual([400, 400, r1.body]);
  });

  it('cancel of a billing charge: partial then the rest, as any payment', async () => {
    const { customerKey, billingKey } = await billingKeyFor();
    const payment = (
      await charge(billingKey, { customerKey, amount: 30_000, orderId: unique('SUB'), orderName: '정기배송' })
    ).json<{ paymentKey: string }>();
    const part = await post(`/v1/payments/${payment.paymentKey}/cancel`, {
      cancelReason: '정기배송 한 품목 반품',
      cancelAmount: 10_000
    });
    expect(part.json()).toMatchObject({ type: 'BILLING', status: 'PARTIAL_CANCELED', balanceAmount: 20_000 });
    const rest = await post(`/v1/payments/${payment.paymentKey}/cancel`, { cancelReason: '해지' });
    expect(rest.json()).toMatchObject({ type: 'BILLING', status: 'CANCELED', balanceAmount: 0 });
    expect(rest.json().cancels.map((c: { cancelAmount: number }) => c.cancelAmount)).toEqual([
      10_000, 20_000
    ]);
  });

  it('delete: the key is gone for charges; deleting again or an unknown key → 404 NOT_FOUND_BILLING', async () => {
    const { customerKey, billingKey } = await billingKeyFor();
    const deleted = await remove(billingKey);
    expect(deleted.statusCode).toBe(200);
    const afterwards = await charge(billingKey, {
      customerKey,
      amount: 5_000,
      orderId: unique('SUB'),
      orderName: '정기배송'
    });
    expect([afterwards.statusCode, afterwards.json().code]).toEqual([404, 'NOT_FOUND_BILLING']);
    const again = await remove(billingKey);
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND_BILLING']);
    const unknown = await remove('bk_nothing');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND_BILLING']);
    const unauthorised = await ctx.app.inject({
      method: 'DELETE',
      url: `/__sandbox/toss/v1/billing/${encodeURIComponent(billingKey)}`
    });
    expect([unauthorised.statusCode, unauthorised.json().code]).toEqual([401, 'UNAUTHORIZED_KEY']);
  });
});
