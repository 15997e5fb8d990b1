import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import type { ProviderPaymentStatus } from './payment-provider.ts';

const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One cancel as Toss lists it in `cancels[]`. */
export type SandboxTossCancel = {
  transactionKey: string;
  cancelReason: string;
  cancelAmount: number;
  taxFreeAmount: number;
  refundableAmount: number;
  canceledAt: string;
};

/**
 * The Toss sandbox's payments (docs/decisions/035): what Toss would hold for this merchant. A row is created READY
 * when the hosted checkout opens, IN_PROGRESS once the buyer authenticates, DONE on confirm, then (PARTIAL_)CANCELED.
 * One orderId may have several sessions, but at most one approved payment (the partial unique index).
 */
export const sandboxTossPayments = pgTable(
  'sandbox_toss_payment',
  {
    paymentKey: text('payment_key').primaryKey(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    customerKey: text('customer_key').notNull(),
    /** NORMAL: the payment window's; BILLING: a charge of a billing key (INTEGRATIONS §1.12). */
    type: text('type').$type<'NORMAL' | 'BILLING'>().notNull().default('NORMAL'),
    billingKey: text('billing_key'),
    status: text('status').$type<ProviderPaymentStatus>().notNull(),
    totalAmount: won('total_amount').notNull(),
    balanceAmount: won('balance_amount').notNull(),
    taxFreeAmount: won('tax_free_amount').notNull().default(0),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    /** Set at authentication (the buyer's card in the hosted checkout). */
    cardIssuerCode: text('card_issuer_code'),
    cardNumber: text('card_number'),
    installmentPlanMonths: integer('installment_plan_months').notNull().default(0),
    approveNo: text('approve_no'),
    lastTransactionKey: text('last_transaction_key'),
    cancels: jsonb('cancels').$type<SandboxTossCancel[]>().notNull().default([]),
    failure: jsonb('failure').$type<{ code: string; message: string } | null>(),
    requestedAt: at('requested_at').notNull(),
    authenticatedAt: at('authenticated_at'),
    approvedAt: at('approved_at')
  },
  (t) => [
    index('sandbox_toss_payment_order_idx').on(t.orderId, t.requestedAt),
    uniqueIndex('sandbox_toss_payment_approved_order_uq')
      .on(t.orderId)
      .where(sql`${t.approvedAt} IS NOT NULL`),
    check(
      'sandbox_toss_payment_balance_check',
      sql`${t.balanceAmount} >= 0 AND ${t.balanceAmount} <= ${t.totalAmount}`
    )
  ]
);

/**
 * Idempotency-Key replay (INTEGRATIONS §1.11): scope = sha256(key, secret key, method, url). No status yet means
 * the first request is still running (409 IDEMPOTENT_REQUEST_PROCESSING). Kept 15 days.
 */
export const sandboxTossIdempotency = pgTable('sandbox_toss_idempotency', {
  scope: text('scope').primaryKey(),
  status: integer('status'),
  body: text('body'),
  createdAt: at('created_at').notNull().defaultNow()
});

/**
 * The billing page's card authentications (INTEGRATIONS §1.12): what `successUrl?customerKey&authKey` names. An
 * authKey is single-use: issuing its billing key marks it used.
 */
export const sandboxTossBillingAuths = pgTable('sandbox_toss_billing_auth', {
  authKey: text('auth_key').primaryKey(),
  customerKey: text('customer_key').notNull(),
  cardIssuerCode: text('card_issuer_code').notNull(),
  cardNumber: text('card_number').notNull(),
  /** What the test card does when charged later: approve, or a refusal code (limit exceeded, …). */
  chargeOutcome: text('charge_outcome').notNull().default('approve'),
  createdAt: at('created_at').notNull(),
  usedAt: at('used_at')
});

/** Issued billing keys: charged with the customerKey they were issued for, deleted on request. */
export const sandboxTossBillings = pgTable(
  'sandbox_toss_billing',
  {
    billingKey: text('billing_key').primaryKey(),
    customerKey: text('customer_key').notNull(),
    cardIssuerCode: text('card_issuer_code').notNull(),
    cardNumber: text('card_number').notNull(),
    chargeOutcome: text('charge_outcome').notNull().default('approve'),
    authenticatedAt: at('authenticated_at').notNull(),
    deletedAt: at('deleted_at')
  },
  (t) => [index('sandbox_toss_billing_customer_idx').on(t.customerKey)]
);
