import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DomainError } from '@mall/domain';
import { coupons, memberCoupons, pointBalances, pointLedger } from '../src/db/schema.ts';
import { createBenefitsRepository } from '../src/modules/benefits/benefits.repository.ts';
import {
  createBenefitsService,
  EARNED_POINT_VALIDITY_DAYS,
  startExpirySweep,
  type BenefitsService
} from '../src/modules/benefits/benefits.service.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember } from './members.ts';

/** The coupons-and-points service the order module uses (OrderBenefits) and the expiry sweep (ADR 034, 037). */
let ctx: TestContext;
let service: BenefitsService;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  service = createBenefitsService({
    db: ctx.database.db,
    orderNumbers: async (ids) => new Map(ids.map((id) => [id, `AP261123${String(id).padStart(6, '0')}`]))
  });
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db()
    .insert(coupons)
    .values({
      nameKo: '5천원 할인',
      nameEn: '5,000 won off',
      nameZh: '折抵5,000韓元',
      discountType: 'AMOUNT',
      discountValue: 5000,
      minOrderAmount: 30000,
      ...values
    })
    .returning();
  return row!;
}

async function give(userSeqNo: number, values: Partial<typeof memberCoupons.$inferInsert> = {}) {
  const template = values.couponId ?? (await coupon()).id;
  const [row] = await db()
    .insert(memberCoupons)
    .values({ userSeqNo, couponId: template, expiresAt: new Date(Date.now() + 30 * DAY), ...values })
    .returning();
  return row!;
}

async function couponRow(id: number) {
  const [row] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, id));
  return row!;
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught
  );
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).code, data: (error as DomainError).data };
}

async function ledger(userSeqNo: number) {
  return db().select().from(pointLedger).where(eq(pointLedger.userSeqNo, userSeqNo)).orderBy(pointLedger.id);
}

/** Σ ledger = balance row, and the balance never below 0. */
async function expectConsistent(userSeqNo: number) {
  const rows = await ledger(userSeqNo);
  const balance = await service.pointBalance(userSeqNo);
  expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

async function granted(amount: number, expiresInDays = 365) {
  const member = await createMember(ctx);
  await db().transaction((tx) =>
    service.grantPoints(tx, member.userSeqNo, amount, 'welcome', new Date(Date.now() + expiresInDays * DAY))
  );
  return member.userSeqNo;
}

let orderSerial = 1000;
const nextOrderId = () => ++orderSerial;

describe('couponForOrder', () => {
  it("answers the holder's usable coupon with its terms, named in the asked language", async () => {
    const me = await createMember(ctx);
    const template = await coupon({
      discountType: 'RATE',
      discountValue: 10,
      maxDiscount: 10000,
      minOrderAmount: 0,
      nameKo: '10% 할인',
      nameEn: '10% off',
      nameZh: '九折'
    });
    const held = await give(me.userSeqNo, { couponId: template.id });
    const expected = { discountType: 'RATE', discountValue: 10, maxDiscount: 10000, minOrderAmount: 0 };
    expect(await service.couponForOrder(me.userSeqNo, held.id, 'ko-KR')).toEqual({
      memberCouponId: held.id,
      couponName: '10% 할인',
      terms: expected
    });
    expect((await service.couponForOrder(me.userSeqNo, held.id, 'en-US')).couponName).toBe('10% off');
    expect((await service.couponForOrder(me.userSeqNo, held.id, 'zh-TW', db())).couponName).toBe('九折');
  });

  it("refuses another member's or an unknown coupon (NOT_OWNED), a used one (USED) and an expired one (EXPIRED)", async () => {
    const me = await createMember(ctx);
    const other = await createMember(ctx);
    const theirs = await give(other.userSeqNo);
    const used = await give(me.userSeqNo, { status: 'USED', usedOrderId: 7, usedAt: new Date() });
    const lapsed = await give(me.userSeqNo, { expiresAt: new Date(Date.now() - 1000) });
    const swept = await give(me.userSeqNo, { status: 'EXPIRED', expiresAt: new Date(Date.now() - DAY) });
    for (const [id, reason] of [
      [theirs.id, 'NOT_OWNED'],
      [999_999_999, 'NOT_OWNED'],
      [used.id, 'USED'],
      [lapsed.id, 'EXPIRED'],
      [swept.id, 'EXPIRED']
    ] as const) {
      const refused = await refusalOf(service.couponForOrder(me.userSeqNo, id, 'ko-KR'));
      expect(refused.code).toBe('COUPON_NOT_APPLICABLE');
      expect(refused.data?.reason, String(id)).toBe(reason);
    }
  });
});

describe('useCoupon / restoreCoupon', () => {
  it('ISSUED → USED for the order; a second use is USED; another member NOT_OWNED; past expiry EXPIRED', async () => {
    const me = await createMember(ctx);
    const other = await createMember(ctx);
    const held = await give(me.userSeqNo);
    const orderId = nextOrderId();
    await db().transaction((tx) => service.useCoupon(tx, me.userSeqNo, held.id, orderId));
    const row = await couponRow(held.id);
    expect(row).toMatchObject({ status: 'USED', usedOrderId: orderId });
    expect(row.usedAt).toBeInstanceOf(Date);
    expect(
      (await refusalOf(db().transaction((tx) => service.useCoupon(tx, me.userSeqNo, held.id, nextOrderId()))))
        .data?.reason
    ).toBe('USED');

    const fresh = await give(me.userSeqNo);
    expect(
      (
        await refusalOf(
          db().transaction((tx) => service.useCoupon(tx, other.userSeqNo, fresh.id, nextOrderId()))
        )
      ).data?.reason
    ).toBe('NOT_OWNED');
    const lapsed = await give(me.userSeqNo, { expiresAt: new Date(Date.now() - 1000) });
    expect(
      (
        await refusalOf(
          db().transaction((tx) => service.useCoupon(tx, me.userSeqNo, lapsed.id, nextOrderId()))
        )
      ).data?.reason
    ).toBe('EXPIRED');
    expect((await couponRow(fresh.id)).status).toBe('ISSUED');
    expect((await couponRow(lapsed.id)).status).toBe('ISSUED');
  });

  it("moves with the caller's transaction: a placement that fails later leaves the coupon ISSUED", async () => {
    const me = await createMember(ctx);
    const held = await give(me.userSeqNo);
    await expect(
      db().transaction(async (tx) => {
        await service.useCoupon(tx, me.userSeqNo, held.id, nextOrderId());
        throw new Error('stock ran out');
      })
    ).rejects.toThrow('stock ran out');
    expect(await couponRow(held.id)).toMatchObject({ status: 'ISSUED', usedOrderId: null, usedAt: null });
  });

  it('two orders racing for one coupon: exactly one takes it, the other is refused USED', async () => {
    const me = await createMember(ctx);
    const held = await give(me.userSeqNo);
    const orders = [nextOrderId(), nextOrderId()];
    const results = await Promise.allSettled(
      orders.map((orderId) =>
        db().transaction(async (tx) => {
          await service.useCoupon(tx, me.userSeqNo, held.id, orderId);
          // Hold the row a moment so the other transaction meets the lock on PostgreSQL.
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
        })
      )
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(DomainError);
    expect((lost.reason as DomainError).data?.reason).toBe('USED');
    const row = await couponRow(held.id);
    expect(row.status).toBe('USED');
    expect(orders).toContain(row.usedOrderId);
  });

  it('a cancelled order gives the coupon back (ISSUED), or EXPIRED when past expiry; idempotent; other orders untouched', async () => {
    const me = await createMember(ctx);
    const held = await give(me.userSeqNo);
    const orderId = nextOrderId();
    await db().transaction((tx) => service.useCoupon(tx, me.userSeqNo, held.id, orderId));
    // Another order id does nothing.
    await db().transaction((tx) => service.restoreCoupon(tx, held.id, orderId + 1));
    expect((await couponRow(held.id)).status).toBe('USED');
    await db().transaction((tx) => service.restoreCoupon(tx, held.id, orderId));
    expect(await couponRow(held.id)).toMatchObject({ status: 'ISSUED', usedOrderId: null, usedAt: null });
    await db().transaction((tx) => service.restoreCoupon(tx, held.id, orderId));
    expect((await couponRow(held.id)).status).toBe('ISSUED');

    const late = await give(me.userSeqNo);
    const lateOrder = nextOrderId();
    await db().transaction((tx) => service.useCoupon(tx, me.userSeqNo, late.id, lateOrder));
    await db()
      .update(memberCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberCoupons.id, late.id));
    await db().transaction((tx) => service.restoreCoupon(tx, late.id, lateOrder));
    expect(await couponRow(late.id)).toMatchObject({ status: 'EXPIRED', usedOrderId: null });
  });
});

describe('points', () => {
  it('a member without a row has 0 and cannot spend (POINT_USE_INVALID max 0)', async () => {
    const me = await createMember(ctx);
    expect(await service.pointBalance(me.userSeqNo)).toBe(0);
    const refused = await refusalOf(
      db().transaction((tx) => service.spendPoints(tx, me.userSeqNo, 1, nextOrderId()))
    );
    expect(refused).toEqual({ code: 'POINT_USE_INVALID', data: { max: 0 } });
    expect(await ledger(me.userSeqNo)).toEqual([]);
  });

  it('spends with a USE row carrying balance_after; above the balance → POINT_USE_INVALID { max }; 0 moves nothing', async () => {
    const me = await granted(3000);
    const orderId = nextOrderId();
    await db().transaction((tx) => service.spendPoints(tx, me, 1200, orderId));
    expect(await service.pointBalance(me)).toBe(1800);
    const rows = await ledger(me);
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter, row.orderId, row.reason])).toEqual([
      ['GRANT', 3000, 3000, null, 'welcome'],
      ['USE', -1200, 1800, orderId, 'order']
    ]);
    expect(
      await refusalOf(db().transaction((tx) => service.spendPoints(tx, me, 1801, nextOrderId())))
    ).toEqual({ code: 'POINT_USE_INVALID', data: { max: 1800 } });
    expect(
      (await refusalOf(db().transaction((tx) => service.spendPoints(tx, me, -5, nextOrderId())))).code
    ).toBe('POINT_USE_INVALID');
    expect(
      (await refusalOf(db().transaction((tx) => service.spendPoints(tx, me, 1.5, nextOrderId())))).code
    ).toBe('POINT_USE_INVALID');
    await db().transaction((tx) => service.spendPoints(tx, me, 0, nextOrderId()));
    // The same spend of the same order again (a retried placement) is already done.
    await db().transaction((tx) => service.spendPoints(tx, me, 1200, orderId));
    expect(await expectConsistent(me)).toBe(1800);
    expect(await ledger(me)).toHaveLength(2);
  });

  it('a spend rolled back with its order leaves balance and ledger as they were', async () => {
    const me = await granted(1000);
    await expect(
      db().transaction(async (tx) => {
        await service.spendPoints(tx, me, 600, nextOrderId());
        throw new Error('coupon lost the race');
      })
    ).rejects.toThrow('coupon lost the race');
    expect(await expectConsistent(me)).toBe(1000);
    expect(await ledger(me)).toHaveLength(1);
  });

  it('10 parallel spends on one balance never make it negative, and the ledger sums to the balance', async () => {
    const me = await granted(2000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db().transaction((tx) => service.spendPoints(tx, me, 300, nextOrderId()))
      )
    );
    const won = results.filter((result) => result.status === 'fulfilled').length;
    expect(won).toBe(6);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as DomainError).code).toBe('POINT_USE_INVALID');
    }
    expect(await expectConsistent(me)).toBe(200);
    const uses = (await ledger(me)).filter((row) => row.kind === 'USE');
    expect(uses).toHaveLength(6);
    // Each row's balance_after is the balance right after it: 1700, 1400, … 200 in some order.
    expect(uses.map((row) => row.balanceAfter).sort((a, b) => b - a)).toEqual([
      1700, 1400, 1100, 800, 500, 200
    ]);
  });

  it('earns once per order (a second call credits nothing and answers 0); EARN lapses after a year', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const orderId = nextOrderId();
    expect(await db().transaction((tx) => service.earnPoints(tx, me, 450, orderId))).toBe(450);
    expect(await db().transaction((tx) => service.earnPoints(tx, me, 450, orderId))).toBe(0);
    expect(await db().transaction((tx) => service.earnPoints(tx, me, 0, nextOrderId()))).toBe(0);
    const [earn] = await ledger(me);
    expect(earn).toMatchObject({ kind: 'EARN', amount: 450, balanceAfter: 450, orderId, reason: 'order' });
    const validity = earn!.expiresAt!.getTime() - earn!.createdAt.getTime();
    expect(Math.round(validity / DAY)).toBe(EARNED_POINT_VALIDITY_DAYS);
    expect(await expectConsistent(me)).toBe(450);
    // Two earns of one order at once: one credits.
    const racing = nextOrderId();
    const both = await Promise.all(
      [0, 1].map(() => db().transaction((tx) => service.earnPoints(tx, me, 100, racing)))
    );
    expect(both.sort()).toEqual([0, 100]);
    expect(await expectConsistent(me)).toBe(550);
  });

  it('reversal returns the points an order used and takes back those it earned; idempotent', async () => {
    const me = await granted(5000);
    const orderId = nextOrderId();
    await db().transaction(async (tx) => {
      await service.spendPoints(tx, me, 2000, orderId);
      await service.earnPoints(tx, me, 300, orderId);
    });
    expect(await service.pointBalance(me)).toBe(3300);
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, orderId));
    expect(await expectConsistent(me)).toBe(5000);
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, orderId));
    expect(await expectConsistent(me)).toBe(5000);
    const reversals = (await ledger(me)).filter((row) => row.kind === 'REVERSE');
    expect(reversals.map((row) => [row.reverses, row.amount, row.balanceAfter, row.reason])).toEqual([
      ['USE', 2000, 5300, 'cancel'],
      ['EARN', -300, 5000, 'cancel']
    ]);
    // An order without points: nothing to reverse.
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, nextOrderId()));
    expect(await ledger(me)).toHaveLength(5);
  });

  it('taking back earned points stops at 0 when they were spent meanwhile', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const earnedBy = nextOrderId();
    await db().transaction((tx) => service.earnPoints(tx, me, 1000, earnedBy));
    await db().transaction((tx) => service.spendPoints(tx, me, 800, nextOrderId()));
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, earnedBy));
    expect(await expectConsistent(me)).toBe(0);
    const last = (await ledger(me)).at(-1)!;
    expect(last).toMatchObject({ kind: 'REVERSE', reverses: 'EARN', amount: -200, balanceAfter: 0 });
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, earnedBy));
    expect(await ledger(me)).toHaveLength(3);
  });
});

describe('sweepExpired', () => {
  it('expires ISSUED coupons past expiry; used and valid ones stay', async () => {
    const me = await createMember(ctx);
    const lapsed = await give(me.userSeqNo, { expiresAt: new Date(Date.now() - 1000) });
    const valid = await give(me.userSeqNo);
    const used = await give(me.userSeqNo, {
      status: 'USED',
      usedOrderId: 9,
      usedAt: new Date(),
      expiresAt: new Date(Date.now() - 1000)
    });
    const result = await service.sweepExpired();
    expect(result.coupons).toBeGreaterThanOrEqual(1);
    expect((await couponRow(lapsed.id)).status).toBe('EXPIRED');
    expect((await couponRow(valid.id)).status).toBe('ISSUED');
    expect((await couponRow(used.id)).status).toBe('USED');
  });

  it('writes an EXPIRE row for what is left of lapsed credits (spent points first took them), once', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    // 3,000 granted long ago, now lapsed; 1,200 spent of it; 500 earned later, still valid.
    await db().transaction(async (tx) => {
      await service.grantPoints(tx, me, 3000, 'welcome', new Date(Date.now() + DAY));
      await service.spendPoints(tx, me, 1200, nextOrderId());
      await service.earnPoints(tx, me, 500, nextOrderId());
    });
    await db()
      .update(pointLedger)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${pointLedger.userSeqNo} = ${me} AND ${pointLedger.kind} = 'GRANT'`);
    expect((await service.pointSummary(me)).expiringSoon).toBe(1800);
    const first = await service.sweepExpired();
    expect(first.points).toBeGreaterThanOrEqual(1800);
    const expire = (await ledger(me)).at(-1)!;
    expect(expire).toMatchObject({
      kind: 'EXPIRE',
      amount: -1800,
      balanceAfter: 500,
      reason: 'expiry',
      orderId: null
    });
    expect(await expectConsistent(me)).toBe(500);
    await service.sweepExpired();
    expect(await ledger(me)).toHaveLength(4);
    expect((await service.pointSummary(me)).expiringSoon).toBe(0);
    // Done: the sweep's candidate read no longer names this member.
    expect(await createBenefitsRepository(db()).membersWithLapsedCredits(new Date())).not.toContain(me);
  });

  it('leaves lapsed credits that were spent entirely alone (nothing left to expire, not visited)', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    await db().transaction(async (tx) => {
      await service.grantPoints(tx, me, 1000, 'event', new Date(Date.now() + DAY));
      await service.grantPoints(tx, me, 2000, 'event', new Date(Date.now() + 300 * DAY));
      await service.spendPoints(tx, me, 1500, nextOrderId());
    });
    await db()
      .update(pointLedger)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${pointLedger.userSeqNo} = ${me} AND ${pointLedger.amount} = 1000`);
    expect(await createBenefitsRepository(db()).membersWithLapsedCredits(new Date())).not.toContain(me);
    await service.sweepExpired();
    expect(await expectConsistent(me)).toBe(1500);
    expect((await ledger(me)).map((row) => row.kind)).toEqual(['GRANT', 'GRANT', 'USE']);
  });
});

describe('startExpirySweep', () => {
  it('sweeps at start, logs a failure instead of throwing, and stops after the running sweep', async () => {
    let calls = 0;
    const logged: string[] = [];
    const stop = startExpirySweep(
      {
        sweepExpired: async () => {
          calls += 1;
          throw new Error('database away');
        }
      },
      { error: (_object, message) => logged.push(message) }
    );
    await stop();
    expect(calls).toBe(1);
    expect(logged).toEqual(['coupon and point expiry sweep failed']);
  });
});

describe('lists', () => {
  it('point summary: balance, earned and used net of reversals, expiring within 30 days', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const cancelled = nextOrderId();
    await db().transaction(async (tx) => {
      await service.grantPoints(tx, me, 3000, 'welcome', new Date(Date.now() + 10 * DAY));
      await service.grantPoints(tx, me, 2000, 'event', new Date(Date.now() + 90 * DAY));
      await service.spendPoints(tx, me, 1000, nextOrderId());
      await service.spendPoints(tx, me, 500, cancelled);
      await service.earnPoints(tx, me, 700, cancelled);
    });
    await db().transaction((tx) => service.reverseOrderPoints(tx, me, cancelled));
    // 3,000 lapse in 10 days; 1,000 spent took from them: 2,000 left expiring soon.
    expect(await service.pointSummary(me)).toEqual({
      balance: 4000,
      earnedTotal: 5000,
      usedTotal: 1000,
      expiringSoon: 2000
    });
    expect(await expectConsistent(me)).toBe(4000);
  });

  it('point history: newest first, paged, Seoul-day range, order numbers shown as TP…', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const orderId = 42;
    await db().transaction(async (tx) => {
      await service.grantPoints(tx, me, 3000, 'welcome', new Date(Date.now() + 365 * DAY));
      await service.spendPoints(tx, me, 1000, orderId);
    });
    await db().transaction((tx) => service.earnPoints(tx, me, 100, orderId));
    const all = await service.pointHistory(me, { page: 1, pageSize: 2 });
    expect(all).toMatchObject({ pageNumber: 1, pageSize: 2, totalPageNumber: 2, totalSize: 3 });
    expect(all.list.map((entry) => entry.kind)).toEqual(['EARN', 'USE']);
    expect(all.list[1]).toMatchObject({
      amount: -1000,
      balanceAfter: 2000,
      orderNumber: 'AP261123000042',
      displayOrderNumber: 'TP261123000042',
      reason: 'order'
    });
    const second = await service.pointHistory(me, { page: 2, pageSize: 2 });
    expect(second.list.map((entry) => [entry.kind, entry.orderNumber])).toEqual([['GRANT', null]]);

    // Move the grant to 2026-01-31 23:30 Seoul (14:30 UTC): in January's range, not in February's.
    await db()
      .update(pointLedger)
      .set({ createdAt: new Date('2026-01-31T14:30:00Z') })
      .where(sql`${pointLedger.userSeqNo} = ${me} AND ${pointLedger.kind} = 'GRANT'`);
    const january = await service.pointHistory(me, {
      page: 1,
      pageSize: 20,
      fromDate: '2026-01-01',
      toDate: '2026-01-31'
    });
    expect(january.list.map((entry) => entry.kind)).toEqual(['GRANT']);
    const february = await service.pointHistory(me, {
      page: 1,
      pageSize: 20,
      fromDate: '2026-02-01',
      toDate: '2026-02-28'
    });
    expect(february.totalSize).toBe(0);
  });

  it('coupon lists: owned newest first, active ending soonest first, used-or-expired; names by language; paging', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const other = (await createMember(ctx)).userSeqNo;
    await give(other);
    const old = await give(me, {
      issuedAt: new Date(Date.now() - 3 * DAY),
      expiresAt: new Date(Date.now() + 40 * DAY)
    });
    const soon = await give(me, {
      issuedAt: new Date(Date.now() - 2 * DAY),
      expiresAt: new Date(Date.now() + 2 * DAY)
    });
    const used = await give(me, {
      issuedAt: new Date(Date.now() - DAY),
      status: 'USED',
      usedOrderId: 77,
      usedAt: new Date()
    });
    const lapsed = await give(me, {
      issuedAt: new Date(Date.now() - 5 * DAY),
      expiresAt: new Date(Date.now() - DAY)
    });

    const owned = await service.coupons(me, 'owned', { page: 1 }, 'en-US');
    expect(owned.list.map((c) => c.memberCouponId)).toEqual([used.id, soon.id, old.id, lapsed.id]);
    expect(owned).toMatchObject({ pageSize: 20, totalSize: 4, totalPageNumber: 1 });
    expect(owned.list[0]).toMatchObject({
      couponName: '5,000 won off',
      status: 'USED',
      usedOrderNumber: 'TP261123000077',
      discountType: 'AMOUNT',
      discountValue: 5000,
      minOrderAmount: 30000,
      maxDiscount: null
    });
    expect(owned.list[3]!.status).toBe('EXPIRED');

    const active = await service.coupons(me, 'active', { page: 1 }, 'ko-KR');
    expect(active.list.map((c) => c.memberCouponId)).toEqual([soon.id, old.id]);
    expect(active.pageSize).toBe(50);
    expect(active.list[0]!.couponName).toBe('5천원 할인');

    const usedList = await service.coupons(me, 'used', { page: 1 }, 'zh-TW');
    expect(usedList.list.map((c) => [c.memberCouponId, c.status])).toEqual([
      [used.id, 'USED'],
      [lapsed.id, 'EXPIRED']
    ]);
    expect(usedList.list[0]!.couponName).toBe('折抵5,000韓元');

    const paged = await service.coupons(me, 'owned', { page: 2, pageSize: 3 }, 'ko-KR');
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 3, totalPageNumber: 2, totalSize: 4 });
    expect(paged.list.map((c) => c.memberCouponId)).toEqual([lapsed.id]);
  });

  it('available coupons for a coupon base: discount, applicable first, MIN_AMOUNT and NO_ELIGIBLE_PRODUCT reasons', async () => {
    const me = (await createMember(ctx)).userSeqNo;
    const amount = await give(me, {
      couponId: (await coupon({ discountValue: 5000, minOrderAmount: 30000 })).id
    });
    const rate = await give(me, {
      couponId: (
        await coupon({ discountType: 'RATE', discountValue: 10, maxDiscount: 10000, minOrderAmount: 0 })
      ).id
    });
    await give(me, { status: 'USED', usedOrderId: 5, usedAt: new Date() });
    await give(me, { expiresAt: new Date(Date.now() - 1000) });

    const big = await service.availableCoupons(me, 150_000, 'ko-KR');
    expect(big.map((c) => [c.memberCouponId, c.applicable, c.discount, c.reason])).toEqual([
      [rate.id, true, 10000, null],
      [amount.id, true, 5000, null]
    ]);
    const small = await service.availableCoupons(me, 20_000, 'ko-KR');
    expect(small.map((c) => [c.memberCouponId, c.applicable, c.discount, c.reason])).toEqual([
      [rate.id, true, 2000, null],
      [amount.id, false, 0, 'MIN_AMOUNT']
    ]);
    const none = await service.availableCoupons(me, 0, 'ko-KR');
    expect(none.every((c) => !c.applicable && c.discount === 0 && c.reason === 'NO_ELIGIBLE_PRODUCT')).toBe(
      true
    );
  });

  it('the balance row refuses a negative balance by itself (CHECK), whatever a writer does', async () => {
    const me = await granted(100);
    await expect(
      db().update(pointBalances).set({ balance: -1 }).where(eq(pointBalances.userSeqNo, me))
    ).rejects.toThrow();
  });
});
