import {
  DELIVERY_MESSAGE_MAX,
  GUEST_ORDER_AGREEMENTS,
  GUEST_PASSWORD_MAX,
  GUEST_PASSWORD_MIN,
  MIN_CARD_PAYMENT,
  ORDER_AGREEMENTS,
  splitPayment
} from '@mall/domain';
import type { CheckoutChoices } from './payment-state';

/**
 * The checkout form's own checks (the server checks the same again): points typed in whole won, the split,
 * the agreements, what must be there before the pay button may init.
 */

/** A typed point amount: digits only (commas allowed), clamped to the most this order may use. null = invalid. */
export function parsePoints(typed: string, max: number): number | null {
  const compact = typed.replace(/[,\s]/g, '');
  if (compact === '') return 0;
  if (!/^[0-9]{1,15}$/.test(compact)) return null;
  return Math.min(Number(compact), Math.max(0, max));
}

/** The two step amounts of a split, or null when the first amount leaves either below MIN_CARD_PAYMENT. */
export function splitAmounts(total: number, first: number | null): [number, number] | null {
  if (first === null) return null;
  return splitPayment(total, first);
}

/** Whether a split is possible at all for this total (both steps at least MIN_CARD_PAYMENT). */
export const canSplit = (total: number) => total >= MIN_CARD_PAYMENT * 2;

export const agreementKeys = (guest: boolean): readonly string[] =>
  guest ? GUEST_ORDER_AGREEMENTS : ORDER_AGREEMENTS;

export function allAgreed(agreements: Record<string, boolean>, guest: boolean): boolean {
  return agreementKeys(guest).every((key) => agreements[key] === true);
}

export function setAllAgreements(checked: boolean, guest: boolean): Record<string, boolean> {
  return Object.fromEntries(agreementKeys(guest).map((key) => [key, checked]));
}

export type CheckoutProblem =
  'unavailable' | 'address' | 'message' | 'split' | 'agreements' | 'password' | 'passwordMismatch';

/** What blocks paying now, in screen order (the first one is shown and focused). */
export function checkoutProblems(input: {
  choices: CheckoutChoices;
  amount: number;
  linesAvailable: boolean;
  guest: boolean;
  password?: string;
  passwordConfirm?: string;
}): CheckoutProblem[] {
  const { choices, amount, guest } = input;
  const problems: CheckoutProblem[] = [];
  if (!input.linesAvailable) problems.push('unavailable');
  if (!choices.address) problems.push('address');
  if (
    choices.messagePreset === 'OTHER' &&
    (choices.messageText.trim() === '' || choices.messageText.length > DELIVERY_MESSAGE_MAX)
  )
    problems.push('message');
  if (guest) {
    const password = input.password ?? '';
    if (password.length < GUEST_PASSWORD_MIN || password.length > GUEST_PASSWORD_MAX)
      problems.push('password');
    else if (password !== input.passwordConfirm) problems.push('passwordMismatch');
  }
  if (choices.split && amount > 0 && !splitAmounts(amount, choices.splitFirstAmount)) problems.push('split');
  if (!allAgreed(choices.agreements, guest)) problems.push('agreements');
  return problems;
}
