import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE } from '@mall/domain';
import { databaseUnavailable } from '../src/db/errors.ts';
import { rowsOf } from '../src/db/rows.ts';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import { runRecovery } from '../src/modules/order/order-recovery.ts';
import { createSettlement } from '../src/modules/order/order-settlement.ts';
import { orderPayments, salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { returnStock, takeStock } from '../src/modules/product/product-stock.ts';
import { createTestContext, type TestContext } from './context.ts';
import { makeProduct, productStock } from './cart-fixtures.ts';
import {
  checkoutApi,
  CONFIRM,
  FakeProvider,
  GUEST_INIT,
  guestInitBody,
  type OrderInitAnswer
} from './checkout-fixtures.ts';

/**
 * The database server dropping the API's connections under checkout load (docs/decisions/044): on the PostgreSQL
 * server in both passes (DATABASE_URL's, else the local one CI always has); PGlite has no connections to drop. The process must keep serving (an
 * unhandled 'error' event of a checked-out client would end this test worker), every failure must be a 503 in
 * the shop's shape, and once the recovery job has run nothing is lost: every charge ends in a placed order or a
 * refund, and stock matches what was placed.
 */
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backends terminated during a checkout storm', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let database: string;
  const provider = new FakeProvider();
  /** What reached the process as uncaught: a client's 'error' event without a listener ends a real server. */
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', record);
    ctx = await createTestContext({ seed: false, databaseServer: server, app: { payments: provider } });
    // The provider answers after a moment, as a real one does: confirms overlap with placements in transactions.
    provider.confirmDelayMs = 15;
    database = rowsOf<{ name: string }>(
      await ctx.database.db.execute(sql`SELECT current_database() AS name`)
    )[0]!.name;
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await admin?.end();
    await ctx?.close();
  });

  /** Ends every connection of the app's database (what a restart or failover does to them); answers how many. */
  async function terminateBackends(): Promise<number> {
    const result = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()) t`,
      [database]
    );
    return result.rows[0]!.n;
  }

  it('a transaction whose connection is terminated between two statements fails as unavailable; the process lives', async () => {
    const failed = await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        // The client is checked out (the transaction holds it) and idle between statements when the server ends it.
        expect(await terminateBackends()).toBeGreaterThan(0);
        await sleep(100);
        await tx.execute(sql`SELECT 2`);
      })
      .then(
        () => null,
        (error: unknown) => error
      );
    expect(databaseUnavailable(failed), String(failed)).toBe(true);
    expect(uncaught, 'errors no listener handled (each would have ended the process)').toEqual([]);
    // The pool has let the broken client go: the next statement runs on a new connection.
    expect(rowsOf<{ n: number }>(await ctx.database.db.execute(sql`SELECT 1 AS n`))[0]!.n).toBe(1);
  });

  it('a checked-out client whose connection dies goes back to the pool: no slot is held for ever', async () => {
    // Drizzle's transaction never releases its client when BEGIN itself fails; a caller holding one is the same.
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    const held = await pool.connect();
    expect(await terminateBackends()).toBeGreaterThan(0);
    for (let waited = 0; waited < 2000 && pool.totalCount > pool.idleCount; waited += 20) await sleep(20);
    expect(pool.totalCount - pool.idleCount, 'clients checked out and never coming back').toBe(0);
    // The holder's own release later is harmless.
    expect(() => held.release()).not.toThrow();
    expect(uncaught).toEqual([]);
  });

  it('30 guests buying 10 pieces while connections are killed 6 times: serving throughout, 503s only, nothing lost', async () => {
    const STOCK = 10;
    const BUYERS = 30;
    const product = await makeProduct(ctx, { stock: STOCK, price: 20_000 });
    const amount = 20_000 + DELIVERY_FEE;
    const api = checkoutApi(ctx);

    let storming = true;
    const terminated: number[] = [];
    const killer = (async () => {
      for (let round = 0; round < 6 && storming; round += 1) {
        await sleep(30 + round * 25);
        terminated.push(await terminateBackends());
      }
    })();
    const buyer = async (index: number) => {
      const init = await api.post(
        GUEST_INIT,
        guestInitBody([{ productId: product.id, quantity: 1 }], amount),
        undefined,
        `storm-init-${index}`
      );
      if (init.statusCode !== 200) return [init];
      const step = init.json<{ data: OrderInitAnswer }>().data.steps[0]!;
      const body = {
        paymentKey: `pk_${step.paymentOrderId}`,
        orderId: step.paymentOrderId,
        amount: step.amount
      };
      return [init, await api.post(CONFIRM, body, undefined, `storm-confirm-${index}`)];
    };
    const answers = (await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)))).flat();
    storming = false;
    await killer;
    expect(
      terminated.reduce((sum, n) => sum + n, 0),
      'connections were really dropped'
    ).toBeGreaterThan(0);
    expect(uncaught, 'errors no listener handled (each would have ended the process)').toEqual([]);

    // Every answer is an outcome, a sold-out refusal or a 503 to retry, in the shop's shape: never a 500.
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      const body = answer.json<{ status: number; code: string; message: string }>();
      expect(body.status, answer.body).toBe(answer.statusCode);
      expect(typeof body.message).toBe('string');
      if (answer.statusCode === 503) {
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
        expect(answer.headers['retry-after']).toBe('5');
      } else {
        expect([answer.statusCode, body.code], answer.body).toEqual([409, '4308']);
      }
    }

    // Still serving, on fresh connections, with no pool slot lost to a dead client.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/health-check' });
    expect(health.statusCode).toBe(200);
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // The recovery job (as it runs in every process), with a clock past every pending order's time.
    const benefits = createBenefitsService({ db: ctx.database.db });
    const settlement = createSettlement({
      db: ctx.database.db,
      catalogue: { takeStock, returnStock },
      benefits,
      payments: provider,
      bumpCatalogue: async () => undefined
    });
    const deps = { db: ctx.database.db, payments: provider, settlement };
    await runRecovery(deps, new Date(Date.now() + 31 * 60_000));
    await runRecovery(deps, new Date(Date.now() + 32 * 60_000));

    const orderIds = (
      await ctx.database.db
        .selectDistinct({ id: salesOrderLines.orderId })
        .from(salesOrderLines)
        .where(eq(salesOrderLines.productId, product.id))
    ).map((row) => row.id);
    const orders = await ctx.database.db.select().from(salesOrders).where(inArray(salesOrders.id, orderIds));
    const attempts = await ctx.database.db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, orderIds));
    expect(orders.filter((order) => order.status === 'PAYMENT_PENDING')).toEqual([]);
    const placed = orders.filter((order) => order.status === 'PLACED');
    const stock = await productStock(ctx, product.id);
    expect(stock.stock).toBeGreaterThanOrEqual(0);
    expect(placed.length + stock.stock).toBe(STOCK);

    // Every live charge is a placed order's recorded step; every placed order is charged exactly once.
    const ours = new Set(attempts.map((attempt) => attempt.paymentOrderId));
    const charges = [...provider.payments.values()].filter(
      (payment) => ours.has(payment.orderId) && payment.balanceAmount > 0
    );
    const placedIds = new Set(placed.map((order) => order.id));
    for (const charge of charges) {
      const attempt = attempts.find((row) => row.paymentOrderId === charge.orderId)!;
      expect(placedIds.has(attempt.orderId), `charge ${charge.orderId} belongs to a placed order`).toBe(true);
      expect(attempt).toMatchObject({ status: 'DONE', paymentKey: charge.paymentKey });
    }
    expect(charges.length).toBe(placed.length);
    expect(charges.reduce((sum, charge) => sum + charge.balanceAmount, 0)).toBe(placed.length * amount);
  });
});
