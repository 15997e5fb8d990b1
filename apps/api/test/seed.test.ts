import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber } from '@mall/domain';
import { products, users } from '../src/db/schema.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';
import { seedDemoMembersIfEmpty } from '../seed/members.ts';
import { DEMO_GUEST, seedDemoOrdersIfEmpty } from '../seed/orders.ts';
import { seedProducts } from '../seed/catalogue-data.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestContext, type TestContext } from './context.ts';

describe('seedIfEmpty', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('fills an empty database once and never overwrites data', async () => {
    const first = await seedIfEmpty(ctx.database.db, ctx.config.mediaDir);
    expect(first.seeded).toBe(true);
    expect(first.products).toBeGreaterThanOrEqual(60);

    const [one] = await ctx.database.db.select().from(products).limit(1);
    await ctx.database.db.update(products).set({ brand: 'Changed by staff' }).where(eq(products.id, one!.id));
    const second = await seedIfEmpty(ctx.database.db, ctx.config.mediaDir);
    expect(second.seeded).toBe(false);
    const [after] = await ctx.database.db.select().from(products).where(eq(products.id, one!.id));
    expect(after!.brand).toBe('Changed by staff');
    const [counted] = await ctx.database.db.select({ total: count() }).from(products);
    expect(counted?.total).toBe(first.products);
  });

  it('writes the generated images and lets new rows take fresh ids', async () => {
    const files = await fs.readdir(path.join(ctx.config.mediaDir, 'products'));
    expect(files.length).toBeGreaterThanOrEqual(180);
    // Each product's first image and each category icon has a PNG twin for link previews.
    const pngs = files.filter((file) => file.endsWith('.png')).sort();
    expect(pngs).toEqual(seedProducts.map((p) => `${p.id}-0.png`).sort());
    const icons = await fs.readdir(path.join(ctx.config.mediaDir, 'categories'));
    expect(icons.filter((file) => file.endsWith('.png')).length).toBe(
      icons.filter((file) => file.endsWith('.svg')).length
    );
    const png = await fs.readFile(path.join(ctx.config.mediaDir, 'products', pngs[0]!));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [row] = await ctx.database.db
      .insert(products)
      .values({
        brand: 'New',
        name: { 'ko-KR': '새 상품' },
        summary: { 'ko-KR': '요약' },
        description: [],
        priceOriginal: 1000,
        price: 1000,
        sp: 0,
        bp: 0,
        point: 0,
        salesStatus: 'ON_SALE',
        imageUrls: []
      })
      .returning({ id: products.id });
    expect(row!.id).toBeGreaterThan(1000);
  });
});

describe('seedDemoOrdersIfEmpty', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoMembersIfEmpty(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives customer1 orders in every listed state over five months, one autoship, and one guest order, once', async () => {
    const now = new Date();
    const seeded = await seedDemoOrdersIfEmpty(ctx.database.db, now);
    expect(seeded?.guestOrderNumber).toMatch(/^AP[0-9]{12}$/);
    const rows = await ctx.database.db.select().from(salesOrders);
    const [member] = await ctx.database.db.select().from(users).where(eq(users.loginId, 'customer1'));
    const own = rows.filter((row) => row.userSeqNo === member!.userSeqNo);
    expect(new Set(own.map((row) => row.status))).toEqual(
      new Set(['PLACED', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED'])
    );
    expect(own.filter((row) => row.cartType === 'autoship')).toHaveLength(1);
    const oldest = Math.min(...own.map((row) => row.createdAt.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(120 * 86_400_000);
    expect(now.getTime() - oldest).toBeLessThan(155 * 86_400_000);
    expect(own.filter((row) => row.status === 'SHIPPING').every((row) => row.trackingNumber !== null)).toBe(
      true
    );
    const guest = rows.find((row) => row.orderNumber === seeded!.guestOrderNumber);
    expect(guest).toMatchObject({ userSeqNo: null, ordererName: DEMO_GUEST.name, status: 'PLACED' });
    const paid = await ctx.database.db.select().from(orderPayments);
    expect(paid).toHaveLength(rows.length);
    for (const row of rows)
      expect(paid.find((payment) => payment.orderId === row.id)?.amount).toBe(row.amount);

    expect(await seedDemoOrdersIfEmpty(ctx.database.db)).toBeNull();
    const [counted] = await ctx.database.db.select({ total: count() }).from(salesOrders);
    expect(counted?.total).toBe(rows.length);
  });

  it('addresses each demo receipt by a random key: not derivable from the order number, a guessed one is 404', async () => {
    const orders = await ctx.database.db
      .select({ orderNumber: salesOrders.orderNumber, paymentKey: orderPayments.paymentKey })
      .from(orderPayments)
      .innerJoin(salesOrders, eq(salesOrders.id, orderPayments.orderId));
    expect(orders.length).toBeGreaterThan(5);
    const keys = orders.map((order) => order.paymentKey ?? '');
    // 144 random bits each (as the sandbox issues them), all different, none carrying its order's digits.
    for (const { orderNumber, paymentKey } of orders) {
      expect(paymentKey).toMatch(/^tsbx[A-Za-z0-9_-]{24}$/);
      expect(paymentKey).not.toContain(orderNumber.slice(2, 8));
      expect(paymentKey).not.toContain(orderNumber.slice(-6));
    }
    expect(new Set(keys).size).toBe(keys.length);
    const sandboxKeys = await ctx.database.db
      .select({ key: sandboxTossPayments.paymentKey })
      .from(sandboxTossPayments);
    expect(sandboxKeys.map((row) => row.key).sort()).toEqual([...keys].sort());

    const receipt = (orderNumber: string, key: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/order/v1/public/sales/salesReceipt/${displayOrderNumber(orderNumber)}/${encodeURIComponent(key)}`
      });
    const [first] = orders;
    expect((await receipt(first!.orderNumber, first!.paymentKey!)).statusCode).toBe(200);
    for (const guess of [
      `tgen_demo${first!.orderNumber.slice(2)}`,
      `tsbx${first!.orderNumber.slice(2)}`,
      `tsbx${'A'.repeat(24)}`,
      first!.orderNumber
    ])
      expect((await receipt(first!.orderNumber, guess)).statusCode, guess).toBe(404);
    const sandboxReceipt = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/toss/receipt/tgen_demo${first!.orderNumber.slice(2)}`
    });
    expect(sandboxReceipt.statusCode).toBe(404);
  });
});
