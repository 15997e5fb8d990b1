import type { OrderPasswordState } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Web tests of the card-password pad and entry: a seeded stand-in for crypto.getRandomValues (so a test
 * knows the keypad comes from it, and two openings differ), the keypad as read on screen, taps by name.
 */
export function seedRandom(seed: number) {
  let state = seed >>> 0;
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
    for (let index = 0; index < array.length; index += 1) {
      // A 32-bit linear congruential generator: deterministic, and enough to move digits around.
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      array[index] = state;
    }
    return array;
  }) as unknown as typeof crypto.getRandomValues);
}

/** The digits in the order the keypad shows them (rows left to right, top to bottom). */
export function keypadOrder(): number[] {
  const keypad = screen.getByRole('group', { name: '숫자 키패드' });
  return within(keypad)
    .getAllByRole('button', { name: /^숫자 \d$/ })
    .map((button) => Number(button.textContent));
}

export async function tapDigits(user: UserEvent, digits: string) {
  for (const digit of digits) await user.click(screen.getByRole('button', { name: `숫자 ${digit}` }));
}

export const filledDots = () => Number(screen.getByTestId('pin-dots').getAttribute('data-filled'));

export const passwordState = (overrides: Partial<OrderPasswordState> = {}): OrderPasswordState => ({
  userFavoriteCardsId: 7,
  hasOrderPassword: true,
  match: true,
  failCount: 0,
  locked: false,
  ...overrides
});
