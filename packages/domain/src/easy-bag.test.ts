import { describe, expect, it } from 'vitest';
import {
  clampBagQuantity,
  EASY_BAG_MAX_LINES,
  EasyBagIdSchema,
  easyBagLineState,
  easyBagLink,
  easyBagMaxQuantity,
  EasyBagSaveSchema,
  orderableBagLines
} from './easy-bag.ts';

const line = (productId: number, quantity = 1) => ({ productId, quantity });
const messages = (value: unknown) => {
  const parsed = EasyBagSaveSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('EasyBagSaveSchema', () => {
  it('takes a name of 1–40 plain characters (trimmed), a note up to 500 with line breaks, 1–20 distinct lines', () => {
    const parsed = EasyBagSaveSchema.parse({ name: '  봄 세트 ', note: '아침\n저녁', lines: [line(1, 3)] });
    expect(parsed).toEqual({ name: '봄 세트', note: '아침\n저녁', lines: [{ productId: 1, quantity: 3 }] });
    expect(EasyBagSaveSchema.parse({ name: 'x', lines: [line(1)] }).note).toBe('');
    expect(messages({ name: 'x'.repeat(40), note: 'y'.repeat(500), lines: [line(1)] })).toEqual([]);
  });

  it.each([
    [{ name: '   ', lines: [line(1)] }, 'EB_NameRequired'],
    [{ name: 'a', note: 'y'.repeat(501), lines: [line(1)] }, 'EB_NoteLength'],
    [{ name: 'a\u0000', lines: [line(1)] }, 'VA_InvalidCharacters'],
    [{ name: 'a', note: 'bell\u0007', lines: [line(1)] }, 'VA_InvalidCharacters'],
    [{ name: 'a', lines: [] }, 'EB_LinesRequired'],
    [
      { name: 'a', lines: Array.from({ length: EASY_BAG_MAX_LINES + 1 }, (_, i) => line(i + 1)) },
      'EB_LinesMax'
    ],
    [{ name: 'a', lines: [line(1), { productId: 1, productOptionId: null, quantity: 2 }] }, 'EB_LineTwice'],
    [{ name: 'a', lines: [line(1, 0)] }, 'CA_MinQuantity'],
    [{ name: 'a', lines: [line(1, 101)] }, 'CA_MaxQuantityLimitHundred']
  ])('refuses %j with %s', (value, message) => {
    expect(messages(value)).toContain(message);
  });

  it('keeps two options of one product apart', () => {
    expect(
      messages({
        name: 'a',
        lines: [
          { productId: 1, productOptionId: 11, quantity: 1 },
          { productId: 1, productOptionId: 12, quantity: 1 }
        ]
      })
    ).toEqual([]);
  });
});

describe('EasyBagIdSchema and the link', () => {
  it('takes 22 base64url characters only', () => {
    expect(EasyBagIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    for (const bad of ['short', 'A'.repeat(23), 'AbCdEfGhIjKlMnOpQrSt+/'])
      expect(EasyBagIdSchema.safeParse(bad).success).toBe(false);
    expect(easyBagLink('AbCdEfGhIjKlMnOpQrSt_-')).toBe('/beauty-planner?bagId=AbCdEfGhIjKlMnOpQrSt_-');
  });
});

describe('easyBagLineState', () => {
  const facts = { listed: true, exposureBag: true, productStatus: 'ON_SALE', optionStatus: null } as const;
  it.each([
    [facts, 'ORDERABLE'],
    [{ ...facts, productStatus: 'ALMOST_SOLD_OUT' }, 'ORDERABLE'],
    [{ ...facts, productStatus: 'SOLD_OUT' }, 'SOLD_OUT'],
    [{ ...facts, productStatus: 'PAUSE' }, 'PAUSED'],
    [{ ...facts, optionStatus: 'SOLD_OUT' }, 'SOLD_OUT'],
    [{ ...facts, optionStatus: 'PAUSE' }, 'PAUSED'],
    // The product's pause decides over an option on sale.
    [{ ...facts, productStatus: 'PAUSE', optionStatus: 'ON_SALE' }, 'PAUSED'],
    [{ ...facts, listed: false }, 'UNAVAILABLE'],
    [{ ...facts, exposureBag: false }, 'UNAVAILABLE']
  ] as const)('%j → %s', (input, state) => {
    expect(easyBagLineState(input)).toBe(state);
  });
});

describe('quantities', () => {
  it('a line takes up to the product limit, else 100, never above 100', () => {
    expect(easyBagMaxQuantity(null)).toBe(100);
    expect(easyBagMaxQuantity(3)).toBe(3);
    expect(easyBagMaxQuantity(500)).toBe(100);
  });

  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [7, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 5, 3]
  ])('clampBagQuantity(%d, %d) = %d', (value, max, expected) => {
    const clamped = clampBagQuantity(value, max);
    expect(clamped).toBe(expected);
    expect(clamped >= 1 && clamped <= max).toBe(true);
  });

  it('orderable lines only go to checkout, each within its limit', () => {
    const lines = [
      { state: 'ORDERABLE', quantity: 9, maxQuantity: 3, productId: 1 },
      { state: 'SOLD_OUT', quantity: 1, maxQuantity: 100, productId: 2 },
      { state: 'PAUSED', quantity: 1, maxQuantity: 100, productId: 3 },
      { state: 'ORDERABLE', quantity: 2, maxQuantity: 100, productId: 4 }
    ] as const;
    expect(orderableBagLines(lines).map((l) => [l.productId, l.quantity])).toEqual([
      [1, 3],
      [4, 2]
    ]);
  });
});
