import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderBilling,
  type ProviderPayment,
  type ProviderPaymentStatus
} from './payment-provider.ts';
import { boundedText } from '../../lib/bounded-text.ts';

/**
 * The one Toss Payments adapter (INTEGRATIONS §1.5–1.11, docs/decisions/035). The real provider and the sandbox
 * differ only in base URL and keys: a base that is a path (`/__sandbox/toss`) is this app, reached in-process.
 */

/** SPEC §9's gateway time-out. */
export const TOSS_TIMEOUT_MS = 30_000;
/** A billing charge may take Toss up to 60 s (INTEGRATIONS §1.12): cut short, its outcome would be unknown. */
export const TOSS_BILLING_TIMEOUT_MS = 60_000;
/** A Payment object is a few KB; more is a misbehaving endpoint, never read whole. */
const MAX_ANSWER_BYTES = 1_000_000;

type TossMethod = 'GET' | 'POST' | 'DELETE';
type TossRequest = { method: TossMethod; url: string; headers: Record<string, string>; body?: string };
/** Answers with status and text, or throws when nothing came back (network, time-out). */
export type TossTransport = (
  request: TossRequest,
  timeoutMs: number
) => Promise<{ status: number; text: string }>;

/** Over the network: fetch with a time-out, no redirects, a bounded body. */
const fetchTossTransport: TossTransport = async (request, timeoutMs) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error'
  });
  return { status: response.status, text: await boundedText(response, MAX_ANSWER_BYTES) };
};

type Injector = {
  inject: (options: {
    method: TossMethod;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }) => Promise<{ statusCode: number; body: string }>;
};

/** A path is this app (the sandbox): `app.inject`, no socket; an absolute URL goes over the network. */
export function tossAppTransport(app: Injector): TossTransport {
  return async (request, timeoutMs) => {
    if (!request.url.startsWith('/')) return fetchTossTransport(request, timeoutMs);
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.body
    });
    return { status: response.statusCode, text: response.body };
  };
}

type Log = { error(object: object, message: string): void };

export function createTossPayments(options: {
  apiBase: string;
  secretKey: string;
  transport?: TossTransport;
  timeoutMs?: number;
  /** The billing charge's own time-out (default 60 s). */
  billingTimeoutMs?: number;
  log?: Log;
}): PaymentProvider {
  const transport = options.transport ?? fetchTossTransport;
  const timeoutMs = options.timeoutMs ?? TOSS_TIMEOUT_MS;
  const billingTimeoutMs = options.billingTimeoutMs ?? TOSS_BILLING_TIMEOUT_MS;
  const base = options.apiBase.replace(/\/+$/, '');
  // Secret key as user name, empty password: the trailing colon is mandatory (INTEGRATIONS §1.2).
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  /** `anyBody`: a 2xx is the answer whatever its body (a delete's). */
  async function call(
    method: TossMethod,
    path: string,
    body?: object,
    idempotencyKey?: string,
    how: { timeoutMs?: number; anyBody?: boolean } = {}
  ): Promise<unknown> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let answer: { status: number; text: string };
    try {
      answer = await transport(
        { method, url: `${base}${path}`, headers, body: body ? JSON.stringify(body) : undefined },
        how.timeoutMs ?? timeoutMs
      );
    } catch (error) {
      // The outcome is unknown: the caller keeps the attempt and asks again later (recovery, ADR 034).
      options.log?.error(
        { err: error, method, path: path.split('/').slice(0, 4).join('/') },
        'payment provider unreachable'
      );
      throw new PaymentProviderError(0, 'NETWORK_ERROR', 'The payment provider could not be reached');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = null;
    }
    if (answer.status >= 200 && answer.status < 300) {
      if (how.anyBody) return parsed;
      if (parsed === null || typeof parsed !== 'object') {
        options.log?.error({ status: answer.status }, 'payment provider answered an unreadable body');
        // A 2xx we cannot read: the provider may have acted; as unknown as a lost answer.
        throw new PaymentProviderError(
          0,
          'NETWORK_ERROR',
          'The payment provider answered an unreadable body'
        );
      }
      return parsed;
    }
    const envelope = parsed as { code?: unknown; message?: unknown } | null;
    const code = typeof envelope?.code === 'string' && envelope.code ? envelope.code : 'UNKNOWN_ERROR';
    const message = typeof envelope?.message === 'string' ? envelope.message : `HTTP ${answer.status}`;
    if (answer.status === 401 || answer.status >= 500)
      options.log?.error({ status: answer.status, code }, 'payment provider refused the shop');
    throw new PaymentProviderError(answer.status, code, message);
  }

  const payment = (body: unknown): ProviderPayment => {
    const mapped = toProviderPayment(body);
    if (!mapped) {
      options.log?.error({}, 'payment provider answered an unknown Payment shape');
      throw new PaymentProviderError(
        0,
        'NETWORK_ERROR',
        'The payment provider answered an unknown Payment shape'
      );
    }
    return mapped;
  };

  const billing = (body: unknown): ProviderBilling => {
    const mapped = toProviderBilling(body);
    if (!mapped) {
      // A key may have been issued that we cannot read: as unknown as a lost answer (the authKey is spent either way).
      options.log?.error({}, 'payment provider answered an unknown Billing shape');
      throw new PaymentProviderError(
        0,
        'NETWORK_ERROR',
        'The payment provider answered an unknown Billing shape'
      );
    }
    return mapped;
  };
  const billingPath = (billingKey: string) => `/v1/billing/${encodeURIComponent(billingKey)}`;

  return {
    async confirm(input, idempotencyKey) {
      return payment(
        await call(
          'POST',
          '/v1/payments/confirm',
          { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount },
          idempotencyKey
        )
      );
    },
    async cancel(paymentKey, input, idempotencyKey) {
      const body: { cancelReason: string; cancelAmount?: number; refundableAmount?: number } = {
        cancelReason: input.cancelReason
      };
      if (input.cancelAmount !== undefined) body.cancelAmount = input.cancelAmount;
      if (input.refundableAmount !== undefined) body.refundableAmount = input.refundableAmount;
      return payment(
        await call('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, body, idempotencyKey)
      );
    },
    async findByOrderId(orderId) {
      try {
        return payment(await call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`));
      } catch (error) {
        if (error instanceof PaymentProviderError && error.code === 'NOT_FOUND_PAYMENT') return null;
        throw error;
      }
    },
    async issueBillingKey(input) {
      return billing(
        await call('POST', '/v1/billing/authorizations/issue', {
          authKey: input.authKey,
          customerKey: input.customerKey
        })
      );
    },
    async chargeBillingKey(billingKey, input, idempotencyKey) {
      const body: Record<string, string | number> = {
        customerKey: input.customerKey,
        amount: input.amount,
        orderId: input.orderId,
        orderName: input.orderName
      };
      if (input.customerEmail !== undefined) body.customerEmail = input.customerEmail;
      if (input.customerName !== undefined) body.customerName = input.customerName;
      if (input.taxFreeAmount !== undefined) body.taxFreeAmount = input.taxFreeAmount;
      return payment(
        await call('POST', billingPath(billingKey), body, idempotencyKey, { timeoutMs: billingTimeoutMs })
      );
    },
    async deleteBillingKey(billingKey) {
      try {
        await call('DELETE', billingPath(billingKey), undefined, undefined, { anyBody: true });
      } catch (error) {
        // Already gone (deleted before, by us or at Toss): what the caller wanted.
        if (error instanceof PaymentProviderError && error.code === 'NOT_FOUND_BILLING') return;
        throw error;
      }
    }
  };
}

const STATUSES: readonly ProviderPaymentStatus[] = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED'
];

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Toss's Payment object (version 2022-11-16) → the parts the mall keeps; null when the essentials are missing. */
function toProviderPayment(body: unknown): ProviderPayment | null {
  if (!body || typeof body !== 'object') return null;
  const p = body as Record<string, unknown>;
  const paymentKey = str(p.paymentKey);
  const orderId = str(p.orderId);
  const status = str(p.status) as ProviderPaymentStatus | null;
  const totalAmount = int(p.totalAmount);
  const balanceAmount = int(p.balanceAmount);
  if (
    !paymentKey ||
    !orderId ||
    !status ||
    !STATUSES.includes(status) ||
    totalAmount === null ||
    balanceAmount === null
  )
    return null;
  const card = p.card && typeof p.card === 'object' ? (p.card as Record<string, unknown>) : null;
  const receipt = p.receipt && typeof p.receipt === 'object' ? (p.receipt as Record<string, unknown>) : null;
  const cancels = Array.isArray(p.cancels) ? (p.cancels as Record<string, unknown>[]) : [];
  const type = str(p.type);
  return {
    paymentKey,
    type: type === 'BILLING' || type === 'BRANDPAY' ? type : 'NORMAL',
    orderId,
    orderName: str(p.orderName) ?? '',
    status,
    totalAmount,
    balanceAmount,
    method: str(p.method),
    approvedAt: str(p.approvedAt),
    card: card
      ? {
          issuerCode: str(card.issuerCode),
          number: str(card.number),
          cardType: str(card.cardType),
          installmentPlanMonths: int(card.installmentPlanMonths) ?? 0
        }
      : null,
    receiptUrl: receipt ? str(receipt.url) : null,
    cancels: cancels
      .filter((c) => c && typeof c === 'object')
      .map((c) => ({
        cancelAmount: int(c.cancelAmount) ?? 0,
        cancelReason: str(c.cancelReason) ?? '',
        canceledAt: str(c.canceledAt) ?? ''
      }))
  };
}

/** Toss's Billing object → ProviderBilling; null without a billingKey and customerKey. */
function toProviderBilling(body: unknown): ProviderBilling | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const billingKey = str(b.billingKey);
  const customerKey = str(b.customerKey);
  if (!billingKey || !customerKey) return null;
  const card = b.card && typeof b.card === 'object' ? (b.card as Record<string, unknown>) : null;
  return {
    billingKey,
    customerKey,
    authenticatedAt: str(b.authenticatedAt),
    method: str(b.method),
    card: card
      ? {
          issuerCode: str(card.issuerCode),
          acquirerCode: str(card.acquirerCode),
          number: str(card.number),
          cardType: str(card.cardType),
          ownerType: str(card.ownerType)
        }
      : null
  };
}
