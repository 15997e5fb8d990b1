import { describe, expect, it } from 'vitest';
import {
  canGoInAutoshipCart,
  CART_MAX_LINES,
  cartTotals,
  cartTypeFromQuery,
  DELIVERY_FEE,
  FREE_DELIVERY_THRESHOLD,
  guestAddRefusal,
  guestLineQuantityAfterAdd,
  hasOptionChoice,
  lineMaxQuantity,
  type PricedLine
} from './cart-rules.ts';
import {
  CartAddRequestSchema,
  CartDeleteQuerySchema,
  CartIdParamSchema,
  CartMergeRequestSchema,
  CartOptionRequestSchema,
  CartQuantityRequestSchema,
  CartSuggestQuerySchema,
  GuestCartRefreshRequestSchema
} from './cart.ts';

describe('lineMaxQuantity', () => {
  it.each([
    [null, 100],
    [1, 1],
    [5, 5],
    [100, 100],
    // A limit above the cart's own ceiling never lifts it.
    [250, 100]
  ])('limit %s -> %s', (maxQuantityLimit, expected) => {
    expect(lineMaxQuantity({ maxQuantityLimit })).toBe(expected);
  });
});

describe('canGoInAutoshipCart', () => {
  it.each([
    ['Y', 'N', 'N', true],
    ['N', 'N', 'N', false],
    ['Y', 'Y', 'N', false],
    ['Y', 'N', 'Y', false],
    ['Y', 'Y', 'Y', false]
  ] as const)(
    'autoShip %s, buy period %s, quantity limit %s -> %s',
    (autoShipYn, buyPeriodYn, orderQuantityLimitYn, expected) => {
      expect(canGoInAutoshipCart({ autoShipYn, buyPeriodYn, orderQuantityLimitYn })).toBe(expected);
    }
  );
});

describe('hasOptionChoice', () => {
  it('asks for an option only when the product has options to choose from', () => {
    expect(hasOptionChoice({ optionYn: 'Y', options: [{}] })).toBe(true);
    expect(hasOptionChoice({ optionYn: 'Y', options: [] })).toBe(false);
    expect(hasOptionChoice({ optionYn: 'N', options: [{}] })).toBe(false);
  });
});

describe('guestAddRefusal', () => {
  it('a guest cannot use the autoship cart at all, whatever the product', () => {
    expect(guestAddRefusal({ orderQuantityLimitYn: 'N' }, 'autoship')).toBe('PR_SubsNeedLogin');
    expect(guestAddRefusal({ orderQuantityLimitYn: 'Y' }, 'autoship')).toBe('PR_SubsNeedLogin');
  });
  it('a guest cannot add a quantity-limited product to the normal cart', () => {
    expect(guestAddRefusal({ orderQuantityLimitYn: 'Y' }, 'normal')).toBe('PR_MaxQuantityLimit');
  });
  it('anything else may go in', () => {
    expect(guestAddRefusal({ orderQuantityLimitYn: 'N' }, 'normal')).toBeNull();
  });
});

describe('guestLineQuantityAfterAdd', () => {
  it.each([
    [0, 1, 1],
    [10, 5, 15],
    [99, 1, 100],
    [0, 100, 100],
    [100, 1, 'CA_MaxQuantityLimitHundred'],
    [60, 41, 'CA_MaxQuantityLimitHundred']
  ])('%s + %s -> %s', (current, adding, expected) => {
    expect(guestLineQuantityAfterAdd(current, adding)).toBe(expected);
  });
});

const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  quantity: 1,
  priceOriginal: 10_000,
  price: 10_000,
  point: 100,
  available: true,
  ...overrides
});

describe('cartTotals', () => {
  it('sums list price, discount, subtotal and points by quantity', () => {
    const totals = cartTotals([
      line({ quantity: 2, priceOriginal: 12_000, price: 9_000, point: 270 }),
      line({ price: 10_000 })
    ]);
    expect(totals).toEqual({
      productPrice: 34_000,
      discount: 6_000,
      subtotal: 28_000,
      points: 640,
      deliveryFee: DELIVERY_FEE,
      total: 28_000 + DELIVERY_FEE,
      freeDeliveryRemaining: FREE_DELIVERY_THRESHOLD - 28_000,
      count: 2
    });
  });

  it.each([
    [49_999, DELIVERY_FEE, 1],
    [50_000, 0, 0],
    [50_001, 0, 0]
  ])('a subtotal of %s pays %s delivery and lacks %s for free delivery', (subtotal, fee, remaining) => {
    const totals = cartTotals([line({ priceOriginal: subtotal, price: subtotal })]);
    expect(totals.deliveryFee).toBe(fee);
    expect(totals.freeDeliveryRemaining).toBe(remaining);
    expect(totals.total).toBe(subtotal + fee);
  });

  it('the threshold is judged on the selling price, not the list price', () => {
    const totals = cartTotals([line({ priceOriginal: 60_000, price: 45_000 })]);
    expect(totals.deliveryFee).toBe(DELIVERY_FEE);
    expect(totals.discount).toBe(15_000);
  });

  it('leaves unavailable lines out of every figure', () => {
    const counted = line({ quantity: 3, price: 8_000, priceOriginal: 8_000, point: 80 });
    const totals = cartTotals([
      counted,
      line({ available: false, quantity: 9, price: 90_000, priceOriginal: 90_000 })
    ]);
    expect(totals).toEqual(cartTotals([counted]));
    expect(totals.count).toBe(1);
  });

  it('nothing selected (or nothing available): all zero, no delivery fee', () => {
    const nothing = {
      productPrice: 0,
      discount: 0,
      subtotal: 0,
      points: 0,
      deliveryFee: 0,
      total: 0,
      freeDeliveryRemaining: 0,
      count: 0
    };
    expect(cartTotals([])).toEqual(nothing);
    expect(cartTotals([line({ available: false })])).toEqual(nothing);
  });

  it('keeps its invariants: subtotal = productPrice − discount, total = subtotal + fee', () => {
    const lines = [
      line({ quantity: 7, priceOriginal: 3_300, price: 2_970 }),
      line({ quantity: 2, priceOriginal: 21_000, price: 18_900 })
    ];
    const totals = cartTotals(lines);
    expect(totals.subtotal).toBe(totals.productPrice - totals.discount);
    expect(totals.total).toBe(totals.subtotal + totals.deliveryFee);
  });
});

describe('cartTypeFromQuery', () => {
  it.each([
    ['autoship', 'autoship'],
    ['auto', 'autoship'],
    ['normal', 'normal'],
    ['', 'normal'],
    [null, 'normal'],
    [undefined, 'normal'],
    ['AUTOSHIP', 'normal'],
    ['weekly', 'normal']
  ] as const)('%s -> %s', (value, expected) => {
    expect(cartTypeFromQuery(value)).toBe(expected);
  });
});

describe('cart schemas', () => {
  it('accept a line with or without an option', () => {
    expect(
      CartAddRequestSchema.parse([
        { productId: 1, quantity: 1 },
        { productId: 2, productOptionId: 3, quantity: 100 }
      ])
    ).toHaveLength(2);
    expect(
      CartAddRequestSchema.parse([{ productId: 1, productOptionId: null, quantity: 1 }])[0]!.productOptionId
    ).toBeNull();
  });

  it.each([
    ['not a list', { productId: 1, quantity: 1 }],
    ['an empty list', []],
    ['quantity 0', [{ productId: 1, quantity: 0 }]],
    ['quantity 101', [{ productId: 1, quantity: 101 }]],
    ['a fractional quantity', [{ productId: 1, quantity: 2.5 }]],
    ['product id 0', [{ productId: 0, quantity: 1 }]],
    ['an unknown field', [{ productId: 1, quantity: 1, price: 1 }]],
    [
      'too many lines',
      Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ productId: i + 1, quantity: 1 }))
    ]
  ])('refuse %s', (_name, body) => {
    expect(CartAddRequestSchema.safeParse(body).success).toBe(false);
  });

  it('name the spec keys for the quantity bounds', () => {
    const low = CartQuantityRequestSchema.safeParse({ quantity: 0 });
    const high = CartQuantityRequestSchema.safeParse({ quantity: 101 });
    expect(low.error?.issues[0]?.message).toBe('CA_MinQuantity');
    expect(high.error?.issues[0]?.message).toBe('CA_MaxQuantityLimitHundred');
  });

  it('read DELETE ids from a comma list and refuse anything else', () => {
    expect(CartDeleteQuerySchema.parse({ cartIds: '1,22,333' }).cartIds).toEqual([1, 22, 333]);
    for (const cartIds of ['', 'a', '1,', ',1', '1,,2', '0', '-1', '1.5']) {
      expect(CartDeleteQuerySchema.safeParse({ cartIds }).success, cartIds).toBe(false);
    }
    expect(CartDeleteQuerySchema.safeParse({}).success).toBe(false);
  });

  it('read a cartId path parameter', () => {
    expect(CartIdParamSchema.parse({ cartId: '42' }).cartId).toBe(42);
    for (const cartId of ['0', 'x', '-3', '1e3'])
      expect(CartIdParamSchema.safeParse({ cartId }).success, cartId).toBe(false);
  });

  it('refuse an option change without a real option id', () => {
    for (const body of [
      {},
      { productOptionId: null },
      { productOptionId: 0 },
      { productOptionId: 1, quantity: 2 }
    ]) {
      expect(CartOptionRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('guest refresh and merge need each line’s local id', () => {
    expect(GuestCartRefreshRequestSchema.parse({ cartList: [] }).cartList).toEqual([]);
    for (const schema of [GuestCartRefreshRequestSchema, CartMergeRequestSchema]) {
      expect(schema.safeParse({ cartList: [{ productId: 1, quantity: 1 }] }).success).toBe(false);
      expect(schema.safeParse({ cartList: [{ cartId: 0, productId: 1, quantity: 1 }] }).success).toBe(false);
      expect(
        schema.safeParse({ cartList: [{ cartId: 1, productId: 1, quantity: 1 }], extra: 1 }).success
      ).toBe(false);
    }
  });

  it('suggestions default to the normal cart and know only the two cart types', () => {
    expect(CartSuggestQuerySchema.parse({}).cartType).toBe('normal');
    expect(CartSuggestQuerySchema.parse({ cartType: 'autoship' }).cartType).toBe('autoship');
    expect(CartSuggestQuerySchema.safeParse({ cartType: 'weekly' }).success).toBe(false);
  });
});
