import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOSS_SECRET_KEY } from '../src/config.ts';
import { PaymentProviderError } from '../src/providers/payment/payment-provider.ts';
import {
  createTossPayments,
  TOSS_BILLING_TIMEOUT_MS,
  TOSS_TIMEOUT_MS,
  type TossTransport
} from '../src/providers/payment/toss-payments.ts';
import { createTestContext, type TestContext } from './context.ts';
import { authorizeSandboxPayment, registerSandboxBillingAuth, sandboxPayment } from './payment-fixtures.ts';

/** A stand-in for api.tosspayments.com on 127.0.0.1: records each request and answers what the test queued. */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
function fakeToss() {
  const seen: Seen[] = [];
  let next: (request: Seen, response: http.ServerResponse) => void = (_request, response) =>
    response.end('{}');
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      next(entry, response);
    });
  });
  return {
    seen,
    server,
    answer(handler: typeof next) {
      next = handler;
    },
    json(status: number, body: unknown) {
      next = (_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
    }
  };
}

const PAYMENT = {
  mId: 'tvivarepublica',
  version: '2022-11-16',
  paymentKey: 'tgen_20240213121814abcd',
  orderId: 'AP2611230001-1',
  orderName: '비타민 C 세럼 외 1건',
  status: 'DONE',
  requestedAt: '2026-11-23T16:00:00+09:00',
  approvedAt: '2026-11-23T16:01:00+09:00',
  totalAmount: 15000,
  balanceAmount: 15000,
  suppliedAmount: 13636,
  vat: 1364,
  method: '카드',
  card: {
    issuerCode: '41',
    acquirerCode: '41',
    number: '43301234****123*',
    installmentPlanMonths: 0,
    cardType: '신용',
    ownerType: '개인'
  },
  receipt: { url: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=x' },
  cancels: null
};

describe('Toss adapter over HTTP (a local server)', () => {
  const fake = fakeToss();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  const adapter = (timeoutMs?: number) =>
    createTossPayments({ apiBase: `${base}/`, secretKey: 'test_sk_abc123', timeoutMs });

  it('confirm: Basic base64(secret + ":"), JSON body, Idempotency-Key passed through; the Payment mapped', async () => {
    fake.json(200, PAYMENT);
    const payment = await adapter().confirm(
      { paymentKey: PAYMENT.paymentKey, orderId: PAYMENT.orderId, amount: 15000 },
      'confirm-AP2611230001-1'
    );
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/payments/confirm');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_abc123:').toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('confirm-AP2611230001-1');
    expect(JSON.parse(request.body)).toEqual({
      paymentKey: PAYMENT.paymentKey,
      orderId: PAYMENT.orderId,
      amount: 15000
    });
    expect(payment).toEqual({
      paymentKey: PAYMENT.paymentKey,
      type: 'NORMAL',
      orderId: PAYMENT.orderId,
      orderName: PAYMENT.orderName,
      status: 'DONE',
      totalAmount: 15000,
      balanceAmount: 15000,
      method: '카드',
      approvedAt: PAYMENT.approvedAt,
      card: { issuerCode: '41', number: '43301234****123*', cardType: '신용', installmentPlanMonths: 0 },
      receiptUrl: PAYMENT.receipt.url,
      cancels: []
    });
  });

  it('cancel: the path, the reason, cancelAmount only when partial', async () => {
    fake.json(200, {
      ...PAYMENT,
      status: 'PARTIAL_CANCELED',
      balanceAmount: 5000,
      cancels: [{ cancelAmount: 10000, cancelReason: '부분', canceledAt: '2026-11-23T16:05:00+09:00' }]
    });
    const partial = await adapter().cancel(
      'tgen/x?',
      { cancelReason: '부분', cancelAmount: 10000 },
      'cancel-1'
    );
    expect(fake.seen.at(-1)!.url).toBe('/v1/payments/tgen%2Fx%3F/cancel');
    expect(JSON.parse(fake.seen.at(-1)!.body)).toEqual({ cancelReason: '부분', cancelAmount: 10000 });
    expect(partial.cancels).toEqual([
      { cancelAmount: 10000, cancelReason: '부분', canceledAt: '2026-11-23T16:05:00+09:00' }
    ]);
    fake.json(200, { ...PAYMENT, status: 'CANCELED', balanceAmount: 0 });
    await adapter().cancel('tgen_1', { cancelReason: '전액' }, 'cancel-2');
    expect(JSON.parse(fake.seen.at(-1)!.body)).toEqual({ cancelReason: '전액' });
  });

  it('the error envelope becomes PaymentProviderError(status, code, message)', async () => {
    fake.json(403, { code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' });
    const error = await adapter()
      .confirm({ paymentKey: 'k', orderId: 'o12345', amount: 100 }, 'i')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      status: 403,
      code: 'REJECT_CARD_COMPANY',
      message: '결제 승인이 거절되었습니다.'
    });
    fake.answer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>bad gateway</html>');
    });
    await expect(
      adapter().confirm({ paymentKey: 'k', orderId: 'o12345', amount: 100 }, 'i')
    ).rejects.toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
  });

  it('findByOrderId: GET /v1/payments/orders/{orderId}; 404 NOT_FOUND_PAYMENT → null, other errors thrown', async () => {
    fake.json(200, PAYMENT);
    expect((await adapter().findByOrderId('AP2611230001-1'))?.status).toBe('DONE');
    expect(fake.seen.at(-1)!).toMatchObject({ method: 'GET', url: '/v1/payments/orders/AP2611230001-1' });
    expect(fake.seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
    fake.json(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 입니다.' });
    expect(await adapter().findByOrderId('AP2611230001-2')).toBeNull();
    fake.json(401, { code: 'UNAUTHORIZED_KEY', message: 'x' });
    await expect(adapter().findByOrderId('AP2611230001-3')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_KEY'
    });
  });

  it('a 200 without a Payment is an unknown outcome (status 0)', async () => {
    fake.json(200, { hello: 'world' });
    await expect(adapter().findByOrderId('AP2611230001-4')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR'
    });
  });

  it('no answer within the time-out → status 0 NETWORK_ERROR', async () => {
    fake.answer(() => {
      // Never answers.
    });
    const started = Date.now();
    await expect(
      adapter(200).confirm({ paymentKey: 'k', orderId: 'o12345', amount: 100 }, 'i')
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('logs status and code of a refusal or an outage, never the secret key', async () => {
    const logged: string[] = [];
    const log = {
      error: (object: object, message: string) =>
        void logged.push(
          JSON.stringify({ ...object, err: String((object as { err?: unknown }).err ?? '') }) + message
        )
    };
    const withLog = createTossPayments({ apiBase: base, secretKey: 'test_sk_abc123', timeoutMs: 200, log });
    fake.json(401, { code: 'UNAUTHORIZED_KEY', message: 'x' });
    await expect(withLog.findByOrderId('AP2611230001-6')).rejects.toMatchObject({ code: 'UNAUTHORIZED_KEY' });
    fake.answer(() => {});
    await expect(withLog.findByOrderId('AP2611230001-7')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('UNAUTHORIZED_KEY');
    for (const line of logged) {
      expect(line).not.toContain('test_sk_abc123');
      expect(line).not.toContain(Buffer.from('test_sk_abc123:').toString('base64'));
    }
  });

  it('an answer past 1 MB, declared or streamed, is status 0 NETWORK_ERROR; nothing far past the cap is read', async () => {
    const MB = 1_000_000;
    fake.answer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...PAYMENT, orderName: 'x'.repeat(MB) }))
    );
    await expect(adapter().findByOrderId('AP2611230001-8')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR'
    });
    let streamed = 0;
    fake.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // 64 KB at a time for as long as the client reads: an endless answer without a content-length.
      const chunk = 'x'.repeat(64 * 1024);
      const pump = () => {
        while (!response.destroyed && streamed < 50 * MB) {
          streamed += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    await expect(adapter(5000).findByOrderId('AP2611230001-9')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR'
    });
    expect(streamed).toBeLessThan(10 * MB);
  });

  it('issueBillingKey: POST /v1/billing/authorizations/issue with authKey and customerKey; the Billing mapped', async () => {
    const billing = {
      mId: 'tvivarepublica',
      customerKey: 'cust_3f2a9c',
      authenticatedAt: '2026-11-23T16:00:00+09:00',
      method: '카드',
      billingKey: 'Z_t5vOvQxrj4499PeiJcjen28-V2RyqgYTwN44Rdzk0=',
      card: {
        issuerCode: '61',
        acquirerCode: '61',
        number: '54331234****123*',
        cardType: '신용',
        ownerType: '개인'
      }
    };
    fake.json(200, billing);
    const issued = await adapter().issueBillingKey({ authKey: 'bln_abc', customerKey: 'cust_3f2a9c' });
    const request = fake.seen.at(-1)!;
    expect([request.method, request.url]).toEqual(['POST', '/v1/billing/authorizations/issue']);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_abc123:').toString('base64')}`);
    expect(JSON.parse(request.body)).toEqual({ authKey: 'bln_abc', customerKey: 'cust_3f2a9c' });
    expect(issued).toEqual({
      billingKey: billing.billingKey,
      customerKey: 'cust_3f2a9c',
      authenticatedAt: billing.authenticatedAt,
      method: '카드',
      card: billing.card
    });
    fake.json(400, { code: 'NOT_MATCHES_CUSTOMER_KEY', message: 'x' });
    await expect(
      adapter().issueBillingKey({ authKey: 'bln_abc', customerKey: 'other' })
    ).rejects.toMatchObject({ status: 400, code: 'NOT_MATCHES_CUSTOMER_KEY' });
    // A 2xx without a billing key: the key may exist, unknown to us.
    fake.json(200, { mId: 'tvivarepublica' });
    await expect(
      adapter().issueBillingKey({ authKey: 'bln_abc', customerKey: 'cust_3f2a9c' })
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('chargeBillingKey: POST /v1/billing/{billingKey}, the Idempotency-Key, optional fields only when given; type BILLING', async () => {
    fake.json(200, { ...PAYMENT, type: 'BILLING' });
    const charged = await adapter().chargeBillingKey(
      'bk/+=1',
      { customerKey: 'cust_3f2a9c', amount: 15000, orderId: 'AP2611230001-1', orderName: '정기배송' },
      'billing-AP2611230001-1'
    );
    let request = fake.seen.at(-1)!;
    expect([request.method, request.url]).toEqual(['POST', '/v1/billing/bk%2F%2B%3D1']);
    expect(request.headers['idempotency-key']).toBe('billing-AP2611230001-1');
    expect(JSON.parse(request.body)).toEqual({
      customerKey: 'cust_3f2a9c',
      amount: 15000,
      orderId: 'AP2611230001-1',
      orderName: '정기배송'
    });
    expect(charged).toMatchObject({ type: 'BILLING', status: 'DONE', totalAmount: 15000 });
    await adapter().chargeBillingKey(
      'bk1',
      {
        customerKey: 'c1',
        amount: 20000,
        orderId: 'AP2611230001-2',
        orderName: 'x',
        customerEmail: 'a@example.com',
        customerName: '김하나',
        taxFreeAmount: 0
      },
      'i2'
    );
    request = fake.seen.at(-1)!;
    expect(JSON.parse(request.body)).toMatchObject({
      customerEmail: 'a@example.com',
      customerName: '김하나',
      taxFreeAmount: 0
    });
    fake.json(403, { code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' });
    await expect(
      adapter().chargeBillingKey(
        'bk1',
        { customerKey: 'c1', amount: 100, orderId: 'AP2611230001-3', orderName: 'x' },
        'i3'
      )
    ).rejects.toMatchObject({ status: 403, code: 'REJECT_CARD_COMPANY' });
  });

  it('a billing charge waits 60 s (Toss may take that long); every other call the default time-out', async () => {
    const timeouts: [string, number][] = [];
    const transport: TossTransport = async (request, timeoutMs) => {
      timeouts.push([`${request.method} ${request.url}`, timeoutMs]);
      if (request.method === 'DELETE') return { status: 200, text: '' };
      if (request.url.endsWith('/issue'))
        return { status: 200, text: JSON.stringify({ billingKey: 'bk1', customerKey: 'c1' }) };
      return { status: 200, text: JSON.stringify(PAYMENT) };
    };
    const toss = createTossPayments({
      apiBase: 'https://api.example',
      secretKey: 'test_sk_abc123',
      transport
    });
    await toss.chargeBillingKey(
      'bk1',
      { customerKey: 'c1', amount: 100, orderId: 'AP2611230001-4', orderName: 'x' },
      'i'
    );
    await toss.issueBillingKey({ authKey: 'a', customerKey: 'c1' });
    await toss.deleteBillingKey('bk1');
    await toss.confirm({ paymentKey: 'k', orderId: 'AP2611230001-4', amount: 100 }, 'i');
    expect(timeouts).toEqual([
      ['POST https://api.example/v1/billing/bk1', TOSS_BILLING_TIMEOUT_MS],
      ['POST https://api.example/v1/billing/authorizations/issue', TOSS_TIMEOUT_MS],
      ['DELETE https://api.example/v1/billing/bk1', TOSS_TIMEOUT_MS],
      ['POST https://api.example/v1/payments/confirm', TOSS_TIMEOUT_MS]
    ]);
    expect(TOSS_BILLING_TIMEOUT_MS).toBe(60_000);
    // A charge with no answer within its time-out: status 0, as any lost answer.
    const silent = createTossPayments({
      apiBase: base,
      secretKey: 'test_sk_abc123',
      timeoutMs: 10_000,
      billingTimeoutMs: 200
    });
    fake.answer(() => {
      // Never answers.
    });
    await expect(
      silent.chargeBillingKey(
        'bk1',
        { customerKey: 'c1', amount: 100, orderId: 'AP2611230001-5', orderName: 'x' },
        'i'
      )
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('deleteBillingKey: DELETE /v1/billing/{billingKey}; any 2xx is done, 404 NOT_FOUND_BILLING too, others thrown', async () => {
    fake.answer((_request, response) => response.writeHead(200).end());
    await expect(adapter().deleteBillingKey('bk/1')).resolves.toBeUndefined();
    const request = fake.seen.at(-1)!;
    expect([request.method, request.url, request.body]).toEqual(['DELETE', '/v1/billing/bk%2F1', '']);
    expect(request.headers['idempotency-key']).toBeUndefined();
    fake.json(200, { billingKey: 'bk/1' });
    await expect(adapter().deleteBillingKey('bk/1')).resolves.toBeUndefined();
    fake.json(404, { code: 'NOT_FOUND_BILLING', message: '존재하지 않는 빌링키 입니다.' });
    await expect(adapter().deleteBillingKey('bk/1')).resolves.toBeUndefined();
    fake.json(401, { code: 'UNAUTHORIZED_KEY', message: 'x' });
    await expect(adapter().deleteBillingKey('bk/1')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_KEY'
    });
    fake.json(404, { code: 'NOT_FOUND', message: 'x' });
    await expect(adapter().deleteBillingKey('bk/1')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND'
    });
  });

  it('nobody listening → status 0 NETWORK_ERROR', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const adapterTo = createTossPayments({
      apiBase: `http://127.0.0.1:${port}`,
      secretKey: 'test_sk_abc123'
    });
    await expect(adapterTo.findByOrderId('AP2611230001-5')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR'
    });
  });
});

describe('Toss adapter against the in-process sandbox (app.payments)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('confirm, idempotent retry, partial and full cancel, lookup by orderId', async () => {
    const orderId = `AD${Date.now().toString(36)}-1`;
    const { paymentKey } = await authorizeSandboxPayment(ctx.app, {
      orderId,
      amount: 42_000,
      orderName: '앰플 세트'
    });
    const payments = ctx.app.payments;
    const done = await payments.confirm(
      { paymentKey: paymentKey!, orderId, amount: 42_000 },
      `confirm-${orderId}`
    );
    expect(done).toMatchObject({
      status: 'DONE',
      totalAmount: 42_000,
      balanceAmount: 42_000,
      method: '카드',
      receiptUrl: `/__sandbox/toss/receipt/${paymentKey}`
    });
    expect(done.card?.number).toMatch(/\*/);
    // The same key again: the first answer, not ALREADY_PROCESSED_PAYMENT.
    expect(
      await payments.confirm({ paymentKey: paymentKey!, orderId, amount: 42_000 }, `confirm-${orderId}`)
    ).toEqual(done);
    // Another key: Toss's refusal as a PaymentProviderError.
    await expect(
      payments.confirm({ paymentKey: paymentKey!, orderId, amount: 42_000 }, 'other-key')
    ).rejects.toMatchObject({ status: 400, code: 'ALREADY_PROCESSED_PAYMENT' });
    const partial = await payments.cancel(
      paymentKey!,
      { cancelReason: '부분 환불', cancelAmount: 2_000 },
      `cancel-${paymentKey}-1`
    );
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 40_000 });
    const full = await payments.cancel(paymentKey!, { cancelReason: '전액 환불' }, `cancel-${paymentKey}`);
    expect(full).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(full.cancels.map((c) => c.cancelAmount)).toEqual([2_000, 40_000]);
    expect((await payments.findByOrderId(orderId))?.status).toBe('CANCELED');
    expect(await payments.findByOrderId('NEVER_SEEN_1')).toBeNull();
    expect((await sandboxPayment(ctx.app, paymentKey!)).balanceAmount).toBe(0);
  });

  it('자동결제: issue, charge (an idempotent retry answers the same payment), partial and full cancel, delete', async () => {
    const payments = ctx.app.payments;
    const customerKey = `cust-adapter-${Date.now().toString(36)}`;
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey });
    const billing = await payments.issueBillingKey({ authKey, customerKey });
    expect(billing).toMatchObject({
      customerKey,
      method: '카드',
      card: { cardType: '신용', ownerType: '개인' }
    });
    expect(billing.card?.number).toMatch(/^[0-9]{8}\*{4}[0-9]{3}\*$/);
    await expect(payments.issueBillingKey({ authKey, customerKey })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_BILL_KEY_REQUEST'
    });
    const orderId = `AB${Date.now().toString(36)}-1`;
    const input = { customerKey, amount: 33_000, orderId, orderName: '정기배송 세럼' };
    const charged = await payments.chargeBillingKey(billing.billingKey, input, `billing-${orderId}`);
    expect(charged).toMatchObject({
      type: 'BILLING',
      status: 'DONE',
      orderId,
      totalAmount: 33_000,
      balanceAmount: 33_000,
      method: '카드',
      card: { issuerCode: billing.card?.issuerCode, number: billing.card?.number }
    });
    expect(await payments.chargeBillingKey(billing.billingKey, input, `billing-${orderId}`)).toEqual(charged);
    await expect(
      payments.chargeBillingKey(billing.billingKey, input, `billing-${orderId}-again`)
    ).rejects.toMatchObject({ status: 400, code: 'DUPLICATED_ORDER_ID' });
    expect(await payments.findByOrderId(orderId)).toEqual(charged);
    const partial = await payments.cancel(
      charged.paymentKey,
      { cancelReason: '정기배송 부분 환불', cancelAmount: 3_000, refundableAmount: 33_000 },
      `cancel-${charged.paymentKey}-1`
    );
    expect(partial).toMatchObject({ type: 'BILLING', status: 'PARTIAL_CANCELED', balanceAmount: 30_000 });
    const full = await payments.cancel(
      charged.paymentKey,
      { cancelReason: '정기배송 해지' },
      `cancel-${charged.paymentKey}`
    );
    expect(full).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    await payments.deleteBillingKey(billing.billingKey);
    // Already deleted: not an error.
    await payments.deleteBillingKey(billing.billingKey);
    await expect(
      payments.chargeBillingKey(
        billing.billingKey,
        { ...input, orderId: `${orderId}x` },
        `billing-${orderId}x`
      )
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND_BILLING' });
  });

  it('the wrong secret key: 401 UNAUTHORIZED_KEY as a PaymentProviderError', async () => {
    const wrong = createTossPayments({
      apiBase: '/__sandbox/toss',
      secretKey: 'test_sk_not_ours',
      transport: async (request) => {
        const answer = await ctx.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          payload: request.body
        });
        return { status: answer.statusCode, text: answer.body };
      }
    });
    await expect(wrong.findByOrderId('ANY_ORDER')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_KEY'
    });
    expect(SANDBOX_TOSS_SECRET_KEY).toMatch(/^test_sk_/);
  });
});

describe('PAYMENT_PROVIDER=toss', () => {
  it('no sandbox; the storefront gets the client key and Toss SDK, the CSP allows that script and Toss frames', async () => {
    const keys = {
      TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R'
    };
    const real = await createTestContext({
      seed: false,
      withWeb: true,
      env: { PAYMENT_PROVIDER: 'toss', ...keys }
    });
    try {
      // Not served (the storefront's fallback page answers instead).
      const script = await real.app.inject({ method: 'GET', url: '/__sandbox/toss/v2/standard.js' });
      expect(script.body).not.toContain('TossPayments');
      const confirm = await real.app.inject({
        method: 'POST',
        url: '/__sandbox/toss/v1/payments/confirm',
        payload: {}
      });
      expect(confirm.statusCode).toBe(404);
      const config = await real.app.inject({ method: 'GET', url: '/api/order/v1/public/payments/config' });
      expect(config.json().data).toEqual({
        provider: 'toss',
        clientKey: keys.TOSS_CLIENT_KEY,
        sdkSrc: 'https://js.tosspayments.com/v2/standard',
        testMode: false
      });
      expect(config.body).not.toContain(keys.TOSS_SECRET_KEY);
      const page = await real.app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.tosspayments\.com/);
      expect(csp).toContain('frame-src');
      expect(csp).toContain('https://*.tosspayments.com');
    } finally {
      await real.close();
    }
  });
});
