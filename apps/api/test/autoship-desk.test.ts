import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  displayOrderNumber,
  type AutoshipDetail,
  type DeskAutoshipChargeList,
  type DeskAutoshipDetail,
  type DeskAutoshipList
} from '@mall/domain';
import { users } from '../src/modules/member/member.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  addAddress,
  caller,
  chargeRows,
  dataOf,
  dayAfter,
  initBody,
  ordersOf,
  runScheduler,
  seoulMorning,
  subscribe,
  subscriber,
  type Subscriber
} from './autoship-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/**
 * Autoship on the staff console (docs/decisions/067, 074): subscriptions made through the member
 * API and charged by the scheduler, read by staff with `autoship.read`; every read audited.
 */
let ctx: TestContext;
let clock = new Date();
let cs: Awaited<ReturnType<typeof signedInStaff>>;

const LIST = '/api/staff/v1/autoship/subscriptions';
const CHARGES = '/api/staff/v1/autoship/charges';

beforeAll(async () => {
  ctx = await createTestContext({ app: { autoshipNow: () => clock } });
  cs = await signedInStaff(ctx, ['CS']);
});
afterAll(async () => ctx.close());

function staffGet(url: string, cookie: string | null, language = 'ko-KR') {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) }
  });
}

const auditOf = (staffId: number, action: string) =>
  ctx.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.staffId, staffId), eq(staffAuditLog.action, action)));

describe('who may read autoship on the console', () => {
  it('needs a staff session (401) and autoship.read (403); a member token is no staff session', async () => {
    const who = await subscriber(ctx);
    const urls = [LIST, `${LIST}/1`, `${CHARGES}?status=FAILED`];
    const content = await signedInStaff(ctx, ['CONTENT']);
    for (const url of urls) {
      expect((await staffGet(url, null)).statusCode, url).toBe(401);
      const asMember = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${who.token}` }
      });
      expect(asMember.statusCode, url).toBe(401);
      expect((await staffGet(url, content.cookie)).statusCode, url).toBe(403);
    }
    const desk = await signedInStaff(ctx, ['ORDER_DESK']);
    expect((await staffGet(LIST, desk.cookie)).statusCode).toBe(200);
    expect((await staffGet(`${CHARGES}?status=PENDING`, cs.cookie)).statusCode).toBe(200);
    // Nothing refused was read, so nothing refused was audited.
    expect(await auditOf(content.id, 'autoship.list')).toEqual([]);
  });

  it('refuses a queue it does not list, and answers 404 for a subscription that does not exist', async () => {
    expect((await staffGet(`${CHARGES}?status=CHARGED`, cs.cookie)).statusCode).toBe(400);
    expect((await staffGet(`${LIST}?status=GONE`, cs.cookie)).statusCode).toBe(400);
    const missing = await staffGet(`${LIST}/987654321`, cs.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'AUTOSHIP_NOT_FOUND' });
  });
});

describe('subscriptions and their charges', () => {
  let paying: Subscriber;
  let refused: Subscriber;
  let good: AutoshipDetail;
  let bad: AutoshipDetail;
  let first: string;
  let productA: number;
  let optionA: number;
  let productB: number;

  beforeAll(async () => {
    clock = seoulMorning('2027-05-03');
    first = dayAfter('2027-05-03', 2);
    const a = await makeProduct(ctx, { stock: 100, price: 20_000 }, [{ value: '21' }]);
    productA = a.id;
    optionA = a.optionIds[0]!;
    productB = (await makeProduct(ctx, { stock: 100, price: 15_000 })).id;
    paying = await subscriber(ctx);
    refused = await subscriber(ctx, 'refuse-charges');
    good = await subscribe(
      ctx.app,
      paying,
      initBody(paying, first, [
        { productId: productA, productOptionId: optionA, quantity: 2 },
        { productId: productB, quantity: 1 }
      ])
    );
    bad = await subscribe(
      ctx.app,
      refused,
      initBody(refused, first, [{ productId: productB, quantity: 1 }], {
        cycle: { kind: 'MONTHLY', dayOfMonth: 5 }
      })
    );
    // The first cycle's day: one is charged, the other's card is refused (tried again in 24 h).
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(first));
  });

  it('lists every subscription newest first with its member, card, lines and last charge; reads are audited', async () => {
    const page = dataOf<DeskAutoshipList>(await staffGet(LIST, cs.cookie));
    const ids = page.list.map((row) => row.autoshipId);
    expect(ids.indexOf(bad.autoshipId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(bad.autoshipId)).toBeLessThan(ids.indexOf(good.autoshipId));
    const row = page.list.find((r) => r.autoshipId === good.autoshipId)!;
    const [member] = await ctx.database.db.select().from(users).where(eq(users.userSeqNo, paying.id));
    expect(row).toMatchObject({
      status: 'ACTIVE',
      cycle: { kind: 'WEEKS', weeks: 4 },
      nextChargeDay: dayAfter(first, 28),
      member: { userSeqNo: paying.id, loginId: member!.loginId, name: '이민준' },
      card: { cardNumber: good.card.cardNumber, deleted: false },
      firstProductName: `테스트 상품 ${productA}`,
      lineCount: 2,
      lastCharge: { cycleIndex: 0, chargeDay: first, status: 'CHARGED', tries: 0 }
    });
    expect(row.card.cardNumber).toMatch(/\*/);
    expect(page.list.find((r) => r.autoshipId === bad.autoshipId)).toMatchObject({
      cycle: { kind: 'MONTHLY', dayOfMonth: 5 },
      lastCharge: { cycleIndex: 0, status: 'PENDING', tries: 1 }
    });
    expect(page.counts.ACTIVE).toBeGreaterThanOrEqual(2);
    expect(page.counts.CANCELLED).toBeUndefined();

    const [audited] = (await auditOf(cs.id, 'autoship.list')).slice(-1);
    expect(audited?.after).toMatchObject({ status: null, page: 1, autoshipIds: ids });
  });

  it('shows one subscription with its lines, address, card and every cycle’s row, in the asker’s language', async () => {
    const detail = dataOf<DeskAutoshipDetail>(
      await staffGet(`${LIST}/${good.autoshipId}`, cs.cookie, 'en-US')
    );
    const [order] = await ordersOf(ctx.database.db, paying.id);
    expect(detail).toMatchObject({
      autoshipId: good.autoshipId,
      firstChargeDay: first,
      cancelledAt: null,
      lines: [
        {
          productId: productA,
          productOptionId: optionA,
          productName: `Test product ${productA}`,
          optionValue: 'Shade 21',
          quantity: 2
        },
        { productId: productB, productOptionId: null, optionValue: null, quantity: 1 }
      ],
      address: {
        receiverName: '김하늘',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 152',
        address2: '12층',
        fromBook: true
      },
      charges: [
        {
          cycleIndex: 0,
          chargeDay: first,
          status: 'CHARGED',
          tries: 0,
          failureCode: null,
          orderId: order!.id,
          orderNumber: displayOrderNumber(order!.orderNumber),
          amount: order!.amount
        }
      ]
    });
    const audited = await auditOf(cs.id, 'autoship.read');
    expect(audited.at(-1)).toMatchObject({ targetType: 'autoship', targetId: String(good.autoshipId) });
  });

  it('lists a retrying charge, then the failed one once its third try is refused and the subscription held', async () => {
    const pending = dataOf<DeskAutoshipChargeList>(await staffGet(`${CHARGES}?status=PENDING`, cs.cookie));
    const [stored] = await chargeRows(ctx.database.db, bad.autoshipId);
    expect(pending.list.find((row) => row.autoshipId === bad.autoshipId)).toEqual({
      chargeId: stored!.id,
      cycleIndex: 0,
      chargeDay: first,
      status: 'PENDING',
      tries: 1,
      firstTriedAt: stored!.firstTriedAt!.toISOString(),
      nextTryAt: stored!.nextTryAt!.toISOString(),
      failureCode: 'REJECT_CARD_COMPANY',
      orderId: stored!.orderId,
      orderNumber: displayOrderNumber(stored!.orderNumber!),
      amount: stored!.amount,
      skippedProductIds: [],
      settledAt: null,
      autoshipId: bad.autoshipId,
      subscriptionStatus: 'ACTIVE',
      member: { userSeqNo: refused.id, loginId: expect.any(String), name: '이민준' },
      card: { cardCompanyName: bad.card.cardCompanyName, cardNumber: bad.card.cardNumber, deleted: false }
    });
    expect(pending.list.some((row) => row.autoshipId === good.autoshipId)).toBe(false);
    expect(pending.counts.PENDING).toBeGreaterThanOrEqual(1);

    await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(first, 1)));
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(first, 2)));

    const failed = dataOf<DeskAutoshipChargeList>(await staffGet(`${CHARGES}?status=FAILED`, cs.cookie));
    expect(failed.list.find((row) => row.autoshipId === bad.autoshipId)).toMatchObject({
      status: 'FAILED',
      tries: 3,
      nextTryAt: null,
      failureCode: 'REJECT_CARD_COMPANY',
      subscriptionStatus: 'HELD'
    });
    expect(failed.counts).toMatchObject({ FAILED: expect.any(Number), PENDING: expect.any(Number) });
    const stillPending = dataOf<DeskAutoshipChargeList>(
      await staffGet(`${CHARGES}?status=PENDING`, cs.cookie)
    );
    expect(stillPending.list.some((row) => row.autoshipId === bad.autoshipId)).toBe(false);

    const held = dataOf<DeskAutoshipList>(await staffGet(`${LIST}?status=HELD`, cs.cookie));
    expect(held.list.map((row) => row.autoshipId)).toContain(bad.autoshipId);
    expect(held.list.every((row) => row.status === 'HELD')).toBe(true);
    expect(held.list.find((row) => row.autoshipId === bad.autoshipId)?.nextChargeDay).toBeNull();
    expect(held.counts.HELD).toBeGreaterThanOrEqual(1);

    const detail = dataOf<DeskAutoshipDetail>(await staffGet(`${LIST}/${bad.autoshipId}`, cs.cookie));
    expect(detail).toMatchObject({
      status: 'HELD',
      lastCharge: { status: 'FAILED', tries: 3 },
      charges: [{ cycleIndex: 0, status: 'FAILED', tries: 3, failureCode: 'REJECT_CARD_COMPANY' }]
    });

    const audited = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, cs.id), inArray(staffAuditLog.action, ['autoship.charges'])));
    expect(audited.at(-1)?.after).toMatchObject({ status: 'PENDING', autoshipIds: expect.any(Array) });
    expect(
      audited.some((entry) => (entry.after as { autoshipIds: number[] }).autoshipIds.includes(bad.autoshipId))
    ).toBe(true);
  });

  it('shows the copy of the address once the member’s book entry is gone', async () => {
    // A cancelled subscription releases its address; the member may then delete the entry (not the book's last).
    const call = caller(ctx.app);
    await addAddress(ctx.app, refused.token, '회사');
    dataOf(
      await call('POST', `/api/order/v1/autoship/subscriptions/${bad.autoshipId}/cancel`, refused.token)
    );
    const deleted = await call('DELETE', `/api/member/v1/users/address/${refused.addressId}`, refused.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const detail = dataOf<DeskAutoshipDetail>(await staffGet(`${LIST}/${bad.autoshipId}`, cs.cookie));
    expect(detail).toMatchObject({
      status: 'CANCELLED',
      nextChargeDay: null,
      cancelledAt: expect.any(String),
      address: { receiverName: '김하늘', zipcode: '06236', fromBook: false }
    });
    const cancelled = dataOf<DeskAutoshipList>(await staffGet(`${LIST}?status=CANCELLED`, cs.cookie));
    expect(cancelled.list.map((row) => row.autoshipId)).toContain(bad.autoshipId);
  });
});
