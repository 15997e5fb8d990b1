import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { makeProduct } from './cart-fixtures.ts';
import {
  dayAfter,
  initBody,
  runScheduler,
  seoulMorning,
  subscribe,
  subscriber
} from './autoship-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember } from './members.ts';

/**
 * An autoship charge's order is credited like any member order (docs/decisions/075): to the member's own referrer
 * when that is an active planner, with the product's SP/BP kept on its lines.
 */
let ctx: TestContext;
let clock = new Date();

beforeAll(async () => {
  ctx = await createTestContext({ app: { autoshipNow: () => clock } });
  // The planner test/members.ts gives every member as referrer.
  await createMember(ctx, {
    userType: 'SOLE_PROPRIETORSHIP',
    userNumber: '1000000001',
    loginId: 'autoshipplanner',
    email: 'autoship-planner@example.com',
    referralUserNumber: null
  });
});
afterAll(async () => ctx.close());

async function placedOrdersOf(userSeqNo: number) {
  const orders = await ctx.database.db
    .select({ id: salesOrders.id, referrer: salesOrders.referrerUserNumber, status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.userSeqNo, userSeqNo));
  const lines = await ctx.database.db
    .select({ orderId: salesOrderLines.orderId, sp: salesOrderLines.sp, bp: salesOrderLines.bp })
    .from(salesOrderLines);
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.orderId === order.id).map(({ sp, bp }) => ({ sp, bp }))
  }));
}

describe('an autoship charge', () => {
  it("is credited to the member's active planner, with SP/BP on its lines; a member whose planner left credits nobody", async () => {
    clock = seoulMorning('2028-03-01');
    const day = dayAfter('2028-03-01', 1);
    const product = await makeProduct(ctx, { stock: 10, price: 20_000, sp: 15_000, bp: 12_000 });
    const referred = await subscriber(ctx);
    await subscribe(ctx.app, referred, initBody(referred, day, [{ productId: product.id, quantity: 2 }]));
    const orphan = await subscriber(ctx);
    await subscribe(ctx.app, orphan, initBody(orphan, day, [{ productId: product.id, quantity: 1 }]));
    await ctx.database.db.execute(
      sql`UPDATE member_user SET referral_user_number = '1999999999' WHERE user_seq_no = ${orphan.id}`
    );
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(day));
    expect(await placedOrdersOf(referred.id)).toEqual([
      {
        id: expect.any(Number),
        referrer: '1000000001',
        status: 'PLACED',
        lines: [{ sp: 15_000, bp: 12_000 }]
      }
    ]);
    expect(await placedOrdersOf(orphan.id)).toEqual([
      { id: expect.any(Number), referrer: null, status: 'PLACED', lines: [{ sp: 15_000, bp: 12_000 }] }
    ]);
  });
});
