import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './cache.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createMemoryCache (LRU)', () => {
  it('answers what was set, and undefined for a key never set', async () => {
    const cache = createMemoryCache({ maxEntries: 3 });
    await cache.set('a', { list: [1, 2] }, 1000);
    expect(await cache.get('a')).toEqual({ list: [1, 2] });
    expect(await cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used entry past maxEntries; a read counts as a use', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 1000);
    await cache.set('b', 2, 1000);
    expect(await cache.get('a')).toBe(1); // a is now younger than b
    await cache.set('c', 3, 1000);
    expect(cache.size).toBe(2);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });

  it('overwriting a key keeps one entry and makes it the youngest', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 1000);
    await cache.set('b', 2, 1000);
    await cache.set('a', 10, 1000);
    await cache.set('c', 3, 1000);
    expect(cache.size).toBe(2);
    expect(await cache.get('a')).toBe(10);
    expect(await cache.get('b')).toBeUndefined();
  });

  it('expires an entry after its TTL and frees its place', async () => {
    const time = clock();
    const cache = createMemoryCache({ maxEntries: 5, now: time.now });
    await cache.set('a', 'x', 300);
    time.advance(299);
    expect(await cache.get('a')).toBe('x');
    time.advance(1);
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps falsy values apart from a miss', async () => {
    const cache = createMemoryCache({ maxEntries: 5 });
    await cache.set('zero', 0, 1000);
    await cache.set('empty', [], 1000);
    expect(await cache.get('zero')).toBe(0);
    expect(await cache.get('empty')).toEqual([]);
  });

  it.each([0, -1, 1.5])('refuses maxEntries %s', (maxEntries) => {
    expect(() => createMemoryCache({ maxEntries })).toThrow(/maxEntries/);
  });
});
