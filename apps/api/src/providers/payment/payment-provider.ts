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

/** NORMAL: a payment window's; BILLING: a charge of a billing key (자동결제); BRANDPAY: Toss's own wallet. */
export type ProviderPaymentType = 'NORMAL' | 'BILLING' | 'BRANDPAY';

/** The parts of Toss's Payment object (version 2022-11-16) the mall keeps. */
export type ProviderPayment = {
  paymentKey: string;
  type: ProviderPaymentType;
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

/** Toss's Billing object (INTEGRATIONS §1.12): a card registered for 자동결제, charged by its billingKey. */
export type ProviderBilling = {
  /** Opaque, up to 200 characters; a secret of the buyer's card: keep it sealed. */
  billingKey: string;
  customerKey: string;
  authenticatedAt: string | null;
  /** 카드 (null when Toss leaves it out). */
  method: string | null;
  card: {
    issuerCode: string | null;
    acquirerCode: string | null;
    /** Masked, e.g. 43301234****123*. */
    number: string | null;
    cardType: string | null;
    ownerType: string | null;
  } | null;
};

/** A charge of a billing key (`POST /v1/billing/{billingKey}`). */
export type BillingCharge = {
  /** The customerKey the billing key was issued for (else NOT_MATCHES_CUSTOMER_KEY). */
  customerKey: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerEmail?: string;
  customerName?: string;
  taxFreeAmount?: number;
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
  /**
   * POST /v1/billing/authorizations/issue: the billing key of a card the buyer registered in the billing window
   * (`successUrl?customerKey&authKey`). An authKey is single-use.
   */
  issueBillingKey(input: { authKey: string; customerKey: string }): Promise<ProviderBilling>;
  /**
   * POST /v1/billing/{billingKey}: charges the card at once (no window, no confirm, no webhook); answers a DONE
   * Payment of type BILLING, cancelled like any other. Always with an Idempotency-Key; may take up to 60 s.
   */
  chargeBillingKey(
    billingKey: string,
    input: BillingCharge,
    idempotencyKey: string
  ): Promise<ProviderPayment>;
  /** DELETE /v1/billing/{billingKey}; a key Toss no longer knows (NOT_FOUND_BILLING) counts as deleted. */
  deleteBillingKey(billingKey: string): Promise<void>;
}
