import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedContentIfEmpty } from '../seed/content-seed.ts';

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
 */
export async function createTestContext(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    withWeb?: boolean;
    /** Checkout's provider and coupon/point service (fakes in tests); the recovery job never runs by itself here. */
    app?: Pick<BuildAppOptions, 'payments' | 'compensation' | 'lockout'>;
    /** The PostgreSQL server to create the suite's database on, whatever DATABASE_URL says. */
    databaseServer?: string;
  } = {}
): Promise<TestContext> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-api-test-'));
  const server = options.databaseServer ?? process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (server) {
    const { default: pg } = await import('pg');
    // TEST_DATABASE_PREFIX: a namespace of one's own on a shared server (default mall_test, which test:api:pg sweeps).
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'mall_test'}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
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
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpDir,
    WEB_DIST_DIR: webDir,
    ...options.env
  });
  const queries: string[] = [];
  const database = await openDatabase({ databaseUrl, onQuery: (query) => queries.push(query) });
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

/** GET `url` on the test app in `language`, with its JSON body typed as `T`. */
export async function getJson<T>(ctx: TestContext, url: string, language = 'ko-KR', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...headers } });
  return { response, body: response.json<T>() };
}
