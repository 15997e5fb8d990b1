// The `autoship` case of `npm run bench` (BENCH_ONLY=autoship; docs/decisions/074): BENCH_SUBSCRIPTIONS (10,000)
// subscriptions due today are charged against the Toss sandbox by the real scheduler on a PostgreSQL server.
// Run by scripts/bench.mjs as `node --import tsx scripts/bench-autoship.ts` (it imports the API's source).
//
// 1. A database of its own on the server named by DATABASE_URL (required: the embedded one is refused), migrated,
//    dropped afterwards.
// 2. Seeded with multi-row inserts, no API call: BENCH_PRODUCTS products (20) offered for autoship with ample stock;
//    one member per SUBSCRIPTIONS_PER_MEMBER subscriptions, each with one address and one saved card — a sandbox
//    billing key that approves, sealed in `favorite_card` as the saved-cards module seals it; then the
//    subscriptions, each the state `startAutoship` answers for a first charge day of today (Asia/Seoul) chosen
//    yesterday, stored through `stateColumns` as the service stores it, with one or two lines.
// 3. The sweep is queued as the jobs process queues it at start-up; BENCH_PROCESSES (1; `auto`: one per core)
//    processes each build the app (no HTTP server) and run `startJobRunner` over `app.jobHandlers`, as the jobs
//    process does. Production has one jobs process (docs/decisions/064); two are two schedulers on one database,
//    the case the charge's guards exist for. The order recovery loop is not started (buildApp's recovery: false).
// 4. Timed from the sweep's start until every due cycle is settled (the database is polled every 250 ms), with the
//    runner's own pace: ticks every 5 s of up to 100 batches of 10 jobs. Then the figures, read from the database:
//    cycles by status, placed autoship orders, sandbox charges, and doubles — an orderId paid twice at the
//    sandbox, a (subscription, cycle) with two live charges (read from the derived orderId
//    `AS<id>T<created>-<cycle>-<try>`), a live charge whose order is not its cycle's CHARGED one. Exits 1 on a
//    double, an unsettled cycle (a runner died, or nothing settled for 3 minutes), or placed orders, live charges
//    and charged cycles that do not agree.
//
//   BENCH_SUBSCRIPTIONS=10000  BENCH_PRODUCTS=20  BENCH_PROCESSES=1  DATABASE_URL (required)  REDIS_URL (optional)
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { seoulDate, startAutoship, type Address, type AutoshipCycle } from '@mall/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { BILLING_KEY_PURPOSE, fieldSecrets } from '../apps/api/src/areas/secrets.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { secretBox } from '../apps/api/src/lib/field-encryption.ts';
import { createAuthRepository } from '../apps/api/src/modules/auth/auth.repository.ts';
import { AUTOSHIP_SWEEP_JOB } from '../apps/api/src/modules/autoship/autoship-scheduler.ts';
import { stateColumns } from '../apps/api/src/modules/autoship/autoship.repository.ts';
import { autoshipLines, autoshipSubscriptions } from '../apps/api/src/modules/autoship/autoship.table.ts';
import { createJobQueue } from '../apps/api/src/modules/jobs/job-queue.ts';
import { startJobRunner, type JobHandler } from '../apps/api/src/modules/jobs/job-runner.ts';
import { addresses } from '../apps/api/src/modules/member/address.table.ts';
import { users } from '../apps/api/src/modules/member/member.table.ts';
import { memberCustomerKey } from '../apps/api/src/modules/payment/customer-key.ts';
import { products } from '../apps/api/src/modules/product/product.table.ts';
import { favoriteCards } from '../apps/api/src/modules/saved-cards/saved-card.table.ts';
import { sandboxTossBillings } from '../apps/api/src/providers/payment/sandbox-toss.table.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20);
/** Subscriptions per member; each member has one card and one address (a member may hold at most five cards). */
const SUBSCRIPTIONS_PER_MEMBER = 4;
const CYCLES: AutoshipCycle[] = [
  { kind: 'WEEKS', weeks: 2 },
  { kind: 'WEEKS', weeks: 4 },
  { kind: 'WEEKS', weeks: 8 }
];
/** No cycle settled for this long: the run is stopped and reported unsettled. */
const STALL_MS = 180_000;
const CHUNK = 1_000;

type FromRunner = { sweepStartedAt: number } | { cpuMs: number };
/** Rows counted by status or kind. */
type Tally = { name: string; n: number };
const tally = (rows: Tally[]) => rows.map((row) => `${row.name} ${row.n}`).join(', ') || 'none';

/** The product as the built product runs it, on the bench's database; nothing read from the served storefront. */
function benchEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1:3310',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    STAFF_DIST_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    PAYMENT_PROVIDER: 'sandbox',
    API_PROCESSES: '1',
    CACHE_KEY_PREFIX: `mall-bench-autoship-${process.pid}:`
  };
}

/** Multi-row inserts of `rows`, CHUNK at a time (a statement takes at most 65,535 parameters). */
async function inChunks<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) out.push(...(await insert(rows.slice(at, at + CHUNK))));
  return out;
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

async function seed(db: Database, secrets: string[], today: string): Promise<void> {
  const now = new Date();
  const productIds = (
    await db
      .insert(products)
      .values(
        range(PRODUCTS).map((n) => ({
          brand: 'Bench',
          name: { 'ko-KR': `벤치 정기배송 상품 ${n + 1}`, 'en-US': `Bench autoship product ${n + 1}` },
          summary: { 'ko-KR': '벤치' },
          description: [],
          priceOriginal: 30_000,
          price: 15_000 + 1_000 * (n % 10),
          sp: 12_000,
          bp: 10_000,
          point: 300,
          salesStatus: 'ON_SALE' as const,
          autoShip: true,
          stock: 1_000_000,
          imageUrls: []
        }))
      )
      .returning({ id: products.id })
  ).map((row) => row.id);

  const members = await inChunks(range(Math.ceil(SUBSCRIPTIONS / SUBSCRIPTIONS_PER_MEMBER)), (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((n) => ({
          userNumber: String(4_000_000_000 + n),
          loginId: `bench-autoship-${n}`,
          email: `bench-autoship-${n}@example.com`,
          // These members never log in.
          passwordHash: '!',
          userType: 'BEAUTY_CONSUMER' as const,
          lastName: '김',
          firstName: `벤치${n}`,
          mobileNumber: '01012345678'
        }))
      )
      .returning({ userSeqNo: users.userSeqNo })
  );

  // The card each member registered: a sandbox billing key that approves, sealed bound to the member.
  const box = secretBox(secrets, BILLING_KEY_PURPOSE);
  const customerKeySecret = await createAuthRepository(db).secret('payment-customer-key');
  const cardNumber = '43301234****123*';
  const keys = members.map(({ userSeqNo }) => ({
    userSeqNo,
    customerKey: memberCustomerKey(customerKeySecret, userSeqNo),
    billingKey: `bk_${randomBytes(16).toString('base64url')}`
  }));
  await inChunks(keys, (chunk) =>
    db
      .insert(sandboxTossBillings)
      .values(
        chunk.map((key) => ({
          billingKey: key.billingKey,
          customerKey: key.customerKey,
          cardIssuerCode: '41',
          cardNumber,
          chargeOutcome: 'approve',
          authenticatedAt: now
        }))
      )
      .returning({ billingKey: sandboxTossBillings.billingKey })
  );
  const cards = await inChunks(keys, (chunk) =>
    db
      .insert(favoriteCards)
      .values(
        chunk.map((key) => ({
          userSeqNo: key.userSeqNo,
          customerKey: key.customerKey,
          authKeyHash: createHash('sha256').update(randomBytes(16)).digest('base64url'),
          billingKeySealed: box.seal(key.billingKey, `user:${key.userSeqNo}`),
          issuerCode: '41',
          cardNumberMasked: cardNumber,
          cardType: '신용',
          ownerType: '개인',
          fixedTerm: true,
          registeredAt: now
        }))
      )
      .returning({ id: favoriteCards.id, userSeqNo: favoriteCards.userSeqNo })
  );
  const cardOf = new Map(cards.map((card) => [card.userSeqNo, card.id]));

  const book = await inChunks(members, (chunk) =>
    db
      .insert(addresses)
      .values(
        chunk.map(({ userSeqNo }) => ({
          userSeqNo,
          addressName: '집',
          lastName: '김',
          firstName: '벤치',
          mobileNumber: '01012345678',
          phoneCode: '82',
          zipcode: '06236',
          address1: '서울특별시 강남구 테헤란로 152',
          address2: '12층',
          state: '서울특별시',
          city: '강남구',
          defaultValue: true,
          fixedTerm: true
        }))
      )
      .returning()
  );
  // The entry as the address book answers it (the subscription keeps this copy).
  const addressOf = new Map(
    book.map(({ userSeqNo, fixedTerm, createdAt: _c, updatedAt: _u, ...entry }) => [
      userSeqNo,
      { ...entry, fixedTermYn: fixedTerm ? 'Y' : 'N' } satisfies Address
    ])
  );

  // Chosen yesterday, first charged today: the rules refuse a first day earlier than tomorrow.
  const yesterday = seoulDate(new Date(Date.now() - 86_400_000));
  const subscriptions = await inChunks(range(SUBSCRIPTIONS), (chunk) =>
    db
      .insert(autoshipSubscriptions)
      .values(
        chunk.map((n) => {
          const { userSeqNo } = members[n % members.length]!;
          const started = startAutoship({
            cycle: CYCLES[n % CYCLES.length]!,
            firstChargeDay: today,
            today: yesterday
          });
          if (!started.ok) throw new Error(`startAutoship refused: ${started.code}`);
          const address = addressOf.get(userSeqNo)!;
          return {
            userSeqNo,
            ...stateColumns(started.state),
            firstChargeDay: today,
            userAddressId: address.userAddressId,
            address,
            favoriteCardId: cardOf.get(userSeqNo)!,
            language: 'ko-KR'
          };
        })
      )
      .returning({ id: autoshipSubscriptions.id })
  );
  await inChunks(subscriptions, (chunk) =>
    db
      .insert(autoshipLines)
      .values(
        chunk.flatMap(({ id }) => [
          { autoshipId: id, productId: productIds[id % PRODUCTS]!, quantity: 1, sortOrder: 0 },
          // Every other subscription has a second line.
          ...(id % 2 === 0
            ? [{ autoshipId: id, productId: productIds[(id + 1) % PRODUCTS]!, quantity: 2, sortOrder: 1 }]
            : [])
        ])
      )
      .returning({ id: autoshipLines.id })
  );
}

/** A runner process: the app without its HTTP server, and the jobs process's runner over its job handlers. */
async function runner(): Promise<void> {
  const send = (message: FromRunner) => process.send!(message);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database, recovery: false });
  await app.ready();
  // The sweep, as it is, telling the bench when it starts.
  const sweep = app.jobHandlers[AUTOSHIP_SWEEP_JOB]!;
  const timedSweep: JobHandler = (job, now) => {
    send({ sweepStartedAt: now.getTime() });
    return sweep(job, now);
  };
  timedSweep.persistent = sweep.persistent;
  const cpuBefore = process.cpuUsage();
  const jobs = startJobRunner(
    createJobQueue(database.db),
    { ...app.jobHandlers, [AUTOSHIP_SWEEP_JOB]: timedSweep },
    app.log
  );
  process.once('message', () => {
    void (async () => {
      await jobs.stop();
      const cpu = process.cpuUsage(cpuBefore);
      send({ cpuMs: (cpu.user + cpu.system) / 1000 });
      await app.close();
      await database.close();
      process.disconnect();
    })();
  });
}

/** A count (the first column of the first row). */
async function one(db: Database, query: SQL): Promise<number> {
  return Number(Object.values(rowsOf<Record<string, unknown>>(await db.execute(query))[0] ?? {})[0] ?? 0);
}

/**
 * The sweep queued as at start-up (AutoshipScheduler.start), `count` runner processes started, and the database
 * watched until `due` cycles are settled (or nothing settles for STALL_MS, or a runner dies); then the runners
 * stopped. Times are epoch ms (the runners' clock is this machine's).
 */
async function runScheduler(db: Database, env: NodeJS.ProcessEnv, count: number, due: number) {
  await createJobQueue(db).enqueue(AUTOSHIP_SWEEP_JOB, 'sweep', {}, new Date());
  const run = { sweepStartedAt: 0, settledAt: 0, settled: 0, cpuMs: 0, problem: null as string | null };
  let stopping = false;
  const children = range(count).map(() => {
    const child = fork(import.meta.filename, ['runner'], { env });
    child.on('message', (sent) => {
      const message = sent as FromRunner;
      if ('sweepStartedAt' in message) run.sweepStartedAt ||= message.sweepStartedAt;
      if ('cpuMs' in message) run.cpuMs += message.cpuMs;
    });
    child.on('exit', (code, signal) => {
      if (!stopping) run.problem ??= `a runner exited (${code ?? signal})`;
    });
    return child;
  });
  try {
    let moved = Date.now();
    while (!run.problem) {
      const settled = await one(db, sql`SELECT count(*) FROM autoship_charge WHERE status <> 'PENDING'`);
      if (settled !== run.settled) [run.settled, moved] = [settled, Date.now()];
      if (settled >= due) {
        run.settledAt = Date.now();
        break;
      }
      if (Date.now() - moved > STALL_MS) run.problem = `nothing settled for ${STALL_MS / 1000} s`;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Each runner finishes its batch, reports its CPU time and closes.
    stopping = true;
    await Promise.all(
      children
        .filter((child) => child.connected)
        .map((child) => {
          child.send('stop');
          return new Promise((resolve) => child.once('disconnect', resolve));
        })
    );
  } finally {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  }
  return run;
}

/** What the database says about the run: cycles, orders, sandbox charges and doubles. */
async function figuresOf(db: Database) {
  const live = sql`type = 'BILLING' AND approved_at IS NOT NULL AND balance_amount > 0`;
  return {
    settled: await one(db, sql`SELECT count(*) FROM autoship_charge WHERE status <> 'PENDING'`),
    charged: await one(db, sql`SELECT count(*) FROM autoship_charge WHERE status = 'CHARGED'`),
    otherwise: rowsOf<Tally>(
      await db.execute(
        sql`SELECT status AS name, count(*)::int AS n FROM autoship_charge WHERE status <> 'CHARGED' GROUP BY status`
      )
    ),
    placed: await one(
      db,
      sql`SELECT count(*) FROM sales_order WHERE cart_type = 'autoship'
             AND status IN ('PLACED','PREPARING','SHIPPING','DELIVERED','CANCEL_REQUESTED')`
    ),
    notPlaced: await one(
      db,
      sql`SELECT count(*) FROM sales_order WHERE cart_type = 'autoship' AND status IN ('PAYMENT_PENDING','FAILED')`
    ),
    liveCharges: await one(db, sql`SELECT count(*) FROM sandbox_toss_payment WHERE ${live}`),
    refunds: await one(
      db,
      sql`SELECT count(*) FROM sandbox_toss_payment WHERE jsonb_array_length(cancels) > 0`
    ),
    // What the charges queued for later (the orders' notices): not timed, production sends them after.
    queued: rowsOf<Tally>(
      await db.execute(
        sql`SELECT kind AS name, count(*)::int AS n FROM job WHERE done_at IS NULL AND kind <> ${AUTOSHIP_SWEEP_JOB} GROUP BY kind`
      )
    ),
    orderIdTwice: await one(
      db,
      sql`SELECT count(*) FROM (SELECT order_id FROM sandbox_toss_payment WHERE type = 'BILLING'
             GROUP BY order_id HAVING count(*) > 1) t`
    ),
    // The payment orderId names the try's subscription and cycle: AS<id>T<created>-<cycle>-<try>.
    cycleTwice: await one(
      db,
      sql`SELECT count(*) FROM (SELECT (regexp_match(order_id, '^AS([0-9]+)T[0-9a-z]+-([0-9]+)-'))::text
             FROM sandbox_toss_payment WHERE ${live} GROUP BY 1 HAVING count(*) > 1) t`
    ),
    notItsCycles: await one(
      db,
      sql`SELECT count(*) FROM sandbox_toss_payment s
            LEFT JOIN order_payment p ON p.payment_order_id = s.order_id
            LEFT JOIN autoship_charge c ON c.order_id = p.order_id AND c.status = 'CHARGED'
           WHERE s.type = 'BILLING' AND s.approved_at IS NOT NULL AND s.balance_amount > 0 AND c.id IS NULL`
    )
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error(
      'BENCH_ONLY=autoship needs DATABASE_URL (a PostgreSQL server); the embedded database is not benched'
    );
  const runners =
    process.env.BENCH_PROCESSES === 'auto'
      ? os.availableParallelism()
      : Number(process.env.BENCH_PROCESSES ?? 1);
  const name = `mall_bench_autoship_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-autoship-'));
  const env = benchEnv(url.toString(), dataDir);
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const { db } = database;
  let failed = true;
  try {
    const today = seoulDate(new Date());
    const seeding = performance.now();
    await seed(db, await fieldSecrets(config, database), today);
    const due = await one(
      db,
      sql`SELECT count(*) FROM autoship_subscription WHERE status = 'ACTIVE' AND next_charge_day = ${today}`
    );
    console.log(
      `autoship: ${SUBSCRIPTIONS} subscriptions due ${today} (${due} found due), ${PRODUCTS} products, ` +
        `${Math.ceil(SUBSCRIPTIONS / SUBSCRIPTIONS_PER_MEMBER)} members; seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n` +
        `  PostgreSQL server (a database of its own), Toss sandbox, ${runners} runner process(es), ` +
        `${os.cpus().length} cores, load average ${loadAverage()}`
    );

    const run = await runScheduler(db, env, runners, due);
    const f = await figuresOf(db);
    const doubles = f.orderIdTwice + f.cycleTwice + f.notItsCycles;
    const seconds = (run.settledAt - run.sweepStartedAt) / 1000;
    console.log(
      [
        `  cycles settled           ${f.settled} of ${due}: CHARGED ${f.charged}, otherwise ${tally(f.otherwise)}`,
        run.problem
          ? `  elapsed                  UNSETTLED: ${run.problem}`
          : `  elapsed                  ${seconds.toFixed(1)} s from the sweep's start to the last cycle settled\n` +
            `  charges per second       ${(f.charged / seconds).toFixed(1)}`,
        `  runner CPU               ${(run.cpuMs / 1000).toFixed(1)} s, ${(run.cpuMs / Math.max(1, f.charged)).toFixed(1)} ms per charge (not the PostgreSQL server's)`,
        `  doubles                  ${doubles} (an orderId paid twice ${f.orderIdTwice}, a cycle with two live charges ${f.cycleTwice}, ` +
          `a live charge not on its cycle's CHARGED order ${f.notItsCycles})`,
        `  orders placed            ${f.placed}; live sandbox charges ${f.liveCharges}; charged cycles ${f.charged}; ` +
          `refunds ${f.refunds}; orders left PAYMENT_PENDING or FAILED ${f.notPlaced}`,
        `  jobs left queued         ${tally(f.queued)} (not timed)`,
        `  load average at the end  ${loadAverage()}\n`
      ].join('\n')
    );
    failed = doubles > 0 || run.problem !== null || f.placed !== f.charged || f.liveCharges !== f.charged;
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === 'runner') await runner();
else await main();
