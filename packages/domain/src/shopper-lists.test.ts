import { describe, expect, it } from 'vitest';
import {
  mergeRecentViews,
  RECENT_VIEWS_MAX,
  RecentProductsQuerySchema,
  restockAskable,
  withRecentView
} from './shopper-lists.ts';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('withRecentView', () => {
  it.each([
    { list: [], viewed: 5, expected: [5] },
    { list: [1, 2, 3], viewed: 4, expected: [4, 1, 2, 3] },
    { list: [1, 2, 3], viewed: 3, expected: [3, 1, 2] },
    { list: [1, 2, 3], viewed: 1, expected: [1, 2, 3] }
  ])('puts $viewed first in $list without duplicates', ({ list, viewed, expected }) => {
    expect(withRecentView(list, viewed)).toEqual(expected);
  });

  it('keeps the newest 50: the oldest falls off', () => {
    const full = range(1, RECENT_VIEWS_MAX);
    const next = withRecentView(full, 999);
    expect(next).toHaveLength(RECENT_VIEWS_MAX);
    expect(next[0]).toBe(999);
    expect(next).not.toContain(RECENT_VIEWS_MAX);
    // Invariant: never a duplicate.
    expect(new Set(next).size).toBe(next.length);
  });
});

describe('mergeRecentViews', () => {
  it.each([
    { local: [], member: [1, 2], expected: [1, 2] },
    { local: [3, 4], member: [], expected: [3, 4] },
    { local: [3, 1], member: [1, 2], expected: [3, 1, 2] },
    { local: [2], member: [1, 2, 3], expected: [2, 1, 3] }
  ])('puts the guest views first: $local + $member', ({ local, member, expected }) => {
    expect(mergeRecentViews(local, member)).toEqual(expected);
  });

  it('caps the merge at 50 with no duplicates', () => {
    const merged = mergeRecentViews(range(100, 30), range(1, 50));
    expect(merged).toHaveLength(RECENT_VIEWS_MAX);
    expect(merged.slice(0, 30)).toEqual(range(100, 30));
    expect(merged.slice(30)).toEqual(range(1, 20));
    expect(new Set(merged).size).toBe(merged.length);
  });
});

describe('RecentProductsQuerySchema', () => {
  it('reads a comma list of ids', () => {
    expect(RecentProductsQuerySchema.parse({ productIds: '3,1,2' }).productIds).toEqual([3, 1, 2]);
    expect(RecentProductsQuerySchema.parse({ productIds: '' }).productIds).toEqual([]);
  });
  it('refuses a bad id or more than 50', () => {
    expect(RecentProductsQuerySchema.safeParse({ productIds: '1,x' }).success).toBe(false);
    expect(RecentProductsQuerySchema.safeParse({ productIds: '0' }).success).toBe(false);
    // Integers to JavaScript, but beyond any bigint id (the fuzzer's 500s).
    expect(RecentProductsQuerySchema.safeParse({ productIds: '1e308' }).success).toBe(false);
    expect(RecentProductsQuerySchema.safeParse({ productIds: '99999999999999999999' }).success).toBe(false);
    expect(RecentProductsQuerySchema.safeParse({ productIds: range(1, 51).join(',') }).success).toBe(false);
  });
});

describe('restockAskable', () => {
  it.each([
    ['SOLD_OUT', true],
    ['ON_SALE', false],
    ['ALMOST_SOLD_OUT', false],
    ['PAUSE', false]
  ])('%s → %s', (status, expected) => {
    expect(restockAskable(status)).toBe(expected);
  });
});
