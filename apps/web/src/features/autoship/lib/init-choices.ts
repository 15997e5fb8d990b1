import { validateFirstDay, type AutoshipInitBody, type CartLine, type FavoriteCard } from '@mall/domain';
import type { OrderData } from '../../../shared/storage/order-data';
import { cycleOfChoice, DEFAULT_CYCLE_CHOICE, type CycleChoice } from './cycle-choice';

/**
 * The subscription form's choices (SPEC §2 /autoship/init) and what stops it, pure: the screen keeps the choices
 * in state and derives everything else (the chosen address and card fall back to the book's default and the first
 * card the member can subscribe with).
 */
export type InitChoices = {
  cycle: CycleChoice;
  /** `YYYY-MM-DD` as the date input gives it; '' until chosen. */
  firstChargeDay: string;
  userAddressId: number | null;
  userFavoriteCardsId: number | null;
  consent: boolean;
};

export const INITIAL_CHOICES: InitChoices = {
  cycle: DEFAULT_CYCLE_CHOICE,
  firstChargeDay: '',
  userAddressId: null,
  userFavoriteCardsId: null,
  consent: false
};

/** What stops the form, in the order the sections stand (the first one gets the focus). */
export const INIT_PROBLEMS = [
  'lines',
  'dayOfMonth',
  'firstChargeDay',
  'firstChargeDayRange',
  'address',
  'card',
  'consent'
] as const;
export type InitProblem = (typeof INIT_PROBLEMS)[number];

/** The handed-over lines as they are in the autoship cart now: the ones still there and available. */
export function handedOverLines(handoff: OrderData | null, cartLines: readonly CartLine[]): CartLine[] {
  if (handoff?.source !== 'CART' || handoff.cartType !== 'autoship') return [];
  const chosen = new Set(handoff.lines.map((line) => line.cartId));
  return cartLines.filter((line) => chosen.has(line.cartId) && line.available);
}

/**
 * The cards a member may subscribe with: a card password set and not locked (the password is the consent; a locked
 * one is reset on the saved cards screen first). The autoship card first, then the list's own order.
 */
export function subscribableCards(cards: readonly FavoriteCard[]): FavoriteCard[] {
  const usable = cards.filter((card) => card.hasOrderPassword && !card.orderPasswordLocked);
  return [
    ...usable.filter((card) => card.fixedTermYn === 'Y'),
    ...usable.filter((card) => card.fixedTermYn !== 'Y')
  ];
}

type Resolved = { lineCount: number; userAddressId: number | null; userFavoriteCardsId: number | null };

export function initProblems(choices: InitChoices, resolved: Resolved, today: string): InitProblem[] {
  const problems: InitProblem[] = [];
  const day = choices.firstChargeDay;
  if (resolved.lineCount === 0) problems.push('lines');
  if (choices.cycle.code === 'MONTHLY' && cycleOfChoice(choices.cycle, day) === null && day !== '')
    problems.push('dayOfMonth');
  if (day === '') problems.push('firstChargeDay');
  else if (validateFirstDay(day, today) !== null) problems.push('firstChargeDayRange');
  if (resolved.userAddressId === null) problems.push('address');
  if (resolved.userFavoriteCardsId === null) problems.push('card');
  if (!choices.consent) problems.push('consent');
  return problems;
}

/** The body without the card password (the entry's sixth digit adds it), or null while something stops it. */
export function initBodyOf(
  choices: InitChoices,
  cartIds: readonly number[],
  resolved: Resolved,
  today: string
): Omit<AutoshipInitBody, 'orderPassword'> | null {
  const cycle = cycleOfChoice(choices.cycle, choices.firstChargeDay);
  const { userAddressId, userFavoriteCardsId } = resolved;
  if (initProblems(choices, resolved, today).length > 0) return null;
  if (cycle === null || userAddressId === null || userFavoriteCardsId === null) return null;
  return {
    cartIds: [...cartIds],
    cycle,
    firstChargeDay: choices.firstChargeDay,
    userAddressId,
    userFavoriteCardsId
  };
}
