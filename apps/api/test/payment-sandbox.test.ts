import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SANDBOX_TOSS_CLIENT_KEY, SANDBOX_TOSS_SECRET_KEY } from '../src/config.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  authorizeSandboxPayment,
  sandboxPayment,
  TEST_FAIL_URL,
  TEST_SUCCESS_URL
} from './payment-fixtures.ts';

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const AUTH = { authorization: basic(SANDBOX_TOSS_SECRET_KEY) };
let seq = 0;
const orderId = () => `T${Date.now().toString(36)}_${++seq}`;

describe('Toss sandbox', () => {
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
  const get = (url: string, headers: Record<string, string> = AUTH) =>
    ctx.app.inject({ method: 'GET', url: `/__sandbox/toss${url}`, headers });

  async function paid(amount = 15_000) {
    const id = orderId();
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount,
      orderName: '비타민 C 세럼 외 1건'
    });
    const confirm = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount });
    expect(confirm.statusCode).toBe(200);
    return { orderId: id, paymentKey: paymentKey!, body: confirm.json() };
  }

  it('approve: success redirect with the four values, then confirm → DONE with VAT, masked card and receipt', async () => {
    const id = orderId();
    const { paymentKey, redirect } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 15_000,
      orderName: '비타민 C 세럼'
    });
    expect(redirect.origin + redirect.pathname).toBe(TEST_SUCCESS_URL);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      paymentType: 'NORMAL',
      orderId: id,
      paymentKey,
      amount: '15000'
    });
    expect((await sandboxPayment(ctx.app, paymentKey!)).status).toBe('IN_PROGRESS');
    const confirm = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 15_000 });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body).toMatchObject({
      status: 'DONE',
      totalAmount: 15_000,
      balanceAmount: 15_000,
      suppliedAmount: 13_636,
      vat: 1_364,
      method: '카드',
      orderId: id,
      version: '2022-11-16'
    });
    expect(body.card.number).toMatch(/^[0-9]{8}\*{4}[0-9]{3}\*$/);
    expect(body.approvedAt).toMatch(/\+09:00$/);
    expect(body.receipt.url).toBe(`/__sandbox/toss/receipt/${paymentKey}`);
    const receipt = await ctx.app.inject({ method: 'GET', url: body.receipt.url });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('15,000원');
  });

  it('confirm: mismatch → 400 INVALID_REQUEST, twice → ALREADY_PROCESSED_PAYMENT, unknown → 404 NOT_FOUND_PAYMENT', async () => {
    const id = orderId();
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 20_000,
      orderName: '크림'
    });
    const wrongAmount = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 19_999 });
    expect([wrongAmount.statusCode, wrongAmount.json().code]).toEqual([400, 'INVALID_REQUEST']);
    const wrongOrder = await post('/v1/payments/confirm', { paymentKey, orderId: `${id}x`, amount: 20_000 });
    expect([wrongOrder.statusCode, wrongOrder.json().code]).toEqual([400, 'INVALID_REQUEST']);
    expect((await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 20_000 })).statusCode).toBe(
      200
    );
    const again = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 20_000 });
    expect([again.statusCode, again.json().code]).toEqual([400, 'ALREADY_PROCESSED_PAYMENT']);
    const unknown = await post('/v1/payments/confirm', {
      paymentKey: 'tsbxnope',
      orderId: id,
      amount: 20_000
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 입니다.' }
    ]);
    const bad = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: '20000' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('confirm after the 10-minute window → 404 NOT_FOUND_PAYMENT_SESSION and the payment EXPIRED', async () => {
    const id = orderId();
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 5_000,
      orderName: '립밤'
    });
    await ctx.database.db.execute(
      sql`UPDATE sandbox_toss_payment SET authenticated_at = now() - interval '11 minutes' WHERE payment_key = ${paymentKey}`
    );
    const late = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 5_000 });
    expect([late.statusCode, late.json().code]).toEqual([404, 'NOT_FOUND_PAYMENT_SESSION']);
    expect((await sandboxPayment(ctx.app, paymentKey!)).status).toBe('EXPIRED');
  });

  it('a READY payment expires after 30 minutes: its form no longer authenticates', async () => {
    const id = orderId();
    const query = new URLSearchParams({
      clientKey: SANDBOX_TOSS_CLIENT_KEY,
      customerKey: '@@ANONYMOUS',
      orderId: id,
      orderName: 'x',
      amount: '1000',
      successUrl: TEST_SUCCESS_URL,
      failUrl: TEST_FAIL_URL
    });
    const page = await get(`/checkout?${query}`, {});
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const paymentKey = decodeURIComponent(action.split('/').pop()!);
    await ctx.database.db.execute(
      sql`UPDATE sandbox_toss_payment SET requested_at = now() - interval '31 minutes' WHERE payment_key = ${paymentKey}`
    );
    const form = await ctx.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&outcome=approve&cardCompany=41&cardNumber=4330123412341234&installment=0'
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('EXPIRED_PAYMENT');
    expect((await sandboxPayment(ctx.app, paymentKey)).status).toBe('EXPIRED');
  });

  it('lookups by paymentKey and by orderId; unknown → 404 NOT_FOUND_PAYMENT', async () => {
    const { orderId: id, paymentKey } = await paid();
    const byKey = await get(`/v1/payments/${paymentKey}`);
    const byOrder = await get(`/v1/payments/orders/${id}`);
    expect(byKey.json()).toEqual(byOrder.json());
    expect(byOrder.json().paymentKey).toBe(paymentKey);
    const missing = await get('/v1/payments/orders/NO_SUCH_ORDER');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND_PAYMENT']);
  });

  it('cancel: partial then the rest → PARTIAL_CANCELED, CANCELED; above balance and again are refused', async () => {
    const { paymentKey } = await paid(30_000);
    const part = await post(`/v1/payments/${paymentKey}/cancel`, {
      cancelReason: '부분 환불',
      cancelAmount: 10_000
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 20_000,
      vat: 1_818,
      suppliedAmount: 18_182
    });
    expect(part.json().cancels).toHaveLength(1);
    const tooMuch = await post(`/v1/payments/${paymentKey}/cancel`, {
      cancelReason: 'x',
      cancelAmount: 20_001
    });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([403, 'NOT_CANCELABLE_AMOUNT']);
    const rest = await post(`/v1/payments/${paymentKey}/cancel`, { cancelReason: '전액 환불' });
    expect(rest.json()).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.json().cancels.map((c: { cancelAmount: number }) => c.cancelAmount)).toEqual([
      10_000, 20_000
    ]);
    const again = await post(`/v1/payments/${paymentKey}/cancel`, { cancelReason: 'again' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'ALREADY_CANCELED_PAYMENT']);
    const noReason = await post(`/v1/payments/${paymentKey}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    const snapshot = await sandboxPayment(ctx.app, paymentKey);
    expect([snapshot.status, snapshot.balanceAmount]).toEqual(['CANCELED', 0]);
  });

  it('two full cancels at once: one refund, the other refused', async () => {
    const { paymentKey } = await paid(9_000);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => post(`/v1/payments/${paymentKey}/cancel`, { cancelReason: `race ${n}` }))
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(['ALREADY_CANCELED_PAYMENT', 'FORBIDDEN_CONSECUTIVE_REQUEST']).toContain(refused.json().code);
    const view = await sandboxPayment(ctx.app, paymentKey);
    expect([view.status, view.balanceAmount, view.cancels?.length]).toEqual(['CANCELED', 0, 1]);
  });

  it('cancel of a payment not approved → 403 NOT_CANCELABLE_PAYMENT', async () => {
    const id = orderId();
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 5_000,
      orderName: 'x'
    });
    const answer = await post(`/v1/payments/${paymentKey}/cancel`, { cancelReason: 'x' });
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'NOT_CANCELABLE_PAYMENT']);
  });

  it('Basic auth: missing, wrong or without the colon → 401 UNAUTHORIZED_KEY; a client key → 400 INVALID_API_KEY', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: basic('test_sk_wrong') },
      { authorization: `Basic ${Buffer.from(SANDBOX_TOSS_SECRET_KEY).toString('base64')}` }
    ]) {
      const answer = await get('/v1/payments/orders/ANY_ORDER', headers);
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'UNAUTHORIZED_KEY']);
    }
    const client = await get('/v1/payments/orders/ANY_ORDER', {
      authorization: basic(SANDBOX_TOSS_CLIENT_KEY)
    });
    expect([client.statusCode, client.json().code]).toEqual([400, 'INVALID_API_KEY']);
  });

  it('TossPayments-Test-Code forces that error', async () => {
    const { paymentKey, orderId: id } = await paid();
    const forced = await post(
      '/v1/payments/confirm',
      { paymentKey, orderId: id, amount: 15_000 },
      { 'tosspayments-test-code': 'REJECT_CARD_COMPANY' }
    );
    expect([forced.statusCode, forced.json().code]).toEqual([403, 'REJECT_CARD_COMPANY']);
    const internal = await get(`/v1/payments/${paymentKey}`, {
      ...AUTH,
      'tosspayments-test-code': 'FAILED_INTERNAL_SYSTEM_PROCESSING'
    });
    expect(internal.statusCode).toBe(500);
  });

  it('Idempotency-Key: a replay answers the first status and body; in flight → 409; scope includes the URL', async () => {
    const id = orderId();
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 15_000,
      orderName: 'x'
    });
    const key = { 'idempotency-key': `confirm-${id}` };
    const first = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 15_000 }, key);
    const replay = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 15_000 }, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    // An error is replayed too.
    const cancelKey = { 'idempotency-key': `cancel-${paymentKey}` };
    const c1 = await post(
      `/v1/payments/${paymentKey}/cancel`,
      { cancelReason: 'x', cancelAmount: 99_999 },
      cancelKey
    );
    const c2 = await post(
      `/v1/payments/${paymentKey}/cancel`,
      { cancelReason: 'x', cancelAmount: 99_999 },
      cancelKey
    );
    expect([c1.statusCode, c2.statusCode, c2.body]).toEqual([403, 403, c1.body]);
    // Another key: executed again (the payment is cancelled once).
    const full = await post(
      `/v1/payments/${paymentKey}/cancel`,
      { cancelReason: 'x' },
      { 'idempotency-key': `cancel2-${paymentKey}` }
    );
    const fullReplay = await post(
      `/v1/payments/${paymentKey}/cancel`,
      { cancelReason: 'x' },
      { 'idempotency-key': `cancel2-${paymentKey}` }
    );
    expect([full.statusCode, fullReplay.statusCode, fullReplay.json().status]).toEqual([
      200,
      200,
      'CANCELED'
    ]);
    expect((await sandboxPayment(ctx.app, paymentKey!)).cancels).toHaveLength(1);
    // In flight: a row without a status yet.
    await ctx.database.db.execute(sql`DELETE FROM sandbox_toss_idempotency`);
    const scopeKey = { 'idempotency-key': 'inflight-1' };
    const { createHash } = await import('node:crypto');
    const scope = createHash('sha256')
      .update(
        JSON.stringify(['inflight-1', AUTH.authorization, 'POST', '/__sandbox/toss/v1/payments/confirm'])
      )
      .digest('hex');
    await ctx.database.db.execute(sql`INSERT INTO sandbox_toss_idempotency (scope) VALUES (${scope})`);
    const busy = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 15_000 }, scopeKey);
    expect([busy.statusCode, busy.json().code]).toEqual([409, 'IDEMPOTENT_REQUEST_PROCESSING']);
    // A first request that never answered (its process died) frees its key after a minute.
    await ctx.database.db.execute(
      sql`UPDATE sandbox_toss_idempotency SET created_at = now() - interval '2 minutes' WHERE scope = ${scope}`
    );
    const retaken = await post('/v1/payments/confirm', { paymentKey, orderId: id, amount: 15_000 }, scopeKey);
    expect([retaken.statusCode, retaken.json().code]).toEqual([400, 'ALREADY_PROCESSED_PAYMENT']);
    const tooLong = await post(
      '/v1/payments/confirm',
      { paymentKey, orderId: id, amount: 15_000 },
      { 'idempotency-key': 'k'.repeat(301) }
    );
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'INVALID_IDEMPOTENCY_KEY']);
  });

  it('two sessions of one orderId: only one is approved; a paid orderId goes back with DUPLICATED_ORDER_ID', async () => {
    const id = orderId();
    const a = await authorizeSandboxPayment(ctx.app, { orderId: id, amount: 7_000, orderName: 'x' });
    const b = await authorizeSandboxPayment(ctx.app, { orderId: id, amount: 7_000, orderName: 'x' });
    const [ra, rb] = await Promise.all([
      post('/v1/payments/confirm', { paymentKey: a.paymentKey, orderId: id, amount: 7_000 }),
      post('/v1/payments/confirm', { paymentKey: b.paymentKey, orderId: id, amount: 7_000 })
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 400]);
    const again = await authorizeSandboxPayment(ctx.app, { orderId: id, amount: 7_000, orderName: 'x' });
    expect(again.paymentKey).toBeNull();
    expect(again.redirect.searchParams.get('code')).toBe('DUPLICATED_ORDER_ID');
    expect(again.redirect.searchParams.get('orderId')).toBe(id);
  });

  it('the checkout outcomes: cancel (no orderId), card reject and abort (with orderId)', async () => {
    const id = orderId();
    const cancel = await authorizeSandboxPayment(ctx.app, {
      orderId: id,
      amount: 3_000,
      orderName: 'x',
      outcome: 'cancel'
    });
    expect(cancel.paymentKey).toBeNull();
    expect(cancel.redirect.origin + cancel.redirect.pathname).toBe(TEST_FAIL_URL);
    expect(cancel.redirect.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(cancel.redirect.searchParams.get('message')).toBe('사용자에 의해 결제가 취소되었습니다.');
    expect(cancel.redirect.searchParams.has('orderId')).toBe(false);
    for (const [outcome, code] of [
      ['reject', 'REJECT_CARD_COMPANY'],
      ['abort', 'PAY_PROCESS_ABORTED']
    ] as const) {
      const answer = await authorizeSandboxPayment(ctx.app, {
        orderId: id,
        amount: 3_000,
        orderName: 'x',
        outcome
      });
      expect(answer.paymentKey).toBeNull();
      expect(Object.fromEntries(answer.redirect.searchParams)).toMatchObject({ code, orderId: id });
    }
    const view = await get(`/v1/payments/orders/${id}`);
    expect(view.json()).toMatchObject({ status: 'ABORTED', failure: { code: 'PAY_PROCESS_ABORTED' } });
    // checkout.url reopens a session not yet authenticated (a cancelled window stays READY); an ended one is refused.
    const cancelledId = orderId();
    await authorizeSandboxPayment(ctx.app, {
      orderId: cancelledId,
      amount: 3_000,
      orderName: 'x',
      outcome: 'cancel'
    });
    const ready = (await get(`/v1/payments/orders/${cancelledId}`)).json();
    expect(ready.status).toBe('READY');
    const reopened = await ctx.app.inject({ method: 'GET', url: ready.checkout.url });
    expect([reopened.statusCode, reopened.body.includes('name="cardNumber"')]).toEqual([200, true]);
    const ended = await ctx.app.inject({ method: 'GET', url: view.json().checkout.url });
    expect([ended.statusCode, ended.body.includes('ALREADY_PROCESSED_PAYMENT')]).toEqual([400, true]);
  });

  it('a successUrl with a query keeps it; the values are appended', async () => {
    const { redirect } = await authorizeSandboxPayment(ctx.app, {
      orderId: orderId(),
      amount: 1_000,
      orderName: 'x',
      successUrl: 'http://localhost/order/payment/success?step=2'
    });
    expect(redirect.searchParams.get('step')).toBe('2');
    expect(redirect.searchParams.get('paymentKey')).toBeTruthy();
  });

  it('the checkout page: no open redirect, the SDK checks, the client key, escaped output, its CSP', async () => {
    const base = {
      clientKey: SANDBOX_TOSS_CLIENT_KEY,
      customerKey: '@@ANONYMOUS',
      orderId: orderId(),
      orderName: '<b>세럼</b>',
      amount: '60000',
      successUrl: TEST_SUCCESS_URL,
      failUrl: TEST_FAIL_URL
    };
    const open = (over: Record<string, string>) =>
      get(`/checkout?${new URLSearchParams({ ...base, ...over })}`, {});
    for (const [over, code] of [
      [{ successUrl: 'https://evil.example/steal' }, 'INVALID_URL'],
      [{ failUrl: 'http://localhost.evil.example/x' }, 'INVALID_URL'],
      [{ successUrl: '/order/payment/success' }, 'INCORRECT_SUCCESS_URL_FORMAT'],
      [{ failUrl: 'javascript:alert(1)' }, 'INCORRECT_FAIL_URL_FORMAT'],
      [{ amount: '99' }, 'BELOW_MINIMUM_AMOUNT'],
      [{ amount: '100.5' }, 'INVALID_PARAMETERS'],
      [{ orderId: 'abc' }, 'INVALID_ORDER_ID'],
      [{ orderName: 'x'.repeat(101) }, 'INVALID_PARAMETERS'],
      [{ customerKey: 'a' }, 'INVALID_CUSTOMER_KEY']
    ] as const) {
      const page = await open(over);
      expect(page.statusCode, code).toBe(400);
      expect(page.body).toContain(code);
    }
    const wrongKey = await open({ clientKey: 'test_ck_other' });
    expect(wrongKey.statusCode).toBe(401);
    const page = await open({});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost");
    expect(page.body).toContain('테스트 결제 — 실제로 결제되지 않습니다');
    expect(page.body).toContain('&lt;b&gt;세럼&lt;/b&gt;');
    expect(page.body).not.toContain('<b>세럼');
    expect(page.body).toContain('60,000원');
    expect(page.body).toContain('name="installment"');
    expect(page.body).toContain('12개월');
    // Every control has a label.
    for (const id of ['cardCompany', 'cardNumber', 'installment'])
      expect(page.body).toContain(`<label for="${id}">`);
    const small = await open({ amount: '49999', orderId: orderId() });
    expect(small.body).not.toContain('12개월');
  });

  it('the origin check follows PUBLIC_ORIGIN when it is set', async () => {
    const other = await createTestContext({
      seed: false,
      env: { PUBLIC_ORIGIN: 'https://shop.example.com' }
    });
    try {
      const local = await authorizeSandboxPayment(other.app, {
        orderId: orderId(),
        amount: 1_000,
        orderName: 'x'
      }).catch((error: Error) => error.message);
      expect(local).toContain('INVALID_URL');
      const ok = await authorizeSandboxPayment(other.app, {
        orderId: orderId(),
        amount: 1_000,
        orderName: 'x',
        successUrl: 'https://shop.example.com/order/payment/success',
        failUrl: 'https://shop.example.com/order/payment/fail'
      });
      expect(ok.redirect.origin).toBe('https://shop.example.com');
      const confirm = await other.app.inject({
        method: 'POST',
        url: '/__sandbox/toss/v1/payments/confirm',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: JSON.stringify({
          paymentKey: ok.paymentKey,
          orderId: ok.redirect.searchParams.get('orderId'),
          amount: 1_000
        })
      });
      expect(confirm.json().receipt.url).toBe(
        `https://shop.example.com/__sandbox/toss/receipt/${ok.paymentKey}`
      );
    } finally {
      await other.close();
    }
  });

  it('a refused window always links back to the shop: the failUrl with the code, never another site', async () => {
    const base = {
      clientKey: SANDBOX_TOSS_CLIENT_KEY,
      customerKey: '@@ANONYMOUS',
      orderId: orderId(),
      orderName: '세럼',
      amount: '15000',
      successUrl: TEST_SUCCESS_URL,
      failUrl: TEST_FAIL_URL
    };
    const backOf = (body: string) => {
      const href = /<a class="back" href="([^"]+)">상점으로 돌아가기<\/a>/.exec(body)?.[1];
      return href === undefined ? null : new URL(href.replaceAll('&amp;', '&'));
    };
    // A failUrl on the shop: back to it with the code, as the checkout reads a failure.
    const tooSmall = await get(`/checkout?${new URLSearchParams({ ...base, amount: '99' })}`, {});
    expect(tooSmall.statusCode).toBe(400);
    const back = backOf(tooSmall.body);
    expect(back?.origin + back!.pathname).toBe(TEST_FAIL_URL);
    expect(back?.searchParams.get('code')).toBe('BELOW_MINIMUM_AMOUNT');
    // A failUrl on another site: the shop's front page, not that site.
    const foreign = await get(
      `/checkout?${new URLSearchParams({ ...base, failUrl: 'https://evil.example/x' })}`,
      {}
    );
    expect(foreign.body).toContain('INVALID_URL');
    expect(backOf(foreign.body)?.href).toBe('http://localhost/');

    const other = await createTestContext({ seed: false, env: { PUBLIC_ORIGIN: 'http://localhost:3000' } });
    try {
      // The shop opened under another address of this host (a LAN address, which is not redirected to
      // PUBLIC_ORIGIN): the provider refuses its URLs, and the window leads back to the checkout it came from.
      const refused = await other.app.inject({
        method: 'GET',
        url: `/__sandbox/toss/checkout?${new URLSearchParams({
          ...base,
          successUrl: 'http://192.168.0.7:3000/order',
          failUrl: 'http://192.168.0.7:3000/order'
        })}`,
        headers: { host: '192.168.0.7:3000' }
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('INVALID_URL');
      const way = backOf(refused.body);
      expect(way?.origin + way!.pathname).toBe('http://192.168.0.7:3000/order');
      expect(way?.searchParams.get('code')).toBe('INVALID_URL');
    } finally {
      await other.close();
    }

    // A window reopened after its session ended: back to that payment's failUrl.
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId: orderId(),
      amount: 1_000,
      orderName: 'x'
    });
    const reopened = await get(`/checkout/${paymentKey}`, {});
    expect(reopened.body).toContain('ALREADY_PROCESSED_PAYMENT');
    expect(backOf(reopened.body)?.searchParams.get('code')).toBe('ALREADY_PROCESSED_PAYMENT');
    // Unknown payment: the shop's front page.
    expect(backOf((await get('/checkout/tgen_nothing', {})).body)?.href).toBe('http://localhost/');
  });

  it('serves the SDK script as JavaScript; the client config names it with the public key only', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/__sandbox/toss/v2/standard.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('window.TossPayments = TossPayments');
    const config = await ctx.app.inject({ method: 'GET', url: '/api/order/v1/public/payments/config' });
    expect(config.json()).toEqual({
      data: {
        provider: 'sandbox',
        clientKey: SANDBOX_TOSS_CLIENT_KEY,
        sdkSrc: '/__sandbox/toss/v2/standard.js',
        testMode: true
      }
    });
    expect(config.body).not.toContain('test_sk_');
  });
});
