import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Language } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { createMemoryCache, createRedisCache, type Cache } from '../../lib/cache.ts';
import { catalogueVersion } from './product.table.ts';

/** SPEC §9: catalogue reads are cached for 5 minutes. */
export const CATALOGUE_TTL_MS = 5 * 60 * 1000;
/** Bound of the in-process LRU (entries; a list page is a few KB). */
export const CATALOGUE_LRU_ENTRIES = 2000;
/** Without Redis on a PostgreSQL server, how often a process re-reads the version row. */
export const VERSION_RECHECK_MS = 5000;

/** Who asks: SP/BP are member-only, so a member's answer is never a guest's. */
export type Audience = 'guest' | 'member';

export type CatalogueKey = {
  route: 'tree' | 'category' | 'products' | 'product' | 'search' | 'suggest';
  language: Language;
  audience: Audience;
  /** The validated query or path parameters; keys are sorted, undefined values dropped. */
  params?: Record<string, unknown>;
};

/** Canonical JSON: the same query written in another order or with defaults spelled out is one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function catalogueCacheKey(version: string, key: CatalogueKey): string {
  return `catalogue:v${version}:${key.route}:${key.language}:${key.audience}:${canonical(key.params ?? {})}`;
}

export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Bumps the version row and answers the new number. Any catalogue write (the seed today, admin
 * writes later) must call this — or CatalogueCache.bump, which also tells Redis — in or after its
 * transaction.
 */
export async function bumpCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogueVersion.id, set: { version: sql`${catalogueVersion.version} + 1` } })
    .returning({ version: catalogueVersion.version });
  return row!.version;
}

type Log = { warn(object: object, message: string): void; info(message: string): void };

export type CatalogueCache = {
  readonly kind: Cache['kind'];
  /** The cached answer for `key`, or `load()`'s, stored for CATALOGUE_TTL_MS. Errors are not cached. */
  remember<T>(key: CatalogueKey, load: () => Promise<T>): Promise<T>;
  /** After a catalogue write: every process misses from now on. */
  bump(): Promise<number>;
};

export type CatalogueCacheOptions = {
  db: Executor;
  /** Embedded PGlite has one process per data folder, so its version never changes behind its back. */
  database: 'embedded' | 'postgres';
  redis: Redis | null;
  keyPrefix: string;
  log: Log;
  now?: () => number;
};

/**
 * Redis when a client is given (shared by every process: the version is a Redis counter next to the
 * database row's number), else an in-process LRU whose version is the database row.
 */
export function createCatalogueCache(options: CatalogueCacheOptions): CatalogueCache {
  const now = options.now ?? Date.now;
  const { db, redis, log } = options;

  if (!redis) {
    const store = createMemoryCache({ maxEntries: CATALOGUE_LRU_ENTRIES, now });
    let known: { version: number; checkedAt: number } | null = null;
    const version = async (): Promise<string> => {
      const fresh = known && (options.database === 'embedded' || now() - known.checkedAt < VERSION_RECHECK_MS);
      if (!fresh) known = { version: await readCatalogueVersion(db), checkedAt: now() };
      return String(known!.version);
    };
    return {
      kind: 'memory',
      async remember(key, load) {
        const cacheKey = catalogueCacheKey(await version(), key);
        const hit = await store.get(cacheKey);
        if (hit !== undefined) return hit as Awaited<ReturnType<typeof load>>;
        const value = await load();
        await store.set(cacheKey, value, CATALOGUE_TTL_MS);
        return value;
      },
      async bump() {
        const next = await bumpCatalogueVersion(db);
        known = { version: next, checkedAt: now() };
        return next;
      }
    };
  }

  const store = createRedisCache(redis, options.keyPrefix);
  const counterKey = `${options.keyPrefix}catalogue:version`;
  // The row's number as this process found it: a database restored or reseeded under the same
  // Redis namespace gets keys of its own.
  let rowVersion: Promise<number> | null = null;
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'catalogue cache: Redis does not answer; reading the database until it is back');
  };
  const answered = () => {
    if (!down) return;
    down = false;
    log.info('catalogue cache: Redis answers again');
  };
  return {
    kind: 'redis',
    async remember(key, load) {
      rowVersion ??= readCatalogueVersion(db).catch((error: unknown) => {
        rowVersion = null;
        throw error;
      });
      const row = await rowVersion;
      let cacheKey: string;
      try {
        const counter = (await redis.get(counterKey)) ?? '0';
        cacheKey = catalogueCacheKey(`${row}.${counter}`, key);
        const hit = await store.get(cacheKey);
        answered();
        if (hit !== undefined) return hit as Awaited<ReturnType<typeof load>>;
      } catch (error) {
        failed(error);
        return load();
      }
      const value = await load();
      await store.set(cacheKey, value, CATALOGUE_TTL_MS).catch(failed);
      return value;
    },
    async bump() {
      const next = await bumpCatalogueVersion(db);
      // Not swallowed: a write whose bump did not reach Redis leaves other processes stale.
      await redis.incr(counterKey);
      return next;
    }
  };
}
