/**
 * The card payment provider behind checkout (INTEGRATIONS §1, Toss Payments core API v1, docs/decisions/034).
 * One adapter speaks Toss's REST API; `PAYMENT_PROVIDER=sandbox` (default) points it at the sandbox mounted under
 * /__sandbox/toss, `toss` at https://api.tosspayments.com with the merchant's keys. Errors come back as
 * PaymentProviderError with Toss's code and HTTP status; an unreachable provider is status 0, code NETWORK_ERROR.
 */
export type ProviderPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

/** The parts of Toss's Payment object (version 2022-11-16) the mall keeps. */
export type ProviderPayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: ProviderPaymentStatus;
  totalAmount: number;
  balanceAmount: number;
  /** 카드, 간편결제, … (null before approval). */
  method: string | null;
  approvedAt: string | null;
  card: {
    issuerCode: string | null;
    number: string | null;
    cardType: string | null;
    installmentPlanMonths: number;
  } | null;
  receiptUrl: string | null;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[];
};

export class PaymentProviderError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.status = status;
    this.code = code;
  }
}

export interface PaymentProvider {
  /** POST /v1/payments/confirm. Call only after checking orderId and amount against our own attempt. */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string
  ): Promise<ProviderPayment>;
  /**
   * POST /v1/payments/{paymentKey}/cancel: the whole balance unless cancelAmount is given. `refundableAmount`: the
   * balance the caller expects; the provider refuses (NOT_CANCELABLE_AMOUNT) when it differs, so a cancel that
   * already happened is never made twice.
   */
  cancel(
    paymentKey: string,
    input: { cancelReason: string; cancelAmount?: number; refundableAmount?: number },
    idempotencyKey: string
  ): Promise<ProviderPayment>;
  /** GET /v1/payments/orders/{orderId}; null for NOT_FOUND_PAYMENT (the recovery job asks about attempts we never heard back on). */
  findByOrderId(orderId: string): Promise<ProviderPayment | null>;
}
