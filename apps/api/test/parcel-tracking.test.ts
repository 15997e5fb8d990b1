import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type OrderDetail } from '@mall/domain';
import { createParcelTracking, TRACK_PARCEL_JOB } from '../src/modules/fulfilment/parcel-tracking.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs, type JobHandler } from '../src/modules/jobs/job-runner.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { createDeliveryTracker, trackerAppFetch } from '../src/providers/tracking/delivery-tracker.ts';
import { sandboxTrackingParcels } from '../src/providers/tracking/sandbox-tracking.table.ts';
import {
  SANDBOX_TRACKER_CLIENT_ID,
  SANDBOX_TRACKER_CLIENT_SECRET,
  SANDBOX_TRACKER_PATH
} from '../src/providers/tracking/sandbox-tracking.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { insertOrder } from './order-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** Parcel tracking (issue 16 item 3, docs/decisions/066, 068): shipping queues a job that follows the carrier. */
let ctx: TestContext;
let product: number;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let member: { id: number; token: string };
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  product = (await makeProduct(ctx, { stock: 50 })).id;
  desk = await signedInStaff(ctx, ['ORDER_DESK']);
  member = await cartMember(ctx);
});
afterAll(async () => ctx.close());

/** The app's own wiring of the tracking, against the sandbox it mounted. */
function tracking() {
  const queue = createJobQueue(ctx.database.db);
  const provider = createDeliveryTracker({
    apiUrl: SANDBOX_TRACKER_PATH,
    clientId: SANDBOX_TRACKER_CLIENT_ID,
    clientSecret: SANDBOX_TRACKER_CLIENT_SECRET,
    fetch: trackerAppFetch(ctx.app)
  });
  const delivered: number[] = [];
  const parcels = createParcelTracking({
    db: ctx.database.db,
    tracking: provider,
    pollMs: 2 * MINUTE,
    onDelivered: async (orderId) => {
      delivered.push(orderId);
    }
  });
  return { queue, parcels, delivered };
}

/** A member's order shipped through the desk with `trackingNumber`, its parcel handed over `minutesAgo`. */
async function shipped(trackingNumber: string, minutesAgo: number) {
  const { order } = await insertOrder(ctx, {
    userSeqNo: member.id,
    status: 'PREPARING',
    lines: [{ productId: product }]
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/v1/orders/shipments',
    headers: { cookie: desk.cookie },
    payload: { shipments: [{ orderNumber: order.orderNumber, courier: 'CJ', trackingNumber }] }
  });
  expect(response.json().data.shipped).toHaveLength(1);
  await ctx.database.db
    .insert(sandboxTrackingParcels)
    .values({
      carrierId: 'kr.cjlogistics',
      trackingNumber,
      shippedAt: new Date(Date.now() - minutesAgo * MINUTE)
    })
    .onConflictDoUpdate({
      target: [sandboxTrackingParcels.carrierId, sandboxTrackingParcels.trackingNumber],
      set: { shippedAt: new Date(Date.now() - minutesAgo * MINUTE) }
    });
  return order;
}
const orderRow = async (id: number) =>
  (await ctx.database.db.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;
const detail = async (orderNumber: string, language = 'ko-KR') =>
  (
    await cartApi(ctx)(
      'GET',
      `/api/order/v1/sales/detail/${displayOrderNumber(orderNumber)}`,
      member.token,
      undefined,
      language
    )
  ).json<{ data: OrderDetail }>().data;

describe('following a parcel', () => {
  it('queues one job per shipped order, due one poll after shipping', async () => {
    const { queue } = tracking();
    const order = await shipped('612300000001', 0);
    const job = await queue.byKey(TRACK_PARCEL_JOB, String(order.id));
    expect(job).toMatchObject({ doneAt: null, attempts: 0 });
    const shippedAt = (await orderRow(order.id)).shippedAt!.getTime();
    expect(job!.runAt.getTime() - shippedAt).toBe(2 * MINUTE);
  });

  it('keeps the scans of a parcel in transit for the order detail and asks again later', async () => {
    const { queue, parcels } = tracking();
    const order = await shipped('612300000002', 5);
    const now = new Date(Date.now() + 3 * MINUTE);
    expect(await runDueJobs(queue, parcels.handlers, now)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('SHIPPING');
    const job = (await queue.byKey(TRACK_PARCEL_JOB, String(order.id)))!;
    expect(job.doneAt).toBeNull();
    expect(job.runAt.getTime()).toBe(now.getTime() + 2 * MINUTE);
    const events = (await detail(order.orderNumber)).delivery.events;
    expect(events.map((event) => event.status).slice(0, 2)).toEqual(['INFORMATION_RECEIVED', 'AT_PICKUP']);
    expect(events[0]!.statusName).toBe('운송장 등록');
    expect((await detail(order.orderNumber, 'en-US')).delivery.events[0]!.statusName).toBe('Label created');
    // Asked again: the same scans, none twice.
    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.key, String(order.id)));
    await runDueJobs(queue, parcels.handlers, now);
    expect((await detail(order.orderNumber)).delivery.events).toHaveLength(events.length);
  });

  it('moves the order to DELIVERED at the carrier’s delivered scan, once', async () => {
    const { queue, parcels, delivered } = tracking();
    const order = await shipped('612300000003', 30);
    await runDueJobs(queue, parcels.handlers, new Date(Date.now() + 3 * MINUTE));
    const row = await orderRow(order.id);
    expect(row.status).toBe('DELIVERED');
    const events = (await detail(order.orderNumber)).delivery.events;
    expect(events.at(-1)!.status).toBe('DELIVERED');
    expect(row.deliveredAt!.toISOString()).toBe(new Date(events.at(-1)!.at!).toISOString());
    expect(delivered).toEqual([order.id]);
    expect((await queue.byKey(TRACK_PARCEL_JOB, String(order.id)))!.doneAt).not.toBeNull();
  });

  it('ends quietly when the desk marked the order delivered first', async () => {
    const { queue, parcels, delivered } = tracking();
    const order = await shipped('612300000004', 30);
    await ctx.database.db
      .update(salesOrders)
      .set({ status: 'DELIVERED', deliveredAt: new Date() })
      .where(eq(salesOrders.id, order.id));
    await runDueJobs(queue, parcels.handlers, new Date(Date.now() + 3 * MINUTE));
    expect(delivered).toEqual([]);
    expect((await queue.byKey(TRACK_PARCEL_JOB, String(order.id)))!.doneAt).not.toBeNull();
  });

  it('asks again about a number the carrier does not know yet, and when the provider fails, without end', async () => {
    const { queue, parcels } = tracking();
    const unknown = await shipped('612300000404', 30);
    const failing = await shipped('612300000503', 30);
    const now = new Date(Date.now() + 3 * MINUTE);
    await runDueJobs(queue, parcels.handlers, now);
    for (const order of [unknown, failing]) {
      const job = (await queue.byKey(TRACK_PARCEL_JOB, String(order.id)))!;
      // Not a failure of ours: no attempts counted, so an outage never ends the tracking.
      expect(job).toMatchObject({ doneAt: null, attempts: 0, lastError: null });
      expect(job.runAt.getTime()).toBe(now.getTime() + 2 * MINUTE);
      expect((await orderRow(order.id)).status).toBe('SHIPPING');
    }
  });
});

describe('the job queue', () => {
  it('runs a due job in one runner only, even with two at once', async () => {
    const queue = createJobQueue(ctx.database.db);
    let runs = 0;
    const handlers: Record<string, JobHandler> = {
      'test-once': async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { done: true };
      }
    };
    await queue.enqueue('test-once', 'a', {}, new Date(Date.now() - 1000));
    await queue.enqueue('test-once', 'a', {}, new Date(Date.now() - 1000));
    await Promise.all([runDueJobs(queue, handlers, new Date()), runDueJobs(queue, handlers, new Date())]);
    expect(runs).toBe(1);
    await runDueJobs(queue, handlers, new Date(Date.now() + 3_600_000));
    expect(runs).toBe(1);
  });

  it('takes a job again when the runner holding it died (its lease ran out)', async () => {
    const queue = createJobQueue(ctx.database.db);
    await queue.enqueue('test-lease', 'b', {}, new Date(Date.now() - 1000));
    const now = new Date();
    expect(await queue.claim(['test-lease'], 5, now, new Date(now.getTime() + 60_000))).toHaveLength(1);
    expect(await queue.claim(['test-lease'], 5, now, new Date(now.getTime() + 60_000))).toHaveLength(0);
    const later = new Date(now.getTime() + 61_000);
    const [taken] = await queue.claim(['test-lease'], 5, later, new Date(later.getTime() + 60_000));
    expect(taken).toBeDefined();
    // The first runner, late, cannot finish or reschedule what the second now holds.
    await queue.done({ id: taken!.id, lockedUntil: new Date(now.getTime() + 60_000) }, later);
    expect((await queue.byKey('test-lease', 'b'))!.doneAt).toBeNull();
    await queue.done(taken!, later);
    expect((await queue.byKey('test-lease', 'b'))!.doneAt).not.toBeNull();
  });

  it('retries a failing job with back-off and gives it up after its attempts, keeping the error', async () => {
    const queue = createJobQueue(ctx.database.db);
    const handlers: Record<string, JobHandler> = {
      'test-fail': async () => {
        throw new Error('boom');
      }
    };
    await queue.enqueue('test-fail', 'c', {}, new Date(Date.now() - 1000));
    let at = new Date();
    await runDueJobs(queue, handlers, at);
    const first = (await queue.byKey('test-fail', 'c'))!;
    expect(first).toMatchObject({ attempts: 1, lastError: 'boom', doneAt: null });
    expect(first.runAt.getTime()).toBe(at.getTime() + MINUTE);
    for (let attempt = 2; attempt <= 12; attempt += 1) {
      at = new Date(at.getTime() + 2 * 3_600_000);
      await runDueJobs(queue, handlers, at);
    }
    expect((await queue.byKey('test-fail', 'c'))!).toMatchObject({
      attempts: 12,
      lastError: 'boom',
      doneAt: at
    });
  });
});
