import { describe, expect, it } from 'vitest';
import type { OrderData } from '../../../shared/storage/order-data';
import { cartLine } from '../../../shared/testing/fixtures';
import { savedCard } from '../testing/autoship-fixtures';
import {
  handedOverLines,
  initBodyOf,
  initProblems,
  INITIAL_CHOICES,
  subscribableCards,
  type InitChoices
} from './init-choices';

const TODAY = '2027-03-02';
type Resolved = { lineCount: number; userAddressId: number | null; userFavoriteCardsId: number | null };
const resolved: Resolved = { lineCount: 1, userAddressId: 2, userFavoriteCardsId: 8 };
const ready: InitChoices = { ...INITIAL_CHOICES, firstChargeDay: '2027-03-10', consent: true };

describe('initProblems', () => {
  it.each<[string, InitChoices, Resolved, string[]]>([
    ['ready', ready, resolved, []],
    [
      'nothing chosen yet',
      INITIAL_CHOICES,
      { lineCount: 0, userAddressId: null, userFavoriteCardsId: null },
      ['lines', 'firstChargeDay', 'address', 'card', 'consent']
    ],
    ['today is the scheduler’s', { ...ready, firstChargeDay: TODAY }, resolved, ['firstChargeDayRange']],
    ['60 days ahead at most', { ...ready, firstChargeDay: '2027-05-02' }, resolved, ['firstChargeDayRange']],
    ['the 60th day is fine', { ...ready, firstChargeDay: '2027-05-01' }, resolved, []],
    [
      'monthly from a 30th needs its day',
      { ...ready, firstChargeDay: '2027-03-30', cycle: { code: 'MONTHLY', dayOfMonth: null } },
      resolved,
      ['dayOfMonth']
    ],
    [
      'monthly with its day',
      { ...ready, firstChargeDay: '2027-03-30', cycle: { code: 'MONTHLY', dayOfMonth: 28 } },
      resolved,
      []
    ]
  ])('%s', (_name, choices, given, problems) => {
    expect(initProblems(choices, given, TODAY)).toEqual(problems);
  });
});

describe('initBodyOf', () => {
  it('is the POST body without the card password once nothing stops it', () => {
    expect(
      initBodyOf({ ...ready, cycle: { code: 'MONTHLY', dayOfMonth: null } }, [31, 32], resolved, TODAY)
    ).toEqual({
      cartIds: [31, 32],
      cycle: { kind: 'MONTHLY', dayOfMonth: 10 },
      firstChargeDay: '2027-03-10',
      userAddressId: 2,
      userFavoriteCardsId: 8
    });
    expect(initBodyOf({ ...ready, consent: false }, [31], resolved, TODAY)).toBeNull();
  });
});

describe('handedOverLines', () => {
  const handoff = (data: Partial<OrderData>): OrderData =>
    ({
      source: 'CART',
      cartType: 'autoship',
      guest: false,
      createdAt: '2027-03-02T01:00:00Z',
      lines: [{ cartId: 31, productId: 1001, productOptionId: null, quantity: 1 }],
      ...data
    }) as OrderData;
  const lines = [
    cartLine({ cartId: 30 }),
    cartLine({ cartId: 31 }),
    cartLine({ cartId: 32, available: false })
  ];

  it('keeps the handed-over cart lines still in the autoship cart and available', () => {
    const withSoldOut = handoff({
      lines: [
        { cartId: 31, productId: 1001, productOptionId: null, quantity: 1 },
        { cartId: 32, productId: 1001, productOptionId: null, quantity: 1 },
        { cartId: 99, productId: 1001, productOptionId: null, quantity: 1 }
      ]
    });
    expect(handedOverLines(withSoldOut, lines).map((line) => line.cartId)).toEqual([31]);
  });

  it('takes nothing from the normal cart’s hand-off, a buy-now one or none', () => {
    expect(handedOverLines(handoff({ cartType: 'normal' }), lines)).toEqual([]);
    expect(handedOverLines(handoff({ source: 'DIRECT' }), lines)).toEqual([]);
    expect(handedOverLines(null, lines)).toEqual([]);
  });
});

describe('subscribableCards', () => {
  it('keeps the cards with a password and not locked, the autoship card first', () => {
    const cards = [
      savedCard(9),
      savedCard(8, { hasOrderPassword: false }),
      savedCard(7, { orderPasswordLocked: true }),
      savedCard(6, { fixedTermYn: 'Y' })
    ];
    expect(subscribableCards(cards).map((card) => card.userFavoriteCardsId)).toEqual([6, 9]);
  });
});
