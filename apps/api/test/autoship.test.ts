import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_FEE,
  FREE_DELIVERY_THRESHOLD,
  seoulDate,
  type AutoshipDetail,
  type AutoshipSummary
} from '@mall/domain';
import { cartApi, makeProduct, productStock, storedLines } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  addAddress,
  AUTOSHIP,
  caller,
  CARD_PASSWORD,
  chargeRows,
  dataOf,
  dayAfter,
  initBody,
  ordersOf,
  providerCharges,
  runScheduler,
  savedCard,
  seoulMorning,
  subscribe,
  subscriber,
  subscriptionRow,
  type Subscriber
} from './autoship-fixtures.ts';

/** Autoship subscriptions through the API (docs/decisions/074), on a clock the suite moves. */
let ctx: TestContext;
let clock = new Date();
let call: ReturnType<typeof caller>;
const today = () => seoulDate(clock);

beforeAll(async () => {
  ctx = await createTestContext({ app: { autoshipNow: () => clock } });
  call = caller(ctx.app);
});
afterAll(async () => ctx.close());

describe('POST /order/v1/autoship/subscriptions', () => {
  it('[200] subscribes lines to a card and an address and the scheduler charges the first cycle on its day', async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx, { stock: 10, price: 20_000 });
    const who = await subscriber(ctx);
    const first = dayAfter(today(), 3);
    const made = await subscribe(
      ctx.app,
      who,
      initBody(who, first, [{ productId: product.id, quantity: 2 }])
    );
    expect(made).toMatchObject({
      status: 'ACTIVE',
      cycle: { kind: 'WEEKS', weeks: 4 },
      nextChargeDay: first,
      firstChargeDay: first,
      amount: 40_000 + (40_000 >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE),
      card: { userFavoriteCardsId: who.cardId },
      address: { userAddressId: who.addressId, fixedTermYn: 'Y' },
      history: []
    });
    const list = dataOf<AutoshipSummary[]>(await call('GET', AUTOSHIP, who.token));
    expect(list.map((row) => row.autoshipId)).toEqual([made.autoshipId]);

    // Nothing before its day.
    expect(await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(first, -1)))).toBe(1);
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toEqual([]);

    await runScheduler(ctx.app, ctx.database.db, seoulMorning(first));
    const [charge] = await chargeRows(ctx.database.db, made.autoshipId);
    expect(charge).toMatchObject({ cycleIndex: 0, chargeDay: first, status: 'CHARGED', tries: 0 });
    const orders = await ordersOf(ctx.database.db, who.id);
    expect(orders.map((order) => [order.cartType, order.status, order.amount])).toEqual([
      ['autoship', 'PLACED', charge!.amount]
    ]);
    expect(await providerCharges(ctx.database.db, made.autoshipId)).toHaveLength(1);
    expect((await productStock(ctx, product.id)).stock).toBe(8);

    clock = seoulMorning(first);
    const detail = dataOf<AutoshipDetail>(await call('GET', `${AUTOSHIP}/${made.autoshipId}`, who.token));
    expect(detail.nextChargeDay).toBe(dayAfter(first, 28));
    expect(detail.history).toEqual([
      {
        cycleIndex: 0,
        chargeDay: first,
        status: 'CHARGED',
        orderNumber: `TP${orders[0]!.orderNumber.slice(2)}`,
        amount: orders[0]!.amount
      }
    ]);
    // Run again the same day: nothing more.
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(first));
    expect(await providerCharges(ctx.database.db, made.autoshipId)).toHaveLength(1);
  });
});

/** A subscriber with one ACTIVE subscription of one piece of a fresh product, first charged in a week. */
async function subscribed(extra: Record<string, unknown> = {}) {
  const product = await makeProduct(ctx, { stock: 50, price: 20_000 });
  const who = await subscriber(ctx);
  const made = await subscribe(
    ctx.app,
    who,
    initBody(who, dayAfter(today(), 7), [{ productId: product.id, quantity: 1 }], extra)
  );
  return { product, who, made };
}

const post = (who: Subscriber, id: number, move: string) =>
  call('POST', `${AUTOSHIP}/${id}/${move}`, who.token);
const patch = (who: Subscriber, id: number, body: Record<string, unknown>) =>
  call('PATCH', `${AUTOSHIP}/${id}`, who.token, body);
const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe('POST /order/v1/autoship/subscriptions (refusals and the cart)', () => {
  it('[200] subscribes autoship-cart lines, which leave the cart', async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx, { stock: 5 });
    const who = await subscriber(ctx);
    const cart = cartApi(ctx);
    expect(
      (await cart('POST', '/api/order/v1/autoship/cart', who.token, [{ productId: product.id, quantity: 2 }]))
        .statusCode
    ).toBe(200);
    const [line] = await storedLines(ctx, who.id);
    const made = await subscribe(ctx.app, who, {
      ...initBody(who, dayAfter(today(), 1), []),
      lines: undefined,
      cartIds: [line!.id]
    });
    expect(made.lines.map((row) => [row.productId, row.quantity])).toEqual([[product.id, 2]]);
    expect(await storedLines(ctx, who.id)).toEqual([]);
  });

  it.each([
    [{ autoShip: false }, 'AUTOSHIP_NOT_OFFERED'],
    [{ buyPeriod: true }, 'AUTOSHIP_BUY_PERIOD'],
    [{ maxQuantityLimit: 3 }, 'AUTOSHIP_QUANTITY_LIMIT']
  ])('[409] refuses a product that cannot be subscribed (%o → %s)', async (columns, code) => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx, columns);
    const who = await subscriber(ctx);
    const refused = await call(
      'POST',
      AUTOSHIP,
      who.token,
      initBody(who, dayAfter(today(), 2), [{ productId: product.id, quantity: 1 }])
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code, data: { productId: product.id } });
    expect(dataOf<AutoshipSummary[]>(await call('GET', AUTOSHIP, who.token))).toEqual([]);
  });

  it('[200] GET /product/v1/products/autoship lists only what a subscription may hold (members only)', async () => {
    const fine = await makeProduct(ctx, {});
    const refused = await Promise.all([
      makeProduct(ctx, { autoShip: false }),
      makeProduct(ctx, { buyPeriod: true }),
      makeProduct(ctx, { maxQuantityLimit: 3 })
    ]);
    const who = await subscriber(ctx);
    expect((await call('GET', '/api/product/v1/products/autoship')).statusCode).toBe(401);
    const page = dataOf<{ list: { productId: number }[]; totalSize: number }>(
      await call('GET', '/api/product/v1/products/autoship?pageSize=100', who.token)
    );
    const ids = page.list.map((item) => item.productId);
    expect(ids).toContain(fine.id);
    for (const product of refused) expect(ids).not.toContain(product.id);
  });

  it('[200] takes a product sold out today (the charge day decides)', async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx, { stock: 0, salesStatus: 'SOLD_OUT' });
    const who = await subscriber(ctx);
    const made = await subscribe(
      ctx.app,
      who,
      initBody(who, dayAfter(today(), 2), [{ productId: product.id, quantity: 1 }])
    );
    expect(made.lines[0]).toMatchObject({ available: false, unavailableReason: 'SOLD_OUT' });
    expect(made.amount).toBe(0);
  });

  it('[400] refuses a first day today or past 60 days ahead, with the range', async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx);
    const who = await subscriber(ctx);
    for (const day of [today(), dayAfter(today(), 61)]) {
      const refused = await call(
        'POST',
        AUTOSHIP,
        who.token,
        initBody(who, day, [{ productId: product.id, quantity: 1 }])
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'AUTOSHIP_FIRST_DAY_RANGE',
        data: { min: dayAfter(today(), 1), max: dayAfter(today(), 60) }
      });
    }
  });

  it('[400] refuses a wrong card password (one of its five tries) and a body without one', async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx);
    const who = await subscriber(ctx);
    const body = initBody(who, dayAfter(today(), 2), [{ productId: product.id, quantity: 1 }]);
    const wrong = await call('POST', AUTOSHIP, who.token, { ...body, orderPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CARD_PASSWORD_MISMATCH', data: { failCount: 1 } });
    const missing = await call('POST', AUTOSHIP, who.token, { ...body, orderPassword: undefined });
    expect(missing.statusCode).toBe(400);
    expect(codeOf(missing)).toBe('VALIDATION_FAILED');
    expect(dataOf<AutoshipSummary[]>(await call('GET', AUTOSHIP, who.token))).toEqual([]);
  });

  it("[404] refuses another member's address or card", async () => {
    clock = seoulMorning('2027-03-02');
    const product = await makeProduct(ctx);
    const who = await subscriber(ctx);
    const other = await subscriber(ctx);
    const body = initBody(who, dayAfter(today(), 2), [{ productId: product.id, quantity: 1 }]);
    const address = await call('POST', AUTOSHIP, who.token, { ...body, userAddressId: other.addressId });
    expect([address.statusCode, codeOf(address)]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const card = await call('POST', AUTOSHIP, who.token, { ...body, userFavoriteCardsId: other.cardId });
    expect([card.statusCode, codeOf(card)]).toEqual([404, 'FAVORITE_CARD_NOT_FOUND']);
  });

  it('[401] needs a login', async () => {
    expect((await call('GET', AUTOSHIP)).statusCode).toBe(401);
  });
});

describe('GET /order/v1/autoship/subscriptions/{id}', () => {
  it("[404] answers another member's subscription as unknown", async () => {
    clock = seoulMorning('2027-03-02');
    const { made } = await subscribed();
    const other = await subscriber(ctx);
    for (const response of [
      await call('GET', `${AUTOSHIP}/${made.autoshipId}`, other.token),
      await post(other, made.autoshipId, 'cancel'),
      await patch(other, made.autoshipId, { cycle: { kind: 'WEEKS', weeks: 2 } })
    ]) {
      expect([response.statusCode, codeOf(response)]).toEqual([404, 'AUTOSHIP_NOT_FOUND']);
    }
  });
});

describe('POST /order/v1/autoship/subscriptions/{id}/skip, pause, resume, cancel', () => {
  it('[200] skips the next delivery: it is settled SKIPPED and never charged', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const skipped = dataOf<AutoshipDetail>(await post(who, made.autoshipId, 'skip'));
    expect(skipped.nextChargeDay).toBe(dayAfter(made.firstChargeDay, 28));
    expect(skipped.history).toEqual([
      { cycleIndex: 0, chargeDay: made.firstChargeDay, status: 'SKIPPED', orderNumber: null, amount: null }
    ]);
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(made.firstChargeDay));
    expect(await providerCharges(ctx.database.db, made.autoshipId)).toEqual([]);
  });

  it('[200] pauses (nothing charged) and resumes from the first cycle after the day of the resume', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const paused = dataOf<AutoshipDetail>(await post(who, made.autoshipId, 'pause'));
    expect(paused).toMatchObject({ status: 'PAUSED', nextChargeDay: null });
    const again = await post(who, made.autoshipId, 'pause');
    expect([again.statusCode, again.json()]).toMatchObject([
      409,
      { code: 'AUTOSHIP_MOVE_REFUSED', data: { status: 'PAUSED', action: 'pause' } }
    ]);
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(made.firstChargeDay));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toEqual([]);
    clock = seoulMorning(dayAfter(made.firstChargeDay, 1));
    const resumed = dataOf<AutoshipDetail>(await post(who, made.autoshipId, 'resume'));
    expect(resumed).toMatchObject({ status: 'ACTIVE', nextChargeDay: dayAfter(made.firstChargeDay, 28) });
  });

  it('[409] refuses every move while the cycle is due, until the scheduler settles it', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    clock = seoulMorning(made.firstChargeDay);
    for (const response of [
      await post(who, made.autoshipId, 'skip'),
      await post(who, made.autoshipId, 'pause'),
      await patch(who, made.autoshipId, { nextChargeDay: dayAfter(today(), 3) })
    ]) {
      expect(response.json()).toMatchObject({
        code: 'AUTOSHIP_CYCLE_DUE',
        data: { cycleIndex: 0, chargeDay: made.firstChargeDay }
      });
    }
    await runScheduler(ctx.app, ctx.database.db, clock);
    expect(
      dataOf<AutoshipDetail>(await post(who, made.autoshipId, 'skip')).history.map((row) => row.status)
    ).toEqual(['SKIPPED', 'CHARGED']);
  });

  it('[200] cancels for good: the address and the card are free again; a cancelled one moves no more', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const cardDelete = () => call('DELETE', `/api/member/v1/users/favorite-cards/${who.cardId}`, who.token);
    const addressDelete = () => call('DELETE', `/api/member/v1/users/address/${who.addressId}`, who.token);
    await addAddress(ctx.app, who.token, '회사');
    const inUse = await cardDelete();
    expect([inUse.statusCode, codeOf(inUse)]).toEqual([409, 'FAVORITE_CARD_IN_USE']);
    expect(codeOf(await addressDelete())).toBe('ADR_AlertText5');

    const cancelled = dataOf<AutoshipDetail>(await post(who, made.autoshipId, 'cancel'));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', nextChargeDay: null });
    expect(codeOf(await post(who, made.autoshipId, 'resume'))).toBe('AUTOSHIP_MOVE_REFUSED');
    expect(codeOf(await patch(who, made.autoshipId, { cycle: { kind: 'WEEKS', weeks: 8 } }))).toBe(
      'AUTOSHIP_MOVE_REFUSED'
    );
    expect((await cardDelete()).statusCode).toBe(200);
    expect((await addressDelete()).statusCode).toBe(200);
    // The ended subscription still shows where it delivered.
    const shown = dataOf<AutoshipDetail>(await call('GET', `${AUTOSHIP}/${made.autoshipId}`, who.token));
    expect(shown.address.userAddressId).toBe(who.addressId);
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(made.firstChargeDay));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toEqual([]);
  });
});

describe('PATCH /order/v1/autoship/subscriptions/{id}', () => {
  it('[200] changes the cycle, the next day, the lines and the address; the old address is free again', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const second = await makeProduct(ctx, { stock: 9, price: 9_000 });
    const office = await addAddress(ctx.app, who.token, '회사');
    const changed = dataOf<AutoshipDetail>(
      await patch(who, made.autoshipId, {
        cycle: { kind: 'MONTHLY', dayOfMonth: 10 },
        nextChargeDay: dayAfter(today(), 5),
        lines: [{ productId: second.id, quantity: 3 }],
        userAddressId: office
      })
    );
    expect(changed).toMatchObject({
      cycle: { kind: 'MONTHLY', dayOfMonth: 10 },
      nextChargeDay: dayAfter(today(), 5),
      firstChargeDay: made.firstChargeDay,
      address: { userAddressId: office, fixedTermYn: 'Y' }
    });
    expect(changed.lines.map((line) => [line.productId, line.quantity])).toEqual([[second.id, 3]]);
    expect(
      (await call('DELETE', `/api/member/v1/users/address/${who.addressId}`, who.token)).statusCode
    ).toBe(200);
    expect(codeOf(await call('DELETE', `/api/member/v1/users/address/${office}`, who.token))).toBe(
      'ADR_AlertText5'
    );
    const row = await subscriptionRow(ctx.database.db, made.autoshipId);
    expect(row).toMatchObject({ cycleCode: 'MONTHLY', dayOfMonth: 10, cycleOffset: 0, nextCycleIndex: 0 });
  });

  it('[200] changes the card with its password; [400] without the right one', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const next = await savedCard(ctx.app, who);
    const missing = await patch(who, made.autoshipId, { userFavoriteCardsId: next.userFavoriteCardsId });
    expect([missing.statusCode, codeOf(missing)]).toEqual([400, 'VALIDATION_FAILED']);
    const wrong = await patch(who, made.autoshipId, {
      userFavoriteCardsId: next.userFavoriteCardsId,
      orderPassword: '000000'
    });
    expect(codeOf(wrong)).toBe('CARD_PASSWORD_MISMATCH');
    const changed = dataOf<AutoshipDetail>(
      await patch(who, made.autoshipId, {
        userFavoriteCardsId: next.userFavoriteCardsId,
        orderPassword: CARD_PASSWORD
      })
    );
    expect(changed.card.userFavoriteCardsId).toBe(next.userFavoriteCardsId);
    // The old card is free to delete now; the new one is not.
    expect(
      (await call('DELETE', `/api/member/v1/users/favorite-cards/${who.cardId}`, who.token)).statusCode
    ).toBe(200);
    expect(
      codeOf(
        await call('DELETE', `/api/member/v1/users/favorite-cards/${next.userFavoriteCardsId}`, who.token)
      )
    ).toBe('FAVORITE_CARD_IN_USE');
  });

  it("[404] refuses another member's card or address on one's own subscription, changing nothing", async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const other = await subscriber(ctx);
    const card = await patch(who, made.autoshipId, {
      userFavoriteCardsId: other.cardId,
      orderPassword: CARD_PASSWORD
    });
    expect([card.statusCode, codeOf(card)]).toEqual([404, 'FAVORITE_CARD_NOT_FOUND']);
    const address = await patch(who, made.autoshipId, { userAddressId: other.addressId });
    expect([address.statusCode, codeOf(address)]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const row = await subscriptionRow(ctx.database.db, made.autoshipId);
    expect(row).toMatchObject({ favoriteCardId: who.cardId, userAddressId: who.addressId });
  });

  it('[400] refuses a next day before the last settled cycle and a day outside the range', async () => {
    clock = seoulMorning('2027-03-02');
    const { who, made } = await subscribed();
    const far = await patch(who, made.autoshipId, { nextChargeDay: dayAfter(today(), 61) });
    expect(codeOf(far)).toBe('AUTOSHIP_FIRST_DAY_RANGE');
    // Skip the first cycle (a week away), then ask for a day before it.
    dataOf(await post(who, made.autoshipId, 'skip'));
    const early = await patch(who, made.autoshipId, { nextChargeDay: dayAfter(today(), 3) });
    expect([early.statusCode, early.json()]).toMatchObject([
      400,
      { code: 'AUTOSHIP_NEXT_DAY_TOO_EARLY', data: { after: made.firstChargeDay } }
    ]);
  });
});
