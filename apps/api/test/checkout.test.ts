import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, type OrderSummary } from '@mall/domain';
import { idempotencyKeys } from '../src/http/idempotency.table.ts';
import { canonical } from '../src/lib/versioned-cache.ts';
import { orderPayments, orderSheets, salesOrders } from '../src/modules/order/order.table.ts';
import { returnStock } from '../src/modules/product/product-stock.ts';
import { productOptions, products } from '../src/modules/product/product.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct, productStock, storedLines } from './cart-fixtures.ts';
import {
  ABANDON,
  ADDRESS,
  AGREED,
  checkoutApi,
  codeOf,
  CONFIRM,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  GUEST_SUMMARY,
  guestInitBody,
  INIT,
  initBody,
  SHEET,
  SUMMARY,
  type OrderInitAnswer,
  type OrderSheet,
  type PaymentConfirmAnswer
} from './checkout-fixtures.ts';

/** Checkout from sheet to placed order (docs/decisions/034): pricing, ownership, guests, two steps, refunds. */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
const provider = new FakeProvider();

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: provider } });
  api = checkoutApi(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function orderRow(orderNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!;
}

async function attempts(orderNumber: string) {
  const order = await orderRow(orderNumber);
  return ctx.database.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(orderPayments.step);
}

/** A member with the product in their cart and a sheet of that line. */
async function memberWithSheet(productId: number, quantity = 1, productOptionId: number | null = null) {
  const member = await cartMember(ctx);
  const added = await api.call('POST', '/api/order/v1/cart', member.token, [
    { productId, productOptionId, quantity }
  ]);
  expect(added.statusCode, added.body).toBe(200);
  const [line] = await storedLines(ctx, member.id);
  const sheet = dataOf<OrderSheet>(
    await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [line!.id] }, member.token)
  );
  return { ...member, sheet, cartId: line!.id };
}

let keySerial = 0;
const paymentKeyFor = (paymentOrderId: string) => `pk_${paymentOrderId}_${++keySerial}`;

describe('order sheets', () => {
  it('CART: the asker’s lines priced now, quantities from the cart; another member’s line → 404 CART_LINE_NOT_FOUND', async () => {
    const product = await makeProduct(ctx, { stock: 10, price: 18_000, priceOriginal: 20_000, point: 500 });
    const { sheet, cartId } = await memberWithSheet(product.id, 2);
    expect(sheet.source).toBe('CART');
    expect(sheet.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 2,
        price: 18_000,
        priceOriginal: 20_000,
        available: true,
        unavailableReason: null
      })
    ]);
    expect(sheet.price).toMatchObject({
      productPrice: 40_000,
      subtotal: 36_000,
      deliveryFee: DELIVERY_FEE,
      amount: 36_000 + DELIVERY_FEE,
      earnPoint: 1000
    });
    const stranger = await cartMember(ctx);
    const theirs = await api.post(
      SHEET,
      { source: 'CART', cartType: 'normal', cartIds: [cartId] },
      stranger.token
    );
    expect(theirs.statusCode).toBe(404);
    expect(codeOf(theirs)).toBe('CART_LINE_NOT_FOUND');
  });

  it('GET sheet/{id}: only its owner (else 404), prices read again, in the asker’s language', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const { sheet, token } = await memberWithSheet(product.id);
    await ctx.database.db.update(products).set({ price: 15_000 }).where(eq(products.id, product.id));
    const again = await api.call('GET', `${SHEET}/${sheet.sheetId}`, token, undefined, 'en-US');
    const read = dataOf<OrderSheet>(again);
    expect(read.lines[0]).toMatchObject({ price: 15_000, productName: `Test product ${product.id}` });
    const stranger = await cartMember(ctx);
    const other = await api.call('GET', `${SHEET}/${sheet.sheetId}`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect((await api.call('GET', `${SHEET}/${sheet.sheetId}`)).statusCode).toBe(401);
  });

  it('DIRECT is checked like a cart add (option required, limits) and does not touch the cart', async () => {
    const shades = await makeProduct(ctx, { stock: 10 }, [{ value: '21' }]);
    const member = await cartMember(ctx);
    const noOption = await api.post(
      SHEET,
      { source: 'DIRECT', cartType: 'normal', lines: [{ productId: shades.id, quantity: 1 }] },
      member.token
    );
    expect(noOption.statusCode).toBe(400);
    expect(codeOf(noOption)).toBe('CART_OPTION_REQUIRED');
    const limited = await makeProduct(ctx, { stock: 10, maxQuantityLimit: 2 });
    const over = await api.post(
      SHEET,
      { source: 'DIRECT', cartType: 'normal', lines: [{ productId: limited.id, quantity: 3 }] },
      member.token
    );
    expect(codeOf(over)).toBe('CART_QUANTITY_LIMIT');
    const sheet = dataOf<OrderSheet>(
      await api.post(
        SHEET,
        {
          source: 'DIRECT',
          cartType: 'normal',
          lines: [{ productId: shades.id, productOptionId: shades.optionIds[0], quantity: 1 }]
        },
        member.token
      )
    );
    expect(sheet.lines[0]).toMatchObject({ productOptionId: shades.optionIds[0], optionValue: '21 호' });
    expect(await storedLines(ctx, member.id)).toEqual([]);
  });

  it('an expired or used sheet → 4340 (GET, summary and init)', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const { sheet, token } = await memberWithSheet(product.id);
    await ctx.database.db
      .update(orderSheets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderSheets.id, sheet.sheetId));
    for (const response of [
      await api.call('GET', `${SHEET}/${sheet.sheetId}`, token),
      await api.post(SUMMARY, { sheetId: sheet.sheetId }, token),
      await api.post(INIT, initBody(sheet), token)
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(codeOf(response)).toBe('4340');
    }
  });
});

describe('member checkout: init and confirm', () => {
  it('prices on the server: a tampered expectedAmount → 4308 (data.amount); the summary refuses points above the balance', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const { sheet, token } = await memberWithSheet(product.id);
    const tampered = await api.post(INIT, initBody(sheet, { expectedAmount: 100 }), token);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ code: '4308', data: { amount: sheet.price.amount } });
    const points = await api.post(SUMMARY, { sheetId: sheet.sheetId, pointUsed: 10 }, token);
    expect(points.json()).toMatchObject({ code: 'POINT_USE_INVALID', data: { max: 0 } });
    const summary = dataOf<OrderSummary>(await api.post(SUMMARY, { sheetId: sheet.sheetId }, token));
    expect(summary.price.amount).toBe(sheet.price.amount);
    const unknownField = await api.post(INIT, { ...initBody(sheet), price: 1 }, token);
    expect(unknownField.statusCode).toBe(400);
    // An address-book entry that is not the asker's.
    const stranger = await cartMember(ctx);
    const theirs = await api.call('POST', '/api/member/v1/users/address', stranger.token, {
      addressName: '집',
      ...ADDRESS
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const { userAddressId } = theirs.json<{ data: { userAddressId: number } }>().data;
    const foreign = await api.post(INIT, initBody(sheet, { userAddressId }), token);
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('ADDRESS_NOT_FOUND');
  });

  it('sheet → init → confirm places the order: stock taken, cart line removed, sheet used, detail answered', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const { sheet, token, id: userSeqNo } = await memberWithSheet(product.id, 2);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    expect(init).toMatchObject({
      status: 'PAYMENT_PENDING',
      amount: 40_000 + DELIVERY_FEE,
      orderName: `테스트 상품 ${product.id}`
    });
    expect(init.orderNumber).toMatch(/^AP[0-9]{12}$/);
    expect(init.displayOrderNumber).toBe(`TP${init.orderNumber.slice(2)}`);
    expect(init.customerKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(init.steps).toEqual([
      {
        step: 1,
        paymentOrderId: expect.stringMatching(/^AP[0-9]{12}-1-[A-Za-z0-9_-]+$/),
        amount: init.amount,
        status: 'READY'
      }
    ]);
    const order = await orderRow(init.orderNumber);
    expect(order).toMatchObject({
      userSeqNo,
      ordererName: '이민준',
      status: 'PAYMENT_PENDING',
      message: '문 앞에 놓아 주세요.'
    });

    const step = init.steps[0]!;
    const paymentKey = paymentKeyFor(step.paymentOrderId);
    // A tampered amount is refused before the provider is asked.
    const calls = provider.confirmCalls;
    const tampered = await api.post(
      CONFIRM,
      { paymentKey, orderId: step.paymentOrderId, amount: 100 },
      token
    );
    expect(tampered.statusCode).toBe(400);
    expect(codeOf(tampered)).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(provider.confirmCalls).toBe(calls);
    // Another member cannot confirm it, nor a guest.
    const stranger = await cartMember(ctx);
    expect(
      codeOf(
        await api.post(
          CONFIRM,
          { paymentKey, orderId: step.paymentOrderId, amount: step.amount },
          stranger.token
        )
      )
    ).toBe('ORDER_NOT_FOUND');
    expect(
      (await api.post(CONFIRM, { paymentKey, orderId: step.paymentOrderId, amount: step.amount })).statusCode
    ).toBe(404);
    expect(provider.confirmCalls).toBe(calls);

    const answer = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, { paymentKey, orderId: step.paymentOrderId, amount: step.amount }, token)
    );
    expect(answer).toMatchObject({
      placed: true,
      step: 1,
      totalSteps: 1,
      nextStep: null,
      orderNumber: init.orderNumber
    });
    expect(answer.order).toMatchObject({
      status: 'PLACED',
      amount: init.amount,
      guest: false,
      cancellable: true,
      lines: [expect.objectContaining({ productId: product.id, quantity: 2, price: 20_000 })],
      payments: [expect.objectContaining({ step: 1, status: 'DONE', method: '카드', cardCompany: 'KB국민' })],
      delivery: expect.objectContaining({ receiverName: '김하늘', message: '문 앞에 놓아 주세요.' })
    });
    expect(await productStock(ctx, product.id)).toEqual({ stock: 3, salesStatus: 'ON_SALE' });
    expect(await storedLines(ctx, userSeqNo)).toEqual([]);
    expect(codeOf(await api.call('GET', `${SHEET}/${sheet.sheetId}`, token))).toBe('4340');
    // Confirming again (no Idempotency-Key) answers the same result; the provider is not charged twice.
    const again = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, { paymentKey, orderId: step.paymentOrderId, amount: step.amount }, token)
    );
    expect(again).toEqual(answer);
    expect(provider.payments.get(paymentKey)?.balanceAmount).toBe(init.amount);
  });

  it('an unavailable line blocks init with 4308 (data.productIds)', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    await ctx.database.db
      .update(products)
      .set({ salesStatus: 'SOLD_OUT' })
      .where(eq(products.id, product.id));
    const read = dataOf<OrderSheet>(await api.call('GET', `${SHEET}/${sheet.sheetId}`, token));
    expect(read.lines[0]).toMatchObject({ available: false, unavailableReason: 'SOLD_OUT' });
    const refused = await api.post(INIT, initBody(sheet), token);
    expect(refused.json()).toMatchObject({ code: '4308', data: { productIds: [product.id] } });
  });

  it('a provider refusal → 4309 with the provider’s message; the order FAILED, confirming it again → 4341', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    provider.refuseNext = {
      status: 403,
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 승인을 거절했습니다.'
    };
    const refused = await api.post(
      CONFIRM,
      { paymentKey: paymentKeyFor(step.paymentOrderId), orderId: step.paymentOrderId, amount: step.amount },
      token
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: '4309', message: '카드사에서 승인을 거절했습니다.' });
    expect(await orderRow(init.orderNumber)).toMatchObject({
      status: 'FAILED',
      failureCode: 'REJECT_CARD_COMPANY'
    });
    const retry = await api.post(
      CONFIRM,
      { paymentKey: paymentKeyFor(step.paymentOrderId), orderId: step.paymentOrderId, amount: step.amount },
      token
    );
    expect(codeOf(retry)).toBe('4341');
    expect((await productStock(ctx, product.id)).stock).toBe(5);
  });

  it('a 4xx that says the payment is already approved (our first answer was lost) is no refusal: the charge is kept and placed', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    // The first confirm charged, its answer never arrived; asked again (its key expired) the provider says so.
    const paymentKey = provider.chargeDirectly(step.paymentOrderId, step.amount);
    provider.refuseNext = {
      status: 400,
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.'
    };
    const answer = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, { paymentKey, orderId: step.paymentOrderId, amount: step.amount }, token)
    );
    expect(answer.placed).toBe(true);
    expect(await orderRow(init.orderNumber)).toMatchObject({ status: 'PLACED' });
    expect(provider.payments.get(paymentKey)).toMatchObject({ status: 'DONE', balanceAmount: step.amount });
  });

  it('a 409 IDEMPOTENT_REQUEST_PROCESSING (the provider still runs the first confirm) leaves the outcome open: 502, READY', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    const body = {
      paymentKey: paymentKeyFor(step.paymentOrderId),
      orderId: step.paymentOrderId,
      amount: step.amount
    };
    provider.refuseNext = {
      status: 409,
      code: 'IDEMPOTENT_REQUEST_PROCESSING',
      message: '이전 멱등 요청이 처리 중입니다.'
    };
    expect(codeOf(await api.post(CONFIRM, body, token))).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await orderRow(init.orderNumber)).toMatchObject({ status: 'PAYMENT_PENDING' });
    expect((await attempts(init.orderNumber))[0]!.status).toBe('READY');
    expect(dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body, token)).placed).toBe(true);
  });

  it('an unreachable provider → 502 PAYMENT_PROVIDER_ERROR, the attempt back to READY; a retry places the order', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    const body = {
      paymentKey: paymentKeyFor(step.paymentOrderId),
      orderId: step.paymentOrderId,
      amount: step.amount
    };
    provider.refuseNext = { status: 0, code: 'NETWORK_ERROR', message: 'socket hang up' };
    const failed = await api.post(CONFIRM, body, token, 'network-retry-key-1');
    expect(failed.statusCode).toBe(502);
    expect(codeOf(failed)).toBe('PAYMENT_PROVIDER_ERROR');
    expect((await attempts(init.orderNumber))[0]!.status).toBe('READY');
    // The same Idempotency-Key runs again (a 5xx is not kept).
    expect(
      dataOf<PaymentConfirmAnswer>(await api.post(CONFIRM, body, token, 'network-retry-key-1')).placed
    ).toBe(true);
  });
});

describe('guest checkout', () => {
  it('guest summary and init at guest prices, confirm without a login; the lookup password is hashed', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const lines = [{ productId: product.id, quantity: 2 }];
    const summary = dataOf<OrderSummary>(
      await api.post(GUEST_SUMMARY, { lines }, undefined, undefined, 'zh-TW')
    );
    expect(summary.price).toMatchObject({
      subtotal: 60_000,
      deliveryFee: 0,
      amount: 60_000,
      earnPoint: 600 * 2
    });
    expect(summary.lines[0]!.productName).toBe(`測試商品 ${product.id}`);
    const init = dataOf<OrderInitAnswer>(
      await api.post(GUEST_INIT, guestInitBody(lines, 60_000), undefined, undefined, 'en-US')
    );
    expect(init).toMatchObject({
      customerKey: '@@ANONYMOUS',
      status: 'PAYMENT_PENDING',
      orderName: `Test product ${product.id}`
    });
    const order = await orderRow(init.orderNumber);
    expect(order).toMatchObject({
      userSeqNo: null,
      earnPoint: 0,
      ordererName: '박게스트',
      ordererEmail: 'guest@example.com'
    });
    expect(order.guestPasswordHash).toMatch(/^scrypt\$/);
    const step = init.steps[0]!;
    const answer = dataOf<PaymentConfirmAnswer>(
      await api.post(CONFIRM, {
        paymentKey: paymentKeyFor(step.paymentOrderId),
        orderId: step.paymentOrderId,
        amount: 60_000
      })
    );
    expect(answer.order).toMatchObject({ status: 'PLACED', guest: true, orderer: { name: '박게스트' } });
    expect((await productStock(ctx, product.id)).stock).toBe(3);
  });

  it('a guest init refuses a tampered amount (4308) and a missing agreement (400)', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const lines = [{ productId: product.id, quantity: 1 }];
    expect(codeOf(await api.post(GUEST_INIT, guestInitBody(lines, 1000)))).toBe('4308');
    const noAgreement = await api.post(GUEST_INIT, {
      ...guestInitBody(lines, 30_000 + DELIVERY_FEE),
      agreements: AGREED
    });
    expect(noAgreement.statusCode).toBe(400);
  });
});

describe('two-step payments', () => {
  it('step 1 confirm → nextStep; step 2 → placed', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(
      await api.post(INIT, initBody(sheet, { splitFirstAmount: 10_000 }), token)
    );
    expect(init.steps.map((step) => step.amount)).toEqual([10_000, 30_000 + DELIVERY_FEE - 10_000]);
    const [first, second] = init.steps as [(typeof init.steps)[0] & object, (typeof init.steps)[0] & object];
    // Step 2 before step 1 → 4341.
    expect(
      codeOf(
        await api.post(
          CONFIRM,
          {
            paymentKey: paymentKeyFor(second.paymentOrderId),
            orderId: second.paymentOrderId,
            amount: second.amount
          },
          token
        )
      )
    ).toBe('4341');
    const one = dataOf<PaymentConfirmAnswer>(
      await api.post(
        CONFIRM,
        {
          paymentKey: paymentKeyFor(first.paymentOrderId),
          orderId: first.paymentOrderId,
          amount: first.amount
        },
        token
      )
    );
    expect(one).toMatchObject({
      placed: false,
      step: 1,
      totalSteps: 2,
      nextStep: { step: 2, paymentOrderId: second.paymentOrderId, amount: second.amount },
      order: null
    });
    const two = dataOf<PaymentConfirmAnswer>(
      await api.post(
        CONFIRM,
        {
          paymentKey: paymentKeyFor(second.paymentOrderId),
          orderId: second.paymentOrderId,
          amount: second.amount
        },
        token
      )
    );
    expect(two).toMatchObject({ placed: true, step: 2, nextStep: null });
    expect(two.order!.payments.map((payment) => payment.status)).toEqual(['DONE', 'DONE']);
  });

  it('step 2 abandoned → step 1 refunded, the order FAILED (code kept); repeated abandon answers the same; confirm after → 4341', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(
      await api.post(INIT, initBody(sheet, { splitFirstAmount: 10_000 }), token)
    );
    const [first, second] = init.steps as [(typeof init.steps)[0] & object, (typeof init.steps)[0] & object];
    const firstKey = paymentKeyFor(first.paymentOrderId);
    dataOf(
      await api.post(
        CONFIRM,
        { paymentKey: firstKey, orderId: first.paymentOrderId, amount: first.amount },
        token
      )
    );
    const stranger = await cartMember(ctx);
    expect(codeOf(await api.post(ABANDON, { orderId: second.paymentOrderId }, stranger.token))).toBe(
      'ORDER_NOT_FOUND'
    );
    const abandoned = dataOf(
      await api.post(
        ABANDON,
        { orderId: second.paymentOrderId, code: 'PAY_PROCESS_CANCELED', message: '취소' },
        token
      )
    );
    expect(abandoned).toEqual({ orderNumber: init.orderNumber, status: 'FAILED', refundedSteps: 1 });
    expect(provider.payments.get(firstKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await orderRow(init.orderNumber)).toMatchObject({
      status: 'FAILED',
      failureCode: 'PAY_PROCESS_CANCELED'
    });
    expect((await attempts(init.orderNumber)).map((attempt) => attempt.status)).toEqual([
      'CANCELED',
      'FAILED'
    ]);
    expect(dataOf(await api.post(ABANDON, { orderId: second.paymentOrderId }, token))).toEqual(abandoned);
    expect(
      codeOf(
        await api.post(
          CONFIRM,
          {
            paymentKey: paymentKeyFor(second.paymentOrderId),
            orderId: second.paymentOrderId,
            amount: second.amount
          },
          token
        )
      )
    ).toBe('4341');
    expect((await productStock(ctx, product.id)).stock).toBe(5);
  });

  it('a split with a step under 100 won → PAYMENT_SPLIT_INVALID; abandoning a placed order → 4341', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 30_000, priceOriginal: 30_000 });
    const { sheet, token } = await memberWithSheet(product.id);
    const bad = await api.post(INIT, initBody(sheet, { splitFirstAmount: 50 }), token);
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('PAYMENT_SPLIT_INVALID');
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    dataOf(
      await api.post(
        CONFIRM,
        { paymentKey: paymentKeyFor(step.paymentOrderId), orderId: step.paymentOrderId, amount: step.amount },
        token
      )
    );
    expect(codeOf(await api.post(ABANDON, { orderId: step.paymentOrderId }, token))).toBe('4341');
  });
});

describe('Idempotency-Key on confirm', () => {
  async function pendingOrder() {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    return {
      token,
      body: {
        paymentKey: paymentKeyFor(step.paymentOrderId),
        orderId: step.paymentOrderId,
        amount: step.amount
      }
    };
  }

  it('the same key replays the stored answer (Idempotent-Replayed); another body with it → 422; a bad key → 400', async () => {
    const { token, body } = await pendingOrder();
    const first = await api.post(CONFIRM, body, token, 'confirm-key-0001');
    expect(first.statusCode).toBe(200);
    const calls = provider.confirmCalls;
    const replay = await api.post(CONFIRM, body, token, 'confirm-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(provider.confirmCalls).toBe(calls);
    const other = await api.post(CONFIRM, { ...body, amount: body.amount + 1 }, token, 'confirm-key-0001');
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await api.post(CONFIRM, body, token, 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('init with the same key twice makes one order; a first request that died is taken over after its lock', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const { sheet, token } = await memberWithSheet(product.id);
    const first = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token, 'init-key-00000001'));
    const again = await api.post(INIT, initBody(sheet), token, 'init-key-00000001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<OrderInitAnswer>(again)).toEqual(first);
    const orders = await ctx.database.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.sheetId, sheet.sheetId));
    expect(orders.length).toBe(1);

    // A process that died mid-request leaves its key IN_FLIGHT: 409 until the lock passes, then a retry runs.
    const body = { orderId: first.steps[0]!.paymentOrderId, code: '', message: '' };
    const scope = 'POST /api/order/v1/public/payments/abandon guest';
    const requestHash = createHash('sha256')
      .update(canonical({ body, params: {} }))
      .digest('hex');
    await ctx.database.db.insert(idempotencyKeys).values({
      scope,
      key: 'dead-key-00000001',
      requestHash,
      state: 'IN_FLIGHT',
      lockedUntil: new Date(Date.now() + 60_000)
    });
    // A guest cannot abandon a member's order anyway; the key decides first.
    const held = await api.post(ABANDON, body, undefined, 'dead-key-00000001');
    expect(codeOf(held)).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, 'dead-key-00000001'));
    const taken = await api.post(ABANDON, body, undefined, 'dead-key-00000001');
    expect(codeOf(taken)).toBe('ORDER_NOT_FOUND');
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'dead-key-00000001'));
    expect(row).toMatchObject({ state: 'DONE', responseStatus: 404 });
  });

  it('errors are replayed too', async () => {
    const { token, body } = await pendingOrder();
    const first = await api.post(CONFIRM, { ...body, amount: 1 }, token, 'confirm-key-error');
    expect(codeOf(first)).toBe('PAYMENT_AMOUNT_MISMATCH');
    const again = await api.post(CONFIRM, { ...body, amount: 1 }, token, 'confirm-key-error');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('concurrent confirms with one key: one charge, the other 409 or the replay', async () => {
    const { token, body } = await pendingOrder();
    provider.confirmDelayMs = 50;
    const calls = provider.confirmCalls;
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post(CONFIRM, body, token, 'confirm-key-race'))
    );
    provider.confirmDelayMs = 0;
    expect(provider.confirmCalls - calls).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(codeOf(answer)).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    }
  });

  it('a 409 from waiting on another confirm is not stored: a retry with the key learns what the payment came to', async () => {
    const { token, body } = await pendingOrder();
    // Another confirm (another key, another tab) holds the attempt CONFIRMING past this one's wait.
    await ctx.database.db
      .update(orderPayments)
      .set({ status: 'CONFIRMING' })
      .where(eq(orderPayments.paymentOrderId, body.orderId));
    const held = await api.post(CONFIRM, body, token, 'confirm-key-wait');
    expect(codeOf(held)).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    // That confirm did not reach the provider: the attempt is READY again and this key's retry pays.
    await ctx.database.db
      .update(orderPayments)
      .set({ status: 'READY' })
      .where(eq(orderPayments.paymentOrderId, body.orderId));
    const retried = await api.post(CONFIRM, body, token, 'confirm-key-wait');
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(dataOf<PaymentConfirmAnswer>(retried).placed).toBe(true);
  }, 40_000);

  it('concurrent confirms without a key: one charge, every answer the placed order', async () => {
    const { token, body } = await pendingOrder();
    provider.confirmDelayMs = 50;
    const calls = provider.confirmCalls;
    const answers = await Promise.all([1, 2, 3].map(() => api.post(CONFIRM, body, token)));
    provider.confirmDelayMs = 0;
    expect(provider.confirmCalls - calls).toBe(1);
    for (const answer of answers) expect(dataOf<PaymentConfirmAnswer>(answer).placed).toBe(true);
  });
});

describe('option stock', () => {
  it('an optioned line takes the option’s stock (the product’s own is left alone); the last one makes the option SOLD_OUT', async () => {
    const shades = await makeProduct(ctx, { stock: 3 }, [{ value: '21' }, { value: '23' }]);
    await ctx.database.db
      .update(productOptions)
      .set({ stock: 1 })
      .where(eq(productOptions.id, shades.optionIds[0]!));
    await ctx.database.db
      .update(productOptions)
      .set({ stock: 2 })
      .where(eq(productOptions.id, shades.optionIds[1]!));
    const { sheet, token } = await memberWithSheet(shades.id, 1, shades.optionIds[0]);
    const init = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(sheet), token));
    const step = init.steps[0]!;
    dataOf(
      await api.post(
        CONFIRM,
        { paymentKey: paymentKeyFor(step.paymentOrderId), orderId: step.paymentOrderId, amount: step.amount },
        token
      )
    );
    const options = await ctx.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, shades.id))
      .orderBy(productOptions.id);
    expect(options.map((option) => [option.stock, option.salesStatus])).toEqual([
      [0, 'SOLD_OUT'],
      [2, 'ON_SALE']
    ]);
    expect(await productStock(ctx, shades.id)).toEqual({ stock: 3, salesStatus: 'ON_SALE' });
  });

  it('returnStock puts a cancelled order’s stock back: a SOLD_OUT row is ON_SALE again, PAUSE stays', async () => {
    const single = await makeProduct(ctx, { stock: 0, salesStatus: 'SOLD_OUT' });
    const paused = await makeProduct(ctx, { stock: 0, salesStatus: 'PAUSE' });
    const shades = await makeProduct(ctx, { stock: 5 }, [{ value: '21', salesStatus: 'SOLD_OUT' }]);
    const answer = await ctx.database.db.transaction((tx) =>
      returnStock(tx, [
        { productId: single.id, productOptionId: null, quantity: 2 },
        { productId: paused.id, productOptionId: null, quantity: 1 },
        { productId: shades.id, productOptionId: shades.optionIds[0]!, quantity: 1 }
      ])
    );
    expect(answer).toEqual({ restocked: true });
    expect(await productStock(ctx, single.id)).toEqual({ stock: 2, salesStatus: 'ON_SALE' });
    expect(await productStock(ctx, paused.id)).toEqual({ stock: 1, salesStatus: 'PAUSE' });
    const [option] = await ctx.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.id, shades.optionIds[0]!));
    expect([option!.stock, option!.salesStatus]).toEqual([1, 'ON_SALE']);
    expect((await productStock(ctx, shades.id)).stock).toBe(5);
  });
});
