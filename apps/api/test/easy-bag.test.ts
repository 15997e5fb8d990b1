import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_FEE,
  EASY_BAG_LIMIT,
  type EasyBag,
  type EasyBagList,
  type OrderInitAnswer,
  type OrderSheet,
  type PublicEasyBag
} from '@mall/domain';
import { users } from '../src/modules/member/member.table.ts';
import { orderSheets, salesOrders } from '../src/modules/order/order.table.ts';
import { easyBags } from '../src/modules/personal/personal.table.ts';
import { seedDemoEasyBagIfEmpty } from '../seed/easy-bags.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { createTestContext, type TestContext } from './context.ts';
import { login } from './members.ts';
import { cartApi, cartMember, makeProduct, updateProduct } from './cart-fixtures.ts';
import {
  checkoutApi,
  codeOf,
  CONFIRM,
  confirmOf,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  guestInitBody,
  INIT,
  initBody,
  SHEET
} from './checkout-fixtures.ts';

/** Easy bags (docs/decisions/075): owner-only writes, limits, the public bag, checkout from a bag. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let api: ReturnType<typeof checkoutApi>;
const provider = new FakeProvider();
type Planner = { id: number; token: string; userNumber: string };
let planner: Planner;
let otherPlanner: Planner;
let customer: { id: number; token: string };
let products: { onSale: number; soldOut: number; paused: number; notBaggable: number; limited: number };

async function newPlanner(): Promise<Planner> {
  const member = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
  const [row] = await ctx.database.db
    .select({ userNumber: users.userNumber })
    .from(users)
    .where(eq(users.userSeqNo, member.id));
  return { ...member, userNumber: row!.userNumber };
}

const bagsUrl = (owner: { id: number }) => `/api/personal/v1/users/${owner.id}/easy-bags`;
const bagUrl = (owner: { id: number }, bagId: string) => `${bagsUrl(owner)}/${bagId}`;
const publicUrl = (bagId: string) => `/api/personal/v1/public/easy-bags/${bagId}`;

function bagBody(
  lines: { productId: number; quantity: number; productOptionId?: number | null }[],
  name = '봄 세트'
) {
  return { name, note: '피부가 건조할 때 추천해요.\n아침저녁으로 쓰세요.', lines };
}

async function createBag(owner: Planner, lines = [{ productId: products.onSale, quantity: 2 }]) {
  return dataOf<EasyBag>(await call('POST', bagsUrl(owner), owner.token, bagBody(lines)));
}

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: provider } });
  call = cartApi(ctx);
  api = checkoutApi(ctx);
  planner = await newPlanner();
  otherPlanner = await newPlanner();
  customer = await cartMember(ctx, { referralUserNumber: null, userType: 'NON_REF_CUSTOMER' });
  products = {
    onSale: (await makeProduct(ctx, { stock: 50, price: 20_000 })).id,
    soldOut: (await makeProduct(ctx, { salesStatus: 'SOLD_OUT', price: 15_000 })).id,
    paused: (await makeProduct(ctx, { salesStatus: 'PAUSE' })).id,
    notBaggable: (await makeProduct(ctx, { exposureBag: false })).id,
    limited: (await makeProduct(ctx, { stock: 50, price: 10_000, maxQuantityLimit: 3 })).id
  };
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /personal/v1/users/{id}/easy-bags', () => {
  it('[200] saves a bag with a random 22-character id, its lines priced and its /beauty-planner link', async () => {
    const bag = await createBag(planner, [
      { productId: products.onSale, quantity: 2 },
      { productId: products.soldOut, quantity: 1 }
    ]);
    expect(bag.bagId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bag.link).toBe(`/beauty-planner?bagId=${bag.bagId}`);
    expect(bag.note).toContain('\n');
    expect(bag.lines.map((line) => [line.productId, line.quantity, line.state])).toEqual([
      [products.onSale, 2, 'ORDERABLE'],
      [products.soldOut, 1, 'SOLD_OUT']
    ]);
    expect(bag.lines[0]).toMatchObject({ price: 20_000, maxQuantity: 100 });
  });

  it('[409] refuses a product planners may not bag, a paused one and one over its limit, naming it', async () => {
    for (const [productId, reason] of [
      [products.notBaggable, 'NOT_BAGGABLE'],
      [products.paused, 'PAUSE'],
      [987_654, 'NOT_FOUND']
    ] as const) {
      const response = await call(
        'POST',
        bagsUrl(planner),
        planner.token,
        bagBody([{ productId, quantity: 1 }])
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'EASY_BAG_PRODUCT_NOT_ALLOWED',
        data: { productId, reason }
      });
    }
    const over = await call(
      'POST',
      bagsUrl(planner),
      planner.token,
      bagBody([{ productId: products.limited, quantity: 4 }])
    );
    expect(over.json()).toMatchObject({
      code: 'EASY_BAG_PRODUCT_NOT_ALLOWED',
      data: { productId: products.limited, reason: 'QUANTITY_LIMIT', maxQuantity: 3 }
    });
  });

  it('[400] refuses a blank name, a long note, no lines, 21 lines and a product twice, with fields', async () => {
    const line = { productId: products.onSale, quantity: 1 };
    const many = Array.from({ length: 21 }, (_, index) => ({ productId: 800_000 + index, quantity: 1 }));
    for (const body of [
      { ...bagBody([line]), name: '   ' },
      { ...bagBody([line]), name: 'x'.repeat(41) },
      { ...bagBody([line]), note: 'x'.repeat(501) },
      bagBody([]),
      bagBody(many),
      bagBody([line, line]),
      bagBody([{ productId: products.onSale, quantity: 0 }])
    ]) {
      const response = await call('POST', bagsUrl(planner), planner.token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
  });

  it(`[409] refuses the bag past EASY_BAG_LIMIT (${EASY_BAG_LIMIT}) live bags; a deleted one frees a place`, async () => {
    const owner = await newPlanner();
    const rows = Array.from({ length: EASY_BAG_LIMIT }, (_, index) => ({
      id: `limit${String(owner.id).padStart(8, '0')}${String(index).padStart(9, '0')}`,
      userSeqNo: owner.id,
      name: `bag ${index}`
    }));
    await ctx.database.db.insert(easyBags).values(rows);
    const refused = await call(
      'POST',
      bagsUrl(owner),
      owner.token,
      bagBody([{ productId: products.onSale, quantity: 1 }])
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EASY_BAG_LIMIT', data: { max: EASY_BAG_LIMIT } });
    const left = dataOf<EasyBagList>(await call('DELETE', bagUrl(owner, rows[0]!.id), owner.token));
    expect(left.list).toHaveLength(EASY_BAG_LIMIT - 1);
    await createBag(owner);
  });
});

describe('owner-only: /personal/v1/users/{id}/easy-bags[/{bagId}]', () => {
  it('[401] a guest; [403] another member id; ALT_PlannerOnly for a customer', async () => {
    expect((await call('GET', bagsUrl(planner))).statusCode).toBe(401);
    expect((await call('GET', bagsUrl(planner), otherPlanner.token)).statusCode).toBe(403);
    const customerAsks = await call('GET', bagsUrl(customer), customer.token);
    expect(customerAsks.statusCode).toBe(403);
    expect(codeOf(customerAsks)).toBe('ALT_PlannerOnly');
    const customerWrites = await call(
      'POST',
      bagsUrl(customer),
      customer.token,
      bagBody([{ productId: products.onSale, quantity: 1 }])
    );
    expect(codeOf(customerWrites)).toBe('ALT_PlannerOnly');
  });

  it("[404] another planner cannot read, edit or delete a planner's bag; the bag is untouched", async () => {
    const bag = await createBag(planner);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', bagBody([{ productId: products.onSale, quantity: 9 }], 'stolen')],
      ['DELETE', undefined]
    ] as const) {
      const response = await call(
        method as 'GET',
        bagUrl(otherPlanner, bag.bagId),
        otherPlanner.token,
        payload
      );
      expect(response.statusCode, response.body).toBe(404);
      expect(codeOf(response)).toBe('EASY_BAG_NOT_FOUND');
    }
    const mine = dataOf<EasyBag>(await call('GET', bagUrl(planner, bag.bagId), planner.token));
    expect(mine).toMatchObject({ name: '봄 세트', lines: [{ quantity: 2 }] });
  });

  it('[200] lists newest first with line counts, edits in place and deletes (then 404)', async () => {
    const owner = await newPlanner();
    const first = await createBag(owner);
    const second = await createBag(owner, [
      { productId: products.onSale, quantity: 1 },
      { productId: products.limited, quantity: 3 }
    ]);
    const listed = dataOf<EasyBagList>(await call('GET', bagsUrl(owner), owner.token));
    expect(listed.limit).toBe(EASY_BAG_LIMIT);
    expect(listed.list.map((bag) => [bag.bagId, bag.lineCount])).toEqual([
      [second.bagId, 2],
      [first.bagId, 1]
    ]);
    const edited = dataOf<EasyBag>(
      await call(
        'PUT',
        bagUrl(owner, first.bagId),
        owner.token,
        bagBody(
          [
            { productId: products.limited, quantity: 1 },
            { productId: products.onSale, quantity: 5 }
          ],
          '여름 세트'
        )
      )
    );
    expect(edited.bagId).toBe(first.bagId);
    expect(edited.name).toBe('여름 세트');
    expect(edited.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [products.limited, 1],
      [products.onSale, 5]
    ]);
    const left = dataOf<EasyBagList>(await call('DELETE', bagUrl(owner, first.bagId), owner.token));
    expect(left.list.map((bag) => bag.bagId)).toEqual([second.bagId]);
    expect((await call('GET', bagUrl(owner, first.bagId), owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', bagUrl(owner, first.bagId), owner.token)).statusCode).toBe(404);
  });
});

describe('GET /personal/v1/public/easy-bags/{bagId}', () => {
  it("[200] prices the bag now for anyone, with each line's state and the planner's name", async () => {
    const paused = (await makeProduct(ctx, { price: 9_000 })).id;
    const bag = await createBag(planner, [
      { productId: products.onSale, quantity: 2 },
      { productId: products.soldOut, quantity: 1 },
      { productId: paused, quantity: 1 }
    ]);
    await updateProduct(ctx, paused, { salesStatus: 'PAUSE' });
    await updateProduct(ctx, products.onSale, { price: 18_000 });
    const response = await call('GET', publicUrl(bag.bagId), undefined, undefined, 'zh-TW');
    expect(response.headers['cache-control']).toBe('no-store');
    const seen = dataOf<PublicEasyBag>(response);
    expect(seen).toMatchObject({ bagId: bag.bagId, name: '봄 세트', plannerName: '이민준' });
    expect(seen.lines.map((line) => [line.productId, line.state, line.price])).toEqual([
      [products.onSale, 'ORDERABLE', 18_000],
      [products.soldOut, 'SOLD_OUT', 15_000],
      [paused, 'PAUSED', 9_000]
    ]);
    expect(seen.lines[0]!.productName).toMatch(/^測試商品/);
    await updateProduct(ctx, products.onSale, { price: 20_000 });
  });

  it('[404] EASY_BAG_NOT_FOUND for a deleted bag, a made-up id and a bag of a planner no more; [400] a bad id', async () => {
    const bag = await createBag(planner);
    await call('DELETE', bagUrl(planner, bag.bagId), planner.token);
    for (const bagId of [bag.bagId, 'A'.repeat(22)]) {
      const response = await call('GET', publicUrl(bagId));
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('EASY_BAG_NOT_FOUND');
    }
    const gone = await newPlanner();
    const orphan = await createBag(gone);
    await ctx.database.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.userSeqNo, gone.id));
    expect(codeOf(await call('GET', publicUrl(orphan.bagId)))).toBe('EASY_BAG_NOT_FOUND');
    expect((await call('GET', publicUrl('short'))).statusCode).toBe(400);
  });
});

describe('checkout from a bag', () => {
  const bagLines = () => [
    { productId: products.onSale, quantity: 2 },
    { productId: products.soldOut, quantity: 1 }
  ];

  async function orderOf(orderNumber: string) {
    const [row] = await ctx.database.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.orderNumber, orderNumber));
    return row!;
  }

  it("[200] a member's DIRECT sheet names the bag; init copies it to the order, credited to the bag's planner", async () => {
    const bag = await createBag(planner, bagLines());
    const buyer = await cartMember(ctx, { referralUserNumber: null, userType: 'NON_REF_CUSTOMER' });
    const sheet = dataOf<OrderSheet>(
      await api.post(
        SHEET,
        {
          source: 'DIRECT',
          cartType: 'normal',
          lines: [{ productId: products.onSale, quantity: 3 }],
          easyBagId: bag.bagId
        },
        buyer.token
      )
    );
    const [stored] = await ctx.database.db
      .select()
      .from(orderSheets)
      .where(eq(orderSheets.id, sheet.sheetId));
    expect(stored!.easyBagId).toBe(bag.bagId);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), buyer.token));
    expect(init.amount).toBe(60_000);
    const order = await orderOf(init.orderNumber);
    expect(order.easyBagId).toBe(bag.bagId);
    expect(order.referrerUserNumber).toBe(planner.userNumber);
    const confirmed = await api.post(CONFIRM, confirmOf(init), buyer.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await orderOf(init.orderNumber)).status).toBe('PLACED');
  });

  it("[200] a guest's init names the bag: the order keeps it and credits the bag's planner", async () => {
    const bag = await createBag(planner, bagLines());
    const lines = [{ productId: products.onSale, quantity: 1 }];
    const init = dataOf<OrderInitAnswer>(
      await api.post(GUEST_INIT, guestInitBody(lines, 20_000 + DELIVERY_FEE, { easyBagId: bag.bagId }))
    );
    const order = await orderOf(init.orderNumber);
    expect(order).toMatchObject({
      easyBagId: bag.bagId,
      referrerUserNumber: planner.userNumber,
      userSeqNo: null
    });
  });

  it('[409] a line that is not one of the bag’s products; [404] a deleted or made-up bag, at the sheet and at init', async () => {
    const bag = await createBag(planner, bagLines());
    const stranger = await api.post(
      SHEET,
      {
        source: 'DIRECT',
        cartType: 'normal',
        lines: [{ productId: products.limited, quantity: 1 }],
        easyBagId: bag.bagId
      },
      customer.token
    );
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({
      code: 'EASY_BAG_PRODUCT_NOT_ALLOWED',
      data: { productId: products.limited, reason: 'NOT_IN_BAG' }
    });
    const sheet = dataOf<OrderSheet>(
      await api.post(
        SHEET,
        {
          source: 'DIRECT',
          cartType: 'normal',
          lines: [{ productId: products.onSale, quantity: 1 }],
          easyBagId: bag.bagId
        },
        customer.token
      )
    );
    await call('DELETE', bagUrl(planner, bag.bagId), planner.token);
    const atInit = await api.post(INIT, initBody(sheet), customer.token);
    expect(atInit.statusCode).toBe(404);
    expect(codeOf(atInit)).toBe('EASY_BAG_NOT_FOUND');
    const atSheet = await api.post(
      SHEET,
      {
        source: 'DIRECT',
        cartType: 'normal',
        lines: [{ productId: products.onSale, quantity: 1 }],
        easyBagId: bag.bagId
      },
      customer.token
    );
    expect(codeOf(atSheet)).toBe('EASY_BAG_NOT_FOUND');
    const guest = await api.post(
      GUEST_INIT,
      guestInitBody([{ productId: products.onSale, quantity: 1 }], 20_000 + DELIVERY_FEE, {
        easyBagId: bag.bagId
      })
    );
    expect(guest.statusCode).toBe(404);
    expect(codeOf(guest)).toBe('EASY_BAG_NOT_FOUND');
    const orders = await ctx.database.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.easyBagId, bag.bagId));
    expect(orders).toHaveLength(0);
  });
});

describe('GET /product/v1/public/products?exposureBagYn=', () => {
  it('[200] Y lists only products planners may bag and that are not paused; N the others', async () => {
    const page = async (yn: 'Y' | 'N') =>
      dataOf<{ list: { productId: number }[] }>(
        await call('GET', `/api/product/v1/public/products?exposureBagYn=${yn}&pageSize=100`)
      ).list.map((product) => product.productId);
    const yes = await page('Y');
    expect(yes).toEqual(expect.arrayContaining([products.onSale, products.soldOut, products.limited]));
    expect(yes).not.toContain(products.notBaggable);
    expect(yes).not.toContain(products.paused);
    const no = await page('N');
    expect(no).toContain(products.notBaggable);
    expect(no).not.toContain(products.onSale);
  });
});

describe('the demo seed', () => {
  it('gives planner1 one bag of three products, one sold out; buy-period products are not baggable', async () => {
    // A database of its own: the demo members go only into one that has none.
    const seeded = await createTestContext();
    const seededCall = cartApi(seeded);
    try {
      await seedDemoMembersIfEmpty(seeded.database.db);
      expect(await seedDemoEasyBagIfEmpty(seeded.database.db)).toBe(true);
      expect(await seedDemoEasyBagIfEmpty(seeded.database.db)).toBe(false);
      const demo = await login(seeded, 'planner1', DEMO_PASSWORD);
      const [planner1] = await seeded.database.db
        .select({ id: users.userSeqNo })
        .from(users)
        .where(eq(users.loginId, 'planner1'));
      const { list } = dataOf<EasyBagList>(await seededCall('GET', bagsUrl(planner1!), demo.access));
      expect(list).toHaveLength(1);
      const seen = dataOf<PublicEasyBag>(await seededCall('GET', publicUrl(list[0]!.bagId)));
      expect(seen.lines.map((line) => line.state)).toEqual(['ORDERABLE', 'ORDERABLE', 'SOLD_OUT']);
      expect(seen.plannerName).toBe('김서연');
      const notBaggable = dataOf<{ list: { productId: number }[] }>(
        await seededCall('GET', '/api/product/v1/public/products?exposureBagYn=N&pageSize=100')
      ).list.map((product) => product.productId);
      expect(notBaggable).toEqual(expect.arrayContaining([1007, 1010, 1062]));
      expect(notBaggable).not.toContain(1001);
    } finally {
      await seeded.close();
    }
  });
});
