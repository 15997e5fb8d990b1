import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberCoupons, pointLedger, users } from '../src/db/schema.ts';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import { seedDemoBenefitsIfEmpty } from '../seed/benefits.ts';
import { seedDemoMembersIfEmpty } from '../seed/members.ts';
import { createTestContext, type TestContext } from './context.ts';

/** The demo coupons and points (docs/decisions/037): once, consistent with the rules the service keeps. */
describe('seedDemoBenefitsIfEmpty', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    await seedDemoMembersIfEmpty(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const idOf = async (loginId: string) => {
    const [row] = await ctx.database.db
      .select({ id: users.userSeqNo })
      .from(users)
      .where(eq(users.loginId, loginId));
    return row!.id;
  };

  it('gives customer1 its coupons (usable 5,000 won and 10%, one used, one expired) and 12,000 points; once', async () => {
    expect(await seedDemoBenefitsIfEmpty(ctx.database.db)).toBe(true);
    const service = createBenefitsService({ db: ctx.database.db });
    const customer1 = await idOf('customer1');

    const active = await service.coupons(customer1, 'active', { page: 1 }, 'ko-KR');
    expect(
      active.list.map((c) => [c.discountType, c.discountValue, c.maxDiscount, c.minOrderAmount])
    ).toEqual([
      ['RATE', 10, 10000, 0],
      ['AMOUNT', 5000, null, 30000]
    ]);
    const used = await service.coupons(customer1, 'used', { page: 1 }, 'en-US');
    expect(used.list.map((c) => c.status).sort()).toEqual(['EXPIRED', 'USED']);
    expect(used.list.every((c) => c.usedOrderNumber === null)).toBe(true);

    expect(await service.pointSummary(customer1)).toEqual({
      balance: 12000,
      earnedTotal: 13000,
      usedTotal: 0,
      expiringSoon: 5000
    });
    const history = await service.pointHistory(customer1, { page: 1, pageSize: 20 });
    expect(history.list.map((entry) => entry.kind)).toEqual(['GRANT', 'GRANT', 'EXPIRE', 'GRANT', 'GRANT']);
    expect(history.list[0]!.balanceAfter).toBe(12000);

    for (const loginId of ['planner1', 'customer2']) {
      const id = await idOf(loginId);
      expect(await service.pointBalance(id), loginId).toBe(3000);
      expect((await service.coupons(id, 'owned', { page: 1 }, 'zh-TW')).totalSize, loginId).toBeGreaterThan(
        0
      );
    }
    // Every member's ledger sums to its balance, and the sweep finds nothing to expire.
    for (const loginId of ['planner1', 'customer1', 'customer2']) {
      const id = await idOf(loginId);
      const rows = await ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userSeqNo, id));
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(await service.pointBalance(id));
    }
    expect((await service.sweepExpired()).points).toBe(0);

    const before = await ctx.database.db.select().from(memberCoupons);
    expect(await seedDemoBenefitsIfEmpty(ctx.database.db)).toBe(false);
    expect(await ctx.database.db.select().from(memberCoupons)).toHaveLength(before.length);
  });
});
