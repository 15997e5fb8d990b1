import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** What every API test file shares in one run (read with `inject('testDatabases')`). */
export type TestDatabases = {
  /** Names of this run's databases on a PostgreSQL server: `<TEST_DATABASE_PREFIX or mall_test>_<time>_<pid>`. */
  runPrefix: string;
  /** A folder of this run's own: the migrated embedded-database snapshot is written here by the first file needing it. */
  snapshotDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

/** The run's time in base 36 (8 characters): scripts/test-api-pg.mjs sweeps a crashed run's databases after a day. */
export const runPrefixOf = (base: string, now = Date.now(), pid = process.pid) =>
  `${base}_${now.toString(36)}_${pid}`;

/**
 * Once per run of the api project: a run prefix for database names (two runs on one server never touch each
 * other's databases) and a folder for the migrated templates (docs/decisions/046). Afterwards the folder and
 * every database of this run left on the server (a template, a file that crashed before closing) are removed.
 */
export default async function setup(project: TestProject) {
  const runPrefix = runPrefixOf(process.env.TEST_DATABASE_PREFIX ?? 'mall_test');
  const snapshotDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-api-templates-'));
  project.provide('testDatabases', { runPrefix, snapshotDir });
  return async () => {
    await fs.rm(snapshotDir, { recursive: true, force: true });
    // The suites that always need the server (two-processes) use the local one when DATABASE_URL is unset.
    const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    await dropDatabasesLike(server, `${runPrefix.replaceAll('_', '\\_')}\\_%`).catch(() => undefined);
  };
}

/** Drops every database on `server` whose name matches the LIKE `pattern`; returns the names dropped. */
export async function dropDatabasesLike(server: string, pattern: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [pattern]
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}
