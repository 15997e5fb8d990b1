import type { OrderInitAnswer, OrderSummary, PaymentStepPlan } from '@mall/domain';
import { readOrderData, type OrderData } from '../../../shared/storage/order-data';
import { newPaymentInfo, readPaymentInfo, type PaymentInfo, type PaymentResult } from './payment-state';

/** Who is checking out: a signed-in member (server sheet) or a guest (lines from the browser cart). */
export type CheckoutMode = 'member' | 'guest';

/** The newest order hand-off of either cart (buy-now and the cart both write one). */
export function latestOrderData(): OrderData | null {
  const candidates = [readOrderData('normal'), readOrderData('autoship')].filter(
    (data): data is OrderData => data !== null
  );
  return candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/**
 * The payment state the screen starts from: the saved one if it belongs to the order data on hand (a reload,
 * or the provider's redirect back), else a new one for the newest order data, else null (nothing to order).
 */
export function initialInfo(mode: CheckoutMode, returning: boolean): PaymentInfo | null {
  const saved = readPaymentInfo(mode);
  const data = latestOrderData();
  if (saved && (returning || saved.order || !data || saved.orderDataAt === data.createdAt)) return saved;
  if (!data || data.guest !== (mode === 'guest') || data.lines.length === 0)
    return returning ? newPaymentInfo(mode, 'normal') : null;
  const info = newPaymentInfo(mode, data.cartType);
  return {
    ...info,
    orderDataAt: data.createdAt,
    guestLines:
      mode === 'guest'
        ? data.lines.map(({ productId, productOptionId, quantity }) => ({
            productId,
            productOptionId,
            quantity
          }))
        : [],
    easyBagId: mode === 'guest' && data.source === 'DIRECT' ? (data.easyBagId ?? null) : null
  };
}

/** Where a pending order's payment stands: the paid steps, the next one, and whether the customer is between them. */
export type PaymentProgress = {
  paidSteps: PaymentStepPlan[];
  nextStep: PaymentStepPlan | undefined;
  inSecondStep: boolean;
};

export function paymentProgress(order: PaymentInfo['order']): PaymentProgress {
  const paidSteps = order?.steps.filter((step) => step.status === 'DONE') ?? [];
  const nextStep = order?.steps.find((step) => step.status !== 'DONE');
  return {
    paidSteps,
    nextStep,
    inSecondStep: order !== null && paidSteps.length > 0 && nextStep !== undefined
  };
}

/** Builds the success page's copy of an order placed by init itself (0 won: no confirm answer to take it from). */
export function placedWithoutPayment(
  answer: OrderInitAnswer,
  summary: OrderSummary,
  info: PaymentInfo
): PaymentResult {
  const address = info.choices.address;
  return {
    orderNumber: answer.orderNumber,
    displayOrderNumber: answer.displayOrderNumber,
    guest: info.kind === 'guest',
    lines: summary.lines.map(({ productName, optionValue, quantity, price, imageUrl }) => ({
      productName,
      optionValue,
      quantity,
      price,
      imageUrl
    })),
    amount: answer.amount,
    payments: [],
    couponDiscount: summary.price.couponDiscount,
    pointUsed: summary.price.pointUsed,
    earnPoint: summary.price.earnPoint,
    delivery: address
      ? {
          receiverName: `${address.lastName}${address.firstName}`,
          zipcode: address.zipcode,
          address1: address.address1,
          address2: address.address2
        }
      : null
  };
}

/** The alert above the form after a refused or abandoned payment. */
export type CheckoutFailure = { title: string; message: string };
