import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { superviseWorkers } from './workers.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { FastifyInstance } from 'fastify';
import { DataFolderInUseError, openDatabase, type DatabaseHandle } from './db/client.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaffIfEmpty } from '../seed/staff.ts';
import { fieldSecrets, STAFF_TOTP_PURPOSE } from './areas/secrets.ts';
import { secretBox } from './lib/field-encryption.ts';
import { DEMO_GUEST, seedDemoOrdersIfEmpty } from '../seed/orders.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedContentIfEmpty } from '../seed/content-seed.ts';
import { seedFeedbackIfEmpty } from '../seed/feedback-seed.ts';
import { seedInquiriesIfEmpty } from '../seed/inquiries-seed.ts';
import { seedTermsIfEmpty } from '../seed/terms-seed.ts';
import { seedSitePagesIfEmpty } from '../seed/site-pages-seed.ts';
import { seedBoardIfEmpty } from '../seed/board-seed.ts';
import { seedCustomerCentreIfEmpty } from '../seed/customer-centre-seed.ts';
import { seedDemoBenefitsIfEmpty } from '../seed/benefits.ts';
import { seedDemoEasyBagIfEmpty } from '../seed/easy-bags.ts';
import { seedDemoPersonalMallIfEmpty } from '../seed/personal-malls.ts';
import { seedDemoReviewsIfEmpty } from '../seed/reviews.ts';
import { seedDiveInsIfEmpty } from '../seed/dive-ins.ts';
import { bundledFfmpegPath } from './modules/media/public-videos.ts';
import { createBenefitsService, startExpirySweep } from './modules/benefits/benefits.service.ts';
import {
  demoMigrateId,
  LEGACY_DEMO_MEMBERS,
  LEGACY_DEMO_PASSWORD,
  seedLegacyMembersIfEmpty
} from '../seed/legacy-members.ts';

/**
 * What this process is (docs/decisions/064): the only one (API_PROCESSES=1), or, with several, the primary that
 * prepares the database and keeps the workers running, or a worker that serves. One worker (`jobs`) also runs
 * the background jobs: the order recovery and the coupon/point expiry sweep.
 */
type Role = 'single' | 'jobs' | 'serve';
const WORKER_ROLE_ENV = 'MALL_WORKER_ROLE';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  if (config.apiProcesses === 1) return serve(config, 'single');
  if (cluster.isPrimary) return runPrimary(config);
  return serve(config, process.env[WORKER_ROLE_ENV] === 'jobs' ? 'jobs' : 'serve');
}

/** Migrations (on open) and the demo seed of an empty database; answers the demo guest order's lookup note. */
async function prepareDatabase(
  config: Config
): Promise<{ database: DatabaseHandle; guestOrderNote: string | null }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let guestOrderNote: string | null = null;
  try {
    if (config.seedDemo) {
      await seedIfEmpty(database.db, config.mediaDir);
      await seedContentIfEmpty(database.db, config.mediaDir);
      await seedTermsIfEmpty(database.db);
      await seedSitePagesIfEmpty(database.db, config.mediaDir);
      await seedBoardIfEmpty(database.db, config.mediaDir);
      await seedCustomerCentreIfEmpty(database.db, config.mediaDir, await fieldSecrets(config, database));
      await seedDemoMembersIfEmpty(database.db);
      await seedFeedbackIfEmpty(database.db);
      await seedDemoEasyBagIfEmpty(database.db);
      await seedDemoPersonalMallIfEmpty(database.db, config.mediaDir);
      const ffmpeg = config.ffmpegPath ?? (await bundledFfmpegPath());
      await seedDiveInsIfEmpty(database.db, config.mediaDir, ffmpeg);
      await seedDemoBenefitsIfEmpty(database.db);
      const demoOrders = await seedDemoOrdersIfEmpty(database.db);
      if (demoOrders)
        guestOrderNote = `demo guest order TP${demoOrders.guestOrderNumber.slice(2)}: ${DEMO_GUEST.name} / ${DEMO_GUEST.mobileNumber} or password ${DEMO_GUEST.password}`;
      await seedDemoReviewsIfEmpty(database.db);
      await seedLegacyMembersIfEmpty(database.db);
      await seedDemoStaffIfEmpty(
        database.db,
        secretBox(await fieldSecrets(config, database), STAFF_TOTP_PURPOSE)
      );
      await seedInquiriesIfEmpty(database.db);
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return { database, guestOrderNote };
}

/**
 * Serves until SIGTERM/SIGINT, then drains and closes. `single` prepares the database itself and prints the
 * banner; a worker finds it prepared by the primary, which prints the banner.
 */
async function serve(config: Config, role: Role) {
  // Signals may arrive during migration or seeding: remember them and stop once it is safe.
  let stopping: string | null = null;
  let stop: (signal: string) => void = (signal) => {
    stopping = signal;
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const jobs = role !== 'serve';
  let database: DatabaseHandle | undefined;
  let guestOrderNote: string | null = null;
  let app: FastifyInstance | undefined;
  try {
    if (role === 'single') ({ database, guestOrderNote } = await prepareDatabase(config));
    else database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    app = await buildApp({ config, database, recovery: jobs });
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
  const opened = database;
  const server = app;
  let stopSweep: () => Promise<void> = async () => {};

  let closing = false;
  stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: draining requests');
    // Where the shutdown is, so a stuck one names its step (the HTTP server and its hooks, the sweep, the database).
    let step = 'draining requests and closing the app';
    const force = setTimeout(() => {
      server.log.error({ step }, 'shutdown did not finish in 15 s; closing the database and exiting');
      void opened.close().finally(() => process.exit(1));
    }, 15_000);
    force.unref();
    server
      .close()
      .then(() => {
        step = 'stopping the expiry sweep';
        return stopSweep();
      })
      .then(() => {
        step = 'closing the database';
        return opened.close();
      })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  if (stopping) return stop(stopping);

  let address: string;
  try {
    address = await server.listen({ host: config.host, port: config.port });
  } catch (error) {
    await server.close().catch(() => undefined);
    await opened.close().catch(() => undefined);
    throw error;
  }
  // Coupons and points past their validity (docs/decisions/037).
  if (jobs) stopSweep = startExpirySweep(createBenefitsService({ db: opened.db }), server.log);
  if (role === 'single') printBanner(config, address, opened.kind, guestOrderNote, 1);
}

/** What a newcomer needs to start using the shop: its address, the API docs, the demo logins. */
function printBanner(
  config: Config,
  address: string,
  databaseKind: DatabaseHandle['kind'],
  guestOrderNote: string | null,
  processes: number
) {
  const listening = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  // The address to open is the shop's one origin (ADR 053): payment return URLs, cookies and links agree on it.
  const url = config.publicOrigin ?? listening;
  process.stdout.write(
    [
      '',
      `  Mall is running at ${url}${url === listening ? '' : `  (listening on ${listening})`}`,
      `  API docs:        ${url}/api/docs`,
      `  Database:        ${databaseKind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'}`,
      processes > 1 ? `  API processes:   ${processes} (API_PROCESSES)` : '',
      config.seedDemo
        ? `  Demo logins (password ${DEMO_PASSWORD}):\n${DEMO_MEMBERS.map((m) => `    ${m.loginId.padEnd(10)} ${m.role}`).join('\n')}`
        : '',
      config.seedDemo
        ? `  Old-mall accounts to migrate at ${url}/migrate (password ${LEGACY_DEMO_PASSWORD}; or open the mailed link):\n${LEGACY_DEMO_MEMBERS.map((m) => `    ${m.legacyLoginId.padEnd(11)} ${m.note}\n      mailed link: /migrate?id=${demoMigrateId(m.legacyLoginId)}`).join('\n')}`
        : '',
      config.seedDemo
        ? `  Staff console at ${url}/staff (password ${DEMO_STAFF_PASSWORD}; code: npm run staff:otp -- <login>):\n${DEMO_STAFF.map((s) => `    ${s.loginId.padEnd(10)} ${s.roles.join(', ')} (${s.department})`).join('\n')}`
        : '',
      guestOrderNote ? `  Guest order lookup at ${url}/order/guest/lookup: ${guestOrderNote}` : '',
      config.maintenance ? '  Maintenance page is ON (MAINTENANCE=on)' : '',
      ''
    ]
      .filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1)
      .join('\n') + '\n'
  );
}

/**
 * The primary of several API processes (docs/decisions/064): prepares the database once, forks the workers (the
 * first runs the jobs), prints the banner when all listen, replaces a worker that dies, and on SIGTERM/SIGINT
 * lets each drain before it exits.
 */
async function runPrimary(config: Config) {
  const { database, guestOrderNote } = await prepareDatabase(config);
  await database.close();
  superviseWorkers({
    count: config.apiProcesses,
    roleEnv: WORKER_ROLE_ENV,
    onAllListening: (address) =>
      printBanner(config, address, database.kind, guestOrderNote, config.apiProcesses)
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  );
  process.exit(1);
});
