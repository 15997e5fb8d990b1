import type { Redis } from 'ioredis';

/**
 * A small key/value cache for JSON-safe answers. `get` answers `undefined` on a miss; both calls
 * may reject when the store is out (the caller falls back to the database).
 */
export type Cache = {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
};

type Entry = { value: unknown; expiresAt: number };

/** The in-process LRU's synchronous calls: a hit costs no promise (the catalogue's fast path, ADR 028). */
export type Lru = {
  readonly size: number;
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs: number): void;
  clear(): void;
};

/**
 * In-process LRU bounded by entry count: a hit moves the key to the young end of the Map, an insert
 * past `maxEntries` drops the oldest. Entries also expire after their TTL.
 */
export function createLru(options: { maxEntries: number; now?: () => number }): Lru {
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1)
    throw new Error('maxEntries must be a positive integer');
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    }
  };
}

/** The LRU behind the asynchronous `Cache` interface. */
export function createMemoryCache(options: {
  maxEntries: number;
  now?: () => number;
}): Cache & { readonly size: number } {
  const lru = createLru(options);
  return {
    kind: 'memory',
    get size() {
      return lru.size;
    },
    async get(key) {
      return lru.get(key);
    },
    async set(key, value, ttlMs) {
      lru.set(key, value, ttlMs);
    }
  };
}

/** Values as JSON strings under `prefix`, expiring in Redis itself (PX). */
export function createRedisCache(redis: Redis, prefix: string): Cache {
  return {
    kind: 'redis',
    async get(key) {
      const text = await redis.get(prefix + key);
      return text === null ? undefined : (JSON.parse(text) as unknown);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
    }
  };
}
