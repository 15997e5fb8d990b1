import type { FastifyInstance } from 'fastify';
import { SANDBOX_TOSS_SECRET_KEY } from '../src/config.ts';

/** Where the storefront's payment returns land in tests (any path on the app's own origin passes the sandbox). */
export const TEST_SUCCESS_URL = 'http://localhost/order/payment/success';
export const TEST_FAIL_URL = 'http://localhost/order/payment/fail';

/**
 * Drives the Toss sandbox's hosted checkout through `app.inject` as a browser would after the SDK's
 * `requestPayment` (docs/decisions/035): reads the client key from GET /api/order/v1/public/payments/config,
 * opens `/__sandbox/toss/checkout?…`, then posts the page's form with the chosen outcome. Returns the redirect
 * the browser would follow: approve → successUrl with paymentType, orderId, paymentKey, amount (the payment is
 * IN_PROGRESS, to be confirmed within 10 minutes); reject/abort → failUrl with code, message and orderId;
 * cancel → failUrl with code PAY_PROCESS_CANCELED and message only. paymentKey is null unless approved.
 * A checkout the sandbox refuses (bad parameters, an origin that is not the shop's) throws with the page's code.
 */
export async function authorizeSandboxPayment(
  app: FastifyInstance,
  input: {
    orderId: string;
    amount: number;
    orderName: string;
    customerKey?: string;
    successUrl?: string;
    failUrl?: string;
    outcome?: 'approve' | 'reject' | 'cancel' | 'abort';
  }
): Promise<{ paymentKey: string | null; redirect: URL }> {
  const config = await app.inject({ method: 'GET', url: '/api/order/v1/public/payments/config' });
  if (config.statusCode !== 200) throw new Error(`payments config answered ${config.statusCode}`);
  const { clientKey } = config.json<{ data: { clientKey: string } }>().data;
  const query = new URLSearchParams({
    clientKey,
    customerKey: input.customerKey ?? '@@ANONYMOUS',
    method: 'CARD',
    orderId: input.orderId,
    orderName: input.orderName,
    amount: String(input.amount),
    successUrl: input.successUrl ?? TEST_SUCCESS_URL,
    failUrl: input.failUrl ?? TEST_FAIL_URL
  });
  const page = await app.inject({ method: 'GET', url: `/__sandbox/toss/checkout?${query}` });
  // An orderId already paid goes straight back to failUrl (DUPLICATED_ORDER_ID).
  if (page.statusCode === 302) return { paymentKey: null, redirect: new URL(String(page.headers.location)) };
  if (page.statusCode !== 200) {
    const code = /<p class="code">([^<]*)<\/p>/.exec(page.body)?.[1] ?? 'UNKNOWN';
    throw new Error(`sandbox checkout refused (${page.statusCode} ${code})`);
  }
  const action = /<form[^>]* method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const cardNumber = /name="cardNumber"[^>]* value="([^"]*)"/.exec(page.body)?.[1];
  const cardCompany = /<option value="([^"]+)" selected>/.exec(page.body)?.[1];
  if (!action || !cardNumber || !cardCompany) throw new Error('sandbox checkout page without its form');
  const outcome = input.outcome ?? 'approve';
  const form = new URLSearchParams({
    cardCompany,
    cardNumber,
    installment: '0',
    outcome: outcome === 'cancel' ? 'approve' : outcome,
    action: outcome === 'cancel' ? 'cancel' : 'pay'
  });
  const answer = await app.inject({
    method: 'POST',
    url: action.replaceAll('&amp;', '&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString()
  });
  if (answer.statusCode !== 302) throw new Error(`sandbox checkout form answered ${answer.statusCode}`);
  const redirect = new URL(String(answer.headers.location));
  return { paymentKey: outcome === 'approve' ? redirect.searchParams.get('paymentKey') : null, redirect };
}

/** The sandbox's view of a payment (Toss's Payment object) through its REST lookup with the sandbox secret key. */
export async function sandboxPayment(
  app: FastifyInstance,
  paymentKey: string
): Promise<
  {
    status: string;
    totalAmount: number;
    balanceAmount: number;
    orderId: string;
    cancels: { cancelAmount: number; cancelReason: string }[] | null;
  } & Record<string, unknown>
> {
  const answer = await app.inject({
    method: 'GET',
    url: `/__sandbox/toss/v1/payments/${encodeURIComponent(paymentKey)}`,
    headers: { authorization: `Basic ${Buffer.from(`${SANDBOX_TOSS_SECRET_KEY}:`).toString('base64')}` }
  });
  if (answer.statusCode !== 200)
    throw new Error(`sandbox payment lookup answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

/** Where the billing window's returns land in tests (on the app's own origin, as the sandbox requires). */
export const TEST_BILLING_SUCCESS_URL = 'http://localhost/mypage/cards/registered';
export const TEST_BILLING_FAIL_URL = 'http://localhost/mypage/cards/failed';

const unescapeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? ''
  );

/**
 * Drives the Toss sandbox's billing window (자동결제 card registration) through `app.inject` as a browser would after
 * the SDK's `requestBillingAuth` (INTEGRATIONS §1.12): reads the client key from the payments config, opens
 * `/__sandbox/toss/billing?…`, posts the page's form (its hidden fields, the selected card company, the outcome)
 * and returns the redirect: `approve` / `refuse-charges` → successUrl with customerKey and authKey (the card's later
 * charges approve, or are refused with REJECT_CARD_COMPANY); `fail` → failUrl `code=REJECT_CARD_COMPANY`; `cancel` →
 * failUrl `code=PAY_PROCESS_CANCELED`. A window the sandbox refuses (its page, not a redirect) throws with its code.
 */
export async function openSandboxBillingWindow(
  app: FastifyInstance,
  input: {
    customerKey: string;
    outcome: 'approve' | 'refuse-charges' | 'fail' | 'cancel';
    successUrl?: string;
    failUrl?: string;
    /** A card company code of the form (default: the one it selects). */
    cardCompany?: string;
  }
): Promise<{ redirect: URL }> {
  const config = await app.inject({ method: 'GET', url: '/api/order/v1/public/payments/config' });
  if (config.statusCode !== 200) throw new Error(`payments config answered ${config.statusCode}`);
  const { clientKey } = config.json<{ data: { clientKey: string } }>().data;
  const query = new URLSearchParams({
    clientKey,
    customerKey: input.customerKey,
    successUrl: input.successUrl ?? TEST_BILLING_SUCCESS_URL,
    failUrl: input.failUrl ?? TEST_BILLING_FAIL_URL
  });
  const page = await app.inject({ method: 'GET', url: `/__sandbox/toss/billing?${query}` });
  if (page.statusCode !== 200) {
    const code = /<p class="code">([^<]*)<\/p>/.exec(page.body)?.[1] ?? 'UNKNOWN';
    throw new Error(`sandbox billing window refused (${page.statusCode} ${code})`);
  }
  const action = /<form[^>]* method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const cardCompany = /<option value="([^"]+)" selected>/.exec(page.body)?.[1];
  if (!action || !cardCompany) throw new Error('sandbox billing page without its form');
  const form = new URLSearchParams();
  for (const [, name, value] of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(name!, unescapeHtml(value!));
  form.set('cardCompany', input.cardCompany ?? cardCompany);
  form.set('outcome', input.outcome === 'cancel' ? 'approve' : input.outcome);
  form.set('action', input.outcome === 'cancel' ? 'cancel' : 'register');
  const answer = await app.inject({
    method: 'POST',
    url: unescapeHtml(action),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString()
  });
  if (answer.statusCode !== 302)
    throw new Error(`sandbox billing form answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
  return { redirect: new URL(String(answer.headers.location)) };
}

/**
 * A card registered in the sandbox's billing window for `customerKey` (see openSandboxBillingWindow): the authKey
 * the shop's success return receives, to issue a billing key with within 10 minutes. `refuse-charges` registers a
 * card whose charges are refused (REJECT_CARD_COMPANY, "한도초과 테스트카드").
 */
export async function registerSandboxBillingAuth(
  app: FastifyInstance,
  input: {
    customerKey: string;
    outcome?: 'approve' | 'refuse-charges';
    successUrl?: string;
    cardCompany?: string;
  }
): Promise<{ authKey: string; redirect: URL }> {
  const { redirect } = await openSandboxBillingWindow(app, { ...input, outcome: input.outcome ?? 'approve' });
  const authKey = redirect.searchParams.get('authKey');
  if (!authKey || redirect.searchParams.get('customerKey') !== input.customerKey)
    throw new Error(`sandbox billing window did not register the card: ${redirect.href}`);
  return { authKey, redirect };
}
