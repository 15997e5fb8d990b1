import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { seedIfEmpty } from '../seed/seed.ts';

/** Starts one process: migrate, seed an empty database, serve; drain and close on SIGTERM/SIGINT. */
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

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedDemo) {
    await seedIfEmpty(database.db, config.mediaDir);
    await seedDemoMembersIfEmpty(database.db);
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  process.stdout.write(
    [
      '',
      `  Mall is running at ${url}`,
      `  API docs:        ${url}/api/docs`,
      `  Database:        ${database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'}`,
      config.seedDemo
        ? `  Demo logins (password ${DEMO_PASSWORD}):\n${DEMO_MEMBERS.map((m) => `    ${m.loginId.padEnd(10)} ${m.role}`).join('\n')}`
        : '',
      config.maintenance ? '  Maintenance page is ON (MAINTENANCE=on)' : '',
      ''
    ]
      .filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1)
      .join('\n') + '\n'
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
