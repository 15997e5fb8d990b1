import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  AvailableCoupon,
  CouponPage,
  MyPageSummary,
  PointHistoryPage,
  PointSummary
} from '@mall/domain';
import { buildApp } from '../src/app.ts';
import { coupons, memberCoupons, salesOrders } from '../src/db/schema.ts';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import { createTestContext, type TestContext } from './context.ts';
import { makeProduct } from './cart-fixtures.ts';
import { createMember, login, nextAddress } from './members.ts';
import { insertOrder } from './order-fixtures.ts';

/** The member routes of coupons and points (SPEC §7), with a fake sheet pricing standing in for the order module. */
let ctx: TestContext;
let app: FastifyInstance;
const DAY = 24 * 60 * 60 * 1000;
const SHEET_A = '11111111-1111-4111-8111-111111111111';
const SHEET_EMPTY = '22222222-2222-4222-8222-222222222222';
/** Sheets by owner: the order module answers only the owner's sheets. */
const sheets = new Map<string, { owner: number; couponBase: number }>();

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    sheetPricing: async (userSeqNo, sheetId) => {
      const sheet = sheets.get(sheetId);
      return sheet && sheet.owner === userSeqNo ? { couponBase: sheet.couponBase } : null;
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const service = () => createBenefitsService({ db: db() });

async function member() {
  const row = await createMember(ctx);
  return { userSeqNo: row.userSeqNo, access: (await login(ctx, row.loginId)).access };
}

function get(url: string, access: string | null, language = 'ko-KR') {
  return app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { 'accept-language': language, ...(access ? { authorization: `Bearer ${access}` } : {}) },
    remoteAddress: nextAddress()
  });
}

async function data<T>(url: string, access: string, language = 'ko-KR'): Promise<T> {
  const response = await get(url, access, language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json().data as T;
}

async function give(
  userSeqNo: number,
  values: Partial<typeof memberCoupons.$inferInsert> & {
    template?: Partial<typeof coupons.$inferInsert>;
  } = {}
) {
  const { template, ...rest } = values;
  const [made] = await db()
    .insert(coupons)
    .values({
      nameKo: '5천원 할인',
      nameEn: '5,000 won off',
      nameZh: '折抵5,000韓元',
      discountType: 'AMOUNT',
      discountValue: 5000,
      minOrderAmount: 30000,
      ...template
    })
    .returning();
  const [row] = await db()
    .insert(memberCoupons)
    .values({ userSeqNo, couponId: made!.id, expiresAt: new Date(Date.now() + 30 * DAY), ...rest })
    .returning();
  return row!;
}

describe('coupon lists', () => {
  it('[401] every route asks for a login', async () => {
    for (const url of [
      '/compensation/coupon/v1/coupons/owned',
      '/compensation/coupon/v1/coupons/owned/active',
      '/compensation/coupon/v1/coupons/used',
      `/compensation/coupon/v1/coupons/get-available?sheetId=${SHEET_A}`,
      '/compensation/point/v1/private/point/findPoint/1',
      '/compensation/point/v1/private/point/point-summary-history'
    ]) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('[200] owned, active and used lists of the asker only, with default page sizes and names by language', async () => {
    const me = await member();
    const other = await member();
    await give(other.userSeqNo);
    const valid = await give(me.userSeqNo, { issuedAt: new Date(Date.now() - DAY) });
    const used = await give(me.userSeqNo, { status: 'USED', usedAt: new Date(), usedOrderId: 123 });
    const owned = await data<CouponPage>('/compensation/coupon/v1/coupons/owned', me.access, 'en-US');
    expect(owned).toMatchObject({ pageNumber: 1, pageSize: 20, totalSize: 2, totalPageNumber: 1 });
    expect(owned.list.map((c) => c.memberCouponId)).toEqual([used.id, valid.id]);
    expect(owned.list[1]).toEqual({
      memberCouponId: valid.id,
      couponName: '5,000 won off',
      discountType: 'AMOUNT',
      discountValue: 5000,
      maxDiscount: null,
      minOrderAmount: 30000,
      issuedAt: valid.issuedAt.toISOString(),
      expiresAt: valid.expiresAt.toISOString(),
      status: 'ISSUED',
      usedAt: null,
      usedOrderNumber: null
    });
    const active = await data<CouponPage>('/compensation/coupon/v1/coupons/owned/active', me.access, 'zh-TW');
    expect(active.pageSize).toBe(50);
    expect(active.list.map((c) => [c.memberCouponId, c.couponName])).toEqual([[valid.id, '折抵5,000韓元']]);
    const usedPage = await data<CouponPage>(
      '/compensation/coupon/v1/coupons/used?page=1&pageSize=5&sort=DATE_DESC',
      me.access
    );
    expect(usedPage.pageSize).toBe(5);
    expect(usedPage.list.map((c) => [c.memberCouponId, c.status])).toEqual([[used.id, 'USED']]);
  });

  it("[200] a coupon used by an order shows its number as TP… (read through the order module's lookup)", async () => {
    const me = await member();
    const [order] = await db()
      .insert(salesOrders)
      .values({
        orderNumber: 'AP261123000777',
        userSeqNo: me.userSeqNo,
        cartType: 'normal',
        status: 'PLACED',
        language: 'ko-KR',
        productPrice: 40000,
        productDiscount: 0,
        subtotal: 40000,
        deliveryFee: 3000,
        amount: 38000,
        ordererName: '이민준',
        ordererMobile: '01023456789',
        receiverLastName: '이',
        receiverFirstName: '민준',
        receiverMobile: '01023456789',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 152'
      })
      .returning({ id: salesOrders.id });
    const used = await give(me.userSeqNo, { status: 'USED', usedAt: new Date(), usedOrderId: order!.id });
    const page = await data<CouponPage>('/compensation/coupon/v1/coupons/used', me.access);
    expect(page.list.map((c) => [c.memberCouponId, c.usedOrderNumber])).toEqual([
      [used.id, 'TP261123000777']
    ]);
    await db().transaction((tx) => service().spendPoints(tx, me.userSeqNo, 0, order!.id));
    await db().transaction(async (tx) => {
      await service().grantPoints(tx, me.userSeqNo, 1000, 'event', new Date(Date.now() + DAY));
      await service().spendPoints(tx, me.userSeqNo, 400, order!.id);
    });
    const history = await data<PointHistoryPage>(
      '/compensation/point/v1/private/point/point-summary-history',
      me.access
    );
    expect(history.list[0]).toMatchObject({
      kind: 'USE',
      orderNumber: 'AP261123000777',
      displayOrderNumber: 'TP261123000777'
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['pageSize=101', 'pageSize'],
    ['sort=NAME', 'sort']
  ])('[400] a bad query (%s) names the field', async (query, field) => {
    const me = await member();
    const response = await get(`/compensation/coupon/v1/coupons/owned?${query}`, me.access);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });
});

describe('get-available', () => {
  it("[200] the usable coupons priced for the asker's sheet: applicable first, discount, reasons", async () => {
    const me = await member();
    const rate = await give(me.userSeqNo, {
      template: { discountType: 'RATE', discountValue: 10, maxDiscount: 10000, minOrderAmount: 0 }
    });
    const amount = await give(me.userSeqNo);
    await give(me.userSeqNo, { status: 'USED', usedAt: new Date(), usedOrderId: 5 });
    await give(me.userSeqNo, { expiresAt: new Date(Date.now() - 1000) });
    sheets.set(SHEET_A, { owner: me.userSeqNo, couponBase: 25_000 });
    sheets.set(SHEET_EMPTY, { owner: me.userSeqNo, couponBase: 0 });
    const answer = await data<{ coupons: AvailableCoupon[] }>(
      `/compensation/coupon/v1/coupons/get-available?sheetId=${SHEET_A}`,
      me.access
    );
    expect(answer.coupons.map((c) => [c.memberCouponId, c.applicable, c.discount, c.reason])).toEqual([
      [rate.id, true, 2500, null],
      [amount.id, false, 0, 'MIN_AMOUNT']
    ]);
    const none = await data<{ coupons: AvailableCoupon[] }>(
      `/compensation/coupon/v1/coupons/get-available?sheetId=${SHEET_EMPTY}`,
      me.access
    );
    expect(none.coupons.map((c) => c.reason)).toEqual(['NO_ELIGIBLE_PRODUCT', 'NO_ELIGIBLE_PRODUCT']);
  });

  it("[404] another member's or an unknown sheet; [400] a sheet id that is not a UUID", async () => {
    const owner = await member();
    const stranger = await member();
    sheets.set(SHEET_A, { owner: owner.userSeqNo, couponBase: 50_000 });
    const theirs = await get(
      `/compensation/coupon/v1/coupons/get-available?sheetId=${SHEET_A}`,
      stranger.access
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    const unknown = await get(
      '/compensation/coupon/v1/coupons/get-available?sheetId=33333333-3333-4333-8333-333333333333',
      owner.access
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await get('/compensation/coupon/v1/coupons/get-available?sheetId=nope', owner.access);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sheetId');
    expect((await get('/compensation/coupon/v1/coupons/get-available', owner.access)).statusCode).toBe(400);
  });
});

describe('points', () => {
  it("[200] findPoint answers the asker's summary; [403] another member's id; [400] not a number", async () => {
    const me = await member();
    const other = await member();
    await db().transaction(async (tx) => {
      await service().grantPoints(tx, me.userSeqNo, 3000, 'welcome', new Date(Date.now() + 10 * DAY));
      await service().spendPoints(tx, me.userSeqNo, 1000, 501);
    });
    const summary = await data<PointSummary>(
      `/compensation/point/v1/private/point/findPoint/${me.userSeqNo}`,
      me.access
    );
    expect(summary).toEqual({ balance: 2000, earnedTotal: 3000, usedTotal: 1000, expiringSoon: 2000 });
    const forbidden = await get(
      `/compensation/point/v1/private/point/findPoint/${other.userSeqNo}`,
      me.access
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await get('/compensation/point/v1/private/point/findPoint/abc', me.access)).statusCode).toBe(400);
  });

  it("[200] history newest first with paging and a date range; only the asker's rows", async () => {
    const me = await member();
    const other = await member();
    await db().transaction(async (tx) => {
      await service().grantPoints(tx, me.userSeqNo, 3000, 'welcome', new Date(Date.now() + 365 * DAY));
      await service().spendPoints(tx, me.userSeqNo, 700, 601);
      await service().grantPoints(tx, other.userSeqNo, 9000, 'event', new Date(Date.now() + 365 * DAY));
    });
    const history = await data<PointHistoryPage>(
      '/compensation/point/v1/private/point/point-summary-history',
      me.access
    );
    expect(history).toMatchObject({ pageNumber: 1, pageSize: 20, totalSize: 2 });
    expect(history.list.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.reason])).toEqual(
      [
        ['USE', -700, 2300, 'order'],
        ['GRANT', 3000, 3000, 'welcome']
      ]
    );
    // No order with that id exists: the number is unknown rather than invented.
    expect(history.list[0]).toMatchObject({ orderNumber: null, displayOrderNumber: null });
    const today = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const ranged = await data<PointHistoryPage>(
      `/compensation/point/v1/private/point/point-summary-history?fromDate=2020-01-01&toDate=2020-12-31&pageSize=1`,
      me.access
    );
    expect(ranged.totalSize).toBe(0);
    const todayOnly = await data<PointHistoryPage>(
      `/compensation/point/v1/private/point/point-summary-history?fromDate=${today}&toDate=${today}&pageSize=1&page=2`,
      me.access
    );
    expect(todayOnly).toMatchObject({ pageNumber: 2, pageSize: 1, totalSize: 2, totalPageNumber: 2 });
    expect(todayOnly.list.map((entry) => entry.kind)).toEqual(['GRANT']);
    const bad = await get(
      '/compensation/point/v1/private/point/point-summary-history?fromDate=2026-1-1',
      me.access
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('fromDate');
  });
});

describe('GET /api/order/v1/sales/history/summary (my page at a glance)', () => {
  const SUMMARY = '/order/v1/sales/history/summary';

  it('[401] asks for a login', async () => {
    const response = await get(SUMMARY, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it("[200] the asker's own orders per state over the list's period, points and usable coupons", async () => {
    const me = await member();
    const other = await member();
    const product = (await makeProduct(ctx, { stock: 50 })).id;
    const lines = [{ productId: product }];
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    for (const status of ['PLACED', 'PLACED', 'PREPARING', 'SHIPPING', 'DELIVERED', 'DELIVERED'] as const)
      await insertOrder(ctx, { userSeqNo: me.userSeqNo, status, createdAt: daysAgo(3), lines });
    // An autoship order counts as well; not counted: cancelled, pending, failed, older than the list's 6 months.
    await insertOrder(ctx, { userSeqNo: me.userSeqNo, status: 'SHIPPING', cartType: 'autoship', lines });
    for (const status of ['CANCELLED', 'CANCEL_REQUESTED', 'PAYMENT_PENDING', 'FAILED'] as const)
      await insertOrder(ctx, { userSeqNo: me.userSeqNo, status, lines });
    await insertOrder(ctx, { userSeqNo: me.userSeqNo, status: 'DELIVERED', createdAt: daysAgo(200), lines });
    // Someone else's orders, points and coupons.
    for (const status of ['PLACED', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const)
      await insertOrder(ctx, { userSeqNo: other.userSeqNo, status, lines });
    await service().grantPoints(db(), other.userSeqNo, 9_000, 'event', new Date(Date.now() + 30 * DAY));
    await give(other.userSeqNo);

    await service().grantPoints(db(), me.userSeqNo, 2_500, 'event', new Date(Date.now() + 30 * DAY));
    await give(me.userSeqNo);
    await give(me.userSeqNo);
    // Not usable: used, expired by status, past its expiry.
    await give(me.userSeqNo, { status: 'USED', usedAt: new Date(), usedOrderId: 123 });
    await give(me.userSeqNo, { status: 'EXPIRED' });
    await give(me.userSeqNo, { expiresAt: new Date(Date.now() - DAY) });

    expect(await data<MyPageSummary>(SUMMARY, me.access)).toEqual({
      months: 6,
      orderCounts: { PLACED: 2, PREPARING: 1, SHIPPING: 2, DELIVERED: 2 },
      pointBalance: 2_500,
      usableCouponCount: 2
    });
    const fresh = await member();
    expect(await data<MyPageSummary>(SUMMARY, fresh.access)).toEqual({
      months: 6,
      orderCounts: { PLACED: 0, PREPARING: 0, SHIPPING: 0, DELIVERED: 0 },
      pointBalance: 0,
      usableCouponCount: 0
    });
  });
});
