import {
  clearMultiPayment,
  orderCompleted,
  paymentCompleted,
  stepFailed,
  type OrderDetail,
  type PaymentConfirmAnswer
} from '@mall/domain';
import { abandonPayment, confirmPayment } from '../api/checkout-api';
import type { PaymentInfo, PaymentResult, PendingOrder } from './payment-state';

/**
 * The provider's redirect back to /order or /order/guest (INTEGRATIONS §1.4): success carries paymentKey,
 * orderId and amount; failure carries code and message (orderId only sometimes). Pure except for the two
 * calls, which the tests fake through fetch.
 */
export type PaymentReturn =
  | { kind: 'success'; paymentKey: string; orderId: string; amount: number }
  | { kind: 'fail'; code: string; message: string; orderId: string | null };

export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const paymentKey = search.get('paymentKey');
  const orderId = search.get('orderId');
  const amount = Number(search.get('amount'));
  if (paymentKey && orderId && Number.isSafeInteger(amount) && amount >= 0) {
    return { kind: 'success', paymentKey, orderId, amount };
  }
  const code = search.get('code');
  if (code) return { kind: 'fail', code, message: search.get('message') ?? '', orderId: orderId || null };
  return null;
}

export type ReturnOutcome =
  | { type: 'placed'; result: PaymentResult }
  | { type: 'next-step'; info: PaymentInfo }
  | { type: 'failed'; info: PaymentInfo; code: string; message: string; refunded: boolean }
  | { type: 'error'; info: PaymentInfo; error: unknown };

/** What the order went back to after a failure: the choices stay, the pending order and its steps go. */
export function withoutOrder(info: PaymentInfo): PaymentInfo {
  return { ...info, order: null, multi: clearMultiPayment(), initKey: null };
}

export function resultFromOrder(order: OrderDetail, guest: boolean): PaymentResult {
  return {
    orderNumber: order.orderNumber,
    displayOrderNumber: order.displayOrderNumber,
    guest,
    lines: order.lines.map(({ productName, optionValue, quantity, price, imageUrl }) => ({
      productName,
      optionValue,
      quantity,
      price,
      imageUrl
    })),
    amount: order.amount,
    payments: order.payments
      .filter((payment) => payment.status === 'DONE')
      .map(({ step, amount }) => ({ step, amount })),
    couponDiscount: order.price.couponDiscount,
    pointUsed: order.price.pointUsed,
    earnPoint: order.price.earnPoint,
    delivery: {
      receiverName: order.delivery.receiverName,
      zipcode: order.delivery.zipcode,
      address1: order.delivery.address1,
      address2: order.delivery.address2
    }
  };
}

function minimalResult(answer: PaymentConfirmAnswer, info: PaymentInfo): PaymentResult {
  return {
    orderNumber: answer.orderNumber,
    displayOrderNumber: answer.displayOrderNumber,
    guest: info.kind === 'guest',
    lines: [],
    amount: info.order?.amount ?? 0,
    payments: (info.order?.steps ?? []).map(({ step, amount }) => ({ step, amount })),
    couponDiscount: 0,
    pointUsed: info.choices.pointUsed,
    earnPoint: 0,
    delivery: null
  };
}

/**
 * What a paid step leaves, whether the window's confirm or a saved card's charge paid it: the placed order for the
 * success page, or the state with the step done and the next one to pay. `paymentKey` marks the step paid in the
 * multi-payment machine (a saved card's charge has no window key: its step's orderId stands in).
 */
export function confirmedOutcome(
  answer: PaymentConfirmAnswer,
  info: PaymentInfo,
  paidStep: number | undefined,
  paymentKey: string
): Extract<ReturnOutcome, { type: 'placed' | 'next-step' }> {
  if (answer.placed) {
    return {
      type: 'placed',
      result: answer.order
        ? resultFromOrder(answer.order, info.kind === 'guest')
        : minimalResult(answer, info)
    };
  }
  const step = paidStep ?? answer.step;
  const multi = orderCompleted(paymentCompleted(info.multi, step, paymentKey), step);
  const steps = (info.order?.steps ?? []).map((plan) =>
    plan.step === step
      ? { ...plan, status: 'DONE' as const }
      : answer.nextStep && plan.step === answer.nextStep.step
        ? answer.nextStep
        : plan
  );
  return {
    type: 'next-step',
    info: { ...info, multi, order: info.order ? { ...info.order, steps } : null }
  };
}

async function confirmReturn(
  ret: Extract<PaymentReturn, { kind: 'success' }>,
  info: PaymentInfo
): Promise<ReturnOutcome> {
  const current = info.order?.steps.find((step) => step.paymentOrderId === ret.orderId);
  try {
    const answer = await confirmPayment({
      paymentKey: ret.paymentKey,
      orderId: ret.orderId,
      amount: ret.amount
    });
    return confirmedOutcome(answer, info, current?.step, ret.paymentKey);
  } catch (error) {
    const failed = current ? stepFailed(info.multi, current.step) : info.multi;
    return { type: 'error', info: withoutOrder({ ...info, multi: failed }), error };
  }
}

/** Abandons a pending order whose first step was never paid (ADR 034: nothing to refund, the order is FAILED). */
export async function releasePendingOrder(order: PendingOrder): Promise<void> {
  const first = order.steps[0];
  if (!first) return;
  try {
    await abandonPayment({ orderId: first.paymentOrderId, code: 'PAY_PROCESS_CANCELED', message: '' });
  } catch {
    // Gone or already failed: the recovery job gives up unpaid orders after 30 minutes anyway.
  }
}

async function abandonReturn(
  ret: Extract<PaymentReturn, { kind: 'fail' }>,
  info: PaymentInfo
): Promise<ReturnOutcome> {
  const current =
    info.order?.steps.find((step) => step.step === info.multi.currentStep) ?? info.order?.steps[0];
  const orderId = ret.orderId ?? current?.paymentOrderId ?? null;
  let refunded = false;
  if (orderId) {
    try {
      const code = /^[A-Z0-9_]{0,100}$/.test(ret.code) ? ret.code : '';
      const answer = await abandonPayment({ orderId, code, message: ret.message.slice(0, 500) });
      refunded = answer.refundedSteps > 0;
    } catch {
      // The recovery job refunds a pending order that nobody finishes (ADR 034); the customer can pay again now.
    }
  }
  return { type: 'failed', info: withoutOrder(info), code: ret.code, message: ret.message, refunded };
}

const inFlight = new Map<string, Promise<ReturnOutcome>>();

/**
 * Handles one return once per page (a double effect or a re-render shares the first run; the server's
 * idempotency keys cover a reload).
 */
export function processPaymentReturn(ret: PaymentReturn, info: PaymentInfo): Promise<ReturnOutcome> {
  const key = JSON.stringify(ret);
  let run = inFlight.get(key);
  if (!run) {
    run = ret.kind === 'success' ? confirmReturn(ret, info) : abandonReturn(ret, info);
    inFlight.set(key, run);
    void run.finally(() => setTimeout(() => inFlight.delete(key), 0));
  }
  return run;
}
