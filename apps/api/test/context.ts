import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedContentIfEmpty } from '../seed/content-seed.ts';
import { runPrefixOf, type TestDatabases } from './global-setup.ts';

/** A storefront shell shaped like apps/web/index.html after a build. */
export const WEB_INDEX_HTML = `<!doctype html>
<html lang="ko-KR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lumière Vita — 루미에르 비타 뷰티 & 웰니스 공식 온라인몰" />
    <title>루미에르 비타 | Lumière Vita</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  tmpDir: string;
  /** The suite's own database on the PostgreSQL server (unset on the embedded database). */
  databaseUrl: string | undefined;
  /** Every SQL statement sent since the suite started (clear it with `queries.length = 0`). */
  queries: string[];
  close(): Promise<void>;
};

/**
 * A fresh database per suite: in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by DATABASE_URL (the CI pass), dropped afterwards. The app is the production one.
 * Both start from the run's migrated template (docs/decisions/046): the migrations run once per run, not per file.
 */
export async function createTestContext(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    withWeb?: boolean;
    /** Files of the built storefront written over the defaults (withWeb), e.g. a real index.html. */
    webFiles?: Record<string, string>;
    /** Checkout's provider and coupon/point service (fakes in tests); the recovery job never runs by itself here. */
    app?: Pick<BuildAppOptions, 'payments' | 'benefits' | 'lockout' | 'autoshipNow'>;
    /** The PostgreSQL server to create the suite's database on, whatever DATABASE_URL says. */
    databaseServer?: string;
    /** The embedded database, whatever DATABASE_URL says (tests of the embedded path in the PostgreSQL pass). */
    embedded?: boolean;
  } = {}
): Promise<TestContext> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-api-test-'));
  const server = options.embedded ? undefined : (options.databaseServer ?? process.env.DATABASE_URL);
  const shared = inject('testDatabases') as TestDatabases | undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (server) {
    const { default: pg } = await import('pg');
    // Named per run (test/global-setup.ts): a run drops only its own databases, never another run's on the same server.
    const name = `${shared?.runPrefix ?? runPrefixOf(process.env.TEST_DATABASE_PREFIX ?? 'mall_test')}_${Math.random().toString(36).slice(2, 10)}`;
    const template = shared ? await postgresTemplate(server, shared.runPrefix) : undefined;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = databaseUrlOn(server, name);
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const webDir = path.join(tmpDir, 'web');
  if (options.withWeb) {
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'index.html'), WEB_INDEX_HTML);
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build's precompressed copy (apps/web/vite.config.ts precompress).
    await fs.writeFile(
      path.join(webDir, 'assets', 'app-abc123.js.br'),
      zlib.brotliCompressSync('console.log(1)')
    );
    for (const [name, text] of Object.entries(options.webFiles ?? {})) {
      await fs.writeFile(path.join(webDir, name), text);
    }
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpDir,
    WEB_DIST_DIR: webDir,
    ...options.env
  });
  const queries: string[] = [];
  const snapshotFile = shared && !databaseUrl ? path.join(shared.snapshotDir, 'embedded.tar') : undefined;
  const snapshot = snapshotFile ? await readSnapshot(snapshotFile) : undefined;
  const database = await openDatabase({
    databaseUrl,
    onQuery: (query) => queries.push(query),
    embeddedSnapshot: snapshot
  });
  // The run's first file migrated from zero: its database, before any seed, is every later file's start.
  if (snapshotFile && !snapshot) await writeSnapshot(snapshotFile, await database.dumpDataDir!());
  queries.length = 0;
  if (options.seed !== false) {
    await seedIfEmpty(database.db, config.mediaDir);
    await seedContentIfEmpty(database.db, config.mediaDir);
  }
  const app = await buildApp({ config, database, logger: false, recovery: false, ...options.app });
  await app.ready();
  return {
    app,
    database,
    config,
    tmpDir,
    databaseUrl,
    queries,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await fs.rm(tmpDir, { recursive: true, force: true });
    }
  };
}

/** `server`'s URL with the database `name`. */
function databaseUrlOn(server: string, name: string) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function readSnapshot(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await fs.readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written whole under a temporary name, then renamed: a reader never sees half a snapshot. */
async function writeSnapshot(file: string, snapshot: Blob) {
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await fs.rename(partial, file);
}

/**
 * The run's migrated template database on `server` (`<runPrefix>_tpl`), made by the first file that needs it:
 * created under a working name, migrated from zero, then renamed, so a half-migrated template is never copied.
 */
async function postgresTemplate(server: string, runPrefix: string): Promise<string> {
  const { default: pg } = await import('pg');
  const template = `${runPrefix}_tpl`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return template;
    const working = `${runPrefix}_tplwork_${Math.random().toString(36).slice(2, 10)}`;
    await admin.query(`CREATE DATABASE ${working}`);
    const migrated = await openDatabase({ databaseUrl: databaseUrlOn(server, working) });
    await migrated.close();
    await admin.query(`ALTER DATABASE ${working} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.end();
  }
}

/** GET `url` on the test app in `language`, with its JSON body typed as `T`. */
export async function getJson<T>(
  ctx: TestContext,
  url: string,
  language = 'ko-KR',
  headers: Record<string, string> = {}
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...headers }
  });
  return { response, body: response.json<T>() };
}
