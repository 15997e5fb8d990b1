// The `checkout` scenario of `npm run bench` (BENCH_ONLY=checkout runs only it; docs/decisions/034, 035): many
// guests buy the last few pieces of one product at once, through the real HTTP API and the Toss sandbox.
//
// 1. The built product starts on a fresh data folder (embedded PGlite, or with DATABASE_URL a database of its own
//    created on that server and dropped afterwards), migrates and seeds, and stops.
// 2. With the product stopped, the bench opens that database itself and gives one seeded product without options
//    BENCH_STOCK pieces (5). No product code path or setting exists for this: it is the bench's own SQL.
// 3. The product starts again on the same data; BENCH_BUYERS guests (40) get ready at once, each:
//    POST guest-order/order-summary → POST guest-order/init (expectedAmount from the summary) → the sandbox's
//    hosted checkout, approved (GET checkout, POST its form, as a browser and test/payment-fixtures.ts do). Then
//    every approved buyer sends POST payments/confirm {paymentKey, orderId, amount} at the same moment (a burst;
//    each timed, and the server's CPU over the burst divided by the confirms). Then BENCH_SERIAL (20) more guests
//    buy a second product one after another: an uncontended confirm's time and server CPU (the sandbox's
//    bookkeeping runs in the same process and counts too). Their orders are tagged apart and not counted below.
// 4. The product stops (its recovery job had BENCH_SETTLE_SECONDS, 3, to finish refunds) and the bench reads the
//    database: orders placed, stock left, oversells (placed quantity − initial stock, if positive), double charges
//    (sandbox payments approved and not fully refunded whose step belongs to no placed order, plus steps approved
//    twice), refunds made, and p50/p99 of confirm. Figures, not verdicts.
//    Only this run's own orders are counted: each buyer's orderer e-mail carries the run's tag
//    (bench-<run>-<n>@example.com), and every figure is read through it. The demo seed's orders (some of them
//    for the very product the bench sells) were counted before and printed oversells that never happened.
//
//   BENCH_BUYERS=40  BENCH_STOCK=5  BENCH_SERIAL=20  BENCH_PORT=3310  BENCH_SETTLE_SECONDS=3
//   DATABASE_URL (PostgreSQL server)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, startBuiltProduct } from './lib.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 40);
const STOCK = Number(process.env.BENCH_STOCK ?? 5);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 3) * 1000;
const SERIAL = Number(process.env.BENCH_SERIAL ?? 20);

/** A way to run SQL on the product's database while the product is stopped. */
async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end()
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

/** A database of its own on the PostgreSQL server named by DATABASE_URL; null for the embedded one. */
async function benchDatabase() {
  const server = process.env.DATABASE_URL;
  if (!server) return null;
  const { default: pg } = await import('pg');
  const name = `mall_bench_checkout_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

/** The sandbox's hosted checkout over HTTP, approved: the success redirect's paymentKey. */
async function approveInSandbox(base, clientKey, step, orderName) {
  const query = new URLSearchParams({
    clientKey,
    customerKey: '@@ANONYMOUS',
    method: 'CARD',
    orderId: step.paymentOrderId,
    orderName,
    amount: String(step.amount),
    successUrl: `${base}/order/payment/success`,
    failUrl: `${base}/order/payment/fail`
  });
  const page = await fetch(`${base}/__sandbox/toss/checkout?${query}`, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`sandbox checkout answered ${page.status}`);
  const action = /<form[^>]* method="post" action="([^"]+)"/.exec(html)?.[1];
  const cardNumber = /name="cardNumber"[^>]* value="([^"]*)"/.exec(html)?.[1];
  const cardCompany = /<option value="([^"]+)" selected>/.exec(html)?.[1];
  if (!action || !cardNumber || !cardCompany) throw new Error('sandbox checkout page without its form');
  const answer = await fetch(`${base}${action.replaceAll('&amp;', '&')}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardCompany,
      cardNumber,
      installment: '0',
      outcome: 'approve',
      action: 'pay'
    }).toString()
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`sandbox checkout form answered ${answer.status}`);
  return new URL(location).searchParams.get('paymentKey');
}

/** The orderer e-mail that tags a buyer's order as this run's (every figure is read through it). */
const benchEmail = (runId, index) => `bench-${runId}-${index}@example.com`;

/** A JSON POST to the API as the storefront sends it. */
const post = (base, url, body, key) =>
  fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ko-KR',
      ...(key ? { 'idempotency-key': key } : {})
    },
    body: JSON.stringify(body)
  });

/**
 * One guest buying one piece, up to the confirm: summary, init and the sandbox's approval. Answers what to confirm
 * (stage 'approved'), or where the buyer stopped.
 */
async function prepareBuyer(base, clientKey, productId, index, email) {
  const lines = [{ productId, productOptionId: null, quantity: 1 }];
  const summary = await post(base, '/order/v1/public/guest-order/order-summary', { lines });
  const summaryBody = await json(summary);
  if (!summary.ok) return { stage: 'summary', outcome: `${summary.status} ${summaryBody.code ?? ''}`.trim() };
  const init = await post(
    base,
    '/order/v1/public/guest-order/init',
    {
      lines,
      orderer: {
        name: `벤치${index}`,
        mobileNumber: `0109${String(index).padStart(7, '0')}`,
        email,
        password: 'bench1234'
      },
      address: {
        lastName: '김',
        firstName: `벤치${index}`,
        mobileNumber: '01012345678',
        zipcode: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '1층',
        addressDescription: ''
      },
      deliveryMessage: { preset: null, text: '' },
      agreements: { purchase: true, privacy: true, thirdParty: true, guestPrivacy: true },
      expectedAmount: summaryBody.data.price.amount,
      splitFirstAmount: null
    },
    `bench-init-${email.replace(/[^A-Za-z0-9_-]/g, '-')}`
  );
  const initBody = await json(init);
  if (!init.ok) return { stage: 'init', outcome: `${init.status} ${initBody.code ?? ''}`.trim() };
  const order = initBody.data;
  if (order.status === 'PLACED') return { stage: 'init', outcome: 'placed without payment', placed: true };
  // One payment step: the bench does not split.
  const [step] = order.steps;
  const paymentKey = await approveInSandbox(base, clientKey, step, order.orderName);
  return { stage: 'approved', confirm: { paymentKey, orderId: step.paymentOrderId, amount: step.amount } };
}

/** The confirm of a prepared buyer: its outcome and how long it took. */
async function confirmBuyer(base, ready) {
  const started = performance.now();
  const confirm = await post(
    base,
    '/order/v1/public/payments/confirm',
    ready.confirm,
    `bench-confirm-${ready.confirm.orderId}`
  );
  const body = await json(confirm);
  const confirmMs = performance.now() - started;
  if (!confirm.ok)
    return { stage: 'confirm', outcome: `${confirm.status} ${body.code ?? ''}`.trim(), confirmMs };
  const placed = body.data.placed;
  return { stage: 'confirm', outcome: placed ? 'placed' : 'step paid', placed, confirmMs };
}

/** Buyers prepared together, then confirmed all at once: their outcomes and the server's CPU for the confirms. */
async function burst(product, prepare) {
  const prepared = await Promise.all(
    prepare.map((run) =>
      run().catch((error) => ({ stage: 'error', outcome: String(error.message ?? error) }))
    )
  );
  const cpuBefore = cpuMs(product.pid);
  const results = await Promise.all(
    prepared.map((buyer) =>
      buyer.stage === 'approved'
        ? confirmBuyer(product.base, buyer).catch((error) => ({
            stage: 'error',
            outcome: String(error.message ?? error)
          }))
        : buyer
    )
  );
  const cpuAfter = cpuMs(product.pid);
  return { results, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/** SERIAL more guests of another product, each confirmed alone: time and server CPU of an uncontended confirm. */
async function uncontended(product, clientKey, productId, runId) {
  const times = [];
  let cpu = 0;
  for (let index = 1; index <= SERIAL; index += 1) {
    const ready = await prepareBuyer(
      product.base,
      clientKey,
      productId,
      index,
      `bench-${runId}s-${index}@example.com`
    );
    if (ready.stage !== 'approved')
      throw new Error(`uncontended buyer stopped at ${ready.stage}: ${ready.outcome}`);
    const before = cpuMs(product.pid);
    const result = await confirmBuyer(product.base, ready);
    if (!result.placed) throw new Error(`uncontended confirm: ${result.outcome}`);
    cpu += (cpuMs(product.pid) ?? 0) - (before ?? 0);
    times.push(result.confirmMs);
  }
  return { times, cpuMsPerConfirm: cpuMs(product.pid) === null ? null : cpu / SERIAL };
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Runs the scenario on 127.0.0.1:`port` and prints its figures. */
export async function benchCheckout({ port, processes = '1' }) {
  const own = await benchDatabase();
  const env = {
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_ROUTE_SCALE: '1000',
    PAYMENT_PROVIDER: 'sandbox',
    API_PROCESSES: processes,
    ...(own ? { DATABASE_URL: own.url } : {})
  };
  try {
    // 1. Migrate and seed, then stop: the data folder stays for the second start.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-checkout-'));
    const first = await startBuiltProduct({ name: 'bench-checkout', port, env, dataDir });
    await first.stop();

    // 2. The bench's own SQL on the stopped product's database.
    let productId;
    let price;
    let serialProductId;
    {
      const db = await openDatabase({ dataDir, databaseUrl: own?.url });
      try {
        const [row, serial] = await db.query(
          `SELECT p.id, p.price FROM product p
            WHERE p.sales_status = 'ON_SALE' AND NOT p.buy_period AND p.price >= 1000
              AND NOT EXISTS (SELECT 1 FROM product_option o WHERE o.product_id = p.id)
            ORDER BY p.id LIMIT 2`
        );
        if (!row || !serial) throw new Error('the seed has no two products on sale without options');
        productId = Number(row.id);
        price = Number(row.price);
        serialProductId = Number(serial.id);
        await db.query('UPDATE product SET stock = $1 WHERE id = $2', [STOCK, productId]);
        await db.query('UPDATE product SET stock = $1 WHERE id = $2', [SERIAL + 1, serialProductId]);
      } finally {
        await db.close();
      }
    }

    // 3. The buyers, all at once.
    const runId = randomUUID().slice(0, 8);
    const product = await startBuiltProduct({ name: 'bench-checkout', port, env, dataDir });
    let results;
    let wallMs;
    let burstCpuMs = null;
    let alone = null;
    try {
      const config = (await json(await fetch(`${product.base}/api/order/v1/public/payments/config`))).data;
      console.log(
        `checkout: ${BUYERS} guests at once buy 1 piece each of product ${productId} (${price.toLocaleString('ko-KR')}원), stock ${STOCK}; ` +
          `database: ${own ? 'PostgreSQL server (a database of its own)' : 'embedded PGlite'}; payments: ${config.provider}; ` +
          `API processes: ${processes}`
      );
      const started = performance.now();
      const confirms = await burst(
        product,
        Array.from(
          { length: BUYERS },
          (_, index) => () =>
            prepareBuyer(product.base, config.clientKey, productId, index + 1, benchEmail(runId, index + 1))
        )
      );
      results = confirms.results;
      burstCpuMs = confirms.cpuMs;
      wallMs = performance.now() - started;
      if (SERIAL > 0) alone = await uncontended(product, config.clientKey, serialProductId, runId);
      // The recovery job and the refunds of failed placements get a moment before the product stops.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    } finally {
      await product.stop();
    }

    // 4. What the database says.
    const db = await openDatabase({ dataDir, databaseUrl: own?.url });
    let figures;
    try {
      const one = async (sql, params) =>
        Number(Object.values((await db.query(sql, params))[0] ?? { n: 0 })[0] ?? 0);
      const placedStatuses = `('PLACED','PREPARING','SHIPPING','DELIVERED','CANCEL_REQUESTED')`;
      // $1 = this run's tag: only orders its buyers made, and only sandbox payments of their steps.
      const tag = benchEmail(runId, '%');
      const ours = `o.orderer_email LIKE $1`;
      const ourPayments = `s.order_id IN (SELECT p.payment_order_id FROM order_payment p JOIN sales_order o ON o.id = p.order_id WHERE ${ours})`;
      figures = {
        ordersCounted: await one(`SELECT count(*) FROM sales_order o WHERE ${ours}`, [tag]),
        otherOrders: await one(`SELECT count(*) FROM sales_order o WHERE NOT (${ours})`, [tag]),
        ordersPlaced: await one(
          `SELECT count(*) FROM sales_order o WHERE o.status IN ${placedStatuses} AND ${ours}`,
          [tag]
        ),
        placedQuantity: await one(
          `SELECT coalesce(sum(l.quantity), 0) FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id
            WHERE o.status IN ${placedStatuses} AND ${ours} AND l.product_id = $2`,
          [tag, productId]
        ),
        stockLeft: await one('SELECT stock FROM product WHERE id = $1', [productId]),
        pending: await one(
          `SELECT count(*) FROM sales_order o WHERE o.status = 'PAYMENT_PENDING' AND ${ours}`,
          [tag]
        ),
        failed: await one(`SELECT count(*) FROM sales_order o WHERE o.status = 'FAILED' AND ${ours}`, [tag]),
        chargedWithoutOrder: await one(
          `SELECT count(*) FROM sandbox_toss_payment s
            WHERE s.approved_at IS NOT NULL AND s.balance_amount > 0 AND ${ourPayments}
              AND NOT EXISTS (SELECT 1 FROM order_payment p JOIN sales_order o ON o.id = p.order_id
                               WHERE p.payment_order_id = s.order_id AND o.status IN ${placedStatuses})`,
          [tag]
        ),
        stepsApprovedTwice: await one(
          `SELECT count(*) FROM (SELECT s.order_id FROM sandbox_toss_payment s WHERE s.approved_at IS NOT NULL AND ${ourPayments}
            GROUP BY s.order_id HAVING count(*) > 1) t`,
          [tag]
        ),
        ordersWithTwoChargesPerStep: await one(
          `SELECT count(*) FROM (SELECT p.order_id, p.step FROM order_payment p JOIN sandbox_toss_payment s ON s.order_id = p.payment_order_id
            WHERE s.approved_at IS NOT NULL AND s.balance_amount > 0 AND ${ourPayments} GROUP BY p.order_id, p.step HAVING count(*) > 1) t`,
          [tag]
        ),
        refunds: await one(
          `SELECT count(*) FROM sandbox_toss_payment s WHERE jsonb_array_length(s.cancels) > 0 AND ${ourPayments}`,
          [tag]
        ),
        refundedWon: await one(
          `SELECT coalesce(sum((c->>'cancelAmount')::bigint), 0) FROM sandbox_toss_payment s, jsonb_array_elements(s.cancels) c WHERE ${ourPayments}`,
          [tag]
        )
      };
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }

    const confirmTimes = results.map((r) => r.confirmMs).filter((ms) => typeof ms === 'number');
    const outcomes = new Map();
    for (const r of results)
      outcomes.set(`${r.stage}: ${r.outcome}`, (outcomes.get(`${r.stage}: ${r.outcome}`) ?? 0) + 1);
    const fmt = (ms) => (ms === null ? '-' : `${ms.toFixed(0)} ms`);
    console.log(
      `  counted                  this run's ${figures.ordersCounted} orders only (orderer e-mail ${benchEmail(runId, '*')}); ` +
        `${figures.otherOrders} other orders in the database (the demo seed's) are not counted`
    );
    console.log(`  buyers' outcomes (${(wallMs / 1000).toFixed(1)} s for all):`);
    for (const [name, count] of [...outcomes].sort((a, b) => b[1] - a[1]))
      console.log(`    ${String(count).padStart(3)} × ${name}`);
    console.log(
      `  orders placed            ${figures.ordersPlaced} (buyers told "placed": ${results.filter((r) => r.placed).length})`
    );
    console.log(
      `  stock left               ${figures.stockLeft} of ${STOCK} (placed quantity ${figures.placedQuantity})`
    );
    console.log(`  oversells                ${Math.max(0, figures.placedQuantity - STOCK)}`);
    console.log(
      `  double charges           ${figures.chargedWithoutOrder + figures.stepsApprovedTwice + figures.ordersWithTwoChargesPerStep} ` +
        `(charged without a placed order ${figures.chargedWithoutOrder}, a step approved twice ${figures.stepsApprovedTwice}, two live charges for one order step ${figures.ordersWithTwoChargesPerStep})`
    );
    console.log(
      `  refunds made             ${figures.refunds} (${figures.refundedWon.toLocaleString('ko-KR')}원)`
    );
    console.log(`  orders left              PAYMENT_PENDING ${figures.pending}, FAILED ${figures.failed}`);
    const perConfirm = (ms, count) => (ms === null || count === 0 ? '-' : `${(ms / count).toFixed(1)} ms`);
    console.log(
      `  confirm, all at once     p50 ${fmt(percentile(confirmTimes, 50))}   p99 ${fmt(percentile(confirmTimes, 99))}   (${confirmTimes.length} confirms; ` +
        `server CPU ${perConfirm(burstCpuMs, confirmTimes.length)} per confirm)`
    );
    if (alone)
      console.log(
        `  confirm, one at a time   p50 ${fmt(percentile(alone.times, 50))}   p99 ${fmt(percentile(alone.times, 99))}   (${alone.times.length} confirms; ` +
          `server CPU ${perConfirm(alone.cpuMsPerConfirm, 1)} per confirm)`
      );
    console.log('');
    return {
      ...figures,
      buyers: BUYERS,
      stock: STOCK,
      toldPlaced: results.filter((r) => r.placed).length,
      buyerErrors: results.filter((r) => r.stage === 'error').length
    };
  } finally {
    await own?.drop();
  }
}
