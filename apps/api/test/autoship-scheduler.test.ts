import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, type AutoshipDetail } from '@mall/domain';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { AUTOSHIP_CHARGE_JOB } from '../src/modules/autoship/autoship-scheduler.ts';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import type { JobRow } from '../src/modules/jobs/job-queue.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs, startJobRunner } from '../src/modules/jobs/job-runner.ts';
import { notifications } from '../src/modules/notification/notification.table.ts';
import { runRecovery } from '../src/modules/order/order-recovery.ts';
import { createSettlement } from '../src/modules/order/order-settlement.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { products } from '../src/modules/product/product.table.ts';
import { returnStock, takeStock } from '../src/modules/product/product-stock.ts';
import { sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';
import type { PaymentProvider, ProviderPayment } from '../src/providers/payment/payment-provider.ts';
import { makeProduct, productStock } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  AUTOSHIP,
  caller,
  CARD_PASSWORD,
  chargeRows,
  dataOf,
  dayAfter,
  initBody,
  providerCharges,
  runScheduler,
  savedCard,
  seoulMorning,
  subscribe,
  subscriber,
  subscriptionRow,
  type Subscriber
} from './autoship-fixtures.ts';

/**
 * The autoship scheduler (docs/decisions/074): a year of cycles on a moving clock, two schedulers on one PostgreSQL
 * database, and a process that dies between the provider's charge and the order.
 */

/** The shop's provider, with a process death on cue: the charge is taken at the provider, then nothing returns. */
class DyingProvider {
  inner: PaymentProvider | null = null;
  /** The death waits for a charge of this orderId prefix (one subscription's tries); others go through. */
  dieOn: string | null = null;
  charged: Promise<void> | null = null;
  private resolveCharged: (() => void) | null = null;

  provider(): PaymentProvider {
    const inner = () => this.inner!;
    return {
      confirm: (...args: Parameters<PaymentProvider['confirm']>) => inner().confirm(...args),
      cancel: (...args: Parameters<PaymentProvider['cancel']>) => inner().cancel(...args),
      findByOrderId: (orderId: string) => inner().findByOrderId(orderId),
      issueBillingKey: (...args: Parameters<PaymentProvider['issueBillingKey']>) =>
        inner().issueBillingKey(...args),
      deleteBillingKey: (billingKey: string) => inner().deleteBillingKey(billingKey),
      chargeBillingKey: async (...args: Parameters<PaymentProvider['chargeBillingKey']>) => {
        const payment = await inner().chargeBillingKey(...args);
        if (this.dieOn === null || !args[1].orderId.startsWith(this.dieOn)) return payment;
        this.dieOn = null;
        this.resolveCharged?.();
        // The process is gone: this call never comes back.
        return new Promise<ProviderPayment>(() => {});
      }
    };
  }

  /** Arms the death for a subscription's charge; `charged` resolves once the provider has taken it. */
  arm(autoshipId: number): void {
    this.dieOn = `AS${autoshipId}T`;
    this.charged = new Promise((resolve) => (this.resolveCharged = resolve));
  }
}

let ctx: TestContext;
let clock = new Date();
const dying = new DyingProvider();

beforeAll(async () => {
  ctx = await createTestContext({ app: { payments: dying.provider(), autoshipNow: () => clock } });
  dying.inner = ctx.app.payments;
});
afterAll(async () => ctx.close());

type Expected = { cycleIndex: number; chargeDay: string; status: string; amount?: number };

/** Every `step` days from `first` to `last` (inclusive). */
function grid(first: string, step: number, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = dayAfter(day, step)) days.push(day);
  return days;
}

async function setStock(productId: number, stock: number) {
  await ctx.database.db
    .update(products)
    .set({ stock, salesStatus: stock > 0 ? 'ON_SALE' : 'SOLD_OUT' })
    .where(eq(products.id, productId));
}

/** What a subscription's cycles came to, and what the provider and the orders say about them. */
async function outcome(autoshipId: number, userSeqNo: number) {
  const rows = await chargeRows(ctx.database.db, autoshipId);
  const charges = await providerCharges(ctx.database.db, autoshipId);
  const orders = await ctx.database.db
    .select({ order: salesOrders, paymentOrderId: orderPayments.paymentOrderId })
    .from(salesOrders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, salesOrders.id))
    .where(and(eq(salesOrders.userSeqNo, userSeqNo), eq(salesOrders.status, 'PLACED')));
  return { rows, charges, orders };
}

describe('a year of cycles on a moving clock', () => {
  it('charges exactly once per due cycle through skips, a pause, a refused card and sold-out days', async () => {
    const start = '2027-01-04';
    const end = dayAfter(start, 365);
    clock = seoulMorning(start);
    const a = await makeProduct(ctx, { stock: 10_000, price: 20_000, priceOriginal: 25_000 });
    const b = await makeProduct(ctx, { stock: 10_000, price: 15_000, priceOriginal: 15_000 });
    const c = await makeProduct(ctx, { stock: 10_000, price: 30_000, priceOriginal: 30_000 });
    const call = caller(ctx.app);

    // S1: every two weeks, A and two B; S2: monthly on the 15th with a card that is refused; S3: every four weeks.
    const m1 = await subscriber(ctx);
    const m2 = await subscriber(ctx, 'refuse-charges');
    const m3 = await subscriber(ctx);
    const s1 = await subscribe(
      ctx.app,
      m1,
      initBody(
        m1,
        '2027-01-05',
        [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 2 }
        ],
        { cycle: { kind: 'WEEKS', weeks: 2 } }
      )
    );
    const s2 = await subscribe(
      ctx.app,
      m2,
      initBody(m2, '2027-01-15', [{ productId: c.id, quantity: 1 }], {
        cycle: { kind: 'MONTHLY', dayOfMonth: 15 }
      })
    );
    const s3 = await subscribe(ctx.app, m3, initBody(m3, '2027-01-06', [{ productId: a.id, quantity: 1 }]));

    const s1Days = grid('2027-01-05', 14, end);
    const priceOfA = (day: string) => (day >= '2027-06-01' ? 22_000 : 20_000);
    const withFee = (goods: number) => goods + (goods >= 50_000 ? 0 : DELIVERY_FEE);
    // The member's moves, at 08:00 of their day (before the scheduler's run at 09:00).
    const moves: [string, () => Promise<unknown>][] = [
      [
        dayAfter(s1Days[2]!, 1),
        async () => void dataOf(await call('POST', `${AUTOSHIP}/${s1.autoshipId}/skip`, m1.token))
      ],
      [
        dayAfter(s1Days[6]!, 1),
        async () => void dataOf(await call('POST', `${AUTOSHIP}/${s1.autoshipId}/pause`, m1.token))
      ],
      [
        dayAfter(s1Days[6]!, 41),
        async () => void dataOf(await call('POST', `${AUTOSHIP}/${s1.autoshipId}/resume`, m1.token))
      ],
      // B sold out on S1's 11th cycle, A and B on its 13th (S3 charges on other days).
      [s1Days[10]!, () => setStock(b.id, 0)],
      [dayAfter(s1Days[10]!, 1), () => setStock(b.id, 10_000)],
      [s1Days[12]!, async () => Promise.all([setStock(a.id, 0), setStock(b.id, 0)]).then(() => undefined)],
      [
        dayAfter(s1Days[12]!, 1),
        async () => Promise.all([setStock(a.id, 9_000), setStock(b.id, 9_000)]).then(() => undefined)
      ],
      [
        '2027-06-01',
        async () =>
          void (await ctx.database.db.update(products).set({ price: 22_000 }).where(eq(products.id, a.id)))
      ],
      // S2 was held after three refusals (15th–17th): a new card reactivates it.
      [
        '2027-02-03',
        async () => {
          const card = await savedCard(ctx.app, m2);
          const changed = dataOf<AutoshipDetail>(
            await call('PATCH', `${AUTOSHIP}/${s2.autoshipId}`, m2.token, {
              userFavoriteCardsId: card.userFavoriteCardsId,
              orderPassword: CARD_PASSWORD
            })
          );
          expect(changed).toMatchObject({ status: 'ACTIVE', nextChargeDay: '2027-02-15' });
        }
      ]
    ];

    const s2Tries: number[] = [];
    for (let day = start; day <= end; day = dayAfter(day, 1)) {
      clock = new Date(`${day}T08:00:00+09:00`);
      for (const [when, move] of moves) if (when === day) await move();
      clock = seoulMorning(day);
      await runScheduler(ctx.app, ctx.database.db, clock);
      if (day >= '2027-01-15' && day <= '2027-01-18') {
        const [row] = await chargeRows(ctx.database.db, s2.autoshipId);
        s2Tries.push(row!.tries);
      }
    }

    // S2's card was tried on the 15th, 16th and 17th, then the cycle FAILED and the subscription was held.
    expect(s2Tries).toEqual([1, 2, 3, 3]);
    const s1Expected: Expected[] = s1Days.flatMap((day, k): Expected[] => {
      if (k === 3) return [{ cycleIndex: k, chargeDay: day, status: 'SKIPPED' }];
      // Paused the day after cycle 6, resumed 40 days later: the cycles in between were never due.
      if (k > 6 && day <= dayAfter(s1Days[6]!, 41)) return [];
      if (k === 10)
        return [{ cycleIndex: k, chargeDay: day, status: 'CHARGED', amount: withFee(priceOfA(day)) }];
      if (k === 12) return [{ cycleIndex: k, chargeDay: day, status: 'SOLD_OUT_SKIPPED' }];
      return [{ cycleIndex: k, chargeDay: day, status: 'CHARGED', amount: withFee(priceOfA(day) + 30_000) }];
    });
    const s2Expected: Expected[] = [
      { cycleIndex: 0, chargeDay: '2027-01-15', status: 'FAILED', amount: withFee(30_000) },
      ...Array.from({ length: 11 }, (_, k) => ({
        cycleIndex: k + 1,
        chargeDay: `2027-${String(k + 2).padStart(2, '0')}-15`,
        status: 'CHARGED',
        amount: withFee(30_000)
      }))
    ];
    const s3Expected: Expected[] = grid('2027-01-06', 28, end).map((day, k) => ({
      cycleIndex: k,
      chargeDay: day,
      status: 'CHARGED',
      amount: withFee(priceOfA(day))
    }));

    for (const [s, who, expected] of [
      [s1, m1, s1Expected],
      [s2, m2, s2Expected],
      [s3, m3, s3Expected]
    ] as const) {
      const { rows, charges, orders } = await outcome(s.autoshipId, who.id);
      expect(
        rows.map((row) => ({
          cycleIndex: row.cycleIndex,
          chargeDay: row.chargeDay,
          status: row.status,
          ...(row.status === 'CHARGED' || row.status === 'FAILED' ? { amount: row.amount } : {})
        }))
      ).toEqual(expected);
      // One approved provider charge per charged cycle, each the placed autoship order of that cycle.
      const charged = rows.filter((row) => row.status === 'CHARGED');
      const approved = charges.filter((charge) => charge.status === 'DONE');
      expect(approved).toHaveLength(charged.length);
      expect(orders).toHaveLength(charged.length);
      for (const row of charged) {
        const order = orders.find((placed) => placed.order.id === row.orderId)!;
        expect(order.order).toMatchObject({ cartType: 'autoship', amount: row.amount });
        expect(approved.filter((charge) => charge.orderId === order.paymentOrderId)).toHaveLength(1);
      }
    }
    // S1's 11th cycle went without B, and said so.
    const s1Rows = await chargeRows(ctx.database.db, s1.autoshipId);
    expect(s1Rows.find((row) => row.cycleIndex === 10)!.skippedProductIds).toEqual([b.id]);
    const lines = await ctx.database.db
      .select({ productId: salesOrderLines.productId })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, s1Rows.find((row) => row.cycleIndex === 10)!.orderId!));
    expect(lines).toEqual([{ productId: a.id }]);
    // S2's refusals: three tries of cycle 0, each its own provider order, none approved.
    const s2Charges = await providerCharges(ctx.database.db, s2.autoshipId);
    expect(
      s2Charges
        .filter((charge) => charge.status !== 'DONE')
        .map((charge) => charge.orderId.split('-').slice(1))
    ).toEqual([
      ['0', '1'],
      ['0', '2'],
      ['0', '3']
    ]);
    // Each charged order was notified to its member.
    const placedNotices = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userSeqNo, m3.id), eq(notifications.event, 'ORDER_PLACED')));
    expect(placedNotices).toHaveLength(s3Expected.length);
    expect((await subscriptionRow(ctx.database.db, s2.autoshipId)).status).toBe('ACTIVE');
    // The members were told of the sold-out line, the cycle skipped as sold out and the hold, once each.
    const autoshipNotices = async (userSeqNo: number) =>
      (
        await ctx.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userSeqNo, userSeqNo), like(notifications.event, 'AUTOSHIP_%')))
      ).map((notice) => [notice.event, notice.linkUrl]);
    expect(await autoshipNotices(m1.id)).toEqual([
      ['AUTOSHIP_LINES_SOLD_OUT', `/autoship/detail/${s1.autoshipId}`],
      ['AUTOSHIP_SKIPPED_SOLD_OUT', `/autoship/detail/${s1.autoshipId}`]
    ]);
    expect(await autoshipNotices(m2.id)).toEqual([['AUTOSHIP_HELD', `/autoship/detail/${s2.autoshipId}`]]);
    expect(await autoshipNotices(m3.id)).toEqual([]);
  }, 240_000);
});

describe('a refused card', () => {
  it('is tried again the next day; a subscription cancelled meanwhile is not tried again', async () => {
    clock = seoulMorning('2028-02-01');
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const who = await subscriber(ctx, 'refuse-charges');
    const day = dayAfter('2028-02-01', 1);
    const made = await subscribe(ctx.app, who, initBody(who, day, [{ productId: product.id, quantity: 1 }]));
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(day));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toMatchObject([
      { status: 'PENDING', tries: 1, failureCode: 'REJECT_CARD_COMPANY' }
    ]);
    // Its stock came back with the failed try's order.
    expect((await productStock(ctx, product.id)).stock).toBe(5);
    clock = new Date(`${dayAfter(day, 1)}T08:00:00+09:00`);
    dataOf(await caller(ctx.app)('POST', `${AUTOSHIP}/${made.autoshipId}/cancel`, who.token));
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(day, 1)));
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(day, 2)));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toMatchObject([
      { status: 'CLOSED', tries: 1 }
    ]);
    expect(await providerCharges(ctx.database.db, made.autoshipId)).toHaveLength(1);
  });
});

describe('a card changed while its cycle is retried', () => {
  /** This subscription's cycle job alone, as the runner would take it at `now` (others stay untouched). */
  const chargeJob = (autoshipId: number, now: Date) =>
    ctx.app.jobHandlers[AUTOSHIP_CHARGE_JOB]!(
      {
        kind: AUTOSHIP_CHARGE_JOB,
        key: `autoship:${autoshipId}:0`,
        payload: { autoshipId, cycleIndex: 0 }
      } as unknown as JobRow,
      now
    );

  it('is the one the next try charges', async () => {
    clock = seoulMorning('2028-02-01');
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const who = await subscriber(ctx, 'refuse-charges');
    const day = dayAfter('2028-02-01', 1);
    const made = await subscribe(ctx.app, who, initBody(who, day, [{ productId: product.id, quantity: 1 }]));
    await chargeJob(made.autoshipId, seoulMorning(day));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toMatchObject([
      { status: 'PENDING', tries: 1 }
    ]);
    clock = new Date(`${dayAfter(day, 1)}T08:00:00+09:00`);
    const card = await savedCard(ctx.app, who);
    const changed = dataOf<AutoshipDetail>(
      await caller(ctx.app)('PATCH', `${AUTOSHIP}/${made.autoshipId}`, who.token, {
        userFavoriteCardsId: card.userFavoriteCardsId,
        orderPassword: CARD_PASSWORD
      })
    );
    expect(changed.status).toBe('ACTIVE');
    await chargeJob(made.autoshipId, seoulMorning(dayAfter(day, 1)));
    expect(await chargeRows(ctx.database.db, made.autoshipId)).toMatchObject([
      { status: 'CHARGED', tries: 1 }
    ]);
    const approved = (await providerCharges(ctx.database.db, made.autoshipId)).filter(
      (charge) => charge.status === 'DONE'
    );
    expect(approved).toHaveLength(1);
    // Ended, so its next cycle does not come due in the tests below.
    dataOf(await caller(ctx.app)('POST', `${AUTOSHIP}/${made.autoshipId}/cancel`, who.token));
  });
});

describe('a process that dies between the charge and the order', () => {
  async function dueSubscription(): Promise<{ who: Subscriber; autoshipId: number; day: string }> {
    clock = seoulMorning('2028-03-01');
    const product = await makeProduct(ctx, { stock: 5, price: 20_000 });
    const who = await subscriber(ctx);
    const day = dayAfter('2028-03-01', 2);
    const made = await subscribe(ctx.app, who, initBody(who, day, [{ productId: product.id, quantity: 1 }]));
    return { who, autoshipId: made.autoshipId, day };
  }

  /** Runs the scheduler at `now` until the armed provider has charged, then leaves that run hanging (the death). */
  async function dieWhileCharging(now: Date, autoshipId: number): Promise<void> {
    dying.arm(autoshipId);
    void runScheduler(ctx.app, ctx.database.db, now);
    await dying.charged;
  }

  async function attemptOf(autoshipId: number) {
    const [row] = await ctx.database.db
      .select({ attempt: orderPayments, order: salesOrders })
      .from(orderPayments)
      .innerJoin(salesOrders, eq(salesOrders.id, orderPayments.orderId))
      .where(like(orderPayments.paymentOrderId, `AS${autoshipId}T%`));
    return row!;
  }

  it('the order recovery job places the order; the next run settles the cycle without charging again', async () => {
    const { autoshipId, day } = await dueSubscription();
    const at = seoulMorning(day);
    await dieWhileCharging(at, autoshipId);
    expect((await attemptOf(autoshipId)).attempt.status).toBe('CONFIRMING');
    const payments = ctx.app.payments;
    const settlement = createSettlement({
      db: ctx.database.db,
      catalogue: { takeStock, returnStock },
      benefits: createBenefitsService({ db: ctx.database.db }),
      payments,
      bumpCatalogue: () => ctx.app.catalogue.bump()
    });
    await runRecovery(
      { db: ctx.database.db, payments, settlement },
      new Date(Date.now() + 11_000),
      'confirms'
    );
    expect((await attemptOf(autoshipId)).order.status).toBe('PLACED');
    // The job's lease (10 minutes) runs out and another runner takes it.
    await runScheduler(ctx.app, ctx.database.db, new Date(at.getTime() + 11 * 60_000));
    const [row] = await chargeRows(ctx.database.db, autoshipId);
    expect(row).toMatchObject({ cycleIndex: 0, status: 'CHARGED' });
    expect((await providerCharges(ctx.database.db, autoshipId)).map((charge) => charge.status)).toEqual([
      'DONE'
    ]);
  });

  it('the job taken again asks the provider first and places the order it finds charged', async () => {
    const { autoshipId, day } = await dueSubscription();
    const at = seoulMorning(day);
    await dieWhileCharging(at, autoshipId);
    await runScheduler(ctx.app, ctx.database.db, new Date(at.getTime() + 11 * 60_000));
    expect((await attemptOf(autoshipId)).order.status).toBe('PLACED');
    expect(await chargeRows(ctx.database.db, autoshipId)).toMatchObject([{ status: 'CHARGED', tries: 0 }]);
    expect((await providerCharges(ctx.database.db, autoshipId)).map((charge) => charge.status)).toEqual([
      'DONE'
    ]);
  });

  it('a charge found for an order that failed meanwhile is refunded, and the cycle is tried again the next day', async () => {
    const { autoshipId, day } = await dueSubscription();
    const at = seoulMorning(day);
    await dieWhileCharging(at, autoshipId);
    const { order } = await attemptOf(autoshipId);
    // The pending order failed while nobody knew of the charge (its time ran out).
    await ctx.database.db
      .update(salesOrders)
      .set({ status: 'FAILED', reservation: 'RELEASED', failureCode: 'PAYMENT_TIMEOUT' })
      .where(eq(salesOrders.id, order.id));
    await runScheduler(ctx.app, ctx.database.db, new Date(at.getTime() + 11 * 60_000));
    expect((await providerCharges(ctx.database.db, autoshipId)).map((charge) => charge.status)).toEqual([
      'CANCELED'
    ]);
    expect(await chargeRows(ctx.database.db, autoshipId)).toMatchObject([{ status: 'PENDING', tries: 1 }]);
    await runScheduler(ctx.app, ctx.database.db, seoulMorning(dayAfter(day, 1)));
    expect(await chargeRows(ctx.database.db, autoshipId)).toMatchObject([{ status: 'CHARGED', tries: 1 }]);
    const statuses = (await providerCharges(ctx.database.db, autoshipId)).map((charge) => charge.status);
    expect(statuses.sort()).toEqual(['CANCELED', 'DONE']);
  });
});

describe('the job runner', () => {
  it("runs batch after batch within one tick while they come back full (a sweep's many charges)", async () => {
    const queue = createJobQueue(ctx.database.db);
    const ran: string[] = [];
    const handlers = {
      'drain-probe': async (job: JobRow) => {
        ran.push(job.key);
        return { done: true } as const;
      }
    };
    const due = new Date(Date.now() - 1000);
    for (let n = 0; n < 35; n += 1) await queue.enqueue('drain-probe', `probe-${n}`, {}, due);
    // The next tick is an hour away: only the first one's batches can run them.
    const runner = startJobRunner(queue, handlers, ctx.app.log, 3_600_000);
    for (let waited = 0; ran.length < 35 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    expect(new Set(ran).size).toBe(35);
  });
});

describe('two schedulers on one PostgreSQL database', () => {
  it('both sweep and run the same charges at once (and each charge twice by hand): one charge per cycle', async () => {
    const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const first = await createTestContext({ databaseServer: server, app: { autoshipNow: () => clock } });
    const secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
    const second = await buildApp({
      config: first.config,
      database: secondDatabase,
      logger: false,
      recovery: false,
      autoshipNow: () => clock
    });
    try {
      clock = seoulMorning('2028-05-01');
      const day = dayAfter('2028-05-01', 1);
      const product = await makeProduct(first, { stock: 100, price: 20_000 });
      const made: { who: Subscriber; autoshipId: number }[] = [];
      for (let n = 0; n < 12; n += 1) {
        const who = await subscriber(first);
        const detail = await subscribe(
          first.app,
          who,
          initBody(who, day, [{ productId: product.id, quantity: 1 }])
        );
        made.push({ who, autoshipId: detail.autoshipId });
      }
      const at = seoulMorning(day);
      const job = (autoshipId: number) =>
        ({
          kind: AUTOSHIP_CHARGE_JOB,
          key: `autoship:${autoshipId}:0`,
          payload: { autoshipId, cycleIndex: 0 }
        }) as unknown as JobRow;
      const byHand = made.flatMap(({ autoshipId }) =>
        [first.app, second].map((app) => app.jobHandlers[AUTOSHIP_CHARGE_JOB]!(job(autoshipId), at))
      );
      await Promise.allSettled([
        runScheduler(first.app, first.database.db, at),
        runScheduler(second, secondDatabase.db, at),
        ...byHand
      ]);
      // What was left waiting on the other's charge is finished a few minutes later.
      const later = new Date(at.getTime() + 5 * 60_000);
      await Promise.all([
        runDueJobs(createJobQueue(first.database.db), first.app.jobHandlers, later),
        runDueJobs(createJobQueue(secondDatabase.db), second.jobHandlers, later)
      ]);
      const ids = made.map(({ autoshipId }) => autoshipId);
      const charges = await first.database.db
        .select()
        .from(sandboxTossPayments)
        .where(like(sandboxTossPayments.orderId, 'AS%'));
      expect(charges.map((charge) => charge.status)).toEqual(Array(12).fill('DONE'));
      const placed = await first.database.db
        .select()
        .from(salesOrders)
        .where(and(eq(salesOrders.cartType, 'autoship'), eq(salesOrders.status, 'PLACED')));
      expect(placed).toHaveLength(12);
      for (const autoshipId of ids) {
        expect(await chargeRows(first.database.db, autoshipId)).toMatchObject([
          { cycleIndex: 0, status: 'CHARGED' }
        ]);
      }
      expect((await productStock(first, product.id)).stock).toBe(88);
      const stray = await first.database.db
        .select()
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.cartType, 'autoship'),
            inArray(salesOrders.status, ['PAYMENT_PENDING', 'FAILED'])
          )
        );
      expect(stray).toEqual([]);
    } finally {
      await second.close();
      await secondDatabase.close();
      await first.close();
    }
  }, 120_000);
});
