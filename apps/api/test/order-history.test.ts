import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type OrderDetail, type OrderHistoryPage } from '@mall/domain';
import { createOrderHistoryService } from '../src/modules/order/order-history.service.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { PaymentProviderError } from '../src/providers/payment/payment-provider.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember, makeProduct, productStock, updateProduct } from './cart-fixtures.ts';
import { fakeBenefits, fakePaymentProvider, insertOrder } from './order-fixtures.ts';

/** Member order history, detail, delivery, cancel with refund, earned points, contract PDF and receipt. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
const payments = fakePaymentProvider();
const benefits = fakeBenefits();
let product: number;
let other: number;
let me: { id: number; token: string };
let stranger: { id: number; token: string };

const HISTORY = '/api/order/v1/sales/history';
const seoul = (local: string) => new Date(`${local}+09:00`);

beforeAll(async () => {
  ctx = await createTestContext({
    app: { payments: payments.provider, benefits: benefits.benefits }
  });
  call = cartApi(ctx);
  product = (await makeProduct(ctx, { stock: 5 })).id;
  other = (await makeProduct(ctx, { stock: 0, salesStatus: 'SOLD_OUT' })).id;
  me = await cartMember(ctx);
  stranger = await cartMember(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/order/v1/sales/history', () => {
  it('[401] without a token', async () => {
    const response = await call('GET', `${HISTORY}?fromDate=2026-01-01&toDate=2026-01-31`);
    expect(response.statusCode).toBe(401);
  });

  it('lists only the asker’s listed orders of the type, inclusive Seoul days, newest first, paged', async () => {
    const member = await cartMember(ctx);
    const early = await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: seoul('2026-03-02T00:30:00'),
      lines: [{ productId: product }]
    });
    const middle = await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'DELIVERED',
      createdAt: seoul('2026-03-15T12:00:00'),
      lines: [{ productId: product, quantity: 2 }, { productId: other }]
    });
    const late = await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'CANCELLED',
      createdAt: seoul('2026-03-31T23:59:00'),
      lines: [{ productId: product }]
    });
    // Outside the range (the evening before in Seoul, the first minute after), pending, failed, autoship, someone else's.
    await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: seoul('2026-03-01T23:59:00'),
      lines: [{ productId: product }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: seoul('2026-04-01T00:00:00'),
      lines: [{ productId: product }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'PAYMENT_PENDING',
      createdAt: seoul('2026-03-10T10:00:00'),
      lines: [{ productId: product }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'FAILED',
      createdAt: seoul('2026-03-10T10:00:00'),
      lines: [{ productId: product }]
    });
    const autoship = await insertOrder(ctx, {
      userSeqNo: member.id,
      cartType: 'autoship',
      createdAt: seoul('2026-03-10T10:00:00'),
      lines: [{ productId: product }]
    });
    await insertOrder(ctx, {
      userSeqNo: stranger.id,
      createdAt: seoul('2026-03-10T10:00:00'),
      lines: [{ productId: product }]
    });

    const response = await call('GET', `${HISTORY}?fromDate=2026-03-02&toDate=2026-03-31`, member.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: OrderHistoryPage }>().data;
    expect(page.list.map((item) => item.orderNumber)).toEqual([
      late.order.orderNumber,
      middle.order.orderNumber,
      early.order.orderNumber
    ]);
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalSize: 3, totalPageNumber: 1 });
    expect(page.list[1]).toMatchObject({
      displayOrderNumber: displayOrderNumber(middle.order.orderNumber),
      status: 'DELIVERED',
      amount: middle.order.amount,
      lines: [
        { productId: product, quantity: 2 },
        { productId: other, quantity: 1 }
      ]
    });
    expect(page.list[1]!.displayOrderNumber.startsWith('TP')).toBe(true);

    const second = (
      await call(
        'GET',
        `${HISTORY}?fromDate=2026-03-02&toDate=2026-03-31&pageSize=2&pageNumber=2`,
        member.token
      )
    ).json<{ data: OrderHistoryPage }>();
    expect(second.data).toMatchObject({
      totalSize: 3,
      totalPageNumber: 2,
      list: [{ orderNumber: early.order.orderNumber }]
    });

    const autoshipPage = (
      await call('GET', `${HISTORY}?fromDate=2026-03-02&toDate=2026-03-31&type=autoship`, member.token)
    ).json<{ data: OrderHistoryPage }>();
    expect(autoshipPage.data.list.map((item) => item.orderNumber)).toEqual([autoship.order.orderNumber]);
  });

  it('reads a page with one query for the orders and one for their lines', async () => {
    const member = await cartMember(ctx);
    for (let index = 0; index < 4; index += 1) {
      await insertOrder(ctx, {
        userSeqNo: member.id,
        createdAt: seoul(`2026-05-0${index + 1}T10:00:00`),
        lines: [{ productId: product }, { productId: other }]
      });
    }
    ctx.queries.length = 0;
    const response = await call('GET', `${HISTORY}?fromDate=2026-05-01&toDate=2026-05-31`, member.token);
    expect(response.json<{ data: OrderHistoryPage }>().data.list).toHaveLength(4);
    const orderReads = ctx.queries.filter((query) => /from "sales_order(_line)?"/.test(query));
    expect(orderReads).toHaveLength(2);
  });

  it('[5001] over 366 days; [400] from after to, impossible days and bad formats name the field', async () => {
    const tooLong = await call('GET', `${HISTORY}?fromDate=2025-01-01&toDate=2026-01-02`, me.token);
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json()).toMatchObject({ code: '5001' });
    const longest = await call('GET', `${HISTORY}?fromDate=2025-01-01&toDate=2026-01-01`, me.token);
    expect(longest.statusCode).toBe(200);

    const reversed = await call('GET', `${HISTORY}?fromDate=2026-03-02&toDate=2026-03-01`, me.token);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'fromDate', code: 'ORD_PeriodOrder' }]
    });
    const impossible = await call('GET', `${HISTORY}?fromDate=2026-02-30&toDate=2026-03-01`, me.token);
    expect(impossible.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'fromDate', code: 'VA_DateFormat' }]
    });
    const format = await call('GET', `${HISTORY}?fromDate=20260101&toDate=2026-03-01&pageSize=500`, me.token);
    expect(format.statusCode).toBe(400);
    expect(
      format
        .json<{ fields: { field: string }[] }>()
        .fields.map((field) => field.field)
        .sort()
    ).toEqual(['fromDate', 'pageSize']);
  });
});

describe('GET /api/order/v1/sales/detail/{id} and /{id}/delivery', () => {
  it('answers the asker’s order by AP or TP number with prices, payments, delivery and receipt links', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'SHIPPING',
      courier: 'CJ대한통운',
      trackingNumber: '612345678901',
      lines: [{ productId: product, quantity: 3 }],
      payments: [{ amount: 40_000 }, { amount: 23_000 }]
    });
    const shown = displayOrderNumber(placed.order.orderNumber);
    const response = await call('GET', `/api/order/v1/sales/detail/${shown}`, me.token);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: OrderDetail }>().data;
    expect(detail).toMatchObject({
      orderNumber: placed.order.orderNumber,
      displayOrderNumber: shown,
      status: 'SHIPPING',
      cancellable: false,
      guest: false,
      price: { subtotal: 60_000, deliveryFee: 0, amount: 60_000 },
      delivery: {
        receiverName: '이민준',
        courier: 'CJ대한통운',
        trackingNumber: '612345678901',
        address1: '서울특별시 강남구 테헤란로 427'
      },
      orderer: { name: '이민준' }
    });
    expect(detail.payments).toMatchObject([
      { step: 1, amount: 40_000, status: 'DONE', cardCompany: '신한', cardNumber: '4330-12**-****-123*' },
      { step: 2, amount: 23_000, status: 'DONE' }
    ]);
    expect(detail.payments[0]!.receiptUrl).toBe(
      `/api/order/v1/public/sales/salesReceipt/${shown}/${placed.payments[0]!.paymentKey}`
    );
    // The card company in the asker's language, as the rest of the page.
    for (const [language, name] of [
      ['en-US', 'Shinhan Card'],
      ['zh-TW', '新韓卡']
    ] as const) {
      const translated = await call(
        'GET',
        `/api/order/v1/sales/detail/${shown}`,
        me.token,
        undefined,
        language
      );
      expect(translated.json<{ data: OrderDetail }>().data.payments[0]!.cardCompany).toBe(name);
    }

    const delivery = await call('GET', `/api/order/v1/sales/${placed.order.orderNumber}/delivery`, me.token);
    expect(delivery.json()).toMatchObject({
      data: {
        status: 'SHIPPING',
        courier: 'CJ대한통운',
        trackingNumber: '612345678901',
        displayOrderNumber: shown
      }
    });
  });

  it('[404 ORDER_NOT_FOUND] for another member’s, a guest’s, a pending or an unknown order; [400] for a malformed number', async () => {
    const theirs = await insertOrder(ctx, { userSeqNo: stranger.id, lines: [{ productId: product }] });
    const guest = await insertOrder(ctx, {
      guest: { name: '김게스트', mobileNumber: '01099998888', password: 'guest1234' },
      lines: [{ productId: product }]
    });
    const pending = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'PAYMENT_PENDING',
      lines: [{ productId: product }]
    });
    for (const number of [
      theirs.order.orderNumber,
      guest.order.orderNumber,
      pending.order.orderNumber,
      'TP991231000001'
    ]) {
      for (const url of [
        `/api/order/v1/sales/detail/${number}`,
        `/api/order/v1/sales/${number}/delivery`,
        `/api/order/v1/sales/contract/${number}`
      ]) {
        const response = await call('GET', url, me.token);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      }
    }
    const cancel = await call('POST', `/api/order/v1/sales/cancel/${theirs.order.orderNumber}`, me.token, {});
    expect(cancel.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const malformed = await call('GET', '/api/order/v1/sales/detail/XX123', me.token);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/order/v1/sales/cancel/{id}', () => {
  it('refunds every charged step with the attempt’s own key, returns stock, coupon and points, and answers CANCELLED', async () => {
    await updateProduct(ctx, other, { stock: 0, salesStatus: 'SOLD_OUT' });
    // The public detail is cached while sold out; the cancel must make the catalogue read it again.
    const soldOutDetail = await call('GET', `/api/product/v1/public/products/${other}`);
    expect(soldOutDetail.body).toContain('SOLD_OUT');
    const before = (await productStock(ctx, product)).stock;
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      lines: [{ productId: product, quantity: 2 }, { productId: other }],
      payments: [{ amount: 30_000 }, { amount: 30_000 }],
      memberCouponId: 77,
      couponDiscount: 3_000,
      pointUsed: 0
    });
    const response = await call(
      'POST',
      `/api/order/v1/sales/cancel/${displayOrderNumber(placed.order.orderNumber)}`,
      me.token,
      { reason: '단순 변심' }
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: OrderDetail }>().data;
    expect(detail).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(detail.cancelledAt).not.toBeNull();
    expect(detail.payments.map((payment) => payment.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(
      payments.cancels.filter((entry) =>
        placed.payments.some((payment) => payment.paymentKey === entry.paymentKey)
      )
    ).toEqual(
      placed.payments.map((payment) => ({
        paymentKey: payment.paymentKey,
        idempotencyKey: `cancel-${payment.paymentKey}`,
        cancelReason: '단순 변심'
      }))
    );
    expect(await productStock(ctx, product)).toMatchObject({ stock: before + 2 });
    expect(await productStock(ctx, other)).toEqual({ stock: 1, salesStatus: 'ON_SALE' });
    const reopened = await call('GET', `/api/product/v1/public/products/${other}`);
    expect(reopened.body).not.toContain('SOLD_OUT');
    expect(benefits.calls).toContain(`restoreCoupon:77:${placed.order.id}`);
    expect(benefits.calls).toContain(`reverseOrderPoints:${me.id}:${placed.order.id}`);

    const again = await call('POST', `/api/order/v1/sales/cancel/${placed.order.orderNumber}`, me.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('[409 ORDER_NOT_CANCELLABLE] once shipped or delivered; [400] for a reason with control characters', async () => {
    for (const status of ['SHIPPING', 'DELIVERED'] as const) {
      const shipped = await insertOrder(ctx, { userSeqNo: me.id, status, lines: [{ productId: product }] });
      const response = await call(
        'POST',
        `/api/order/v1/sales/cancel/${shipped.order.orderNumber}`,
        me.token,
        {}
      );
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
      const [row] = await ctx.database.db
        .select()
        .from(salesOrders)
        .where(eq(salesOrders.id, shipped.order.id));
      expect(row!.status).toBe(status);
    }
    const placed = await insertOrder(ctx, { userSeqNo: me.id, lines: [{ productId: product }] });
    const bad = await call('POST', `/api/order/v1/sales/cancel/${placed.order.orderNumber}`, me.token, {
      reason: 'a\u0000b'
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a provider failure leaves CANCEL_REQUESTED with PAYMENT_PROVIDER_ERROR; asking again finishes without a second refund of the first step', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      lines: [{ productId: product }],
      payments: [{ amount: 10_000 }, { amount: 13_000 }]
    });
    // The first step refunds, the second fails.
    const original = payments.provider.cancel.bind(payments.provider);
    let calls = 0;
    payments.provider.cancel = async (...args) => {
      calls += 1;
      if (calls === 2) payments.state.failNext = 1;
      return original(...args);
    };
    const failed = await call('POST', `/api/order/v1/sales/cancel/${placed.order.orderNumber}`, me.token, {});
    payments.provider.cancel = original;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    const rows = await ctx.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, placed.order.id));
    expect(rows.sort((a, b) => a.step - b.step).map((row) => row.status)).toEqual(['CANCELED', 'DONE']);
    const [pending] = await ctx.database.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, placed.order.id));
    expect(pending!.status).toBe('CANCEL_REQUESTED');

    const retried = await call(
      'POST',
      `/api/order/v1/sales/cancel/${placed.order.orderNumber}`,
      me.token,
      {}
    );
    expect(retried.json()).toMatchObject({ data: { status: 'CANCELLED' } });
    const refunds = payments.cancels.filter((entry) =>
      placed.payments.some((payment) => payment.paymentKey === entry.paymentKey)
    );
    expect(refunds.map((entry) => entry.paymentKey)).toEqual(
      placed.payments.map((payment) => payment.paymentKey)
    );
  });
});

describe('POST /api/order/v1/sales/cancel/{id} when the provider already refunded', () => {
  it('takes ALREADY_CANCELED_PAYMENT as refunded and finishes the cancel', async () => {
    const placed = await insertOrder(ctx, { userSeqNo: me.id, lines: [{ productId: product }] });
    const original = payments.provider.cancel.bind(payments.provider);
    payments.provider.cancel = async () => {
      throw new PaymentProviderError(400, 'ALREADY_CANCELED_PAYMENT', 'already cancelled');
    };
    const response = await call(
      'POST',
      `/api/order/v1/sales/cancel/${placed.order.orderNumber}`,
      me.token,
      {}
    );
    payments.provider.cancel = original;
    expect(response.json()).toMatchObject({
      data: { status: 'CANCELLED', payments: [{ status: 'CANCELED' }] }
    });
  });
});

describe('POST /api/order/v1/sales/earn-point', () => {
  it('credits an order’s points once; refuses another member’s and pending orders', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'DELIVERED',
      lines: [{ productId: product, quantity: 2, point: 500 }]
    });
    const first = await call('POST', '/api/order/v1/sales/earn-point', me.token, {
      orderNumber: displayOrderNumber(placed.order.orderNumber)
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: { earned: number } }>().data.earned).toBe(1_000);
    const second = await call('POST', '/api/order/v1/sales/earn-point', me.token, {
      orderNumber: placed.order.orderNumber
    });
    expect(second.json<{ data: { earned: number } }>().data.earned).toBe(0);
    expect(benefits.calls.filter((entry) => entry === `earnPoints:1000:${placed.order.id}`)).toHaveLength(1);
    const detail = (
      await call('GET', `/api/order/v1/sales/detail/${placed.order.orderNumber}`, me.token)
    ).json<{ data: OrderDetail }>();
    expect(detail.data.pointEarned).toBe(true);

    const theirs = await insertOrder(ctx, { userSeqNo: stranger.id, lines: [{ productId: product }] });
    expect(
      (
        await call('POST', '/api/order/v1/sales/earn-point', me.token, {
          orderNumber: theirs.order.orderNumber
        })
      ).statusCode
    ).toBe(404);
    const pending = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'PAYMENT_PENDING',
      lines: [{ productId: product }]
    });
    expect(
      (
        await call('POST', '/api/order/v1/sales/earn-point', me.token, {
          orderNumber: pending.order.orderNumber
        })
      ).statusCode
    ).toBe(404);
  });
});

describe('earn-point before the order can no longer be cancelled', () => {
  it('a PLACED or PREPARING order earns nothing yet (earned, spent elsewhere, then cancelled, the points would stay spent); SHIPPING earns', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'PLACED',
      lines: [{ productId: product, quantity: 1, point: 900 }]
    });
    const early = await call('POST', '/api/order/v1/sales/earn-point', me.token, {
      orderNumber: placed.order.orderNumber
    });
    expect(early.statusCode).toBe(404);
    expect(benefits.calls).not.toContain(`earnPoints:900:${placed.order.id}`);
    await ctx.database.db
      .update(salesOrders)
      .set({ status: 'SHIPPING' })
      .where(eq(salesOrders.id, placed.order.id));
    const shipped = await call('POST', '/api/order/v1/sales/earn-point', me.token, {
      orderNumber: placed.order.orderNumber
    });
    expect(shipped.json<{ data: { earned: number } }>().data.earned).toBe(900);
  });
});

describe('earn-point racing a cancel', () => {
  it('an order cancelled between the read and the credit earns nothing', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      status: 'DELIVERED',
      lines: [{ productId: product, quantity: 1, point: 700 }]
    });
    const db = ctx.database.db;
    // The cancel finishes (CANCELLED, points reversed: none earned yet) just before the credit's transaction.
    const racing = new Proxy(db, {
      get(target, name, receiver) {
        if (name !== 'transaction') return Reflect.get(target, name, receiver) as unknown;
        return async (work: Parameters<typeof db.transaction>[0]) => {
          await db
            .update(salesOrders)
            .set({ status: 'CANCELLED' })
            .where(eq(salesOrders.id, placed.order.id));
          return db.transaction(work);
        };
      }
    });
    const service = createOrderHistoryService({
      db: racing,
      catalogue: { returnStock: async () => ({ restocked: false }) },
      payments: null,
      benefits: benefits.benefits
    });
    const answer = await service.earnPoint(me.id, placed.order.orderNumber);
    expect(answer.earned).toBe(0);
    expect(benefits.calls).not.toContain(`earnPoints:700:${placed.order.id}`);
    const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, placed.order.id));
    expect(row!.pointEarnedAt).toBeNull();
  });
});

describe('contract PDF and sales receipt', () => {
  it('GET contract/{id} is a parseable PDF 1.4 attachment naming the order number', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      lines: [{ productId: product }, { productId: other, quantity: 2 }]
    });
    const shown = displayOrderNumber(placed.order.orderNumber);
    const response = await call('GET', `/api/order/v1/sales/contract/${shown}`, me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="contract-${shown}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every xref entry points at its object's header.
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const table = pdf.slice(xrefAt).split('\n');
    const count = Number(table[1]!.split(' ')[1]);
    for (let id = 1; id < count; id += 1) {
      const offset = Number(table[2 + id]!.slice(0, 10));
      expect(pdf.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(pdf).toContain('/Encoding /UniKS-UCS2-H');
    expect(pdf).toContain('/Ordering (Korea1)');
    const ucs2 = (text: string) =>
      [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
    expect(pdf).toContain(ucs2(shown));
    expect(pdf).toContain(ucs2('주문 계약서'));
    expect(pdf).toContain(ucs2('214-88-31570'));
  });

  it('the receipt page needs the number and the paymentKey together; it is escaped and splits VAT', async () => {
    const placed = await insertOrder(ctx, {
      userSeqNo: me.id,
      lines: [{ productId: product, price: 55_000 }]
    });
    const other = await insertOrder(ctx, { userSeqNo: stranger.id, lines: [{ productId: product }] });
    await ctx.database.db
      .update(orderPayments)
      .set({
        card: {
          issuerCode: '41',
          number: '<script>4330123412341234</script>',
          cardType: null,
          installmentPlanMonths: 3
        }
      })
      .where(eq(orderPayments.id, placed.payments[0]!.id));
    const shown = displayOrderNumber(placed.order.orderNumber);
    const url = `/api/order/v1/public/sales/salesReceipt/${shown}/${placed.payments[0]!.paymentKey}`;
    const response = await call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toContain('매출전표');
    // Whatever the provider stored, the slip writes the one masked form (BIN and last four).
    expect(response.body).toContain('<td>4330-12**-****-1234</td>');
    expect(response.body).not.toContain('<script>');
    // 55,000 won with free delivery: VAT round(55000 / 11) = 5,000, supply 50,000.
    expect(response.body).toContain('<th scope="row">합계</th><td>55,000원</td>');
    expect(response.body).toContain('<th scope="row">부가세</th><td>5,000원</td>');
    expect(response.body).toContain('<th scope="row">공급가액</th><td>50,000원</td>');
    expect(response.body).toContain('3개월');
    for (const wrong of [
      `/api/order/v1/public/sales/salesReceipt/${displayOrderNumber(other.order.orderNumber)}/${placed.payments[0]!.paymentKey}`,
      `/api/order/v1/public/sales/salesReceipt/${shown}/${other.payments[0]!.paymentKey}`,
      `/api/order/v1/public/sales/salesReceipt/nonsense/${placed.payments[0]!.paymentKey}`
    ]) {
      expect((await call('GET', wrong)).statusCode, wrong).toBe(404);
    }
  });
});

describe('GET /api/order/v1/cart/suggest-purchased-products', () => {
  it('answers the member’s bought products still on sale, newest order first, each once', async () => {
    const member = await cartMember(ctx);
    const first = (await makeProduct(ctx)).id;
    const second = (await makeProduct(ctx)).id;
    const paused = (await makeProduct(ctx, { salesStatus: 'PAUSE' })).id;
    const failedOnly = (await makeProduct(ctx)).id;
    await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: seoul('2026-01-01T10:00:00'),
      lines: [{ productId: first }, { productId: second }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      createdAt: seoul('2026-02-01T10:00:00'),
      lines: [{ productId: second }, { productId: paused }]
    });
    await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'FAILED',
      createdAt: seoul('2026-03-01T10:00:00'),
      lines: [{ productId: failedOnly }]
    });
    const response = await call('GET', '/api/order/v1/cart/suggest-purchased-products', member.token);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response
      .json<{ data: { list: { productId: number }[] } }>()
      .data.list.map((item) => item.productId);
    expect(ids).toEqual([second, first]);
  });
});
