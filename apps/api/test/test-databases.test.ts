import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { createTestContext, type TestContext } from './context.ts';

/** How the API suite's databases are made (docs/decisions/046): from the run's migrated template, named per run. */
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const journal = JSON.parse(
  await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')
) as {
  entries: { tag: string }[];
};
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

async function context(options: Parameters<typeof createTestContext>[0]) {
  const ctx = await createTestContext(options);
  contexts.push(ctx);
  return ctx;
}

const appliedMigrations = async (ctx: TestContext) =>
  rowsOf<{ count: number }>(
    await ctx.database.db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`)
  )[0]!.count;

describe('the databases of an API test run', () => {
  const { runPrefix, snapshotDir } = inject('testDatabases');

  it('carry the run in their names: <prefix>_<time in base 36>_<pid>', () => {
    const match = /^(?:mall_test|[a-z0-9_]+)_([0-9a-z]{8})_(\d+)$/.exec(runPrefix);
    expect(match).not.toBeNull();
    expect(Math.abs(Date.now() - parseInt(match![1]!, 36))).toBeLessThan(6 * 60 * 60 * 1000);
    // The vitest process that ran the global setup: the workers are its children.
    expect(Number(match![2])).toBe(process.ppid);
  });

  it("embedded: each starts from the run's migrated snapshot, with every migration applied, as a copy of its own", async () => {
    const one = await context({ seed: false, embedded: true });
    expect(await appliedMigrations(one)).toBe(journal.entries.length);
    expect((await fs.stat(path.join(snapshotDir, 'embedded.tar'))).size).toBeGreaterThan(1_000_000);
    const copy = await context({ seed: false, embedded: true });
    expect(await appliedMigrations(copy)).toBe(journal.entries.length);
    // Copies, not one database: a write to one is not seen in the other.
    await copy.database.db.execute(sql`CREATE TABLE only_in_copy (id int)`);
    await expect(one.database.db.execute(sql`SELECT * FROM only_in_copy`)).rejects.toThrow();
  });

  it('on a PostgreSQL server: named <runPrefix>_…, copied from the run template, migrated', async () => {
    const ctx = await context({ seed: false, databaseServer: SERVER });
    const name = new URL(ctx.databaseUrl!).pathname.slice(1);
    expect(name.startsWith(`${runPrefix}_`)).toBe(true);
    expect(await appliedMigrations(ctx)).toBe(journal.entries.length);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    try {
      const { rows: templates } = await admin.query('SELECT datname FROM pg_database WHERE datname = $1', [
        `${runPrefix}_tpl`
      ]);
      expect(templates).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });
});
