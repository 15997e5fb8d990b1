import { describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import type { Executor } from '../../db/client.ts';
import { catalogueCacheKey, createCatalogueCache } from './catalogue-cache.ts';

describe('catalogueCacheKey', () => {
  const base = { route: 'products', language: 'ko-KR', audience: 'guest' } as const;

  it('is the same for the same query written in another order; undefined values are dropped', () => {
    const a = catalogueCacheKey('3', {
      ...base,
      params: { pageNumber: 1, pageSize: 8, categoryId: 5, textSearchValue: undefined }
    });
    const b = catalogueCacheKey('3', { ...base, params: { categoryId: 5, pageSize: 8, pageNumber: 1 } });
    expect(a).toBe(b);
    expect(a).toBe('catalogue:v3:products:ko-KR:guest:{"categoryId":5,"pageNumber":1,"pageSize":8}');
  });

  it('differs by version, language, audience, route and every query value', () => {
    const params = { pageNumber: 1, pageSize: 8, categoryIds: [1, 2] };
    const key = catalogueCacheKey('3', { ...base, params });
    const others = [
      catalogueCacheKey('4', { ...base, params }),
      catalogueCacheKey('3', { ...base, language: 'en-US', params }),
      catalogueCacheKey('3', { ...base, audience: 'member', params }),
      catalogueCacheKey('3', { ...base, route: 'product', params }),
      catalogueCacheKey('3', { ...base, params: { ...params, pageNumber: 2 } }),
      catalogueCacheKey('3', { ...base, params: { ...params, categoryIds: [1, 3] } }),
      catalogueCacheKey('3', { ...base, params: { ...params, textSearchValue: 'a:b' } })
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it('a text search cannot forge another key: values are JSON-quoted', () => {
    const forged = catalogueCacheKey('3', { ...base, params: { textSearchValue: '"x","pageNumber":2' } });
    expect(forged).toContain(JSON.stringify('"x","pageNumber":2'));
    expect(forged).not.toBe(
      catalogueCacheKey('3', { ...base, params: { textSearchValue: 'x', pageNumber: 2 } })
    );
  });
});

describe('createCatalogueCache with Redis out', () => {
  function setup() {
    let redisUp = false;
    const redis = {
      get: vi.fn(async () => {
        if (!redisUp) throw new Error("Stream isn't writeable");
        return null;
      }),
      set: vi.fn(async () => 'OK')
    } as unknown as Redis;
    // The version row read: a select chain answering version 1.
    const db = {
      select: () => ({ from: () => ({ where: async () => [{ version: 1 }] }) })
    } as unknown as Executor;
    const log = { warn: vi.fn(), info: vi.fn() };
    const cache = createCatalogueCache({ db, database: 'postgres', redis, keyPrefix: 't:', log });
    return { cache, log, redis, up: () => void (redisUp = true) };
  }

  it('reads the database on every request, logs the outage once and the recovery once', async () => {
    const { cache, log, redis, up } = setup();
    const load = vi.fn(async () => ({ list: [] }));
    const key = { route: 'tree', language: 'ko-KR', audience: 'guest' } as const;
    for (let i = 0; i < 3; i += 1) expect(await cache.remember(key, load)).toEqual({ list: [] });
    expect(load).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();
    up();
    await cache.remember(key, load);
    await cache.remember(key, load);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(redis.set).toHaveBeenCalledWith(
      expect.stringMatching(/^t:catalogue:v1\.0:tree:ko-KR:guest:/),
      '{"list":[]}',
      'PX',
      300000
    );
  });
});
