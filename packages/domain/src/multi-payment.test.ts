import { describe, expect, it } from 'vitest';
import {
  chargedPaymentKeys,
  clearMultiPayment,
  EMPTY_MULTI_PAYMENT,
  hasFailedStep,
  isMultiPaymentComplete,
  lastStepAmount,
  orderCompleted,
  paymentCompleted,
  setStepAmount,
  startMultiPayment,
  stepFailed,
  type MultiPaymentState
} from './multi-payment.ts';

const amounts = (state: MultiPaymentState) => state.steps.map((step) => step.amount);
const statuses = (state: MultiPaymentState) =>
  state.steps.map((step) => `${step.paymentStatus}/${step.orderStatus}`);

/** Two steps of 30,000 + 70,000, both paid and placed. */
function paidInTwo(): MultiPaymentState {
  let state = setStepAmount(startMultiPayment(100_000), 1, 30_000);
  state = orderCompleted(paymentCompleted(state, 1, 'pay-1'), 1);
  return orderCompleted(paymentCompleted(state, 2, 'pay-2'), 2);
}

describe('multi-payment steps (SPEC §4)', () => {
  it('starts two pending steps by default, the last paying the whole amount', () => {
    const state = startMultiPayment(100_000);
    expect(state.totalSteps).toBe(2);
    expect(state.currentStep).toBe(1);
    expect(statuses(state)).toEqual(['pending/pending', 'pending/pending']);
    expect(amounts(state)).toEqual([0, 100_000]);
  });

  it.each([
    ['a negative total', -1, 2],
    ['a fractional total', 10.5, 2],
    ['no steps', 1000, 0],
    ['three steps', 1000, 3]
  ])('refuses %s', (_, total, steps) => {
    expect(startMultiPayment(total, steps)).toBe(EMPTY_MULTI_PAYMENT);
  });

  it('the last step pays the total minus the earlier steps, never below 0', () => {
    expect(lastStepAmount(100_000, [30_000])).toBe(70_000);
    expect(lastStepAmount(100_000, [100_000])).toBe(0);
    expect(lastStepAmount(100_000, [60_000, 60_000])).toBe(0);
    expect(amounts(setStepAmount(startMultiPayment(100_000), 1, 30_000))).toEqual([30_000, 70_000]);
    expect(amounts(setStepAmount(startMultiPayment(100_000), 1, 100_000))).toEqual([100_000, 0]);
  });

  it('refuses a split above the total, a fractional or negative amount, the last step, and any change once paying began', () => {
    const start = startMultiPayment(100_000);
    expect(setStepAmount(start, 1, 100_001)).toBe(start);
    expect(setStepAmount(start, 1, 1.5)).toBe(start);
    expect(setStepAmount(start, 1, -5)).toBe(start);
    expect(setStepAmount(start, 2, 10)).toBe(start);
    const paying = paymentCompleted(setStepAmount(start, 1, 30_000), 1, 'pay-1');
    expect(setStepAmount(paying, 1, 50_000)).toBe(paying);
  });

  it('payment then order complete a step, and only then the next step becomes current', () => {
    let state = setStepAmount(startMultiPayment(100_000), 1, 30_000);
    state = paymentCompleted(state, 1, 'pay-1');
    expect(statuses(state)).toEqual(['completed/pending', 'pending/pending']);
    expect(state.currentStep).toBe(1);
    state = orderCompleted(state, 1);
    expect(state.currentStep).toBe(2);
    state = orderCompleted(paymentCompleted(state, 2, 'pay-2'), 2);
    expect(statuses(state)).toEqual(['completed/completed', 'completed/completed']);
    expect(state.currentStep).toBe(2);
    expect(isMultiPaymentComplete(state)).toBe(true);
    expect(chargedPaymentKeys(state)).toEqual(['pay-1', 'pay-2']);
  });

  it('ignores what does not apply: a step that is not current, a repeated callback, an order before its payment', () => {
    const start = setStepAmount(startMultiPayment(100_000), 1, 30_000);
    expect(paymentCompleted(start, 2, 'pay-2')).toBe(start);
    expect(orderCompleted(start, 1)).toBe(start);
    expect(paymentCompleted(start, 1, '')).toBe(start);
    const paid = paymentCompleted(start, 1, 'pay-1');
    expect(paymentCompleted(paid, 1, 'pay-other')).toBe(paid);
    const placed = orderCompleted(paid, 1);
    expect(orderCompleted(placed, 1)).toBe(placed);
    expect(paymentCompleted(placed, 1, 'pay-again')).toBe(placed);
    expect(isMultiPaymentComplete(placed)).toBe(false);
  });

  it('a failure sets both payment and order of the current step to failed; a completed step cannot fail later', () => {
    let state = setStepAmount(startMultiPayment(100_000), 1, 30_000);
    state = orderCompleted(paymentCompleted(state, 1, 'pay-1'), 1);
    expect(stepFailed(state, 1)).toBe(state);
    const failed = stepFailed(state, 2);
    expect(statuses(failed)).toEqual(['completed/completed', 'failed/failed']);
    expect(hasFailedStep(failed)).toBe(true);
    expect(stepFailed(failed, 2)).toBe(failed);
    expect(isMultiPaymentComplete(failed)).toBe(false);
    // The first step's charge is what must be cancelled.
    expect(chargedPaymentKeys(failed)).toEqual(['pay-1']);
  });

  it('a step whose order fails after its payment keeps its key for the refund', () => {
    let state = startMultiPayment(50_000, 1);
    state = stepFailed(paymentCompleted(state, 1, 'pay-1'), 1);
    expect(statuses(state)).toEqual(['failed/failed']);
    expect(chargedPaymentKeys(state)).toEqual(['pay-1']);
  });

  it('clearing resets everything', () => {
    expect(isMultiPaymentComplete(paidInTwo())).toBe(true);
    const cleared = clearMultiPayment();
    expect(cleared).toEqual({ totalSteps: 2, steps: [], currentStep: 1, totalAmount: 0 });
    expect(isMultiPaymentComplete(cleared)).toBe(false);
    expect(chargedPaymentKeys(cleared)).toEqual([]);
  });
});
