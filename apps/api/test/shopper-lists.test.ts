import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationPage,
  ProductRestockAlerts,
  RecentViews,
  RestockAlertPage,
  WishedIds,
  WishlistPage
} from '@mall/domain';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs } from '../src/modules/jobs/job-runner.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { users } from '../src/modules/member/member.table.ts';
import { notifications } from '../src/modules/notification/notification.table.ts';
import { returnStock } from '../src/modules/product/product-stock.ts';
import { products } from '../src/modules/product/product.table.ts';
import { createShopperListsRepository } from '../src/modules/shopper-lists/shopper-lists.repository.ts';
import { recentViews, restockAlerts } from '../src/modules/shopper-lists/shopper-lists.table.ts';
import { sandboxMails } from '../src/providers/mail/sandbox-mail.table.ts';
import { cartApi, cartMember, makeProduct, updateProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The wishlist, recently viewed and restock alerts (issue 21 items 2 and 3, docs/decisions/091, 092). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
const WISH = '/api/product/v1/users/wishlist';
const RECENT = '/api/product/v1/users/recent-views';
const ALERTS = '/api/product/v1/users/restock-alerts';
const CENTER = '/api/etc/etc/v1/noti-center';

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  call = cartApi(ctx);
});
afterAll(async () => ctx.close());

const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
};
const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;

/** Every due job, as the jobs worker would run them, until none is left. */
async function runJobs() {
  const queue = createJobQueue(ctx.database.db);
  while ((await runDueJobs(queue, ctx.app.jobHandlers, new Date(Date.now() + 1000))) > 0);
}

describe('wishlist', () => {
  it('[401] refuses a guest on every call', async () => {
    const { id } = await makeProduct(ctx);
    for (const [method, url] of [
      ['GET', WISH],
      ['GET', `${WISH}/ids`],
      ['PUT', `${WISH}/${id}`],
      ['DELETE', `${WISH}/${id}`]
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('[204] wishes once, lists newest first with sold-out and paused products shown, answers the ids', async () => {
    const member = await cartMember(ctx);
    const onSale = await makeProduct(ctx);
    const soldOut = await makeProduct(ctx, { salesStatus: 'SOLD_OUT' });
    const paused = await makeProduct(ctx);
    for (const id of [onSale.id, soldOut.id, paused.id, onSale.id])
      expect((await call('PUT', `${WISH}/${id}`, member.token)).statusCode).toBe(204);
    await updateProduct(ctx, paused.id, { salesStatus: 'PAUSE' });

    const ids = dataOf<WishedIds>(await call('GET', `${WISH}/ids`, member.token));
    expect(ids.productIds.sort()).toEqual([onSale.id, soldOut.id, paused.id].sort());
    const page = dataOf<WishlistPage>(await call('GET', WISH, member.token));
    expect(page.totalSize).toBe(3);
    expect(new Map(page.list.map((item) => [item.product.productId, item.product.salesStatus.code]))).toEqual(
      new Map([
        [onSale.id, 'ON_SALE'],
        [soldOut.id, 'SOLD_OUT'],
        [paused.id, 'PAUSE']
      ])
    );
    const response = await call('GET', `${WISH}/ids`, member.token);
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('[404] refuses a product that does not exist', async () => {
    const member = await cartMember(ctx);
    const response = await call('PUT', `${WISH}/999999`, member.token);
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('PRODUCT_NOT_FOUND');
  });

  it('[404] another member can neither read nor remove my wishlist', async () => {
    const mine = await cartMember(ctx);
    const other = await cartMember(ctx);
    const { id } = await makeProduct(ctx);
    await call('PUT', `${WISH}/${id}`, mine.token);

    expect(dataOf<WishlistPage>(await call('GET', WISH, other.token)).totalSize).toBe(0);
    expect(dataOf<WishedIds>(await call('GET', `${WISH}/ids`, other.token)).productIds).toEqual([]);
    const removed = await call('DELETE', `${WISH}/${id}`, other.token);
    expect(removed.statusCode).toBe(404);
    expect(codeOf(removed)).toBe('WISHLIST_ITEM_NOT_FOUND');
    expect(dataOf<WishedIds>(await call('GET', `${WISH}/ids`, mine.token)).productIds).toEqual([id]);

    expect((await call('DELETE', `${WISH}/${id}`, mine.token)).statusCode).toBe(204);
    expect(dataOf<WishedIds>(await call('GET', `${WISH}/ids`, mine.token)).productIds).toEqual([]);
  });

  it('[200] the catalogue’s shared answers carry no member’s wished state', async () => {
    const member = await cartMember(ctx);
    const { id } = await makeProduct(ctx);
    await call('PUT', `${WISH}/${id}`, member.token);
    const detail = await call('GET', `/api/product/v1/public/products/${id}`, member.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toMatch(/wish/i);
  });
});

describe('recently viewed', () => {
  const listOf = async (token: string) =>
    dataOf<RecentViews>(await call('GET', RECENT, token)).list.map((item) => item.product.productId);

  it('[401] refuses a guest', async () => {
    expect((await call('GET', RECENT)).statusCode).toBe(401);
    expect((await call('POST', RECENT, undefined, { productId: 1 })).statusCode).toBe(401);
    expect((await call('POST', `${RECENT}/merge`, undefined, { productIds: [1] })).statusCode).toBe(401);
  });

  it('[204] keeps the newest first without duplicates, and only the newest 50', async () => {
    const member = await cartMember(ctx);
    const made: number[] = [];
    for (let i = 0; i < 52; i += 1) made.push((await makeProduct(ctx)).id);
    for (const id of made)
      expect((await call('POST', RECENT, member.token, { productId: id })).statusCode).toBe(204);
    await call('POST', RECENT, member.token, { productId: made[10]! });

    const list = await listOf(member.token);
    expect(list).toHaveLength(50);
    expect(list[0]).toBe(made[10]);
    expect(list.slice(1, 4)).toEqual([made[51], made[50], made[49]]);
    expect(list).not.toContain(made[0]);
    expect(list).not.toContain(made[1]);
    expect(new Set(list).size).toBe(50);
    // The rows past 50 are gone from the table, not only from the answer.
    const stored = await ctx.database.db
      .select()
      .from(recentViews)
      .where(eq(recentViews.userSeqNo, member.id));
    expect(stored).toHaveLength(50);
  });

  it('[204] merges the guest’s list before the member’s own at login, capped at 50; paused and deleted left out', async () => {
    const member = await cartMember(ctx);
    const own = [await makeProduct(ctx), await makeProduct(ctx), await makeProduct(ctx)].map((p) => p.id);
    for (const id of own) await call('POST', RECENT, member.token, { productId: id });
    const guest = [await makeProduct(ctx), await makeProduct(ctx)].map((p) => p.id);

    // The guest's views (newest first) and one the member had seen before.
    expect(
      (await call('POST', `${RECENT}/merge`, member.token, { productIds: [guest[0], own[0], guest[1]] }))
        .statusCode
    ).toBe(204);
    expect(await listOf(member.token)).toEqual([guest[0], own[0], guest[1], own[2], own[1]]);

    await updateProduct(ctx, own[2]!, { salesStatus: 'PAUSE' });
    await ctx.database.db.delete(products).where(eq(products.id, guest[1]!));
    expect(await listOf(member.token)).toEqual([guest[0], own[0], own[1]]);

    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await call('POST', `${RECENT}/merge`, member.token, { productIds: many })).statusCode).toBe(400);
  });

  it('[404] another member cannot remove my view', async () => {
    const mine = await cartMember(ctx);
    const other = await cartMember(ctx);
    const { id } = await makeProduct(ctx);
    await call('POST', RECENT, mine.token, { productId: id });
    expect((await call('DELETE', `${RECENT}/${id}`, other.token)).statusCode).toBe(404);
    expect(await listOf(mine.token)).toEqual([id]);
    expect(await listOf(other.token)).toEqual([]);
    expect((await call('DELETE', `${RECENT}/${id}`, mine.token)).statusCode).toBe(204);
    expect(await listOf(mine.token)).toEqual([]);
  });

  it('[200] answers a guest’s local list as cards in the order given, paused left out', async () => {
    const a = await makeProduct(ctx);
    const b = await makeProduct(ctx, { salesStatus: 'PAUSE' });
    const c = await makeProduct(ctx, { salesStatus: 'SOLD_OUT' });
    const answer = dataOf<{ list: { productId: number }[] }>(
      await call('GET', `/api/product/v1/public/recent-products?productIds=${c.id},${b.id},${a.id},999999`)
    );
    expect(answer.list.map((card) => card.productId)).toEqual([c.id, a.id]);
    expect((await call('GET', '/api/product/v1/public/recent-products?productIds=1,x')).statusCode).toBe(400);
  });
});

describe('restock alerts', () => {
  const emailOf = async (id: number) =>
    (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.userSeqNo, id)))[0]!
      .email!;
  const noticesOf = (userSeqNo: number) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userSeqNo, userSeqNo), eq(notifications.event, 'RESTOCK_AVAILABLE')));
  const mailsTo = (to: string) =>
    ctx.database.db.select().from(sandboxMails).where(eq(sandboxMails.recipient, to));

  it('[401] refuses a guest; [409] refuses a product on sale', async () => {
    const { id } = await makeProduct(ctx);
    expect((await call('POST', ALERTS, undefined, { productId: id })).statusCode).toBe(401);
    expect((await call('GET', ALERTS)).statusCode).toBe(401);
    const member = await cartMember(ctx);
    const response = await call('POST', ALERTS, member.token, { productId: id });
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('RESTOCK_NOT_SOLD_OUT');
  });

  it('[409] asks once per product or option; cancels only the asker’s own', async () => {
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    const product = await makeProduct(ctx, {}, [
      { value: '21', salesStatus: 'SOLD_OUT' },
      { value: '23', salesStatus: 'ON_SALE' }
    ]);
    const [soldOutOption, onSaleOption] = product.optionIds as [number, number];
    const first = dataOf<{ alertId: number }>(
      await call('POST', ALERTS, member.token, { productId: product.id, productOptionId: soldOutOption })
    );
    const again = await call('POST', ALERTS, member.token, {
      productId: product.id,
      productOptionId: soldOutOption
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RESTOCK_ALREADY_REQUESTED' });
    const onSale = await call('POST', ALERTS, member.token, {
      productId: product.id,
      productOptionId: onSaleOption
    });
    expect(codeOf(onSale)).toBe('RESTOCK_NOT_SOLD_OUT');

    expect(
      dataOf<ProductRestockAlerts>(await call('GET', `${ALERTS}/product/${product.id}`, member.token)).list
    ).toEqual([{ alertId: first.alertId, productOptionId: soldOutOption }]);
    expect(
      dataOf<ProductRestockAlerts>(await call('GET', `${ALERTS}/product/${product.id}`, other.token)).list
    ).toEqual([]);
    expect(dataOf<RestockAlertPage>(await call('GET', ALERTS, other.token)).totalSize).toBe(0);

    const foreign = await call('DELETE', `${ALERTS}/${first.alertId}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('RESTOCK_ALERT_NOT_FOUND');
    expect(dataOf<RestockAlertPage>(await call('GET', ALERTS, member.token)).list).toMatchObject([
      { alertId: first.alertId, state: 'WAITING', optionValue: '21 호' }
    ]);
    expect((await call('DELETE', `${ALERTS}/${first.alertId}`, member.token)).statusCode).toBe(204);
    expect(dataOf<RestockAlertPage>(await call('GET', ALERTS, member.token)).totalSize).toBe(0);
  });

  it('[200] stock back through the staff desk notices each alert exactly once, with racing runners and stock back twice', async () => {
    const desk = await signedInStaff(ctx, ['ORDER_DESK']);
    const staffStock = (productId: number, body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/staff/v1/products/${productId}/stock`,
        headers: { cookie: desk.cookie },
        payload: body
      });
    const plain = await makeProduct(ctx, { salesStatus: 'SOLD_OUT', stock: 0 });
    const optioned = await makeProduct(ctx, {}, [{ value: '31', salesStatus: 'SOLD_OUT' }]);
    const a = await cartMember(ctx);
    const b = await cartMember(ctx);
    await call('POST', ALERTS, a.token, { productId: plain.id }, 'en-US');
    await call('POST', ALERTS, b.token, { productId: plain.id });
    await call('POST', ALERTS, a.token, { productId: optioned.id, productOptionId: optioned.optionIds[0] });

    const raised = await staffStock(plain.id, { stock: 5 });
    expect(dataOf<{ salesStatus: string }>(raised)).toMatchObject({ stock: 5, salesStatus: 'ON_SALE' });
    expect(
      (await staffStock(optioned.id, { productOptionId: optioned.optionIds[0], stock: 2 })).statusCode
    ).toBe(200);

    // Two runners at once (several API processes): each takes its own jobs; the guarded claim gives each alert to one.
    const queue = createJobQueue(ctx.database.db);
    const at = new Date(Date.now() + 1000);
    await Promise.all([
      runDueJobs(queue, ctx.app.jobHandlers, at),
      runDueJobs(queue, ctx.app.jobHandlers, at)
    ]);
    await runJobs();

    // Stock sells out and comes back again: nothing left to claim.
    await staffStock(plain.id, { stock: 0 });
    await staffStock(plain.id, { stock: 3 });
    await runJobs();

    expect(await noticesOf(a.id)).toHaveLength(2);
    expect(await noticesOf(b.id)).toHaveLength(1);
    expect(await mailsTo(await emailOf(a.id))).toHaveLength(2);
    expect(await mailsTo(await emailOf(b.id))).toHaveLength(1);
    const [mail] = await mailsTo(await emailOf(b.id));
    expect(mail!.subject).toContain('재입고');

    const center = dataOf<NotificationPage>(await call('GET', `${CENTER}/list`, a.token, undefined, 'en-US'));
    expect(center.list.map((notice) => notice.notiCenterType)).toEqual([
      'RESTOCK_AVAILABLE',
      'RESTOCK_AVAILABLE'
    ]);
    expect(center.list.map((notice) => notice.linkUrl).sort()).toEqual(
      [`/product/detail/${plain.id}`, `/product/detail/${optioned.id}`].sort()
    );
    expect(
      dataOf<RestockAlertPage>(await call('GET', ALERTS, a.token)).list.map((alert) => alert.state)
    ).toEqual(['NOTIFIED', 'NOTIFIED']);
    // Once noticed, the member may ask again when it sells out again.
    await staffStock(plain.id, { stock: 0 });
    expect((await call('POST', ALERTS, b.token, { productId: plain.id })).statusCode).toBe(200);
  });

  it('claims each alert once when two claims race', async () => {
    const product = await makeProduct(ctx, { salesStatus: 'SOLD_OUT', stock: 0 });
    const askers = await Promise.all([cartMember(ctx), cartMember(ctx), cartMember(ctx)]);
    for (const asker of askers) await call('POST', ALERTS, asker.token, { productId: product.id });
    await ctx.database.db
      .update(products)
      .set({ stock: 4, salesStatus: 'ON_SALE' })
      .where(eq(products.id, product.id));
    const repository = createShopperListsRepository(ctx.database.db);
    const [first, second] = await Promise.all([
      repository.claimMet(product.id, 100),
      repository.claimMet(product.id, 100)
    ]);
    expect([...first, ...second].sort()).toHaveLength(3);
    expect(new Set([...first, ...second]).size).toBe(3);
    expect(await repository.claimMet(product.id, 100)).toEqual([]);
  });

  it('[200] an order cancellation putting stock back queues the product’s restock check', async () => {
    const product = await makeProduct(ctx, { salesStatus: 'SOLD_OUT', stock: 0 });
    const member = await cartMember(ctx);
    await call('POST', ALERTS, member.token, { productId: product.id });
    await ctx.database.db.transaction((tx) =>
      returnStock(tx, [{ productId: product.id, productOptionId: null, quantity: 1 }])
    );
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'restock-check'), eq(jobs.key, `product:${product.id}`)));
    expect(job).toBeDefined();
    await runJobs();
    expect(await noticesOf(member.id)).toHaveLength(1);
    const [alert] = await ctx.database.db
      .select()
      .from(restockAlerts)
      .where(eq(restockAlerts.userSeqNo, member.id));
    expect(alert!.notifiedAt).not.toBeNull();
  });

  it('[200] the sweep catches stock brought back by any other path', async () => {
    const product = await makeProduct(ctx, { salesStatus: 'SOLD_OUT', stock: 0 });
    const member = await cartMember(ctx);
    await call('POST', ALERTS, member.token, { productId: product.id });
    await updateProduct(ctx, product.id, { stock: 9, salesStatus: 'ON_SALE' });
    await createJobQueue(ctx.database.db).enqueue('restock-sweep', 'restock-sweep', {}, new Date());
    await runJobs();
    expect(await noticesOf(member.id)).toHaveLength(1);
  });

  it('[401/403] the staff stock call needs the order desk', async () => {
    const { id } = await makeProduct(ctx);
    const content = await signedInStaff(ctx, ['CONTENT']);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/v1/products/${id}/stock`,
      headers: { cookie: content.cookie },
      payload: { stock: 1 }
    });
    expect(refused.statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/v1/products/${id}/stock`,
      payload: { stock: 1 }
    });
    expect(guest.statusCode).toBe(401);
  });
});
