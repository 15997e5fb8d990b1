import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type DeskOrderList } from '@mall/domain';
import { parcelEvents } from '../src/modules/fulfilment/parcel.table.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { fakeBenefits, fakePaymentProvider, insertOrder } from './order-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The order desk (issue 16 item 2): lists, moves of many orders, shipping one or an upload, the picking list. */
let ctx: TestContext;
let product: number;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
const payments = fakePaymentProvider();

beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_ROUTE_SCALE: '20' },
    app: { payments: payments.provider, benefits: fakeBenefits().benefits }
  });
  product = (await makeProduct(ctx, { stock: 50 })).id;
  desk = await signedInStaff(ctx, ['ORDER_DESK']);
});
afterAll(async () => ctx.close());

function staffCall(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
const statusOf = async (id: number) =>
  (await ctx.database.db.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;

describe('who may use the desk', () => {
  it('needs a staff session (401) and the role (403); a member token is no staff session', async () => {
    const member = await cartMember(ctx);
    expect((await staffCall('GET', '/api/staff/v1/orders', null)).statusCode).toBe(401);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/orders',
      headers: { authorization: `Bearer ${member.token}` }
    });
    expect(asMember.statusCode).toBe(401);
    const content = await signedInStaff(ctx, ['CONTENT']);
    expect((await staffCall('GET', '/api/staff/v1/orders', content.cookie)).statusCode).toBe(403);
    const cs = await signedInStaff(ctx, ['CS']);
    expect((await staffCall('GET', '/api/staff/v1/orders', cs.cookie)).statusCode).toBe(200);
    const move = await staffCall('POST', '/api/staff/v1/orders/moves', cs.cookie, {
      event: 'prepare',
      orderIds: [1]
    });
    expect(move.statusCode).toBe(403);
  });
});

describe('cross-site writes', () => {
  it('refuses a staff write another site or a form sends, with the cookie and all', async () => {
    const { order } = await insertOrder(ctx, { lines: [{ productId: product }] });
    const move = (headers: Record<string, string>, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/v1/orders/moves',
        headers: { cookie: desk.cookie, ...headers },
        payload
      });
    const body = JSON.stringify({ event: 'prepare', orderIds: [order.id] });
    const json = { 'content-type': 'application/json' };
    expect((await move({ ...json, 'sec-fetch-site': 'cross-site' }, body)).statusCode).toBe(403);
    expect((await move({ ...json, 'sec-fetch-site': 'same-site' }, body)).statusCode).toBe(403);
    expect((await move({ ...json, origin: 'https://evil.example' }, body)).statusCode).toBe(403);
    // A form cannot carry a move's list of ids; one that validates (the sign-in) is refused for its type.
    expect(
      (
        await move(
          { 'content-type': 'application/x-www-form-urlencoded' },
          `event=prepare&orderIds=${order.id}`
        )
      ).statusCode
    ).toBe(400);
    const formSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('mall-staff:').toString('base64')}`
      },
      payload: 'grant_type=password&username=x&password=y'
    });
    expect(formSignIn.statusCode).toBe(403);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/oauth/token',
      headers: {
        origin: 'https://evil.example',
        authorization: `Basic ${Buffer.from('mall-staff:').toString('base64')}`
      },
      payload: { grant_type: 'password', username: 'x', password: 'y' }
    });
    expect(signIn.statusCode).toBe(403);
    expect((await statusOf(order.id)).status).toBe('PLACED');
    const sameOrigin = await move(
      { ...json, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      body
    );
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect((await statusOf(order.id)).status).toBe('PREPARING');
  });
});

describe('the desk moves orders', () => {
  it('lists PLACED oldest first with counts, and reads are audited', async () => {
    const older = await insertOrder(ctx, {
      createdAt: new Date(Date.now() - 3_600_000),
      lines: [{ productId: product, quantity: 2 }, { productId: product }]
    });
    const newer = await insertOrder(ctx, {
      guest: { name: '게스트', mobileNumber: '01099998888', password: 'pw1234' },
      lines: [{ productId: product }]
    });
    const response = await staffCall('GET', '/api/staff/v1/orders?status=PLACED', desk.cookie);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: DeskOrderList }>().data;
    const ids = page.list.map((row) => row.orderId);
    expect(ids.indexOf(older.order.id)).toBeLessThan(ids.indexOf(newer.order.id));
    expect(page.list.find((row) => row.orderId === older.order.id)).toMatchObject({
      orderNumber: displayOrderNumber(older.order.orderNumber),
      lineCount: 2,
      quantity: 3,
      guest: false
    });
    expect(page.list.find((row) => row.orderId === newer.order.id)?.guest).toBe(true);
    expect(page.counts.PLACED).toBeGreaterThanOrEqual(2);
    const found = await staffCall(
      'GET',
      `/api/staff/v1/orders?status=PLACED&q=${displayOrderNumber(newer.order.orderNumber)}`,
      desk.cookie
    );
    expect(found.json<{ data: DeskOrderList }>().data.list.map((row) => row.orderId)).toEqual([
      newer.order.id
    ]);
    const byName = await staffCall(
      'GET',
      `/api/staff/v1/orders?status=PLACED&q=${encodeURIComponent('게스트')}`,
      desk.cookie
    );
    expect(byName.json<{ data: DeskOrderList }>().data.list.map((row) => row.orderId)).toEqual([
      newer.order.id
    ]);
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffId, desk.id));
    expect(audit.filter((row) => row.action === 'orders.list').length).toBeGreaterThanOrEqual(3);
  });

  it('prepares many at once, each only from PLACED, and two desks cannot both move one order', async () => {
    const a = await insertOrder(ctx, { lines: [{ productId: product }] });
    const b = await insertOrder(ctx, { lines: [{ productId: product }] });
    const cancelled = await insertOrder(ctx, { status: 'CANCELLED', lines: [{ productId: product }] });
    const other = await signedInStaff(ctx, ['ORDER_DESK']);
    const body = { event: 'prepare', orderIds: [a.order.id, b.order.id, cancelled.order.id] };
    const [first, second] = await Promise.all([
      staffCall('POST', '/api/staff/v1/orders/moves', desk.cookie, body),
      staffCall('POST', '/api/staff/v1/orders/moves', other.cookie, body)
    ]);
    const results = [first.json().data, second.json().data];
    const moved = results.flatMap((result) => result.moved.map((row: { orderId: number }) => row.orderId));
    expect(moved.sort()).toEqual([a.order.id, b.order.id].sort());
    expect(results.flatMap((result) => result.refused)).toContainEqual({
      orderId: cancelled.order.id,
      status: 'CANCELLED'
    });
    const row = await statusOf(a.order.id);
    expect(row.status).toBe('PREPARING');
    expect(row.preparingAt).not.toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(a.order.id)));
    expect(audit.filter((entry) => entry.action === 'orders.prepare')).toEqual([
      expect.objectContaining({ before: { status: 'PLACED' }, after: { status: 'PREPARING' } })
    ]);
  });

  it('ships from an upload row by row: bad rows refused alone, the rest shipped; the customer can no longer cancel', async () => {
    const member = await cartMember(ctx);
    const ready = await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'PREPARING',
      lines: [{ productId: product }]
    });
    const alsoReady = await insertOrder(ctx, { status: 'PREPARING', lines: [{ productId: product }] });
    const notPrepared = await insertOrder(ctx, { lines: [{ productId: product }] });
    const response = await staffCall('POST', '/api/staff/v1/orders/shipments', desk.cookie, {
      shipments: [
        {
          orderNumber: displayOrderNumber(ready.order.orderNumber),
          courier: 'CJ대한통운',
          trackingNumber: '6123-4567-8901'
        },
        { orderNumber: alsoReady.order.orderNumber, courier: 'HANJIN', trackingNumber: '12' },
        {
          orderNumber: displayOrderNumber(notPrepared.order.orderNumber),
          courier: 'LOGEN',
          trackingNumber: '12345678901'
        },
        { orderNumber: 'TP999999999999', courier: 'CJ', trackingNumber: '612345678901' },
        {
          orderNumber: displayOrderNumber(alsoReady.order.orderNumber),
          courier: 'EPOST',
          trackingNumber: '1234567890123'
        }
      ]
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.shipped.map((row: { row: number }) => row.row)).toEqual([1, 5]);
    expect(result.refused).toEqual([
      {
        row: 2,
        orderNumber: displayOrderNumber(alsoReady.order.orderNumber),
        code: 'TRACKING_NUMBER_INVALID'
      },
      { row: 3, orderNumber: displayOrderNumber(notPrepared.order.orderNumber), code: 'ORDER_MOVE_REFUSED' },
      { row: 4, orderNumber: 'TP999999999999', code: 'ORDER_NOT_FOUND' }
    ]);
    expect(await statusOf(ready.order.id)).toMatchObject({
      status: 'SHIPPING',
      courier: 'CJ',
      trackingNumber: '612345678901'
    });
    expect((await statusOf(alsoReady.order.id)).courier).toBe('EPOST');
    const cancel = await cartApi(ctx)(
      'POST',
      `/api/order/v1/sales/cancel/${displayOrderNumber(ready.order.orderNumber)}`,
      member.token,
      { reason: '단순 변심' }
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(payments.cancels).toHaveLength(0);
  });

  it('marks shipped orders delivered and shows every state time in the detail', async () => {
    const shipped = await insertOrder(ctx, {
      status: 'SHIPPING',
      courier: 'CJ',
      trackingNumber: '612345678901',
      lines: [{ productId: product }]
    });
    const placed = await insertOrder(ctx, { lines: [{ productId: product }] });
    const response = await staffCall('POST', '/api/staff/v1/orders/moves', desk.cookie, {
      event: 'deliver',
      orderIds: [shipped.order.id, placed.order.id]
    });
    expect(response.json().data).toMatchObject({
      moved: [{ orderId: shipped.order.id, status: 'DELIVERED' }],
      refused: [{ orderId: placed.order.id, status: 'PLACED' }]
    });
    const detail = await staffCall('GET', `/api/staff/v1/orders/${shipped.order.id}`, desk.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 'DELIVERED',
      address1: '서울특별시 강남구 테헤란로 427',
      lines: [{ quantity: 1 }]
    });
    expect(detail.json().data.times.deliveredAt).not.toBeNull();
    const pending = await insertOrder(ctx, {
      status: 'PAYMENT_PENDING',
      guest: { name: '대기', mobileNumber: '01011112222', password: 'pw1234' },
      lines: [{ productId: product }]
    });
    expect((await staffCall('GET', `/api/staff/v1/orders/${pending.order.id}`, desk.cookie)).statusCode).toBe(
      404
    );
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(shipped.order.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['orders.deliver', 'orders.read']);
  });

  it('corrects a shipping order’s tracking number: old scans gone, tracked again, both numbers audited', async () => {
    const shipped = await insertOrder(ctx, {
      status: 'SHIPPING',
      courier: 'CJ',
      trackingNumber: '612345670000',
      lines: [{ productId: product }]
    });
    await ctx.database.db
      .insert(parcelEvents)
      .values({ orderId: shipped.order.id, seq: 0, status: 'INFORMATION_RECEIVED', at: new Date() });
    const correct = (id: number, body: Record<string, unknown>, cookie = desk.cookie) =>
      staffCall('POST', `/api/staff/v1/orders/${id}/tracking`, cookie, body);
    expect((await correct(shipped.order.id, { courier: 'CJ', trackingNumber: '12' })).json().code).toBe(
      'TRACKING_NUMBER_INVALID'
    );
    const response = await correct(shipped.order.id, {
      courier: '롯데택배',
      trackingNumber: '2345-6789-0123'
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      courier: 'LOTTE',
      trackingNumber: '234567890123',
      status: 'SHIPPING'
    });
    expect(
      await ctx.database.db.select().from(parcelEvents).where(eq(parcelEvents.orderId, shipped.order.id))
    ).toEqual([]);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, String(shipped.order.id)));
    expect(job).toMatchObject({ kind: 'track-parcel', doneAt: null });
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(shipped.order.id)));
    expect(audit.find((entry) => entry.action === 'orders.tracking')).toMatchObject({
      before: { courier: 'CJ', trackingNumber: '612345670000' },
      after: { courier: 'LOTTE', trackingNumber: '234567890123' }
    });
    const placed = await insertOrder(ctx, { lines: [{ productId: product }] });
    expect(
      (await correct(placed.order.id, { courier: 'CJ', trackingNumber: '612345678901' })).json().code
    ).toBe('ORDER_MOVE_REFUSED');
    expect((await correct(999_999, { courier: 'CJ', trackingNumber: '612345678901' })).statusCode).toBe(404);
    const cs = await signedInStaff(ctx, ['CS']);
    expect(
      (await correct(shipped.order.id, { courier: 'CJ', trackingNumber: '612345678901' }, cs.cookie))
        .statusCode
    ).toBe(403);
  });

  it('sums the picking list by product and option over orders being prepared', async () => {
    const second = (await makeProduct(ctx, { stock: 50 })).id;
    const one = await insertOrder(ctx, { status: 'PREPARING', lines: [{ productId: second, quantity: 2 }] });
    const two = await insertOrder(ctx, {
      status: 'PREPARING',
      lines: [{ productId: second, quantity: 3 }, { productId: product }]
    });
    const response = await staffCall(
      'GET',
      `/api/staff/v1/orders/picking-list?ids=${one.order.id},${two.order.id}`,
      desk.cookie
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      orderCount: 2,
      lines: expect.arrayContaining([
        {
          productId: second,
          productName: `테스트 상품 ${second}`,
          optionValue: null,
          quantity: 5,
          orderCount: 2
        },
        {
          productId: product,
          productName: `테스트 상품 ${product}`,
          optionValue: null,
          quantity: 1,
          orderCount: 1
        }
      ])
    });
    expect(
      (await staffCall('GET', '/api/staff/v1/orders/picking-list?ids=1,x', desk.cookie)).statusCode
    ).toBe(400);
  });
});
