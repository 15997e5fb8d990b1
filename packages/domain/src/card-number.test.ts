import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-number.ts';

describe('maskCardNumber', () => {
  it('writes a card number as Korean slips do: BIN and last four, groups of four', () => {
    expect(maskCardNumber('1234567812347890')).toBe('1234-56**-****-7890');
    expect(maskCardNumber('1234 5678 1234 7890')).toBe('1234-56**-****-7890');
  });

  it('keeps what the provider already hid hidden (Toss: 43301234****123*)', () => {
    expect(maskCardNumber('43301234****123*')).toBe('4330-12**-****-123*');
  });

  it('answers null when there is no card number to show', () => {
    expect(maskCardNumber(null)).toBeNull();
    expect(maskCardNumber('')).toBeNull();
    expect(maskCardNumber('1234')).toBeNull();
  });
});
