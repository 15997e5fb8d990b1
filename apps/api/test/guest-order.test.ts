import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type OrderDetail, type OrderListItem } from '@mall/domain';
import { createTestContext, type TestContext } from './context.ts';
import { cartMember, makeProduct } from './cart-fixtures.ts';
import { nextAddress } from './members.ts';
import { fakeBenefits, fakePaymentProvider, insertOrder } from './order-fixtures.ts';

/** Guest order lookup: credentials in the body, one answer for every mismatch, strict limit. */
let ctx: TestContext;
const payments = fakePaymentProvider();
let product: number;
let guest: Awaited<ReturnType<typeof insertOrder>>;
let memberOrder: Awaited<ReturnType<typeof insertOrder>>;
const GUEST = { name: '김게스트', mobileNumber: '01099998888', password: 'guest1234' };
const BASE = '/api/order/v1/public/guest-order';

function post(path: string, payload: unknown, address = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    payload: payload as object,
    remoteAddress: address,
    headers: { 'accept-language': 'ko-KR' }
  });
}

beforeAll(async () => {
  ctx = await createTestContext({
    app: { payments: payments.provider, benefits: fakeBenefits().benefits }
  });
  product = (await makeProduct(ctx, { stock: 3 })).id;
  guest = await insertOrder(ctx, { guest: GUEST, lines: [{ productId: product, quantity: 2 }] });
  const member = await cartMember(ctx);
  memberOrder = await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: product }] });
});
afterAll(async () => {
  await ctx.close();
});

describe('guest lookup', () => {
  it('finds the order by number + name + mobile (any number form) or by number + password', async () => {
    const shown = displayOrderNumber(guest.order.orderNumber);
    const byName = await post('history', {
      orderNumber: shown.toLowerCase(),
      name: GUEST.name,
      mobileNumber: GUEST.mobileNumber
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-store');
    const list = byName.json<{ data: { list: OrderListItem[] } }>().data.list;
    expect(list).toMatchObject([
      {
        orderNumber: guest.order.orderNumber,
        displayOrderNumber: shown,
        status: 'PLACED',
        lines: [{ quantity: 2 }]
      }
    ]);

    const byPassword = await post('detail', { orderNumber: shown, password: GUEST.password });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json<{ data: OrderDetail }>().data).toMatchObject({
      guest: true,
      cancellable: true,
      orderer: { name: GUEST.name }
    });
  });

  it('[404 GUEST_ORDER_NOT_FOUND] the same for a wrong name, mobile or password, an unknown number and a member order', async () => {
    const shown = displayOrderNumber(guest.order.orderNumber);
    const attempts = [
      { orderNumber: shown, name: '박게스트', mobileNumber: GUEST.mobileNumber },
      { orderNumber: shown, name: GUEST.name, mobileNumber: '01011112222' },
      { orderNumber: shown, password: 'wrong-pass' },
      { orderNumber: 'TP991231000001', password: GUEST.password },
      { orderNumber: 'TP991231000001', name: GUEST.name, mobileNumber: GUEST.mobileNumber },
      { orderNumber: memberOrder.order.orderNumber, name: '이민준', mobileNumber: '01012345678' }
    ];
    const bodies = new Set<string>();
    for (const attempt of attempts) {
      for (const path of ['history', 'detail', 'contract']) {
        const response = await post(path, attempt);
        expect(response.statusCode, `${path} ${JSON.stringify(attempt)}`).toBe(404);
        const { code, message } = response.json<{ code: string; message: string }>();
        bodies.add(`${code}|${message}`);
      }
    }
    expect([...bodies]).toEqual(['GUEST_ORDER_NOT_FOUND|입력하신 정보와 일치하는 주문이 없습니다.']);
  });

  it('[400] for malformed credentials, never a 500', async () => {
    for (const payload of [
      {},
      { orderNumber: 'TP1', password: 'guest1234' },
      { orderNumber: guest.order.orderNumber, password: 'x' },
      { orderNumber: guest.order.orderNumber, name: '김', mobileNumber: 'abc' }
    ]) {
      expect((await post('history', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers the contract PDF to the right credentials', async () => {
    const response = await post('contract', {
      orderNumber: guest.order.orderNumber,
      password: GUEST.password
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('cancels with refund through the same path as members', async () => {
    const order = await insertOrder(ctx, { guest: GUEST, lines: [{ productId: product }] });
    const wrong = await post('cancel', {
      credentials: { orderNumber: order.order.orderNumber, password: 'nope-nope' },
      reason: ''
    });
    expect(wrong.json()).toMatchObject({ code: 'GUEST_ORDER_NOT_FOUND' });
    const response = await post('cancel', {
      credentials: {
        orderNumber: order.order.orderNumber,
        name: GUEST.name,
        mobileNumber: GUEST.mobileNumber
      },
      reason: '주소 오류'
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: OrderDetail }>().data).toMatchObject({
      status: 'CANCELLED',
      payments: [{ status: 'CANCELED' }]
    });
    expect(payments.cancels).toContainEqual({
      paymentKey: order.payments[0]!.paymentKey,
      idempotencyKey: `cancel-${order.payments[0]!.paymentKey}`,
      cancelReason: '주소 오류'
    });
  });

  it('[429] past the strict per-client limit', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await post('history', { orderNumber: 'TP991231000001', password: 'guess-0000' }, address)).statusCode
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
