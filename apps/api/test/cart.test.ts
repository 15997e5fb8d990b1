import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Cart, type CartBadge, type ErrorCode } from '@mall/domain';
import { rowsOf } from '../src/db/rows.ts';
import { errorMessage } from '../src/http/messages.ts';
import { cartLines } from '../src/modules/cart/cart.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  cartApi,
  cartMember,
  cartOf,
  makeProduct,
  storedLines,
  updateOption,
  updateProduct
} from './cart-fixtures.ts';

/** Member carts (SPEC §7 Cart, docs/decisions/030): every route, refusal and the concurrency guard. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
const CART = '/api/order/v1/cart';
const AUTOSHIP = '/api/order/v1/autoship/cart';

let plain: number;
let limited: number;
let period: number;
let notAutoship: number;
let soldOut: number;
let paused: number;
let shades: { id: number; optionIds: number[] };
let otherShades: { id: number; optionIds: number[] };

beforeAll(async () => {
  ctx = await createTestContext();
  call = cartApi(ctx);
  plain = (await makeProduct(ctx)).id;
  limited = (await makeProduct(ctx, { maxQuantityLimit: 3 })).id;
  period = (await makeProduct(ctx, { buyPeriod: true })).id;
  notAutoship = (await makeProduct(ctx, { autoShip: false })).id;
  soldOut = (
    await makeProduct(ctx, {
      salesStatus: 'SOLD_OUT',
      soldOutMessage: { 'ko-KR': '재입고 예정', 'en-US': 'Back soon' }
    })
  ).id;
  paused = (await makeProduct(ctx, { salesStatus: 'PAUSE' })).id;
  shades = await makeProduct(ctx, { optionUi: 'BUTTON' }, [
    { value: '21' },
    { value: '23' },
    { value: '25', salesStatus: 'SOLD_OUT', soldOutMessage: '품절 임박 색상' },
    { value: '27', salesStatus: 'PAUSE' }
  ]);
  otherShades = await makeProduct(ctx, {}, [{ value: '1' }]);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/order/v1/cart and /autoship/cart', () => {
  it('[401] without a token (or with a forged one), on every member route', async () => {
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', CART],
      ['GET', AUTOSHIP],
      ['GET', `${CART}/badge`],
      ['DELETE', `${AUTOSHIP}?cartIds=1`],
      ['PATCH', `${AUTOSHIP}/quantity/1`, { quantity: 1 }],
      ['PATCH', `${CART}/option/1`, { productOptionId: 1 }],
      ['POST', AUTOSHIP, [{ productId: 1, quantity: 1 }]]
    ];
    for (const [method, url, body] of routes) {
      for (const token of [undefined, 'forged.token.value']) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('[200] an empty cart of each type, privately', async () => {
    const { token } = await cartMember(ctx);
    const normal = await call('GET', CART, token);
    expect(cartOf(normal)).toEqual({ cartType: 'normal', lines: [], totalCartCount: 0 });
    expect(normal.headers['cache-control']).toBe('private, no-store');
    expect(cartOf(await call('GET', AUTOSHIP, token))).toEqual({
      cartType: 'autoship',
      lines: [],
      totalCartCount: 0
    });
  });

  it('[200] lines newest first, texts in the asked language, SP/BP for an active planner only', async () => {
    const customer = await cartMember(ctx);
    const planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    for (const { token } of [customer, planner]) {
      cartOf(await call('POST', CART, token, [{ productId: plain, quantity: 1 }]));
      cartOf(
        await call('POST', CART, token, [
          { productId: shades.id, productOptionId: shades.optionIds[1], quantity: 2 }
        ])
      );
    }
    const english = cartOf(await call('GET', CART, customer.token, undefined, 'en-US'));
    expect(english.lines.map((line) => [line.productId, line.productName, line.optionValue])).toEqual([
      [shades.id, `Test product ${shades.id}`, 'Shade 23'],
      [plain, `Test product ${plain}`, null]
    ]);
    const chinese = cartOf(await call('GET', CART, customer.token, undefined, 'zh-TW'));
    expect(chinese.lines[0]).toMatchObject({ productName: `測試商品 ${shades.id}`, optionValue: '23 號' });
    expect(english.lines[1]).toMatchObject({
      quantity: 1,
      priceOriginal: 25_000,
      price: 20_000,
      point: 600,
      spOriginal: null,
      bpOriginal: null,
      available: true,
      unavailableReason: null,
      maxQuantity: 100,
      optionYn: 'N',
      salesStatus: { code: 'ON_SALE' }
    });
    expect(english.lines[0]).toMatchObject({ optionYn: 'Y', optionUi: 'BUTTON' });
    expect(english.lines[0]!.options.map((option) => option.salesStatus.code)).toEqual([
      'ON_SALE',
      'ON_SALE',
      'SOLD_OUT',
      'PAUSE'
    ]);
    const plannerCart = cartOf(await call('GET', CART, planner.token));
    expect(plannerCart.lines[1]).toMatchObject({ spOriginal: 16_000, bpOriginal: 14_000 });
  });

  it("[200] a member's cart read is two statements: the lines of both carts (with the badge's count), their products", async () => {
    const member = await cartMember(ctx);
    cartOf(await call('POST', CART, member.token, [{ productId: plain, quantity: 1 }]));
    cartOf(
      await call('POST', CART, member.token, [
        { productId: shades.id, productOptionId: shades.optionIds[0], quantity: 1 }
      ])
    );
    cartOf(await call('POST', AUTOSHIP, member.token, [{ productId: plain, quantity: 1 }]));
    ctx.queries.length = 0;
    const cart = cartOf(await call('GET', CART, member.token));
    expect(cart.lines.map((line) => line.productId)).toEqual([shades.id, plain]);
    expect(cart.totalCartCount).toBe(3);
    expect(ctx.queries, ctx.queries.join('\n')).toHaveLength(2);
  });
});

/** What the API says (en-US) for each refusal of an add. */
const CART_REFUSAL_TEXTS: Record<string, string> = {
  CART_PRODUCT_UNAVAILABLE: 'This product is no longer on sale and cannot be added to the cart.',
  CA_SoldoutAlert: 'This product is sold out.',
  CART_OPTION_REQUIRED: 'Please choose an option.',
  CART_QUANTITY_LIMIT: 'That is more of this product than the cart can hold.',
  CART_AUTOSHIP_NOT_ALLOWED: 'This product cannot go into the autoship cart.',
  CART_FULL: 'Your cart is full. Please remove some items first.',
  CART_LINE_NOT_FOUND: 'This item is no longer in your cart.'
};

describe('refusal texts', () => {
  it("every cart refusal has its own text in each language (the storefront shows the code's; other clients this one)", () => {
    for (const language of LANGUAGES) {
      const fallback = errorMessage('NO_SUCH_CODE' as ErrorCode, language);
      for (const code of Object.keys(CART_REFUSAL_TEXTS) as ErrorCode[]) {
        expect(errorMessage(code, language), `${language} ${code}`).not.toBe(fallback);
      }
    }
  });
});

describe('POST /api/order/v1/cart and /autoship/cart', () => {
  it('[200] adds lines; the same product and option again adds to its line, also twice in one request', async () => {
    const { token } = await cartMember(ctx);
    cartOf(await call('POST', CART, token, [{ productId: plain, quantity: 2 }]));
    const cart = cartOf(
      await call('POST', CART, token, [
        { productId: plain, quantity: 3 },
        { productId: shades.id, productOptionId: shades.optionIds[0], quantity: 1 },
        { productId: shades.id, productOptionId: shades.optionIds[0], quantity: 4 },
        { productId: shades.id, productOptionId: shades.optionIds[1], quantity: 1 }
      ])
    );
    expect(cart.lines.map((line) => [line.productId, line.productOptionId, line.quantity]).sort()).toEqual(
      [
        [plain, null, 5],
        [shades.id, shades.optionIds[0], 5],
        [shades.id, shades.optionIds[1], 1]
      ].sort()
    );
    expect(cart.totalCartCount).toBe(3);
  });

  it('[200] the autoship cart is its own: the same product in both carts is two lines', async () => {
    const { token } = await cartMember(ctx);
    cartOf(await call('POST', CART, token, [{ productId: plain, quantity: 1 }]));
    const autoship = cartOf(await call('POST', AUTOSHIP, token, [{ productId: plain, quantity: 2 }]));
    expect(autoship).toMatchObject({ cartType: 'autoship', totalCartCount: 2 });
    expect(autoship.lines).toHaveLength(1);
    expect(autoship.lines[0]).toMatchObject({
      productId: plain,
      quantity: 2,
      available: true,
      autoShipYn: 'Y'
    });
    const badge = await call('GET', `${CART}/badge`, token);
    expect(badge.statusCode).toBe(200);
    expect((badge.json().data as CartBadge).totalCartCount).toBe(2);
  });

  it('[404] PRODUCT_NOT_FOUND for an unknown product', async () => {
    const { token } = await cartMember(ctx);
    const response = await call('POST', CART, token, [{ productId: 987_654_321, quantity: 1 }]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', data: { productId: 987_654_321 } });
  });

  it.each([
    ['a paused product', () => ({ productId: paused }), 409, 'CART_PRODUCT_UNAVAILABLE'],
    [
      'a paused option',
      () => ({ productId: shades.id, productOptionId: shades.optionIds[3] }),
      409,
      'CART_PRODUCT_UNAVAILABLE'
    ],
    ['a sold-out product', () => ({ productId: soldOut }), 409, 'CA_SoldoutAlert'],
    [
      'a sold-out option',
      () => ({ productId: shades.id, productOptionId: shades.optionIds[2] }),
      409,
      'CA_SoldoutAlert'
    ],
    ['a product with options and none named', () => ({ productId: shades.id }), 400, 'CART_OPTION_REQUIRED'],
    [
      "another product's option",
      () => ({ productId: shades.id, productOptionId: otherShades.optionIds[0] }),
      400,
      'CART_OPTION_REQUIRED'
    ],
    [
      'an option for a product without options',
      () => ({ productId: plain, productOptionId: shades.optionIds[0] }),
      400,
      'CART_OPTION_REQUIRED'
    ]
  ])('[%s] refused: %s', async (_name, line, status, code) => {
    const { token, id } = await cartMember(ctx);
    const response = await call('POST', CART, token, [{ ...line(), quantity: 1 }], 'en-US');
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    // The line's key and nothing of the request besides.
    const { productId, productOptionId = null } = line() as { productId: number; productOptionId?: number };
    expect(response.json().data).toEqual({ productId, productOptionId });
    // The API's own text for the code, not the catch-all "could not process" one.
    expect(response.json().message).toBe(CART_REFUSAL_TEXTS[code]);
    expect(await storedLines(ctx, id)).toEqual([]);
  });

  it('[409] CART_QUANTITY_LIMIT with the limit and what the cart holds; nothing of the request goes in', async () => {
    const { token, id } = await cartMember(ctx);
    const tooMany = await call('POST', CART, token, [{ productId: limited, quantity: 4 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'CART_QUANTITY_LIMIT' });
    expect(tooMany.json().data).toEqual({
      productId: limited,
      productOptionId: null,
      maxQuantity: 3,
      quantityInCart: 0
    });
    cartOf(await call('POST', CART, token, [{ productId: limited, quantity: 2 }]));
    const over = await call('POST', CART, token, [
      { productId: plain, quantity: 1 },
      { productId: limited, quantity: 2 }
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CART_QUANTITY_LIMIT',
      data: { maxQuantity: 3, quantityInCart: 2 }
    });
    const stored = await storedLines(ctx, id);
    expect(stored.map((row) => [row.productId, row.quantity])).toEqual([[limited, 2]]);
    // Without a limit of its own a line holds at most 100.
    cartOf(await call('POST', CART, token, [{ productId: plain, quantity: 100 }]));
    const hundred = await call('POST', CART, token, [{ productId: plain, quantity: 1 }]);
    expect(hundred.json()).toMatchObject({
      code: 'CART_QUANTITY_LIMIT',
      data: { maxQuantity: 100, quantityInCart: 100 }
    });
  });

  it('[409] CART_AUTOSHIP_NOT_ALLOWED: not autoship, a buy period or a quantity limit; the normal cart takes them', async () => {
    const { token } = await cartMember(ctx);
    for (const productId of [notAutoship, period, limited]) {
      const response = await call('POST', AUTOSHIP, token, [{ productId, quantity: 1 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CART_AUTOSHIP_NOT_ALLOWED', data: { productId } });
      cartOf(await call('POST', CART, token, [{ productId, quantity: 1 }]));
    }
  });

  it('[409] CART_FULL past the most lines a cart may hold', async () => {
    const { token, id } = await cartMember(ctx);
    const fillers = [];
    for (let i = 0; i < 100; i += 1) fillers.push((await makeProduct(ctx)).id);
    await ctx.database.db
      .insert(cartLines)
      .values(
        fillers.map((productId) => ({ userSeqNo: id, cartType: 'normal' as const, productId, quantity: 1 }))
      );
    const response = await call('POST', CART, token, [{ productId: plain, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CART_FULL', data: { maxLines: 100 } });
    // A product already in the full cart still adds to its line.
    const cart = cartOf(await call('POST', CART, token, [{ productId: fillers[0], quantity: 1 }]));
    expect(cart.lines).toHaveLength(100);
  });

  it.each([
    ['an object, not a list', { productId: 1, quantity: 1 }],
    ['an empty list', []],
    ['no quantity', [{ productId: 1 }]],
    ['quantity 0', [{ productId: 1, quantity: 0 }]],
    ['quantity 101', [{ productId: 1, quantity: 101 }]],
    ['a fractional quantity', [{ productId: 1, quantity: 1.5 }]],
    ['a product id 0', [{ productId: 0, quantity: 1 }]],
    ['a product id as text', [{ productId: 'x', quantity: 1 }]],
    ['an option id -1', [{ productId: 1, productOptionId: -1, quantity: 1 }]],
    ['an unknown field', [{ productId: 1, quantity: 1, price: 0 }]],
    ['101 lines', Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, quantity: 1 }))]
  ])('[400] %s', async (_name, body) => {
    const { token } = await cartMember(ctx);
    const response = await call('POST', CART, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields.length).toBeGreaterThan(0);
  });

  it('[401] without a token nothing is added', async () => {
    const response = await call('POST', CART, undefined, [{ productId: plain, quantity: 1 }]);
    expect(response.statusCode).toBe(401);
  });
});

describe('two requests at once', () => {
  it('[200] ten concurrent adds make one line with the right total', async () => {
    const { token, id } = await cartMember(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', CART, token, [
          { productId: shades.id, productOptionId: shades.optionIds[0], quantity: 3 }
        ])
      )
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const stored = await storedLines(ctx, id);
    expect(stored.map((row) => [row.productId, row.productOptionId, row.quantity])).toEqual([
      [shades.id, shades.optionIds[0], 30]
    ]);
  });

  it('[200/409] concurrent adds of a product without options never pass its limit', async () => {
    const { token, id } = await cartMember(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', CART, token, [{ productId: limited, quantity: 1 }]))
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(7).fill(409)]);
    for (const refused of answers.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'CART_QUANTITY_LIMIT', data: { maxQuantity: 3 } });
    }
    const stored = await storedLines(ctx, id);
    expect(stored.map((row) => [row.productId, row.productOptionId, row.quantity])).toEqual([
      [limited, null, 3]
    ]);
  });
});

describe('an option change meeting an add', () => {
  it('[200] moving a line onto an option while that option is added ends in one line with both quantities', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token, id } = await cartMember(ctx);
      const [a, b] = shades.optionIds;
      const cartId = cartOf(
        await call('POST', CART, token, [{ productId: shades.id, productOptionId: a, quantity: 2 }])
      ).lines[0]!.cartId;
      const [moved, added] = await Promise.all([
        call('PATCH', `${CART}/option/${cartId}`, token, { productOptionId: b }),
        call('POST', CART, token, [{ productId: shades.id, productOptionId: b, quantity: 3 }])
      ]);
      expect([moved.statusCode, added.statusCode], `${moved.body} ${added.body}`).toEqual([200, 200]);
      const stored = await storedLines(ctx, id);
      expect(stored.map((row) => [row.productOptionId, row.quantity])).toEqual([[b, 5]]);
    }
  });
});

describe('DELETE /api/order/v1/cart?cartIds=', () => {
  it('[200] deletes the named lines and answers the cart', async () => {
    const { token } = await cartMember(ctx);
    const filled = cartOf(
      await call('POST', CART, token, [
        { productId: plain, quantity: 1 },
        { productId: limited, quantity: 1 },
        { productId: period, quantity: 1 }
      ])
    );
    const [first, second, third] = filled.lines.map((line) => line.cartId);
    const cart = cartOf(await call('DELETE', `${CART}?cartIds=${first},${second}`, token));
    expect(cart.lines.map((line) => line.cartId)).toEqual([third]);
    expect(cart.totalCartCount).toBe(1);
  });

  it("[404] another member's line (or one of the other cart): nothing is deleted", async () => {
    const owner = await cartMember(ctx);
    const stranger = await cartMember(ctx);
    const theirs = cartOf(await call('POST', CART, owner.token, [{ productId: plain, quantity: 1 }]))
      .lines[0]!.cartId;
    const mine = cartOf(await call('POST', CART, stranger.token, [{ productId: plain, quantity: 1 }]))
      .lines[0]!.cartId;
    const response = await call('DELETE', `${CART}?cartIds=${mine},${theirs}`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CART_LINE_NOT_FOUND', data: { cartIds: [theirs] } });
    expect(await storedLines(ctx, owner.id)).toHaveLength(1);
    expect(await storedLines(ctx, stranger.id)).toHaveLength(1);
    const wrongCart = await call('DELETE', `${AUTOSHIP}?cartIds=${mine}`, stranger.token);
    expect(wrongCart.statusCode).toBe(404);
  });

  it.each(['', '?cartIds=', '?cartIds=abc', '?cartIds=0', '?cartIds=1,,2', '?cartIds=-1'])(
    '[400] %s',
    async (query) => {
      const { token } = await cartMember(ctx);
      const response = await call('DELETE', `${CART}${query}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  );
});

describe('PATCH /api/order/v1/cart/quantity/{cartId}', () => {
  it('[200] sets the quantity; [409] above the limit', async () => {
    const { token } = await cartMember(ctx);
    const cartId = cartOf(await call('POST', CART, token, [{ productId: limited, quantity: 1 }])).lines[0]!
      .cartId;
    const cart = cartOf(await call('PATCH', `${CART}/quantity/${cartId}`, token, { quantity: 3 }));
    expect(cart.lines[0]).toMatchObject({ cartId, quantity: 3 });
    const over = await call('PATCH', `${CART}/quantity/${cartId}`, token, { quantity: 4 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CART_QUANTITY_LIMIT',
      data: { maxQuantity: 3, quantityInCart: 3 }
    });
  });

  it("[404] another member's line is not touched", async () => {
    const owner = await cartMember(ctx);
    const stranger = await cartMember(ctx);
    const cartId = cartOf(await call('POST', CART, owner.token, [{ productId: plain, quantity: 1 }]))
      .lines[0]!.cartId;
    const response = await call('PATCH', `${CART}/quantity/${cartId}`, stranger.token, { quantity: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CART_LINE_NOT_FOUND');
    expect((await storedLines(ctx, owner.id))[0]!.quantity).toBe(1);
    expect(
      (await call('PATCH', `${AUTOSHIP}/quantity/${cartId}`, owner.token, { quantity: 5 })).statusCode
    ).toBe(404);
  });

  it.each([
    ['abc', { quantity: 1 }],
    ['0', { quantity: 1 }],
    ['1', { quantity: 0 }],
    ['1', { quantity: 101 }],
    ['1', { quantity: '2' }],
    ['1', {}],
    ['1', { quantity: 1, extra: true }]
  ])('[400] cartId %s body %j', async (cartId, body) => {
    const { token } = await cartMember(ctx);
    const response = await call('PATCH', `${CART}/quantity/${cartId}`, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('[401] without a token', async () => {
    expect((await call('PATCH', `${CART}/quantity/1`, undefined, { quantity: 1 })).statusCode).toBe(401);
  });
});

describe('PATCH /api/order/v1/cart/option/{cartId}', () => {
  const [a, b, soldOutShade] = [0, 1, 2];

  it('[200] moves the line to a free option, keeping its id', async () => {
    const { token } = await cartMember(ctx);
    const cartId = cartOf(
      await call('POST', CART, token, [
        { productId: shades.id, productOptionId: shades.optionIds[a], quantity: 2 }
      ])
    ).lines[0]!.cartId;
    const cart = cartOf(
      await call('PATCH', `${CART}/option/${cartId}`, token, { productOptionId: shades.optionIds[b] })
    );
    expect(cart.lines).toEqual([
      expect.objectContaining({ cartId, productOptionId: shades.optionIds[b], quantity: 2 })
    ]);
  });

  it('[200] onto an option already in the cart the lines join; [409] when together they pass the limit', async () => {
    const { token } = await cartMember(ctx);
    const added = cartOf(
      await call('POST', CART, token, [
        { productId: shades.id, productOptionId: shades.optionIds[a], quantity: 60 },
        { productId: shades.id, productOptionId: shades.optionIds[b], quantity: 30 }
      ])
    );
    const lineA = added.lines.find((line) => line.productOptionId === shades.optionIds[a])!;
    const lineB = added.lines.find((line) => line.productOptionId === shades.optionIds[b])!;
    const joined = cartOf(
      await call('PATCH', `${CART}/option/${lineB.cartId}`, token, { productOptionId: shades.optionIds[a] })
    );
    expect(joined.lines).toEqual([
      expect.objectContaining({ cartId: lineA.cartId, productOptionId: shades.optionIds[a], quantity: 90 })
    ]);

    const third = cartOf(
      await call('POST', CART, token, [
        { productId: shades.id, productOptionId: shades.optionIds[b], quantity: 20 }
      ])
    );
    const lineB2 = third.lines.find((line) => line.productOptionId === shades.optionIds[b])!;
    const over = await call('PATCH', `${CART}/option/${lineB2.cartId}`, token, {
      productOptionId: shades.optionIds[a]
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CART_QUANTITY_LIMIT',
      data: { maxQuantity: 100, quantityInCart: 90 }
    });
    expect(cartOf(await call('GET', CART, token)).lines).toHaveLength(2);
  });

  it('[409] a sold-out option; [400] an option of another product; [404] another member’s line', async () => {
    const owner = await cartMember(ctx);
    const stranger = await cartMember(ctx);
    const cartId = cartOf(
      await call('POST', CART, owner.token, [
        { productId: shades.id, productOptionId: shades.optionIds[a], quantity: 1 }
      ])
    ).lines[0]!.cartId;
    const gone = await call('PATCH', `${CART}/option/${cartId}`, owner.token, {
      productOptionId: shades.optionIds[soldOutShade]
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('CA_SoldoutAlert');
    const foreign = await call('PATCH', `${CART}/option/${cartId}`, owner.token, {
      productOptionId: otherShades.optionIds[0]
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('CART_OPTION_REQUIRED');
    const notTheirs = await call('PATCH', `${CART}/option/${cartId}`, stranger.token, {
      productOptionId: shades.optionIds[b]
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('CART_LINE_NOT_FOUND');
    expect((await storedLines(ctx, owner.id))[0]!.productOptionId).toBe(shades.optionIds[a]);
  });

  it.each([
    ['x', { productOptionId: 1 }],
    ['1', { productOptionId: 0 }],
    ['1', { productOptionId: null }],
    ['1', {}]
  ])('[400] cartId %s body %j', async (cartId, body) => {
    const { token } = await cartMember(ctx);
    const response = await call('PATCH', `${CART}/option/${cartId}`, token, body);
    expect(response.statusCode).toBe(400);
  });
});

describe('lines that became unavailable', () => {
  it('[200] stay in the cart with available=false and the reason', async () => {
    const { token } = await cartMember(ctx);
    const willSellOut = (await makeProduct(ctx)).id;
    const willPause = (await makeProduct(ctx)).id;
    const willCut = (await makeProduct(ctx, { maxQuantityLimit: 10 })).id;
    const willLoseOption = await makeProduct(ctx, {}, [{ value: '1' }, { value: '2' }]);
    const willLeaveAutoship = (await makeProduct(ctx)).id;
    cartOf(
      await call('POST', CART, token, [
        { productId: willSellOut, quantity: 1 },
        { productId: willPause, quantity: 1 },
        { productId: willCut, quantity: 5 },
        { productId: willLoseOption.id, productOptionId: willLoseOption.optionIds[0], quantity: 1 }
      ])
    );
    cartOf(await call('POST', AUTOSHIP, token, [{ productId: willLeaveAutoship, quantity: 1 }]));
    await updateProduct(ctx, willSellOut, {
      salesStatus: 'SOLD_OUT',
      soldOutMessage: { 'ko-KR': '곧 재입고', 'en-US': 'Restocking soon' }
    });
    await updateProduct(ctx, willPause, { salesStatus: 'PAUSE' });
    await updateProduct(ctx, willCut, { maxQuantityLimit: 2 });
    await updateOption(ctx, willLoseOption.optionIds[0]!, { salesStatus: 'SOLD_OUT' });
    await updateProduct(ctx, willLeaveAutoship, { buyPeriod: true });

    const cart = cartOf(await call('GET', CART, token, undefined, 'en-US'));
    const byProduct = new Map(cart.lines.map((line) => [line.productId, line]));
    expect(byProduct.get(willSellOut)).toMatchObject({
      available: false,
      unavailableReason: 'SOLD_OUT',
      salesStatus: { code: 'SOLD_OUT' },
      soldOutMessage: 'Restocking soon'
    });
    expect(byProduct.get(willPause)).toMatchObject({
      available: false,
      unavailableReason: 'PAUSE',
      salesStatus: { code: 'PAUSE' }
    });
    expect(byProduct.get(willCut)).toMatchObject({
      available: false,
      unavailableReason: 'QUANTITY_LIMIT',
      maxQuantity: 2,
      quantity: 5
    });
    expect(byProduct.get(willLoseOption.id)).toMatchObject({
      available: false,
      unavailableReason: 'SOLD_OUT',
      salesStatus: { code: 'SOLD_OUT' },
      soldOutMessage: null
    });
    const autoship = cartOf(await call('GET', AUTOSHIP, token));
    expect(autoship.lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'AUTOSHIP_NOT_ALLOWED',
      buyPeriodYn: 'Y'
    });

    // Lowering the quantity under the cut limit mends the line.
    const cutLine = byProduct.get(willCut)!;
    const mended = cartOf(await call('PATCH', `${CART}/quantity/${cutLine.cartId}`, token, { quantity: 2 }));
    expect(mended.lines.find((line) => line.productId === willCut)).toMatchObject({
      available: true,
      unavailableReason: null
    });
  });
});

describe('one catalogue read per cart', () => {
  it('[200] a cart of many products read afresh reads the catalogue in one statement (no query per line)', async () => {
    const { token } = await cartMember(ctx);
    const many = [plain, limited, period, notAutoship];
    cartOf(
      await call('POST', CART, token, [
        ...many.map((productId) => ({ productId, quantity: 1 })),
        { productId: shades.id, productOptionId: shades.optionIds[0], quantity: 1 }
      ])
    );
    // A catalogue change: the answer kept by the add is not served.
    await ctx.app.catalogue.bump();
    ctx.queries.length = 0;
    cartOf(await call('GET', CART, token));
    const catalogueReads = ctx.queries.filter((query) => /from "product"/.test(query));
    expect(catalogueReads).toHaveLength(1);
  });
});

describe('indexes', () => {
  it('every foreign key of the cart leads an index (catalogue deletes cascade into it)', async () => {
    const rows = rowsOf<{ indexdef: string }>(
      await ctx.database.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'cart'`)
    );
    const leading = rows.map((row) => /\(([a-z_]+)/.exec(row.indexdef)?.[1]);
    for (const column of ['user_seq_no', 'product_id', 'product_option_id'])
      expect(leading, column).toContain(column);
  });
});

describe('product quantity limits', () => {
  it('the catalogue refuses a limit of 0 (every line of such a product would be unorderable)', async () => {
    await expect(makeProduct(ctx, { maxQuantityLimit: 0 })).rejects.toThrow();
    await expect(makeProduct(ctx, { maxQuantityLimit: 1 })).resolves.toBeDefined();
  });
});

describe('GET /api/order/v1/cart/badge', () => {
  it('[200] counts the lines of both carts, not quantities', async () => {
    const { token } = await cartMember(ctx);
    cartOf(
      await call('POST', CART, token, [
        { productId: plain, quantity: 7 },
        { productId: limited, quantity: 1 }
      ])
    );
    cartOf(await call('POST', AUTOSHIP, token, [{ productId: plain, quantity: 3 }]));
    const response = await call('GET', `${CART}/badge`, token);
    expect(response.json().data).toEqual({ totalCartCount: 3 });
    const cart: Cart = cartOf(await call('GET', AUTOSHIP, token));
    expect(cart.totalCartCount).toBe(3);
  });
});

describe('OpenAPI', () => {
  it('[200] documents every cart route under the cart tag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected = {
      '/order/v1/cart': ['get', 'post', 'delete'],
      '/order/v1/autoship/cart': ['get', 'post', 'delete'],
      '/order/v1/cart/quantity/{cartId}': ['patch'],
      '/order/v1/autoship/cart/option/{cartId}': ['patch'],
      '/order/v1/cart/badge': ['get'],
      '/order/v1/cart/merge': ['post'],
      '/order/v1/public/cart/refresh': ['post'],
      '/order/v1/public/cart/empty-cart/autoship': ['get'],
      '/order/v1/cart/suggest-products': ['get'],
      '/order/v1/cart/suggest-purchased-products': ['get']
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods)
        expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['cart']);
    }
  });
});
