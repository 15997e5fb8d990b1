import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_SUGGESTION_SIZE,
  canGoInAutoshipCart,
  isPurchasable,
  type CartMergeAnswer,
  type CartSuggestions,
  type GuestCartRefreshAnswer
} from '@mall/domain';
import { cartLines } from '../src/modules/cart/cart.table.ts';
import { seedProducts } from '../seed/catalogue-data.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember, cartOf, makeProduct, storedLines } from './cart-fixtures.ts';

/** The guest side of the carts (refresh, merge at login) and the suggestions (docs/decisions/030). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
const REFRESH = '/api/order/v1/public/cart/refresh';
const MERGE = '/api/order/v1/cart/merge';

let plain: number;
let limited: number;
let soldOut: number;
let paused: number;
let shades: { id: number; optionIds: number[] };
let otherShades: { id: number; optionIds: number[] };

beforeAll(async () => {
  ctx = await createTestContext();
  call = cartApi(ctx);
  plain = (await makeProduct(ctx)).id;
  limited = (await makeProduct(ctx, { maxQuantityLimit: 3 })).id;
  soldOut = (await makeProduct(ctx, { salesStatus: 'SOLD_OUT' })).id;
  paused = (await makeProduct(ctx, { salesStatus: 'PAUSE' })).id;
  shades = await makeProduct(ctx, {}, [
    { value: '21' },
    { value: '23', salesStatus: 'SOLD_OUT', soldOutMessage: '색상 품절' }
  ]);
  otherShades = await makeProduct(ctx, {}, [{ value: '1' }]);
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/order/v1/public/cart/refresh', () => {
  it('[200] current names, prices and states, local ids echoed in order; lost products and options in removed', async () => {
    const response = await call(
      'POST',
      REFRESH,
      undefined,
      {
        cartList: [
          { cartId: 11, productId: plain, quantity: 2 },
          { cartId: 12, productId: 987_654_321, quantity: 1 },
          { cartId: 13, productId: shades.id, productOptionId: shades.optionIds[1], quantity: 1 },
          { cartId: 14, productId: shades.id, productOptionId: otherShades.optionIds[0], quantity: 1 },
          { cartId: 15, productId: shades.id, quantity: 1 },
          { cartId: 16, productId: limited, quantity: 5 },
          { cartId: 17, productId: paused, quantity: 1 },
          { cartId: 18, productId: plain, productOptionId: 424_242, quantity: 1 }
        ]
      },
      'en-US'
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json().data as GuestCartRefreshAnswer;
    expect(answer.removed).toEqual([
      { cartId: 12, productId: 987_654_321, productOptionId: null },
      { cartId: 14, productId: shades.id, productOptionId: otherShades.optionIds[0] },
      { cartId: 18, productId: plain, productOptionId: 424_242 }
    ]);
    expect(answer.lines.map((line) => [line.cartId, line.available, line.unavailableReason])).toEqual([
      [11, true, null],
      [13, false, 'SOLD_OUT'],
      [15, false, 'OPTION_REQUIRED'],
      [16, false, 'QUANTITY_LIMIT'],
      [17, false, 'PAUSE']
    ]);
    expect(answer.lines[0]).toMatchObject({
      productName: `Test product ${plain}`,
      price: 20_000,
      spOriginal: null,
      quantity: 2
    });
    expect(answer.lines[1]).toMatchObject({
      optionValue: 'Shade 23',
      soldOutMessage: '색상 품절 (en)',
      salesStatus: { code: 'SOLD_OUT' }
    });
  });

  it('[200] an empty guest cart answers nothing', async () => {
    const response = await call('POST', REFRESH, undefined, { cartList: [] });
    expect(response.json().data).toEqual({ lines: [], removed: [] });
  });

  it('[200] a logged-in planner asking gets SP/BP', async () => {
    const planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    const response = await call('POST', REFRESH, planner.token, {
      cartList: [{ cartId: 1, productId: plain, quantity: 1 }]
    });
    expect((response.json().data as GuestCartRefreshAnswer).lines[0]).toMatchObject({
      spOriginal: 16_000,
      bpOriginal: 14_000
    });
  });

  it.each([
    ['no cartList', {}],
    ['a list, not an object', [{ cartId: 1, productId: 1, quantity: 1 }]],
    ['a line without its local id', { cartList: [{ productId: 1, quantity: 1 }] }],
    ['a local id 0', { cartList: [{ cartId: 0, productId: 1, quantity: 1 }] }],
    ['quantity 101', { cartList: [{ cartId: 1, productId: 1, quantity: 101 }] }],
    [
      '101 lines',
      { cartList: Array.from({ length: 101 }, (_, i) => ({ cartId: i + 1, productId: 1, quantity: 1 })) }
    ]
  ])('[400] %s', async (_name, body) => {
    const response = await call('POST', REFRESH, undefined, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/order/v1/cart/merge', () => {
  it('[200] each guest line into the normal cart: merged, clamped to the limit, or skipped with its reason', async () => {
    const { token, id } = await cartMember(ctx);
    cartOf(
      await call('POST', '/api/order/v1/cart', token, [
        { productId: plain, quantity: 98 },
        { productId: limited, quantity: 3 }
      ])
    );
    const response = await call(
      'POST',
      MERGE,
      token,
      {
        cartList: [
          { cartId: 1, productId: plain, quantity: 5 },
          { cartId: 2, productId: shades.id, productOptionId: shades.optionIds[0], quantity: 2 },
          { cartId: 3, productId: limited, quantity: 1 },
          { cartId: 4, productId: soldOut, quantity: 1 },
          { cartId: 5, productId: paused, quantity: 1 },
          { cartId: 6, productId: 987_654_321, quantity: 1 },
          { cartId: 7, productId: shades.id, quantity: 1 },
          { cartId: 8, productId: shades.id, productOptionId: shades.optionIds[0], quantity: 1 }
        ]
      },
      'en-US'
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data as CartMergeAnswer;
    expect(answer.outcomes.map((o) => [o.cartId, o.result, o.added, o.reason])).toEqual([
      [1, 'PARTIAL', 2, 'QUANTITY_LIMIT'],
      [2, 'MERGED', 2, null],
      [3, 'SKIPPED', 0, 'QUANTITY_LIMIT'],
      [4, 'SKIPPED', 0, 'SOLD_OUT'],
      [5, 'SKIPPED', 0, 'PAUSE'],
      [6, 'SKIPPED', 0, 'NOT_FOUND'],
      [7, 'SKIPPED', 0, 'OPTION_REQUIRED'],
      [8, 'MERGED', 1, null]
    ]);
    expect(answer.outcomes[0]).toMatchObject({
      productName: `Test product ${plain}`,
      requested: 5,
      productId: plain,
      productOptionId: null
    });
    expect(answer.outcomes[5]!.productName).toBe('');
    expect(answer.cart.cartType).toBe('normal');
    const stored = (await storedLines(ctx, id)).map((row) => [
      row.cartType,
      row.productId,
      row.productOptionId,
      row.quantity
    ]);
    expect(stored.sort()).toEqual(
      [
        ['normal', plain, null, 100],
        ['normal', limited, null, 3],
        ['normal', shades.id, shades.optionIds[0], 3]
      ].sort()
    );
  });

  it('[200] a full cart takes no new line (CART_FULL) but still adds to its lines', async () => {
    const { token, id } = await cartMember(ctx);
    const fillers = [];
    for (let i = 0; i < 100; i += 1) fillers.push((await makeProduct(ctx)).id);
    await ctx.database.db
      .insert(cartLines)
      .values(
        fillers.map((productId) => ({ userSeqNo: id, cartType: 'normal' as const, productId, quantity: 1 }))
      );
    const response = await call('POST', MERGE, token, {
      cartList: [
        { cartId: 1, productId: plain, quantity: 1 },
        { cartId: 2, productId: fillers[0], quantity: 2 }
      ]
    });
    const answer = response.json().data as CartMergeAnswer;
    expect(answer.outcomes.map((o) => [o.result, o.reason])).toEqual([
      ['SKIPPED', 'CART_FULL'],
      ['MERGED', null]
    ]);
    expect(answer.cart.lines).toHaveLength(100);
  });

  it('[401] without a token; [400] a bad body', async () => {
    expect((await call('POST', MERGE, undefined, { cartList: [] })).statusCode).toBe(401);
    const { token } = await cartMember(ctx);
    const bad = await call('POST', MERGE, token, { cartList: [{ cartId: 1, productId: 1, quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
  });
});

/** Seed facts the suggestions are checked against (the API answers summaries, without buy period or limit). */
const seedById = new Map(seedProducts.map((product) => [product.id, product]));

describe('suggestions', () => {
  it('[200] empty-cart: the best sellers a guest can buy now, best first', async () => {
    const response = await call('GET', '/api/order/v1/public/cart/empty-cart');
    expect(response.statusCode).toBe(200);
    const { list } = response.json().data as CartSuggestions;
    expect(list).toHaveLength(CART_SUGGESTION_SIZE);
    for (const product of list) {
      expect(isPurchasable(product.salesStatus.code)).toBe(true);
      expect(product.spOriginal).toBeNull();
    }
    const amounts = list.map((product) => product.salesAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const best = seedProducts
      .filter((product) => isPurchasable(product.salesStatus))
      .sort((a, b) => b.salesAmount - a.salesAmount || a.id - b.id)[0]!;
    expect(list[0]!.productId).toBe(best.id);
  });

  it('[200] empty-cart/autoship: only products the autoship cart takes', async () => {
    const { list } = (await call('GET', '/api/order/v1/public/cart/empty-cart/autoship')).json()
      .data as CartSuggestions;
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      const seed = seedById.get(product.productId)!;
      expect(
        canGoInAutoshipCart({
          autoShipYn: seed.autoShip ? 'Y' : 'N',
          buyPeriodYn: seed.buyPeriod ? 'Y' : 'N',
          orderQuantityLimitYn: seed.maxQuantityLimit === null ? 'N' : 'Y'
        })
      ).toBe(true);
    }
  });

  it('[200] a planner asking with a token gets SP/BP in the empty-cart row', async () => {
    const planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    const { list } = (await call('GET', '/api/order/v1/public/cart/empty-cart', planner.token)).json()
      .data as CartSuggestions;
    expect(list[0]!.spOriginal).not.toBeNull();
  });

  it("[200] suggest-products: best sellers of the cart's categories first, never what is in the cart", async () => {
    const { token } = await cartMember(ctx);
    const inCart = seedProducts.find(
      (product) => product.salesStatus === 'ON_SALE' && product.options.length === 0
    )!;
    cartOf(await call('POST', '/api/order/v1/cart', token, [{ productId: inCart.id, quantity: 1 }]));
    const response = await call('GET', '/api/order/v1/cart/suggest-products?cartType=normal', token);
    expect(response.statusCode).toBe(200);
    const { list } = response.json().data as CartSuggestions;
    expect(list).toHaveLength(CART_SUGGESTION_SIZE);
    expect(list.map((product) => product.productId)).not.toContain(inCart.id);
    const shareCategory = (id: number) =>
      seedById.get(id)!.categorySlugs.some((slug) => inCart.categorySlugs.includes(slug));
    expect(shareCategory(list[0]!.productId)).toBe(true);
    // Near ones first, then the shop's best sellers: once a suggestion shares no category, none after it does.
    const near = list.map((product) => shareCategory(product.productId));
    expect(near).toEqual([...near].sort((a, b) => Number(b) - Number(a)));
    for (const product of list) expect(isPurchasable(product.salesStatus.code)).toBe(true);
  });

  it('[200] suggest-products with an empty cart: the shop’s best sellers (autoship-eligible for the autoship cart)', async () => {
    const { token } = await cartMember(ctx);
    const guestRow = (await call('GET', '/api/order/v1/public/cart/empty-cart/autoship')).json()
      .data as CartSuggestions;
    const response = await call('GET', '/api/order/v1/cart/suggest-products?cartType=autoship', token);
    expect((response.json().data as CartSuggestions).list.map((p) => p.productId)).toEqual(
      guestRow.list.map((p) => p.productId)
    );
  });

  it('[200] suggest-purchased-products: empty until orders exist', async () => {
    const { token } = await cartMember(ctx);
    const response = await call('GET', '/api/order/v1/cart/suggest-purchased-products', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ list: [] });
  });

  it('[401] member suggestions need a token; [400] an unknown cart type', async () => {
    expect((await call('GET', '/api/order/v1/cart/suggest-products')).statusCode).toBe(401);
    expect((await call('GET', '/api/order/v1/cart/suggest-purchased-products')).statusCode).toBe(401);
    const { token } = await cartMember(ctx);
    expect((await call('GET', '/api/order/v1/cart/suggest-products?cartType=weekly', token)).statusCode).toBe(
      400
    );
  });
});
