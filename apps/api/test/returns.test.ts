import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskReturnDetail, ReturnDetail, ReturnRefund, ReturnValidation } from '@mall/domain';
import { pointLedger } from '../src/modules/benefits/benefits.table.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs } from '../src/modules/jobs/job-runner.ts';
import { notifications } from '../src/modules/notification/notification.table.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { guestRefundAccounts } from '../src/modules/refund-account/refund-account.table.ts';
import { returnPhotos } from '../src/modules/returns/return.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { insertOrder } from './order-fixtures.ts';
import { sandboxPayment } from './payment-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/**
 * Returns end to end through the API (issue 16 items 4 and 5): the window and quantities, photos checked by
 * content and sealed, the desk's moves, and the refund job paying the card steps in part through the sandbox
 * and the points through the real ledger.
 */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let product: number;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ROUTE_SCALE: '50' } });
  call = cartApi(ctx);
  product = (await makeProduct(ctx, { stock: 50 })).id;
  desk = await signedInStaff(ctx, ['ORDER_DESK']);
});
afterAll(async () => ctx.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-camera-owner' } } })
    .toBuffer();

/** A member's order of two lines (2 × 20,000 and 1 × 20,000, delivered free), 1,000 points used, two card steps. */
async function deliveredOrder(userSeqNo: number | null, deliveredDaysAgo = 1, guestName = '김게스트') {
  const placed = await insertOrder(ctx, {
    ...(userSeqNo === null
      ? { guest: { name: guestName, mobileNumber: '01055554444', password: 'guest1234' } }
      : { userSeqNo }),
    inSandbox: true,
    pointUsed: 1_000,
    lines: [
      { productId: product, quantity: 2 },
      { productId: product, quantity: 1 }
    ],
    payments: [{ amount: 30_000 }, { amount: 29_000 }]
  });
  await ctx.database.db
    .update(salesOrders)
    .set({ status: 'DELIVERED', deliveredAt: new Date(Date.now() - deliveredDaysAgo * DAY) })
    .where(eq(salesOrders.id, placed.order.id));
  const lines = await call('GET', `/api/order/v1/return/validate/${placed.order.orderNumber}`, undefined);
  return { ...placed, lines };
}

function submit(
  token: string | undefined,
  request: Record<string, unknown>,
  files: { name: string; bytes: Buffer; type?: string }[] = [],
  url = '/api/order/v1/return'
) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files)
    form.append('photos', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form
  });
}

const typedPickup = {
  source: 'TYPED',
  address: {
    lastName: '이',
    firstName: '민준',
    mobileNumber: '010-1234-5678',
    zipcode: '06159',
    address1: '서울특별시 강남구 테헤란로 427',
    address2: '12층'
  }
};

async function validation(orderNumber: string, token: string) {
  const response = await call('GET', `/api/order/v1/return/validate/${orderNumber}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ReturnValidation }>().data;
}

function staffMove(returnId: number, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staff/v1/returns/${returnId}/moves`,
    headers: { cookie: desk.cookie },
    payload: body
  });
}

const deskCookie = () => desk.cookie;
const runJobs = (at = new Date(Date.now() + 1_000)) =>
  runDueJobs(createJobQueue(ctx.database.db), ctx.app.jobHandlers, at);

describe('what may be returned', () => {
  it('refuses an order not delivered, and one past the 3-month window; change of mind closes after 7 days', async () => {
    const member = await cartMember(ctx);
    const placed = await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: product }] });
    expect((await validation(placed.order.orderNumber, member.token)).refusal).toBe(
      'RETURN_ORDER_NOT_DELIVERED'
    );
    const late = await deliveredOrder(member.id, 10);
    const shown = await validation(late.order.orderNumber, member.token);
    expect(shown.refusal).toBeNull();
    const line = shown.lines[0]!.salesOrderLineId;
    const estimate = (reason: string) =>
      call('POST', `/api/order/v1/return/estimate/${late.order.orderNumber}`, member.token, {
        lines: [{ salesOrderLineId: line, quantity: 1 }],
        reason
      });
    const mind = await estimate('CHANGE_OF_MIND');
    expect(mind.statusCode).toBe(409);
    expect(mind.json()).toMatchObject({ code: 'RETURN_WINDOW_PASSED' });
    expect((await estimate('DEFECT')).statusCode).toBe(200);
    const old = await deliveredOrder(member.id, 95);
    expect((await validation(old.order.orderNumber, member.token)).refusal).toBe('RETURN_WINDOW_PASSED');
  });

  it('another member’s order is not found', async () => {
    const owner = await cartMember(ctx);
    const other = await cartMember(ctx);
    const { order } = await deliveredOrder(owner.id);
    const response = await call('GET', `/api/order/v1/return/validate/${order.orderNumber}`, other.token);
    expect(response.statusCode).toBe(404);
  });
});

describe('a member returns part of an order', () => {
  it('estimates, requests with a photo, is approved, collected and refunded in part on both steps', async () => {
    const member = await cartMember(ctx);
    const { order, payments } = await deliveredOrder(member.id);
    const shown = await validation(order.orderNumber, member.token);
    expect(shown.lines.map((line) => line.returnableQuantity)).toEqual([2, 1]);
    const lineA = shown.lines[0]!.salesOrderLineId;
    const body = { lines: [{ salesOrderLineId: lineA, quantity: 1 }], reason: 'CHANGE_OF_MIND' };

    // 20,000 of goods; the points' part (334 of the 1,000 over 60,000) back as points; the card pays back the
    // rest less the return courier (3,000) and the free delivery the order no longer reaches (3,000).
    const estimate = await call(
      'POST',
      `/api/order/v1/return/estimate/${order.orderNumber}`,
      member.token,
      body
    );
    expect(estimate.json<{ data: ReturnRefund }>().data).toEqual({
      goods: 20_000,
      couponShare: 0,
      deliveryFeeRefunded: 0,
      shippingDeducted: 6_000,
      cashRefund: 13_666,
      pointsBack: 334,
      pointsEarnedTakenBack: 0
    });

    const unagreed = await submit(member.token, {
      ...body,
      orderNumber: order.orderNumber,
      pickup: typedPickup
    });
    expect(unagreed.statusCode).toBe(400);
    expect(JSON.stringify(unagreed.json())).toContain('RET_AgreeRequired');

    const created = await submit(
      member.token,
      { ...body, orderNumber: order.orderNumber, pickup: typedPickup, agreed: true },
      [{ name: 'box.png', bytes: await png() }]
    );
    expect(created.statusCode, created.body).toBe(200);
    const requested = created.json<{ data: ReturnDetail }>().data;
    expect(requested).toMatchObject({ status: 'REQUESTED', cancellable: true, photos: [expect.any(String)] });
    expect((await validation(order.orderNumber, member.token)).lines[0]!.returnableQuantity).toBe(1);

    // The photo: the owner gets a JPEG without the camera's metadata; another member gets nothing; at rest it is sealed.
    const photo = await call('GET', requested.photos[0]!, member.token);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const stranger = await cartMember(ctx);
    expect((await call('GET', requested.photos[0]!, stranger.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/order/v1/return/detail/${requested.returnId}`, stranger.token)).statusCode
    ).toBe(404);
    const [stored] = await ctx.database.db
      .select()
      .from(returnPhotos)
      .where(eq(returnPhotos.returnId, requested.returnId));
    const sealed = await fs.readFile(path.join(ctx.config.mediaDir, 'private', 'returns', stored!.fileName));
    expect(sealed.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);

    // The desk approves (a notice), records the collection; the refund job pays.
    const approved = await staffMove(requested.returnId, { event: 'approve' });
    expect(approved.json<{ data: DeskReturnDetail }>().data).toMatchObject({
      status: 'APPROVED',
      events: ['collect', 'reject']
    });
    expect(
      (await call('DELETE', `/api/order/v1/return/request/cancel/${requested.returnId}`, member.token))
        .statusCode
    ).toBe(409);
    expect((await staffMove(requested.returnId, { event: 'approve' })).statusCode).toBe(409);
    // The order's points wait while a return of it is open: returned goods earn nothing.
    const early = await call('POST', '/api/order/v1/sales/earn-point', member.token, {
      orderNumber: order.orderNumber
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'POINT_EARN_RETURN_OPEN' });
    const collected = await staffMove(requested.returnId, { event: 'collect' });
    expect(collected.json<{ data: DeskReturnDetail }>().data).toMatchObject({
      status: 'COLLECTED',
      refundOverdue: false
    });
    await runJobs();
    await runJobs();

    const after = await call('GET', `/api/order/v1/return/detail/${requested.returnId}`, member.token);
    expect(after.json<{ data: ReturnDetail }>().data).toMatchObject({
      status: 'REFUNDED',
      cancellable: false,
      refund: { cashRefund: 13_666, pointsBack: 334 }
    });
    // The later step is cancelled first, in part; the earlier one untouched.
    const step2 = await sandboxPayment(ctx.app, payments[1]!.paymentKey!);
    expect(step2).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 29_000 - 13_666 });
    expect((await sandboxPayment(ctx.app, payments[0]!.paymentKey!)).balanceAmount).toBe(30_000);
    const rows = await ctx.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows.map((row) => row.refundedAmount).sort()).toEqual([0, 13_666]);
    const ledger = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userSeqNo, member.id));
    expect(ledger).toMatchObject([
      { kind: 'REVERSE', reverses: 'USE', amount: 334, returnId: requested.returnId }
    ]);
    // Not credited yet: the order's points to earn shrink by the returned unit's 600, and are earned now.
    const [reduced] = await ctx.database.db.select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(reduced!.earnPoint).toBe(1_800 - 600);
    const earned = await call('POST', '/api/order/v1/sales/earn-point', member.token, {
      orderNumber: order.orderNumber
    });
    expect(earned.json()).toMatchObject({ data: { earned: 1_200 } });
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userSeqNo, member.id));
    expect(notices.map((notice) => notice.event).sort()).toEqual(['RETURN_APPROVED', 'RETURN_REFUNDED']);
    expect(notices[0]!.linkUrl).toBe(`/mypage/returnDetail?returnId=${requested.returnId}`);
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffId, desk.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['returns.approve', 'returns.collect'])
    );

    // Running the job again changes nothing: no second cancel, no second credit.
    await ctx.database.db
      .update(salesOrders)
      .set({ updatedAt: new Date() })
      .where(eq(salesOrders.id, order.id));
    await runJobs(new Date(Date.now() + 10 * DAY));
    expect((await sandboxPayment(ctx.app, payments[1]!.paymentKey!)).cancels).toHaveLength(1);
  });

  it('the rest of the order: what is left is refunded, and never more than was paid in all', async () => {
    const member = await cartMember(ctx);
    const { order, payments } = await deliveredOrder(member.id);
    const shown = await validation(order.orderNumber, member.token);
    const returnAll = async (lines: { salesOrderLineId: number; quantity: number }[]) => {
      const created = await submit(
        member.token,
        {
          lines,
          reason: 'DEFECT',
          orderNumber: order.orderNumber,
          pickup: typedPickup,
          agreed: true
        },
        [{ name: 'a.png', bytes: await png() }]
      );
      expect(created.statusCode, created.body).toBe(200);
      const { returnId } = created.json<{ data: ReturnDetail }>().data;
      await staffMove(returnId, { event: 'approve' });
      await staffMove(returnId, { event: 'collect' });
      await runJobs();
      return returnId;
    };
    await returnAll([{ salesOrderLineId: shown.lines[0]!.salesOrderLineId, quantity: 1 }]);
    await returnAll([
      { salesOrderLineId: shown.lines[0]!.salesOrderLineId, quantity: 1 },
      { salesOrderLineId: shown.lines[1]!.salesOrderLineId, quantity: 1 }
    ]);
    const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
    const balances = await Promise.all(payments.map((p) => sandboxPayment(ctx.app, p.paymentKey!)));
    // Defects cost nothing: the whole card amount and the 1,000 points come back, exactly.
    expect(balances.map((b) => b.balanceAmount)).toEqual([0, 0]);
    const rows = await ctx.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows.reduce((sum, row) => sum + row.refundedAmount, 0)).toBe(paid);
    const ledger = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userSeqNo, member.id));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(1_000);
    expect((await validation(order.orderNumber, member.token)).refusal).toBe('RETURN_NOTHING_LEFT');
  });

  it('two requests for the last unit at once: one is taken, the other refused', async () => {
    const member = await cartMember(ctx);
    const { order } = await deliveredOrder(member.id);
    const shown = await validation(order.orderNumber, member.token);
    const body = {
      lines: [{ salesOrderLineId: shown.lines[1]!.salesOrderLineId, quantity: 1 }],
      reason: 'CHANGE_OF_MIND',
      orderNumber: order.orderNumber,
      pickup: typedPickup,
      agreed: true
    };
    const answers = await Promise.all([submit(member.token, body), submit(member.token, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'RETURN_QUANTITY_INVALID',
      data: { max: 0 }
    });
  });

  it('refuses photos that are not images by content, too big or too many; a withdrawn return frees its units', async () => {
    const member = await cartMember(ctx);
    const { order } = await deliveredOrder(member.id);
    const shown = await validation(order.orderNumber, member.token);
    const body = {
      lines: [{ salesOrderLineId: shown.lines[0]!.salesOrderLineId, quantity: 2 }],
      reason: 'WRONG_ITEM',
      orderNumber: order.orderNumber,
      pickup: typedPickup,
      agreed: true
    };
    const fake = await submit(member.token, body, [
      { name: 'photo.png', bytes: Buffer.from('<svg onload=alert(1)>') }
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'ALT_FileError' });
    const truncated = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64)
    ]);
    expect((await submit(member.token, body, [{ name: 'x.png', bytes: truncated }])).json()).toMatchObject({
      code: 'ALT_FileError'
    });
    const big = await submit(member.token, body, [
      { name: 'big.jpg', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff) }
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'ALT_ImageValidation', data: { maxMb: 20 } });
    const image = await png();
    const four = await submit(
      member.token,
      body,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: image }))
    );
    expect(four.json()).toMatchObject({ code: 'RETURN_PHOTO_TOO_MANY', data: { max: 3 } });
    // Nothing was taken by the refusals.
    expect((await validation(order.orderNumber, member.token)).lines[0]!.returnableQuantity).toBe(2);
    const created = await submit(member.token, body, [{ name: 'ok.png', bytes: image }]);
    const { returnId } = created.json<{ data: ReturnDetail }>().data;
    const withdrawn = await call('DELETE', `/api/order/v1/return/request/cancel/${returnId}`, member.token);
    expect(withdrawn.json<{ data: ReturnDetail }>().data.status).toBe('CANCELLED');
    expect((await validation(order.orderNumber, member.token)).lines[0]!.returnableQuantity).toBe(2);
    const list = await call('GET', '/api/order/v1/return?page=1', member.token);
    expect(list.json()).toMatchObject({ data: { totalSize: 1, list: [{ returnId, status: 'CANCELLED' }] } });
  });
});

/** A member's return of one unit, approved and collected: its refund job is due. */
async function collectedReturn() {
  const member = await cartMember(ctx);
  const { order, payments } = await deliveredOrder(member.id);
  const shown = await validation(order.orderNumber, member.token);
  const created = await submit(member.token, {
    lines: [{ salesOrderLineId: shown.lines[0]!.salesOrderLineId, quantity: 1 }],
    reason: 'CHANGE_OF_MIND',
    orderNumber: order.orderNumber,
    pickup: typedPickup,
    agreed: true
  });
  const { returnId } = created.json<{ data: ReturnDetail }>().data;
  await staffMove(returnId, { event: 'approve' });
  await staffMove(returnId, { event: 'collect' });
  return { member, returnId, step2: payments[1]!.paymentKey! };
}

describe('a refund the provider took before a crash, or refuses', () => {
  it('a part taken before a crash is found by its reason: the card is cancelled once', async () => {
    const { member, returnId, step2 } = await collectedReturn();
    // As if an earlier run's cancel reached the provider and the process died before recording it, long enough
    // ago that its idempotency key is gone: the retry's expected balance is refused, the cancel found.
    await ctx.app.payments.cancel(
      step2,
      { cancelReason: `반품 환불 R${returnId}-2`, cancelAmount: 13_666 },
      'lost-key'
    );
    await runJobs();
    const atProvider = await sandboxPayment(ctx.app, step2);
    expect(atProvider.cancels).toHaveLength(1);
    expect(atProvider.balanceAmount).toBe(29_000 - 13_666);
    const detail = await call('GET', `/api/order/v1/return/detail/${returnId}`, member.token);
    expect(detail.json<{ data: ReturnDetail }>().data.status).toBe('REFUNDED');
  });

  it('a part the provider refuses keeps the return COLLECTED, retried past the usual limit, its error on the desk', async () => {
    const { returnId, step2 } = await collectedReturn();
    // Part of the card was cancelled outside the shop: the balance is not what the shop recorded.
    await ctx.app.payments.cancel(step2, { cancelReason: '수기 취소', cancelAmount: 1_000 }, 'manual');
    const queue = createJobQueue(ctx.database.db);
    for (let attempt = 1; attempt <= 14; attempt += 1)
      await runDueJobs(queue, ctx.app.jobHandlers, new Date(Date.now() + attempt * 2 * 3_600_000));
    const job = await queue.byKey('refund-return', String(returnId));
    expect(job).toMatchObject({ doneAt: null });
    expect(job!.attempts).toBeGreaterThan(12);
    const desk = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/v1/returns/${returnId}`,
      headers: { cookie: deskCookie() }
    });
    expect(desk.json<{ data: DeskReturnDetail }>().data).toMatchObject({
      status: 'COLLECTED',
      refundError: job!.lastError
    });
    expect(job!.lastError).toContain('refundableAmount');
    expect((await sandboxPayment(ctx.app, step2)).cancels).toHaveLength(1);
  });
});

describe('a guest returns by lookup', () => {
  it('validates, requests with a typed pickup, lists and withdraws with the credentials; wrong ones get nothing', async () => {
    const { order } = await deliveredOrder(null);
    const credentials = { orderNumber: order.orderNumber, password: 'guest1234' };
    const guestCall = (route: string, payload: unknown) =>
      call('POST', `/api/order/v1/public/guest-order/return/${route}`, undefined, payload);
    const shown = (await guestCall('validate', { credentials })).json<{ data: ReturnValidation }>().data;
    expect(shown.refusal).toBeNull();
    const wrong = await guestCall('validate', { credentials: { ...credentials, password: 'wrong1234' } });
    expect(wrong.statusCode).toBe(404);
    const lines = [{ salesOrderLineId: shown.lines[1]!.salesOrderLineId, quantity: 1 }];
    const fromBook = await submit(
      undefined,
      {
        credentials,
        lines,
        reason: 'DEFECT',
        pickup: { source: 'ADDRESS_BOOK', userAddressId: 1 },
        agreed: true
      },
      [],
      '/api/order/v1/public/guest-order/return'
    );
    expect(fromBook.statusCode).toBe(400);
    const created = await submit(
      undefined,
      { credentials, lines, reason: 'DEFECT', pickup: typedPickup, agreed: true },
      [{ name: 'a.png', bytes: await png() }],
      '/api/order/v1/public/guest-order/return'
    );
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json<{ data: ReturnDetail }>().data;
    expect(detail).toMatchObject({ status: 'REQUESTED', photos: [] });
    const listed = await guestCall('list', { credentials });
    expect(listed.json()).toMatchObject({ data: { list: [{ returnId: detail.returnId }] } });
    const cancelled = await guestCall('request/cancel', { credentials, returnId: detail.returnId });
    expect(cancelled.json<{ data: ReturnDetail }>().data.status).toBe('CANCELLED');
    // Wrong credentials are refused before a photo is read: the lookup's refusal, not the photo's size.
    const stranger = await submit(
      undefined,
      {
        credentials: { ...credentials, password: 'wrong1234' },
        lines,
        reason: 'DEFECT',
        pickup: typedPickup,
        agreed: true
      },
      [{ name: 'big.jpg', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff) }],
      '/api/order/v1/public/guest-order/return'
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe(wrong.json().code);
    // Another guest order's credentials do not reach this return.
    const other = await deliveredOrder(null);
    const outsider = await guestCall('detail', {
      credentials: { orderNumber: other.order.orderNumber, password: 'guest1234' },
      returnId: detail.returnId
    });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('a guest’s refund account', () => {
  it('is checked with the bank and saved for the order, sealed and shown masked; wrong credentials get nothing', async () => {
    const { order } = await deliveredOrder(null, 1, '홍길동');
    const credentials = { orderNumber: order.orderNumber, name: '홍길동', mobileNumber: '010-5555-4444' };
    const hong = {
      bankCode: '088',
      accountNumber: '110-123-456789',
      accountLastName: '홍',
      accountFirstName: '길동'
    };
    const save = (body: Record<string, unknown>) =>
      call('POST', '/api/member/v1/public/non-member/refund-bank-account', undefined, body);
    const unagreed = await save({ credentials, ...hong });
    expect(unagreed.statusCode).toBe(400);
    // Only the orderer's own account: a name that is not theirs is refused before any bank is asked.
    const someoneElse = await save({
      credentials,
      ...hong,
      accountFirstName: '철수',
      agreeRefundTerms: true
    });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json()).toMatchObject({ code: 'REFUND_ACCOUNT_NOT_ORDERER' });
    const notFound = await save({
      credentials,
      ...hong,
      accountNumber: '3333012340000',
      agreeRefundTerms: true
    });
    expect(notFound.json().data).toMatchObject({ result: 'ACCOUNT_NOT_FOUND', account: null });
    const saved = await save({ credentials, ...hong, agreeRefundTerms: true });
    expect(saved.json().data).toMatchObject({
      result: 'MATCH',
      account: { bankCode: '088', bankAccountNo: '110******789', bankHolderName: '홍길동' }
    });
    const [row] = await ctx.database.db
      .select()
      .from(guestRefundAccounts)
      .where(eq(guestRefundAccounts.orderId, order.id));
    expect(row!.accountSealed).not.toContain('123456');
    const read = await call(
      'POST',
      '/api/member/v1/public/non-member/refund-bank-account/detail',
      undefined,
      {
        credentials
      }
    );
    expect(read.json().data.account).toMatchObject({ bankAccountNo: '110******789' });
    const stranger = await save({
      credentials: { ...credentials, name: '다른사람' },
      ...hong,
      agreeRefundTerms: true
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the desk', () => {
  it('needs returns.manage, lists by state with counts, rejects with a reason', async () => {
    const member = await cartMember(ctx);
    const { order } = await deliveredOrder(member.id);
    const shown = await validation(order.orderNumber, member.token);
    const created = await submit(member.token, {
      lines: [{ salesOrderLineId: shown.lines[0]!.salesOrderLineId, quantity: 1 }],
      reason: 'CHANGE_OF_MIND',
      orderNumber: order.orderNumber,
      pickup: typedPickup,
      agreed: true
    });
    const { returnId } = created.json<{ data: ReturnDetail }>().data;
    const content = await signedInStaff(ctx, ['CONTENT']);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/returns',
      headers: { cookie: content.cookie }
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/returns?status=REQUESTED',
      headers: { cookie: desk.cookie }
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.list.map((row: { returnId: number }) => row.returnId)).toContain(returnId);
    expect(list.json().data.counts.REQUESTED).toBeGreaterThanOrEqual(1);
    expect((await staffMove(returnId, { event: 'reject', reason: '' })).statusCode).toBe(400);
    const rejected = await staffMove(returnId, {
      event: 'reject',
      reason: '사용 흔적이 있어 반품이 어렵습니다'
    });
    expect(rejected.json<{ data: DeskReturnDetail }>().data).toMatchObject({
      status: 'REJECTED',
      rejectReason: '사용 흔적이 있어 반품이 어렵습니다',
      events: []
    });
    await runJobs();
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userSeqNo, member.id));
    expect(notice).toMatchObject({ event: 'RETURN_REJECTED' });
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'returns.reject'));
    expect(audit.at(-1)).toMatchObject({ before: { status: 'REQUESTED' }, after: { status: 'REJECTED' } });
    const seen = await call('GET', `/api/order/v1/return/detail/${returnId}`, member.token);
    expect(seen.json<{ data: ReturnDetail }>().data).toMatchObject({
      status: 'REJECTED',
      rejectReason: '사용 흔적이 있어 반품이 어렵습니다'
    });
    expect((await validation(order.orderNumber, member.token)).lines[0]!.returnableQuantity).toBe(2);
  });
});
