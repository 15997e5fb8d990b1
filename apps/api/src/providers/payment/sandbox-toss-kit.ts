import { randomBytes } from 'node:crypto';
import { SANDBOX_TOSS_PREFIX } from '../../config.ts';
import { seoulClock } from '../../lib/seoul.ts';
import type { sandboxTossPayments } from './sandbox-toss.table.ts';

/**
 * What the Toss sandbox's parts share (docs/decisions/035): Toss's error codes and envelope, the Payment object,
 * keys, card masking and the return-URL rules. The routes are in `sandbox-toss.ts` (payments, hosted checkout) and
 * `sandbox-toss-billing.ts` (자동결제).
 */

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
export const ANONYMOUS_CUSTOMER_KEY = '@@ANONYMOUS';
export const CUSTOMER_KEY_PATTERN = /^[A-Za-z0-9\-_=.@]{2,50}$/;
export const CUSTOMER_KEY_MESSAGE =
  'customerKey는 2자 이상 50자 이하의 영문 대소문자, 숫자, 특수문자 -, _, =, ., @ 만 사용할 수 있습니다.';
/** The merchant id the sandbox answers with. */
export const SANDBOX_MID = 'tvivarepublica';
export const SANDBOX_MERCHANT_NAME = 'Lumière Vita (루미에르 비타)';

/** Toss's error codes with their HTTP status and Korean message (INTEGRATIONS §1.10). */
export const TOSS_ERRORS: Record<string, [status: number, message: string]> = {
  ALREADY_PROCESSED_PAYMENT: [400, '이미 처리된 결제 입니다.'],
  PROVIDER_ERROR: [400, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
  INVALID_REQUEST: [400, '잘못된 요청입니다.'],
  INVALID_API_KEY: [400, '잘못된 시크릿키 연동 정보 입니다.'],
  BELOW_MINIMUM_AMOUNT: [400, '신용카드는 결제금액이 100원 이상이어야 합니다.'],
  DUPLICATED_ORDER_ID: [
    400,
    '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.'
  ],
  INVALID_ORDER_ID: [
    400,
    '주문번호는 6자 이상 64자 이하의 영문 대소문자, 숫자, 특수문자 -, _ 만 사용할 수 있습니다.'
  ],
  INVALID_CUSTOMER_KEY: [400, CUSTOMER_KEY_MESSAGE],
  NOT_MATCHES_CUSTOMER_KEY: [400, '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.'],
  INVALID_BILL_KEY_REQUEST: [400, '빌링키 인증이 완료되지 않았거나 유효하지 않은 빌링 거래 건입니다.'],
  ALREADY_CANCELED_PAYMENT: [400, '이미 취소된 결제 입니다.'],
  INVALID_IDEMPOTENCY_KEY: [400, '멱등키는 300자 이하로 입력해주세요.'],
  UNAUTHORIZED_KEY: [401, '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'],
  REJECT_CARD_COMPANY: [403, '결제 승인이 거절되었습니다.'],
  FORBIDDEN_REQUEST: [403, '허용되지 않은 요청입니다.'],
  FORBIDDEN_CONSECUTIVE_REQUEST: [403, '반복적인 요청은 허용되지 않습니다. 잠시 후 다시 시도해주세요.'],
  NOT_CANCELABLE_AMOUNT: [403, '취소 할 수 없는 금액 입니다.'],
  NOT_CANCELABLE_PAYMENT: [403, '취소 할 수 없는 결제 입니다.'],
  EXCEED_MAX_AUTH_COUNT: [403, '최대 인증 횟수를 초과했습니다. 카드사로 문의해주세요.'],
  NOT_FOUND_PAYMENT: [404, '존재하지 않는 결제 입니다.'],
  NOT_FOUND_PAYMENT_SESSION: [404, '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.'],
  NOT_FOUND_BILLING: [404, '존재하지 않는 빌링키 입니다.'],
  IDEMPOTENT_REQUEST_PROCESSING: [409, '이전 멱등 요청이 처리 중입니다.'],
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: [500, '결제가 완료되지 않았어요. 다시 시도해주세요.'],
  FAILED_INTERNAL_SYSTEM_PROCESSING: [
    500,
    '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.'
  ],
  FAILED_REFUND_PROCESS: [500, '은행 응답시간 지연이나 일시적인 오류로 환불요청에 실패했습니다.'],
  UNKNOWN_ERROR: [500, '알 수 없는 에러가 발생했습니다.']
};

/** The redirect codes of the hosted pages (INTEGRATIONS §1.4). */
export const FAIL_MESSAGES = {
  PAY_PROCESS_CANCELED: '사용자에 의해 결제가 취소되었습니다.',
  PAY_PROCESS_ABORTED: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.',
  REJECT_CARD_COMPANY: '카드사에서 승인을 거절했습니다. (테스트: 한도초과 또는 잔액부족)',
  DUPLICATED_ORDER_ID: TOSS_ERRORS.DUPLICATED_ORDER_ID![1]
} as const;

export type Row = typeof sandboxTossPayments.$inferSelect;
export type Answer = { status: number; body: unknown };

export const fail = (code: string, message?: string): Answer => {
  const [status, text] = TOSS_ERRORS[code] ?? [400, '잘못된 요청입니다.'];
  return { status, body: { code, message: message ?? text } };
};

/** ISO-8601 with the +09:00 offset, as Toss writes its times. */
export function kstIso(date: Date): string {
  return `${seoulClock(date).slice(0, 19)}+09:00`;
}

/** 144 random bits after the prefix: keys that address a receipt (ours and the sandbox's) cannot be guessed (ADR 043). */
export const randomKey = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
/** A paymentKey as the sandbox issues it; the demo seed's payments take theirs here too. */
export const newSandboxPaymentKey = () => randomKey('tsbx');

/** The Payment object (version 2022-11-16) for a row. `receiptBase` is the public origin, or '' for a path. */
export function paymentObject(row: Row, receiptBase: string) {
  const taxFree = row.taxFreeAmount;
  const vat = Math.round((row.balanceAmount - Math.min(taxFree, row.balanceAmount)) / 11);
  const authenticated = row.authenticatedAt !== null;
  return {
    mId: SANDBOX_MID,
    lastTransactionKey: row.lastTransactionKey,
    paymentKey: row.paymentKey,
    orderId: row.orderId,
    orderName: row.orderName,
    taxExemptionAmount: 0,
    status: row.status,
    requestedAt: kstIso(row.requestedAt),
    approvedAt: row.approvedAt ? kstIso(row.approvedAt) : null,
    useEscrow: false,
    cultureExpense: false,
    card: authenticated
      ? {
          issuerCode: row.cardIssuerCode,
          acquirerCode: row.cardIssuerCode,
          number: row.cardNumber,
          installmentPlanMonths: row.installmentPlanMonths,
          isInterestFree: false,
          interestPayer: null,
          approveNo: row.approveNo ?? '00000000',
          useCardPoint: false,
          cardType: '신용',
          ownerType: '개인',
          acquireStatus: row.status === 'CANCELED' ? 'CANCELED' : 'READY',
          amount: row.totalAmount
        }
      : null,
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels:
      row.cancels.length > 0
        ? row.cancels.map((c) => ({
            ...c,
            taxExemptionAmount: 0,
            cardDiscountAmount: 0,
            transferDiscountAmount: 0,
            easyPayDiscountAmount: 0,
            receiptKey: null,
            cancelStatus: 'DONE',
            cancelRequestId: null
          }))
        : null,
    secret: null,
    type: row.type,
    easyPay: null,
    country: 'KR',
    failure: row.failure ?? null,
    isPartialCancelable: true,
    receipt: row.approvedAt
      ? { url: `${receiptBase}${SANDBOX_TOSS_PREFIX}/receipt/${encodeURIComponent(row.paymentKey)}` }
      : null,
    // A billing charge has no payment window to reopen.
    checkout:
      row.type === 'BILLING'
        ? null
        : { url: `${receiptBase}${SANDBOX_TOSS_PREFIX}/checkout/${encodeURIComponent(row.paymentKey)}` },
    currency: 'KRW',
    totalAmount: row.totalAmount,
    balanceAmount: row.balanceAmount,
    suppliedAmount: row.balanceAmount - Math.min(taxFree, row.balanceAmount) - vat,
    vat,
    taxFreeAmount: taxFree,
    method: authenticated ? '카드' : null,
    version: '2022-11-16'
  };
}

/** "43301234****123*": Toss's masking of the card number. */
export function maskCardNumber(digits: string): string {
  const d = digits.replace(/\D/g, '').padEnd(16, '0').slice(0, 16);
  return `${d.slice(0, 8)}****${d.slice(12, 15)}*`;
}

export function absoluteHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** Appends Toss's return values with `new URL()` (INTEGRATIONS §1.4: successUrl may already carry a query). */
export function returnUrl(base: string, values: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.toString();
}
