import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Config = { data: { provider: string; clientKey: string; sdkSrc: string; testMode: boolean } };
type SdkError = { code: string; message: string };

/** Screenshots of the hosted page for review (E2E_SHOTS=/work/shots/pay); none otherwise. */
async function shot(page: Page, name: string, width: number) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * The Toss sandbox in a real browser, on the started product's own page under its CSP (docs/decisions/035):
 * the SDK script the API names loads, checks parameters like Toss's SDK, navigates to the hosted checkout,
 * whose form returns to successUrl/failUrl on the shop's origin (a path under /api that no screen or script handles: only
 * the URL matters here, so the waits end at the navigation's commit). The storefront's checkout screens are their own journeys.
 */
test.describe('Toss sandbox: SDK script and hosted checkout', () => {
  async function loadSdk(page: Page, config: Config['data']) {
    await page.goto('/');
    await page.addScriptTag({ url: config.sdkSrc });
  }

  test('requestPayment → hosted checkout → 결제하기 → successUrl with the payment; confirm makes it DONE', async ({
    page,
    request,
    baseURL
  }, info) => {
    const config = ((await (await request.get('/api/order/v1/public/payments/config')).json()) as Config)
      .data;
    expect(config).toMatchObject({
      provider: 'sandbox',
      sdkSrc: '/__sandbox/toss/v2/standard.js',
      testMode: true
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        problems.push(message.text());
    });
    await loadSdk(page, config);
    const orderId = `E2E${Date.now().toString(36)}${info.project.name}`;
    // The SDK's own refusals come back as rejected promises with code and message; nothing navigates.
    const refusals = await page.evaluate(
      async ({ clientKey, origin }) => {
        const w = window as unknown as {
          TossPayments: ((key: string) => {
            payment(o: object): { requestPayment(p: object): Promise<void> };
            widgets(o: object): unknown;
          }) & { ANONYMOUS: string };
        };
        const payment = w.TossPayments(clientKey).payment({ customerKey: w.TossPayments.ANONYMOUS });
        const base = {
          method: 'CARD',
          orderId: 'ORDER_123456',
          orderName: '세럼',
          successUrl: `${origin}/ok`,
          failUrl: `${origin}/fail`
        };
        const codes: string[] = [];
        for (const params of [
          { ...base, amount: { currency: 'KRW', value: 99 } },
          { ...base, amount: { currency: 'KRW', value: 1000 }, orderId: 'ab' },
          { ...base, amount: { currency: 'KRW', value: 1000 }, successUrl: '/ok' },
          { ...base, amount: { currency: 'KRW', value: 1000 }, failUrl: 'fail' }
        ]) {
          await payment.requestPayment(params).catch((error: SdkError) => codes.push(error.code));
        }
        for (const call of [
          () => w.TossPayments('live_ck_x'),
          () => w.TossPayments(clientKey).widgets({ customerKey: 'abc' })
        ]) {
          try {
            call();
          } catch (error) {
            codes.push((error as SdkError).code);
          }
        }
        return codes;
      },
      { clientKey: config.clientKey, origin: baseURL! }
    );
    expect(refusals).toEqual([
      'BELOW_MINIMUM_AMOUNT',
      'INVALID_ORDER_ID',
      'INCORRECT_SUCCESS_URL_FORMAT',
      'INCORRECT_FAIL_URL_FORMAT',
      'INVALID_CLIENT_KEY',
      'NOT_SUPPORTED'
    ]);

    await page.evaluate(
      ({ clientKey, origin, orderId }) => {
        const w = window as unknown as {
          TossPayments: (key: string) => { payment(o: object): { requestPayment(p: object): Promise<void> } };
        };
        void w
          .TossPayments(clientKey)
          .payment({ customerKey: '@@ANONYMOUS' })
          .requestPayment({
            method: 'CARD',
            amount: { currency: 'KRW', value: 68_000 },
            orderId,
            orderName: '비타민 C 브라이트닝 세럼 외 2건',
            successUrl: `${origin}/api/e2e-toss-return/success?step=1`,
            failUrl: `${origin}/api/e2e-toss-return/fail`
          });
      },
      { clientKey: config.clientKey, origin: baseURL!, orderId }
    );
    await page.waitForURL(/\/__sandbox\/toss\/checkout\?/);
    await expect(page.getByText('테스트 결제 — 실제로 결제되지 않습니다')).toBeVisible();
    await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
    await expect(page.getByText('68,000원').first()).toBeVisible();
    await expect(page.getByLabel('카드사', { exact: true })).toHaveValue('41');
    await page.getByLabel('할부 기간').selectOption('3');
    await shot(page, 'checkout', page.viewportSize()!.width);
    await page.getByRole('button', { name: '68,000원 결제하기' }).click();
    await page.waitForURL(/\/api\/e2e-toss-return\/success\?/, { waitUntil: 'commit' });
    const back = new URL(page.url());
    expect(back.searchParams.get('step')).toBe('1');
    expect(back.searchParams.get('paymentType')).toBe('NORMAL');
    expect(back.searchParams.get('orderId')).toBe(orderId);
    expect(back.searchParams.get('amount')).toBe('68000');
    const paymentKey = back.searchParams.get('paymentKey')!;
    expect(paymentKey).toBeTruthy();
    expect(problems).toEqual([]);

    // The merchant's confirm with the sandbox's demo secret key (server to server).
    const auth = {
      authorization: `Basic ${Buffer.from('test_sk_sandbox_lumierevita_demo:').toString('base64')}`
    };
    const confirm = await request.post('/__sandbox/toss/v1/payments/confirm', {
      headers: auth,
      data: { paymentKey, orderId, amount: 68_000 }
    });
    expect(confirm.status()).toBe(200);
    const payment = (await confirm.json()) as {
      status: string;
      card: { installmentPlanMonths: number };
      receipt: { url: string };
    };
    expect(payment.status).toBe('DONE');
    expect(payment.card.installmentPlanMonths).toBe(3);
    await page.goto(payment.receipt.url);
    await expect(page.getByRole('heading', { name: '카드 매출 전표' })).toBeVisible();
    await shot(page, 'receipt', page.viewportSize()!.width);
  });

  test('취소 returns to failUrl with PAY_PROCESS_CANCELED and no orderId; 카드사 거절 with REJECT_CARD_COMPANY', async ({
    page,
    request,
    baseURL
  }, info) => {
    const config = ((await (await request.get('/api/order/v1/public/payments/config')).json()) as Config)
      .data;
    const open = async (orderId: string) => {
      const query = new URLSearchParams({
        clientKey: config.clientKey,
        customerKey: '@@ANONYMOUS',
        method: 'CARD',
        orderId,
        orderName: '립 밤',
        amount: '12000',
        successUrl: `${baseURL}/api/e2e-toss-return/success`,
        failUrl: `${baseURL}/api/e2e-toss-return/fail`
      });
      await page.goto(`/__sandbox/toss/checkout?${query}`);
    };
    const orderId = `E2F${Date.now().toString(36)}${info.project.name}`;
    await open(orderId);
    await expect(page.getByText('5만원 미만은 일시불로만 결제됩니다.')).toBeVisible();
    await page.getByRole('button', { name: '취소' }).click();
    await page.waitForURL(/\/api\/e2e-toss-return\/fail\?/, { waitUntil: 'commit' });
    const cancelled = new URL(page.url()).searchParams;
    expect(cancelled.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(cancelled.has('orderId')).toBe(false);

    await open(orderId);
    await page.getByLabel('카드사 거절 (REJECT_CARD_COMPANY)').check();
    await page.getByRole('button', { name: '12,000원 결제하기' }).click();
    await page.waitForURL(/\/api\/e2e-toss-return\/fail\?/, { waitUntil: 'commit' });
    const rejected = new URL(page.url()).searchParams;
    expect([rejected.get('code'), rejected.get('orderId')]).toEqual(['REJECT_CARD_COMPANY', orderId]);

    // A return address on another site is refused on the page itself.
    const evil = new URLSearchParams({
      clientKey: config.clientKey,
      customerKey: '@@ANONYMOUS',
      orderId: `${orderId}x`,
      orderName: 'x',
      amount: '1000',
      successUrl: 'https://evil.example/x',
      failUrl: `${baseURL}/f`
    });
    await page.goto(`/__sandbox/toss/checkout?${evil}`);
    await expect(page.getByRole('heading', { name: '결제를 진행할 수 없습니다' })).toBeVisible();
    await shot(page, 'checkout-refused', page.viewportSize()!.width);
  });
});
