import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { appRoot } from '../config.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle is usable wherever a Database is. */
export type Executor = Database;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Round trip to the database; false when it does not answer. */
  ping(): Promise<boolean>;
  /** The embedded database's data folder as a tarball (tests start each file from a migrated one). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

/** How long a query waits for a connection (a free pooled one, or a new one to a server that does not answer). */
const POOL_WAIT_MS = 10_000;

export const MIGRATIONS_FOLDER = path.join(appRoot, 'apps/api/drizzle');

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Called with every statement Drizzle sends (tests count them). */
  onQuery?: ((query: string) => void) | undefined;
  /** An in-memory embedded database starts from this data-folder tarball (`dumpDataDir`) instead of empty. */
  embeddedSnapshot?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger);
  return openEmbedded(options.dataDir, logger, options.embeddedSnapshot);
}

type QueryLogger = { logQuery(query: string, params: unknown[]): void } | undefined;

async function openPostgres(url: string, logger: QueryLogger): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer (or a pool with no free client) fails the query after this long instead of
    // holding the request forever; the error handler answers 503 with Retry-After (docs/decisions/044).
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Dead peers (a failover, a dropped network path) are noticed by the kernel, not by the next query.
    keepAlive: true
  });
  let closing = false;
  // Every client gets its own 'error' listener from birth. The pool listens on a client only while it is idle, so
  // a checked-out one (inside a transaction between two statements, or whose connection ends under a query) that
  // the server drops (a terminated backend, a restart, a failover) would emit 'error' with no listener and end the
  // process. Now the statement in progress fails with the error (answered 503) and the broken client is given
  // back to the pool at once, which discards it and opens a new one on the next checkout: a caller that never
  // releases it (Drizzle does not when a transaction's BEGIN fails) would otherwise hold a pool slot for ever,
  // and the pool's end() would wait for it. `release` is made idempotent for that (pg-pool throws on a second).
  pool.on('connect', (client) => {
    let release: ((error?: Error | boolean) => void) | null = null;
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => (error?: Error | boolean) => {
        const once = release;
        release = null;
        once?.(error);
      },
      // pg-pool sets it on every checkout.
      set: (value: (error?: Error | boolean) => void) => {
        release = value;
      }
    });
    client.on('error', (error: Error & { code?: string }) => {
      if (!closing)
        process.stderr.write(`PostgreSQL connection lost: ${error.code ?? ''} ${error.message}\n`);
      client.release(error);
    });
  });
  // The pool re-emits an idle client's error, already reported by the client's own listener above.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case', ...(logger ? { logger } : {}) });
  // Several API processes may start together: one migrates, the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(72707001)');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(72707001)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db),
    close: async () => {
      closing = true;
      await pool.end();
    }
  };
}

async function openEmbedded(
  dataDir: string | undefined,
  logger: QueryLogger,
  snapshot?: Blob
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Product search's trigram indexes (migration 0013, ADR 024); server PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  let releaseLock = async () => {};
  if (dataDir) {
    location = path.join(dataDir, 'pgdata');
    await fs.mkdir(location, { recursive: true });
    releaseLock = await lockDataFolder(dataDir);
  }
  try {
    const extensions = { pg_trgm };
    const client = location
      ? new PGlite(location, { extensions })
      : new PGlite({ extensions, ...(snapshot ? { loadDataDir: snapshot } : {}) });
    await client.waitReady;
    const db = drizzle(client, { schema, casing: 'snake_case', ...(logger ? { logger } : {}) });
    // From a migrated snapshot this only checks the journal.
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'embedded',
      ping: () => ping(db),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        await releaseLock();
      }
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}; stop it first (only one process may open an embedded database).`
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * One process per embedded data folder: two PGlite instances on one folder corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataFolderInUseError(dataDir, owner);
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
