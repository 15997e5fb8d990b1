import type { PaymentStepPlan } from '@mall/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOrderData } from '../../../shared/storage/order-data';
import { initialInfo, latestOrderData, paymentProgress } from './checkout-state';
import { newPaymentInfo, writePaymentInfo, type PendingOrder } from './payment-state';

const step = (n: number, amount: number, status: PaymentStepPlan['status']): PaymentStepPlan => ({
  step: n,
  paymentOrderId: `ORD-TEST-${n}`,
  amount,
  status
});
const pending = (steps: PaymentStepPlan[]): PendingOrder => ({
  orderNumber: 'O-1',
  displayOrderNumber: '20261125-0001',
  amount: steps.reduce((sum, s) => sum + s.amount, 0),
  orderName: '크림',
  customerKey: 'c-1',
  steps
});
const line = { cartId: 11, productId: 1001, productOptionId: null, quantity: 2 };

afterEach(() => sessionStorage.clear());

describe('paymentProgress', () => {
  it('is before any payment without an order or with no step paid', () => {
    expect(paymentProgress(null)).toEqual({ paidSteps: [], nextStep: undefined, inSecondStep: false });
    const unpaid = paymentProgress(pending([step(1, 10_000, 'READY'), step(2, 5_000, 'READY')]));
    expect(unpaid.inSecondStep).toBe(false);
    expect(unpaid.nextStep?.step).toBe(1);
  });

  it('is between the steps once the first is paid, and past them when all are', () => {
    const between = paymentProgress(pending([step(1, 10_000, 'DONE'), step(2, 5_000, 'READY')]));
    expect(between).toMatchObject({ inSecondStep: true, nextStep: { step: 2, amount: 5_000 } });
    expect(between.paidSteps.map((s) => s.step)).toEqual([1]);
    const done = paymentProgress(pending([step(1, 10_000, 'DONE'), step(2, 5_000, 'DONE')]));
    expect(done).toMatchObject({ inSecondStep: false, nextStep: undefined });
  });
});

describe('initialInfo', () => {
  it('is null without order data, and a fresh state for the newest hand-off of either cart', () => {
    expect(initialInfo('member', false)).toBeNull();
    writeOrderData({ cartType: 'normal', guest: false, lines: [line] }, new Date('2026-11-25T10:00:00Z'));
    writeOrderData({ cartType: 'autoship', guest: false, lines: [line] }, new Date('2026-11-25T11:00:00Z'));
    expect(latestOrderData()?.cartType).toBe('autoship');
    const info = initialInfo('member', false);
    expect(info).toMatchObject({
      kind: 'member',
      cartType: 'autoship',
      sheetId: null,
      orderDataAt: '2026-11-25T11:00:00.000Z',
      guestLines: []
    });
  });

  it('keeps the saved state for the same hand-off, and starts over for a newer one', () => {
    writeOrderData({ cartType: 'normal', guest: false, lines: [line] }, new Date('2026-11-25T10:00:00Z'));
    writePaymentInfo({
      ...newPaymentInfo('member', 'normal'),
      sheetId: 'sheet-1',
      orderDataAt: '2026-11-25T10:00:00.000Z'
    });
    expect(initialInfo('member', false)?.sheetId).toBe('sheet-1');
    writeOrderData({ cartType: 'normal', guest: false, lines: [line] }, new Date('2026-11-25T12:00:00Z'));
    expect(initialInfo('member', false)).toMatchObject({
      sheetId: null,
      orderDataAt: '2026-11-25T12:00:00.000Z'
    });
  });

  it('gives a guest the lines to order, refuses a member hand-off, and starts empty on a return without state', () => {
    writeOrderData({ cartType: 'normal', guest: true, lines: [line] });
    expect(initialInfo('guest', false)?.guestLines).toEqual([
      { productId: 1001, productOptionId: null, quantity: 2 }
    ]);
    expect(initialInfo('member', false)).toBeNull();
    expect(initialInfo('member', true)).toEqual(newPaymentInfo('member', 'normal'));
  });
});
