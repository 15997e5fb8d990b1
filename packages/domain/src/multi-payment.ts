/**
 * The multi-payment steps of SPEC §3/§4 as a pure state machine (no zod, no I/O): one order paid in up to
 * `totalSteps` card payments. Each step's payment and order go pending → completed, or both to failed; when a
 * step's order completes the next step becomes current; the last step pays what is left, never below 0.
 * Transitions that do not apply (a repeated callback, a step that is not current) return the state unchanged,
 * so a late or doubled provider callback can never move money twice. Keeping the state across a reload
 * (sessionStorage) and removing the saved copy on clear are the storefront's side.
 */
export const DEFAULT_PAYMENT_STEPS = 2;
export const MAX_PAYMENT_STEPS = 2;

export const STEP_STATUSES = ['pending', 'completed', 'failed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export type PaymentStep = {
  /** 1-based. */
  step: number;
  paymentStatus: StepStatus;
  orderStatus: StepStatus;
  /** Integer won this step charges. */
  amount: number;
  /** The provider's key once this step is paid. */
  paymentKey: string | null;
};

export type MultiPaymentState = {
  totalSteps: number;
  steps: PaymentStep[];
  /** 1-based; the step being paid now. */
  currentStep: number;
  /** Integer won the steps pay together. */
  totalAmount: number;
};

export const EMPTY_MULTI_PAYMENT: MultiPaymentState = Object.freeze({
  totalSteps: DEFAULT_PAYMENT_STEPS,
  steps: [],
  currentStep: 1,
  totalAmount: 0
});

const isWon = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** What the last step pays: the total minus the earlier steps, never below 0. */
export function lastStepAmount(totalAmount: number, earlierAmounts: readonly number[]): number {
  return Math.max(0, totalAmount - earlierAmounts.reduce((sum, amount) => sum + amount, 0));
}

function withLastAmount(state: MultiPaymentState, steps: PaymentStep[]): MultiPaymentState {
  const earlier = steps.slice(0, -1).map((step) => step.amount);
  const last = steps.at(-1);
  if (!last) return { ...state, steps };
  return {
    ...state,
    steps: [...steps.slice(0, -1), { ...last, amount: lastStepAmount(state.totalAmount, earlier) }]
  };
}

/**
 * Starts the steps for an amount: every step pending; all but the last charge nothing until setStepAmount
 * splits the total, so one step pays it all by default. Refused (EMPTY_MULTI_PAYMENT) for a negative or
 * fractional total or a step count outside 1..MAX_PAYMENT_STEPS.
 */
export function startMultiPayment(
  totalAmount: number,
  totalSteps = DEFAULT_PAYMENT_STEPS
): MultiPaymentState {
  if (
    !isWon(totalAmount) ||
    !Number.isInteger(totalSteps) ||
    totalSteps < 1 ||
    totalSteps > MAX_PAYMENT_STEPS
  ) {
    return EMPTY_MULTI_PAYMENT;
  }
  const steps = Array.from({ length: totalSteps }, (_, index) => ({
    step: index + 1,
    paymentStatus: 'pending' as const,
    orderStatus: 'pending' as const,
    amount: 0,
    paymentKey: null
  }));
  return withLastAmount({ totalSteps, steps, currentStep: 1, totalAmount }, steps);
}

const stepAt = (state: MultiPaymentState, step: number) =>
  state.steps.find((candidate) => candidate.step === step);
const untouched = (step: PaymentStep) => step.paymentStatus === 'pending' && step.orderStatus === 'pending';

/**
 * Sets what an earlier (not the last) step charges; the last step is recomputed. Only before any step was paid,
 * and only within the total.
 */
export function setStepAmount(state: MultiPaymentState, step: number, amount: number): MultiPaymentState {
  const target = stepAt(state, step);
  if (!target || step === state.totalSteps || !isWon(amount) || !state.steps.every(untouched)) return state;
  const others = state.steps
    .filter((candidate) => candidate.step !== step && candidate.step !== state.totalSteps)
    .reduce((sum, candidate) => sum + candidate.amount, 0);
  if (others + amount > state.totalAmount) return state;
  return withLastAmount(
    state,
    state.steps.map((candidate) => (candidate.step === step ? { ...candidate, amount } : candidate))
  );
}

function updateCurrent(
  state: MultiPaymentState,
  step: number,
  change: (current: PaymentStep) => PaymentStep | null
): MultiPaymentState {
  const current = stepAt(state, step);
  if (!current || step !== state.currentStep) return state;
  const next = change(current);
  if (!next) return state;
  return { ...state, steps: state.steps.map((candidate) => (candidate.step === step ? next : candidate)) };
}

/** The provider confirmed the current step's payment. */
export function paymentCompleted(
  state: MultiPaymentState,
  step: number,
  paymentKey: string
): MultiPaymentState {
  return updateCurrent(state, step, (current) =>
    current.paymentStatus === 'pending' && paymentKey
      ? { ...current, paymentStatus: 'completed', paymentKey }
      : null
  );
}

/** The current step's order part completed (after its payment): the next step becomes current. */
export function orderCompleted(state: MultiPaymentState, step: number): MultiPaymentState {
  const next = updateCurrent(state, step, (current) =>
    current.paymentStatus === 'completed' && current.orderStatus === 'pending'
      ? { ...current, orderStatus: 'completed' }
      : null
  );
  if (next === state) return state;
  return { ...next, currentStep: Math.min(state.currentStep + 1, state.totalSteps) };
}

/** The current step failed (declined, cancelled, refused): its payment and order are both failed. */
export function stepFailed(state: MultiPaymentState, step: number): MultiPaymentState {
  return updateCurrent(state, step, (current) =>
    current.orderStatus === 'completed' || current.paymentStatus === 'failed'
      ? null
      : { ...current, paymentStatus: 'failed', orderStatus: 'failed' }
  );
}

/** Every step paid and its order completed. */
export function isMultiPaymentComplete(state: MultiPaymentState): boolean {
  return (
    state.steps.length > 0 &&
    state.steps.every((step) => step.paymentStatus === 'completed' && step.orderStatus === 'completed')
  );
}

export function hasFailedStep(state: MultiPaymentState): boolean {
  return state.steps.some((step) => step.paymentStatus === 'failed' || step.orderStatus === 'failed');
}

/**
 * Payment keys of every step the provider charged, failed ones included (a step whose order failed after its
 * payment keeps its key): what must be cancelled when the order is not placed, so the customer is never
 * charged for it.
 */
export function chargedPaymentKeys(state: MultiPaymentState): string[] {
  return state.steps.flatMap((step) => (step.paymentKey ? [step.paymentKey] : []));
}

/** Clearing resets everything (SPEC §4). */
export function clearMultiPayment(): MultiPaymentState {
  return EMPTY_MULTI_PAYMENT;
}
