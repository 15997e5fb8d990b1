import { describe, expect, it } from 'vitest';
import { createVersionedCache, VERSION_RECHECK_MS } from './versioned-cache.ts';

/** A cache without Redis over a version "row" held here. */
function memoryCache(database: 'embedded' | 'postgres') {
  const state = { row: 7, now: 0, reads: 0 };
  const cache = createVersionedCache<string>({
    name: 'test',
    keyOf: (version, key) => `t:${version}:${key}`,
    readVersion: async () => ((state.reads += 1), state.row),
    bumpVersion: async () => (state.row += 1),
    ttlMs: 60_000,
    maxEntries: 10,
    database,
    redis: null,
    keyPrefix: '',
    log: { warn() {}, info() {} },
    now: () => state.now
  });
  return { cache, state };
}

describe('versionNow (the version known without asking, for answers kept in front of the cache)', () => {
  it('is null until the version was read, then names it; a bump names the new one at once', async () => {
    const { cache } = memoryCache('embedded');
    expect(cache.versionNow()).toBeNull();
    await cache.remember('a', async () => 1);
    expect(cache.versionNow()).toBe('7');
    await cache.bump();
    expect(cache.versionNow()).toBe('8');
  });

  it('on a PostgreSQL server without Redis, goes null when a re-read is due (another process may have bumped)', async () => {
    const { cache, state } = memoryCache('postgres');
    await cache.remember('a', async () => 1);
    expect(cache.versionNow()).toBe('7');
    state.row = 9;
    state.now += VERSION_RECHECK_MS;
    expect(cache.versionNow()).toBeNull();
    await cache.remember('a', async () => 1);
    expect(cache.versionNow()).toBe('9');
    expect(state.reads).toBe(2);
  });
});
