import {
  CART_MAX_QUANTITY,
  validateFirstDay,
  type AutoshipChangeBody,
  type AutoshipDetail
} from '@mall/domain';
import { choiceOfCycle, cycleOfChoice, sameCycle, type CycleChoice } from './cycle-choice';

/**
 * The change dialog's draft (cycle, next charge day, address, quantities) against the subscription it started
 * from, pure. Only what differs goes into the PATCH body (`lines` replaces the whole list, so any quantity change
 * sends every line). The card is changed on its own, with its card password.
 */
export type ChangeDraft = {
  cycle: CycleChoice;
  /** '' keeps the schedule's own next day (a paused or held subscription has none to show). */
  nextChargeDay: string;
  userAddressId: number;
  /** One quantity per line, in the subscription's order. */
  quantities: number[];
};

export function draftOf(detail: AutoshipDetail): ChangeDraft {
  return {
    cycle: choiceOfCycle(detail.cycle),
    nextChargeDay: detail.nextChargeDay ?? '',
    userAddressId: detail.address.userAddressId,
    quantities: detail.lines.map((line) => line.quantity)
  };
}

export const CHANGE_PROBLEMS = ['dayOfMonth', 'nextChargeDayRange', 'nextChargeDayEarly', 'nothing'] as const;
export type ChangeProblem = (typeof CHANGE_PROBLEMS)[number];

/** The day the last settled cycle fell on (history is newest first): a new next day must come after it. */
export const lastSettledDay = (detail: AutoshipDetail): string | null => detail.history[0]?.chargeDay ?? null;

const clampQuantity = (quantity: number) =>
  Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));

export function withQuantity(draft: ChangeDraft, index: number, quantity: number): ChangeDraft {
  return {
    ...draft,
    quantities: draft.quantities.map((current, at) => (at === index ? clampQuantity(quantity) : current))
  };
}

/** The PATCH body of what the draft changes, or the problem that stops it ('nothing' when it changes nothing). */
export function changeOf(
  detail: AutoshipDetail,
  draft: ChangeDraft,
  today: string
): { body: AutoshipChangeBody } | { problem: ChangeProblem } {
  const body: AutoshipChangeBody = {};
  const newDay = draft.nextChargeDay !== '' && draft.nextChargeDay !== detail.nextChargeDay;
  if (newDay) {
    if (validateFirstDay(draft.nextChargeDay, today) !== null) return { problem: 'nextChargeDayRange' };
    const after = lastSettledDay(detail);
    if (after !== null && draft.nextChargeDay <= after) return { problem: 'nextChargeDayEarly' };
    body.nextChargeDay = draft.nextChargeDay;
  }
  // A monthly cycle without a chosen day follows the day the next charge falls on.
  const cycle = cycleOfChoice(draft.cycle, draft.nextChargeDay || (detail.nextChargeDay ?? ''));
  if (cycle === null) return { problem: 'dayOfMonth' };
  if (!sameCycle(cycle, detail.cycle)) body.cycle = cycle;
  if (draft.userAddressId !== detail.address.userAddressId) body.userAddressId = draft.userAddressId;
  if (draft.quantities.some((quantity, index) => quantity !== detail.lines[index]?.quantity)) {
    body.lines = detail.lines.map((line, index) => ({
      productId: line.productId,
      productOptionId: line.productOptionId,
      quantity: draft.quantities[index] ?? line.quantity
    }));
  }
  return Object.keys(body).length > 0 ? { body } : { problem: 'nothing' };
}
