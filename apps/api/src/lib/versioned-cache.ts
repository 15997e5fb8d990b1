import type { Redis } from 'ioredis';
import { createLru, createRedisCache, type Cache } from './cache.ts';
import type { VersionChannel } from './version-channel.ts';

/**
 * Without Redis on a PostgreSQL server, how often a process re-reads the version row; with Redis and its
 * in-process tier, how often it re-reads the counter in case a bump message was lost.
 */
export const VERSION_RECHECK_MS = 5000;

type Log = { warn(object: object, message: string): void; info(message: string): void };

export type VersionedCache<K> = {
  readonly kind: Cache['kind'];
  /** The cached answer for `key`, or `load()`'s, stored for the TTL. Errors are not cached. */
  remember<T>(key: K, load: () => Promise<T>): Promise<T>;
  /** After a write: every process misses from now on. */
  bump(): Promise<number>;
  /**
   * The version the next `remember` keys by, for a cache of answers built on this one's data (the carts', ADR 065);
   * rejects when it cannot be known (Redis out).
   */
  version(): Promise<string>;
  /**
   * The version as this process knows it right now, without asking anyone; null while it is not known to be
   * current (not read yet, due for a re-read, or the bump messages not heard). For answers kept in front of
   * the cache (the guest answer replay, http/answer-replay.ts): null means "take the normal path".
   */
  versionNow(): string | null;
  /** Stops the background re-read of the counter (the app's onClose). */
  close(): Promise<void>;
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
  /** With Redis: the bump messages that let an in-process tier sit in front of Redis (ADR 028). */
  channel?: VersionChannel | null;
  keyPrefix: string;
  log: Log;
  now?: () => number;
};

/** Canonical JSON: the same query written in another order or with defaults spelled out is one key. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    // A loop rather than entries/filter/sort/map: this runs on every catalogue request (ADR 028).
    const object = value as Record<string, unknown>;
    let out = '';
    for (const key of Object.keys(object).sort()) {
      const item = object[key];
      if (item === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${canonical(item)}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A read cache invalidated by a version number, never by deleting keys (ADR 022). Redis when a client is
 * given (shared by every process: the version is a Redis counter next to the database row's number), else
 * an in-process LRU whose version is the database row. With Redis and a version channel, an in-process LRU
 * sits in front of Redis and the counter is known from the channel's messages (ADR 028).
 */
export function createVersionedCache<K>(options: VersionedCacheOptions<K>): VersionedCache<K> {
  const now = options.now ?? Date.now;
  const { redis, log, name } = options;

  if (!redis) {
    const store = createLru({ maxEntries: options.maxEntries, now });
    let known: { version: string; checkedAt: number } | null = null;
    const versionNow = (): string | null =>
      known && (options.database === 'embedded' || now() - known.checkedAt < VERSION_RECHECK_MS)
        ? known.version
        : null;
    const version = async (): Promise<string> =>
      versionNow() ?? (known = { version: String(await options.readVersion()), checkedAt: now() }).version;
    return {
      kind: 'memory',
      async remember(key, load) {
        const cacheKey = options.keyOf(await version(), key);
        const hit = store.get(cacheKey);
        if (hit !== undefined) return hit as Awaited<ReturnType<typeof load>>;
        const value = await load();
        store.set(cacheKey, value, options.ttlMs);
        return value;
      },
      async bump() {
        const next = await options.bumpVersion();
        known = { version: String(next), checkedAt: now() };
        return next;
      },
      version,
      versionNow,
      async close() {}
    };
  }

  const store = createRedisCache(redis, options.keyPrefix);
  const counterKey = `${options.keyPrefix}${name}:version`;
  // The row's number as this process found it: a database restored or reseeded under the same
  // Redis namespace gets keys of its own.
  let rowVersion: Promise<number> | null = null;
  let rowRead: number | null = null;
  const readRowOnce = (): Promise<number> =>
    (rowVersion ??= options.readVersion().then(
      (row) => (rowRead = row),
      (error: unknown) => {
        rowVersion = null;
        throw error;
      }
    ));
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
  const readCounter = async () => Number((await redis.get(counterKey)) ?? '0');
  const tier = options.channel ? createLocalTier(options.channel, counterKey, readCounter, options) : null;
  return {
    kind: 'redis',
    async remember(key, load) {
      const row = await readRowOnce();
      let cacheKey: string;
      try {
        const counter = tier?.counter ?? (await readCounter());
        cacheKey = options.keyOf(`${row}.${counter}`, key);
        const near = tier?.lru.get(cacheKey);
        if (near !== undefined) return near as Awaited<ReturnType<typeof load>>;
        const hit = await store.get(cacheKey);
        answered();
        if (hit !== undefined) {
          tier?.lru.set(cacheKey, hit, options.ttlMs);
          return hit as Awaited<ReturnType<typeof load>>;
        }
      } catch (error) {
        failed(error);
        return load();
      }
      const value = await load();
      await store.set(cacheKey, value, options.ttlMs).catch(failed);
      tier?.lru.set(cacheKey, value, options.ttlMs);
      return value;
    },
    async bump() {
      const next = await options.bumpVersion();
      // Not swallowed: a write whose bump did not reach Redis leaves other processes stale.
      const counter = await redis.incr(counterKey);
      tier?.bumped(counter);
      // Every process's local tier (this one's included) hears the new counter; one that misses it re-reads
      // the counter within VERSION_RECHECK_MS.
      await redis.publish(counterKey, String(counter));
      return next;
    },
    async version() {
      return `${await readRowOnce()}.${tier?.counter ?? (await readCounter())}`;
    },
    // Only with the in-process tier: without it, every request asks Redis for the counter.
    versionNow: () => (rowRead !== null && tier?.counter != null ? `${rowRead}.${tier.counter}` : null),
    async close() {
      tier?.close();
    }
  };
}

/**
 * The in-process tier in front of Redis: entries keyed like Redis's (row version and counter), and the counter
 * as last heard. `counter` is null while the subscription is not in place (every request then reads it from
 * Redis, as without a tier). Messages can only be missed on a broken connection, which ioredis reports and
 * reconnects; a connection that is silently dead is caught by re-reading the counter every VERSION_RECHECK_MS.
 */
function createLocalTier<K>(
  channel: VersionChannel,
  counterKey: string,
  readCounter: () => Promise<number>,
  options: VersionedCacheOptions<K>
) {
  const lru = createLru({ maxEntries: options.maxEntries, now: options.now });
  let syncing = false;
  // A message heard while the counter is being read: the answer may predate it, read again.
  let heard = false;
  const tier = {
    lru,
    counter: null as number | null,
    bumped(counter: number) {
      heard = true;
      if (tier.counter !== null) tier.counter = Math.max(tier.counter, counter);
    },
    close() {
      clearInterval(recheck);
    }
  };
  const sync = async () => {
    if (syncing) return;
    syncing = true;
    try {
      let read: number;
      do {
        heard = false;
        read = await readCounter();
      } while (heard);
      // Exact, not the max: a counter that went down is a Redis that lost its data.
      if (read !== tier.counter) lru.clear();
      tier.counter = read;
    } catch {
      tier.counter = null;
    } finally {
      syncing = false;
    }
  };
  let listening = false;
  channel.listen(counterKey, {
    bumped: (counter) => tier.bumped(counter),
    subscribed() {
      listening = true;
      tier.counter = null;
      void sync();
    },
    lost() {
      listening = false;
      tier.counter = null;
    }
  });
  const recheck = setInterval(() => {
    if (listening) void sync();
  }, VERSION_RECHECK_MS);
  recheck.unref();
  return tier;
}
