import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type OrderDetail, type OrderStatus } from '@mall/domain';
import { createOrderCallsService } from '../src/modules/order/order-calls.service.ts';
import { createDeskRepository } from '../src/modules/fulfilment/desk.repository.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { fakeBenefits, fakePaymentProvider, insertOrder } from './order-fixtures.ts';

/** POST /api/order/v1/public/sales/update/order-delivery-address: members and guests, before the parcel ships. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let product: number;
let me: { id: number; token: string };
let stranger: { id: number; token: string };
const URL = '/api/order/v1/public/sales/update/order-delivery-address';
const GUEST = { name: '김게스트', mobileNumber: '01099998888', password: 'guest1234' };
const NEW_ADDRESS = {
  lastName: '박',
  firstName: '서연',
  mobileNumber: '01055556666',
  zipcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층 301호',
  addressDescription: '경비실 옆'
};

const row = async (id: number) =>
  (await ctx.database.db.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;
const memberOrder = (status: OrderStatus = 'PLACED', trackingNumber: string | null = null) =>
  insertOrder(ctx, {
    userSeqNo: me.id,
    status,
    trackingNumber,
    courier: trackingNumber ? 'CJ' : null,
    lines: [{ productId: product }]
  });

beforeAll(async () => {
  ctx = await createTestContext({
    app: { payments: fakePaymentProvider().provider, benefits: fakeBenefits().benefits }
  });
  call = cartApi(ctx);
  product = (await makeProduct(ctx, { stock: 50 })).id;
  me = await cartMember(ctx);
  stranger = await cartMember(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('members', () => {
  it('[200] changes the address of a paid order, and of a preparing one without a tracking number', async () => {
    for (const status of ['PLACED', 'PREPARING'] as const) {
      const { order } = await memberOrder(status);
      const response = await call('POST', URL, me.token, {
        orderNumber: displayOrderNumber(order.orderNumber),
        address: NEW_ADDRESS
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<{ data: OrderDetail }>().data;
      expect(detail.delivery).toMatchObject({
        receiverName: '박서연',
        mobileNumber: '01055556666',
        zipcode: '04524',
        address1: NEW_ADDRESS.address1,
        address2: NEW_ADDRESS.address2,
        addressDescription: '경비실 옆'
      });
      expect(detail.addressChangeable).toBe(true);
      // The order's own columns: what the staff desk shows and ships.
      expect(await row(order.id)).toMatchObject({
        status,
        receiverLastName: '박',
        receiverFirstName: '서연',
        zipcode: '04524',
        address1: NEW_ADDRESS.address1
      });
      const shown = await call('GET', `/api/order/v1/sales/detail/${order.orderNumber}`, me.token);
      expect(shown.json<{ data: OrderDetail }>().data.delivery.zipcode).toBe('04524');
    }
  });

  it('[409 ORDER_ADDRESS_NOT_CHANGEABLE] once it has a tracking number, ships, is delivered or cancelled', async () => {
    const cases: [OrderStatus, string | null][] = [
      ['PREPARING', '123456789012'],
      ['SHIPPING', '123456789012'],
      ['DELIVERED', '123456789012'],
      ['CANCEL_REQUESTED', null],
      ['CANCELLED', null]
    ];
    for (const [status, tracking] of cases) {
      const { order } = await memberOrder(status, tracking);
      const detail = await call('GET', `/api/order/v1/sales/detail/${order.orderNumber}`, me.token);
      expect(detail.json<{ data: OrderDetail }>().data.addressChangeable, status).toBe(false);
      const response = await call('POST', URL, me.token, {
        orderNumber: order.orderNumber,
        address: NEW_ADDRESS
      });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'ORDER_ADDRESS_NOT_CHANGEABLE',
        message: '배송이 시작되었거나 송장번호가 등록된 주문, 취소된 주문은 배송지를 변경할 수 없습니다.'
      });
      expect((await row(order.id)).zipcode, status).toBe('06159');
    }
    const { order } = await memberOrder('SHIPPING', '123456789012');
    const english = await call(
      'POST',
      URL,
      me.token,
      { orderNumber: order.orderNumber, address: NEW_ADDRESS },
      'en-US'
    );
    expect(english.json<{ message: string }>().message).toMatch(/can no longer be changed/);
  });

  it('[409] the update itself is guarded: an order shipped after it was read is refused', async () => {
    const { order } = await memberOrder('PREPARING');
    const history = {
      // The order as read before the desk shipped it: only the SQL condition can refuse now.
      memberOrder: async () => order,
      guestOrder: async () => order,
      orderDetail: async () => {
        throw new Error('not reached');
      }
    };
    const calls = createOrderCallsService({ db: ctx.database.db, history, addressOf: async () => ({}) });
    const shipped = await createDeskRepository(ctx.database.db).ship(
      order.orderNumber,
      'CJ',
      '123456789012',
      new Date()
    );
    expect(shipped).toBeTruthy();
    await expect(
      calls.changeMemberAddress(
        me.id,
        { orderNumber: order.orderNumber, userAddressId: null, address: NEW_ADDRESS },
        'ko-KR'
      )
    ).rejects.toMatchObject({ code: 'ORDER_ADDRESS_NOT_CHANGEABLE' });
    expect(await row(order.id)).toMatchObject({ status: 'SHIPPING', zipcode: '06159' });
  });

  it('[404 ORDER_NOT_FOUND] another member’s order, unchanged', async () => {
    const { order } = await memberOrder();
    const response = await call('POST', URL, stranger.token, {
      orderNumber: order.orderNumber,
      address: NEW_ADDRESS
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await row(order.id)).zipcode).toBe('06159');
  });

  it('[404 ADDRESS_NOT_FOUND] another member’s address-book entry', async () => {
    const added = await call('POST', '/api/member/v1/users/address', stranger.token, {
      addressName: '집',
      ...NEW_ADDRESS,
      state: '서울특별시',
      city: '중구'
    });
    expect(added.statusCode, added.body).toBe(200);
    const { order } = await memberOrder();
    const response = await call('POST', URL, me.token, {
      orderNumber: order.orderNumber,
      userAddressId: added.json<{ data: { userAddressId: number } }>().data.userAddressId,
      address: NEW_ADDRESS
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect((await row(order.id)).zipcode).toBe('06159');
  });

  it('[401] a member’s body without a login; an invalid token is not taken for a guest', async () => {
    const { order } = await memberOrder();
    for (const token of [undefined, 'not-a-token']) {
      const response = await call('POST', URL, token, {
        orderNumber: order.orderNumber,
        address: NEW_ADDRESS
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('[400] bad bodies, with the address checked as at checkout', async () => {
    const { order } = await memberOrder();
    const bodies = [
      {},
      { orderNumber: order.orderNumber },
      { orderNumber: 'TP1', address: NEW_ADDRESS },
      { orderNumber: order.orderNumber, address: { ...NEW_ADDRESS, address1: '' } },
      { orderNumber: order.orderNumber, address: { ...NEW_ADDRESS, address2: 'x'.repeat(226) } },
      { orderNumber: order.orderNumber, address: { ...NEW_ADDRESS, mobileNumber: 'abc' } },
      { orderNumber: order.orderNumber, address: { ...NEW_ADDRESS, lastName: '가'.repeat(21) } },
      { orderNumber: order.orderNumber, address: { ...NEW_ADDRESS, extra: 1 } },
      { orderNumber: order.orderNumber, address: NEW_ADDRESS, status: 'PLACED' }
    ];
    for (const body of bodies) {
      const response = await call('POST', URL, me.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await row(order.id)).zipcode).toBe('06159');
  });
});

describe('guests', () => {
  it('[200] by number + password or number + name + mobile, without a login', async () => {
    const { order } = await insertOrder(ctx, { guest: GUEST, lines: [{ productId: product }] });
    const byPassword = await call('POST', URL, undefined, {
      credentials: { orderNumber: displayOrderNumber(order.orderNumber), password: GUEST.password },
      address: NEW_ADDRESS
    });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json<{ data: OrderDetail }>().data).toMatchObject({
      guest: true,
      addressChangeable: true,
      delivery: { zipcode: '04524' }
    });
    const byName = await call('POST', URL, undefined, {
      credentials: { orderNumber: order.orderNumber, name: GUEST.name, mobileNumber: GUEST.mobileNumber },
      address: { ...NEW_ADDRESS, zipcode: '04525' }
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect((await row(order.id)).zipcode).toBe('04525');
  });

  it('[404 GUEST_ORDER_NOT_FOUND] wrong credentials, an unknown number and a member’s order', async () => {
    const { order } = await insertOrder(ctx, { guest: GUEST, lines: [{ productId: product }] });
    const { order: members } = await memberOrder();
    for (const credentials of [
      { orderNumber: order.orderNumber, password: 'wrong-pass' },
      { orderNumber: order.orderNumber, name: '박게스트', mobileNumber: GUEST.mobileNumber },
      { orderNumber: 'TP991231000001', password: GUEST.password },
      { orderNumber: members.orderNumber, name: '이민준', mobileNumber: '01012345678' }
    ]) {
      const response = await call('POST', URL, undefined, { credentials, address: NEW_ADDRESS });
      expect(response.statusCode, JSON.stringify(credentials)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'GUEST_ORDER_NOT_FOUND' });
    }
    expect((await row(order.id)).zipcode).toBe('06159');
    expect((await row(members.id)).zipcode).toBe('06159');
  });

  it('[409 ORDER_ADDRESS_NOT_CHANGEABLE] a shipped guest order', async () => {
    const { order } = await insertOrder(ctx, {
      guest: GUEST,
      status: 'SHIPPING',
      courier: 'CJ',
      trackingNumber: '123456789012',
      lines: [{ productId: product }]
    });
    const response = await call('POST', URL, undefined, {
      credentials: { orderNumber: order.orderNumber, password: GUEST.password },
      address: NEW_ADDRESS
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_ADDRESS_NOT_CHANGEABLE' });
  });

  it('[400] malformed credentials or address; [429] past the guest limit', async () => {
    for (const body of [
      { credentials: { orderNumber: 'AP1', password: 'x' }, address: NEW_ADDRESS },
      { credentials: { orderNumber: 'TP991231000001', password: GUEST.password } },
      { credentials: { orderNumber: 'TP991231000001', password: GUEST.password }, address: {} }
    ]) {
      expect((await call('POST', URL, undefined, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const limited = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: URL,
          remoteAddress: '10.9.9.9',
          payload: {
            credentials: { orderNumber: 'TP991231000001', password: GUEST.password },
            address: NEW_ADDRESS
          }
        })
      )
    );
    expect(limited.map((response) => response.statusCode)).toContain(429);
  });
});
