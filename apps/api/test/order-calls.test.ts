import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DirectSalesPage,
  DirectSalesTotal,
  MaxQuantityLimitCheckAnswer,
  OrderNumberSequence,
  SheetContents
} from '@mall/domain';
import { orderSheets, salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct } from './cart-fixtures.ts';
import {
  checkoutApi,
  codeOf,
  dataOf,
  directSheet,
  FakeProvider,
  INIT,
  initBody,
  SHEET,
  type OrderInitAnswer
} from './checkout-fixtures.ts';
import { insertOrder } from './order-fixtures.ts';

/** Sheet read-back, a planner's direct sales, the order sequence and per-member quantity limits (issue 20). */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
let product: number;
const seoul = (local: string) => new Date(`${local}+09:00`);

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: new FakeProvider() } });
  api = checkoutApi(ctx);
  product = (await makeProduct(ctx, { stock: 500 })).id;
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/order/v1/sales/sheet/decrypt', () => {
  const DECRYPT = '/api/order/v1/sales/sheet/decrypt';

  it('[200] the owner reads the sheet as stored, also once expired (where GET sheet/{id} answers 4340)', async () => {
    const member = await cartMember(ctx);
    const sheet = await directSheet(ctx, member.token, product, 3);
    const live = dataOf<SheetContents>(await api.post(DECRYPT, { sheetId: sheet.sheetId }, member.token));
    expect(live).toMatchObject({
      sheetId: sheet.sheetId,
      source: 'DIRECT',
      cartType: 'normal',
      lines: [{ productId: product, productOptionId: null, quantity: 3, cartId: null }],
      easyBagId: null,
      expired: false,
      used: false
    });
    await ctx.database.db
      .update(orderSheets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderSheets.id, sheet.sheetId));
    expect(codeOf(await api.call('GET', `${SHEET}/${sheet.sheetId}`, member.token))).toBe('4340');
    const expired = dataOf<SheetContents>(await api.post(DECRYPT, { sheetId: sheet.sheetId }, member.token));
    expect(expired).toMatchObject({ expired: true, lines: [{ quantity: 3 }] });
  });

  it('[404] another member’s sheet or an unknown id; [400] a bad body; [401] without a login', async () => {
    const owner = await cartMember(ctx);
    const stranger = await cartMember(ctx);
    const sheet = await directSheet(ctx, owner.token, product);
    for (const sheetId of [sheet.sheetId, '00000000-0000-4000-8000-000000000000']) {
      const response = await api.post(DECRYPT, { sheetId }, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('NOT_FOUND');
    }
    for (const body of [{}, { sheetId: 'nope' }, { sheetId: sheet.sheetId, extra: 1 }])
      expect((await api.post(DECRYPT, body, owner.token)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await api.post(DECRYPT, { sheetId: sheet.sheetId })).statusCode).toBe(401);
  });
});

describe('GET /api/order/v1/sales/direct and /direct/total', () => {
  const DIRECT = '/api/order/v1/sales/direct';
  let planner: { id: number; token: string };
  const plannerNumber = '1900000001';

  async function credited(placedAt: Date, status: 'PLACED' | 'DELIVERED' | 'CANCELLED', referrer: string) {
    const buyer = await cartMember(ctx);
    const { order } = await insertOrder(ctx, {
      userSeqNo: buyer.id,
      status,
      createdAt: placedAt,
      lines: [{ productId: product, quantity: 2, price: 30_000 }]
    });
    await ctx.database.db
      .update(salesOrders)
      .set({ referrerUserNumber: referrer })
      .where(eq(salesOrders.id, order.id));
    await ctx.database.db
      .update(salesOrderLines)
      .set({ sp: 1_000, bp: 800 })
      .where(inArray(salesOrderLines.orderId, [order.id]));
    return order;
  }

  beforeAll(async () => {
    planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', userNumber: plannerNumber });
    await credited(seoul('2026-03-01T00:10:00'), 'PLACED', plannerNumber);
    await credited(seoul('2026-03-20T12:00:00'), 'DELIVERED', plannerNumber);
    await credited(seoul('2026-03-31T23:50:00'), 'PLACED', plannerNumber);
    // Not counted: cancelled, another month (Seoul), another planner's.
    await credited(seoul('2026-03-10T12:00:00'), 'CANCELLED', plannerNumber);
    await credited(seoul('2026-04-01T00:00:00'), 'PLACED', plannerNumber);
    await credited(seoul('2026-03-15T12:00:00'), 'PLACED', '1900000002');
  });

  it('[200] the month’s credited orders, newest first, paged, the buyer’s name masked', async () => {
    const first = dataOf<DirectSalesPage>(
      await api.call('GET', `${DIRECT}?month=2026-03&pageSize=2`, planner.token)
    );
    expect(first).toMatchObject({
      month: '2026-03',
      pageNumber: 1,
      pageSize: 2,
      totalSize: 3,
      totalPageNumber: 2
    });
    expect(first.list.map((sale) => sale.placedAt)).toEqual([
      seoul('2026-03-31T23:50:00').toISOString(),
      seoul('2026-03-20T12:00:00').toISOString()
    ]);
    expect(first.list[0]).toMatchObject({
      buyerName: '이*준',
      itemCount: 2,
      amount: 60_000,
      sp: 2_000,
      bp: 1_600,
      status: 'PLACED'
    });
    expect(first.list[0]!.displayOrderNumber).toMatch(/^TP/);
    const second = dataOf<DirectSalesPage>(
      await api.call('GET', `${DIRECT}?month=2026-03&pageSize=2&pageNumber=2`, planner.token)
    );
    expect(second.list).toHaveLength(1);
    const april = dataOf<DirectSalesPage>(await api.call('GET', `${DIRECT}?month=2026-04`, planner.token));
    expect(april.totalSize).toBe(1);
    const beyond = dataOf<DirectSalesPage>(
      await api.call('GET', `${DIRECT}?month=2026-03&pageNumber=9`, planner.token)
    );
    expect(beyond).toMatchObject({ list: [], totalSize: 3 });
  });

  it('[200] the month’s totals: count, amount, SP and BP', async () => {
    const total = dataOf<DirectSalesTotal>(
      await api.call('GET', `${DIRECT}/total?month=2026-03`, planner.token)
    );
    expect(total).toEqual({ month: '2026-03', count: 3, amount: 180_000, sp: 6_000, bp: 4_800 });
    const none = dataOf<DirectSalesTotal>(
      await api.call('GET', `${DIRECT}/total?month=2025-01`, planner.token)
    );
    expect(none).toEqual({ month: '2025-01', count: 0, amount: 0, sp: 0, bp: 0 });
    const now = dataOf<DirectSalesTotal>(await api.call('GET', `${DIRECT}/total`, planner.token));
    expect(now.month).toMatch(/^[0-9]{4}-[0-9]{2}$/);
  });

  it('[403 ALT_PlannerOnly] a customer; [401] without a login; [400] a bad month or page', async () => {
    const customer = await cartMember(ctx);
    for (const url of [`${DIRECT}?month=2026-03`, `${DIRECT}/total?month=2026-03`]) {
      const refused = await api.call('GET', url, customer.token);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('ALT_PlannerOnly');
      expect((await api.call('GET', url)).statusCode).toBe(401);
    }
    for (const query of ['month=2026-13', 'month=26-03', 'pageSize=0', 'pageNumber=x', 'pageSize=51'])
      expect((await api.call('GET', `${DIRECT}?${query}`, planner.token)).statusCode, query).toBe(400);
    expect((await api.call('GET', `${DIRECT}/total?month=2026-3`, planner.token)).statusCode).toBe(400);
  });
});

describe('GET /api/order/v1/sales/sales-order-number-sequence/{id}', () => {
  const SEQUENCE = '/api/order/v1/sales/sales-order-number-sequence';

  it('[200] the nth of the member’s listed orders, oldest first (pending and failed ones never count)', async () => {
    const member = await cartMember(ctx);
    const at = (day: string) => seoul(`2026-05-${day}T10:00:00`);
    const first = await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: at('01'),
      lines: [{ productId: product }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'PAYMENT_PENDING',
      createdAt: at('02'),
      lines: [{ productId: product }]
    });
    const second = await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'CANCELLED',
      createdAt: at('03'),
      lines: [{ productId: product }]
    });
    const third = await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: at('04'),
      lines: [{ productId: product }]
    });
    const answers = [];
    for (const { order } of [first, second, third])
      answers.push(
        dataOf<OrderNumberSequence>(await api.call('GET', `${SEQUENCE}/${order.orderNumber}`, member.token))
      );
    expect(answers.map((answer) => [answer.sequence, answer.totalOrders])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3]
    ]);
    expect(answers[2]).toMatchObject({ orderNumber: third.order.orderNumber });
    expect(answers[2]!.displayOrderNumber).toBe(`TP${third.order.orderNumber.slice(2)}`);
  });

  it('[404] another member’s or a pending order; [400] a malformed number; [401] without a login', async () => {
    const owner = await cartMember(ctx);
    const stranger = await cartMember(ctx);
    const { order } = await insertOrder(ctx, { userSeqNo: owner.id, lines: [{ productId: product }] });
    const { order: pending } = await insertOrder(ctx, {
      userSeqNo: owner.id,
      status: 'PAYMENT_PENDING',
      lines: [{ productId: product }]
    });
    const refused = await api.call('GET', `${SEQUENCE}/${order.orderNumber}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(codeOf(refused)).toBe('ORDER_NOT_FOUND');
    expect((await api.call('GET', `${SEQUENCE}/${pending.orderNumber}`, owner.token)).statusCode).toBe(404);
    expect((await api.call('GET', `${SEQUENCE}/XX1`, owner.token)).statusCode).toBe(400);
    expect((await api.call('GET', `${SEQUENCE}/${order.orderNumber}`)).statusCode).toBe(401);
  });
});

describe('POST /api/order/v1/sales/check/maxQuantityLimit and the limit at init', () => {
  const CHECK = '/api/order/v1/sales/check/maxQuantityLimit';
  let limited: number;

  beforeAll(async () => {
    limited = (await makeProduct(ctx, { stock: 500, maxQuantityLimit: 3 })).id;
  });

  /** A member who holds 2 of the limited product (a cancelled and a failed order of it count for nothing). */
  async function buyerWithTwo() {
    const member = await cartMember(ctx);
    await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: limited, quantity: 2 }] });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'CANCELLED',
      lines: [{ productId: limited, quantity: 3 }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'FAILED',
      lines: [{ productId: limited, quantity: 3 }]
    });
    return member;
  }

  it('[200] per product: past quantities + this one against the limit; same product lines added up', async () => {
    const member = await buyerWithTwo();
    const within = dataOf<MaxQuantityLimitCheckAnswer>(
      await api.post(
        CHECK,
        [
          { productId: limited, quantity: 1 },
          { productId: product, quantity: 100 }
        ],
        member.token
      )
    );
    expect(within).toEqual({
      exceeded: false,
      list: [
        {
          productId: limited,
          quantity: 1,
          purchasedQuantity: 2,
          maxQuantityLimit: 3,
          remainingQuantity: 1,
          exceeded: false
        },
        {
          productId: product,
          quantity: 100,
          purchasedQuantity: 0,
          maxQuantityLimit: null,
          remainingQuantity: null,
          exceeded: false
        }
      ]
    });
    const over = dataOf<MaxQuantityLimitCheckAnswer>(
      await api.post(
        CHECK,
        [
          { productId: limited, quantity: 1 },
          { productId: limited, quantity: 1 }
        ],
        member.token
      )
    );
    expect(over).toMatchObject({
      exceeded: true,
      list: [{ quantity: 2, remainingQuantity: 1, exceeded: true }]
    });
    const fresh = await cartMember(ctx);
    const first = dataOf<MaxQuantityLimitCheckAnswer>(
      await api.post(CHECK, [{ productId: limited, quantity: 3 }], fresh.token)
    );
    expect(first.exceeded).toBe(false);
  });

  it('[404 PRODUCT_NOT_FOUND] an unknown product; [400] bad bodies; [401] without a login', async () => {
    const member = await cartMember(ctx);
    const unknown = await api.post(CHECK, [{ productId: 987_654_321, quantity: 1 }], member.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', data: { productIds: [987_654_321] } });
    for (const body of [
      [],
      {},
      [{ productId: limited }],
      [{ productId: limited, quantity: 0 }],
      [{ productId: limited, quantity: 101 }],
      [{ productId: 'x', quantity: 1 }],
      [{ productId: limited, quantity: 1, extra: true }]
    ])
      expect((await api.post(CHECK, body, member.token)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await api.post(CHECK, [{ productId: limited, quantity: 1 }])).statusCode).toBe(401);
  });

  it('[409 ORDER_QUANTITY_LIMIT] init refuses past the limit with a translated message; within it, it goes on', async () => {
    const member = await buyerWithTwo();
    const two = await directSheet(ctx, member.token, limited, 2);
    const refused = await api.post(INIT, initBody(two), member.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_QUANTITY_LIMIT',
      data: { productId: limited, maxQuantityLimit: 3, purchasedQuantity: 2 },
      message: '구매 가능한 수량을 초과했습니다. 이 상품은 1인당 최대 3개까지 구매할 수 있습니다.'
    });
    const english = await api.post(INIT, initBody(two), member.token, undefined, 'en-US');
    expect(english.json<{ message: string }>().message).toBe(
      'That is more than you may buy of this product: at most 3 per member.'
    );
    const one = await directSheet(ctx, member.token, limited, 1);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(one), member.token));
    expect(init.status).toBe('PAYMENT_PENDING');
    // The pending order holds its piece: nothing is left for another init.
    const again = await api.post(
      INIT,
      initBody(await directSheet(ctx, member.token, limited, 1)),
      member.token
    );
    expect(codeOf(again)).toBe('ORDER_QUANTITY_LIMIT');
  });

  it('two inits at once for the last piece: exactly one is taken', async () => {
    const member = await buyerWithTwo();
    const sheets = [
      await directSheet(ctx, member.token, limited, 1),
      await directSheet(ctx, member.token, limited, 1),
      await directSheet(ctx, member.token, limited, 1)
    ];
    const answers = await Promise.all(sheets.map((sheet) => api.post(INIT, initBody(sheet), member.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await ctx.database.db
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(eq(salesOrders.userSeqNo, member.id));
    expect(rows).toHaveLength(4);
  });
});
