import type { Redis } from 'ioredis';
import { createMemoryCache, createRedisCache, type Cache } from './cache.ts';

/** Without Redis on a PostgreSQL server, how often a process re-reads the version row. */
export const VERSION_RECHECK_MS = 5000;

type Log = { warn(object: object, message: string): void; info(message: string): void };

export type VersionedCache<K> = {
  readonly kind: Cache['kind'];
  /** The cached answer for `key`, or `load()`'s, stored for the TTL. Errors are not cached. */
  remember<T>(key: K, load: () => Promise<T>): Promise<T>;
  /** After a write: every process misses from now on. */
  bump(): Promise<number>;
};

export type VersionedCacheOptions<K> = {
  /** Names the Redis counter (`<prefix><name>:version`) and the outage log lines. */
  name: string;
  /** The store key of `key` under `version`; it must start with something unique to this cache. */
  keyOf: (version: string, key: K) => string;
  /** The version row's number in the database. */
  readVersion: () => Promise<number>;
  /** Increments the version row and answers the new number. */
  bumpVersion: () => Promise<number>;
  ttlMs: number;
  maxEntries: number;
  /** Embedded PGlite has one process per data folder, so its version never changes behind its back. */
  database: 'embedded' | 'postgres';
  redis: Redis | null;
  keyPrefix: string;
  log: Log;
  now?: () => number;
};

/** Canonical JSON: the same query written in another order or with defaults spelled out is one key. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A read cache invalidated by a version number, never by deleting keys (ADR 022). Redis when a client is
 * given (shared by every process: the version is a Redis counter next to the database row's number), else
 * an in-process LRU whose version is the database row.
 */
export function createVersionedCache<K>(options: VersionedCacheOptions<K>): VersionedCache<K> {
  const now = options.now ?? Date.now;
  const { redis, log, name } = options;

  if (!redis) {
    const store = createMemoryCache({ maxEntries: options.maxEntries, now });
    let known: { version: number; checkedAt: number } | null = null;
    const version = async (): Promise<string> => {
      const fresh =
        known && (options.database === 'embedded' || now() - known.checkedAt < VERSION_RECHECK_MS);
      if (!fresh) known = { version: await options.readVersion(), checkedAt: now() };
      return String(known!.version);
    };
    return {
      kind: 'memory',
      async remember(key, load) {
        const cacheKey = options.keyOf(await version(), key);
        const hit = await store.get(cacheKey);
        if (hit !== undefined) return hit as Awaited<ReturnType<typeof load>>;
        const value = await load();
        await store.set(cacheKey, value, options.ttlMs);
        return value;
      },
      async bump() {
        const next = await options.bumpVersion();
        known = { version: next, checkedAt: now() };
        return next;
      }
    };
  }

  const store = createRedisCache(redis, options.keyPrefix);
  const counterKey = `${options.keyPrefix}${name}:version`;
  // The row's number as this process found it: a database restored or reseeded under the same
  // Redis namespace gets keys of its own.
  let rowVersion: Promise<number> | null = null;
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `${name} cache: Redis does not answer; reading the database until it is back`);
  };
  const answered = () => {
    if (!down) return;
    down = false;
    log.info(`${name} cache: Redis answers again`);
  };
  return {
    kind: 'redis',
    async remember(key, load) {
      rowVersion ??= options.readVersion().catch((error: unknown) => {
        rowVersion = null;
        throw error;
      });
      const row = await rowVersion;
      let cacheKey: string;
      try {
        const counter = (await redis.get(counterKey)) ?? '0';
        cacheKey = options.keyOf(`${row}.${counter}`, key);
        const hit = await store.get(cacheKey);
        answered();
        if (hit !== undefined) return hit as Awaited<ReturnType<typeof load>>;
      } catch (error) {
        failed(error);
        return load();
      }
      const value = await load();
      await store.set(cacheKey, value, options.ttlMs).catch(failed);
      return value;
    },
    async bump() {
      const next = await options.bumpVersion();
      // Not swallowed: a write whose bump did not reach Redis leaves other processes stale.
      await redis.incr(counterKey);
      return next;
    }
  };
}
