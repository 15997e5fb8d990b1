import { describe, expect, it } from 'vitest';
import { paginationWindow, totalPageCount } from './paging.ts';

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [11, 25, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [23, 25, [21, 22, 23, 24, 25]],
    [99, 25, [21, 22, 23, 24, 25]],
    [0, 4, [1, 2, 3, 4]]
  ])('page %i of %i', (current, total, expected) => {
    const pages = paginationWindow(current, total);
    expect(pages).toEqual(expected);
    // Invariant: never more than ten links, always contains the (clamped) current page.
    expect(pages.length).toBeLessThanOrEqual(10);
    expect(pages).toContain(Math.min(Math.max(current, 1), total));
  });

  it('honours a smaller window (address search uses 5)', () => {
    expect(paginationWindow(7, 12, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('is empty without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('totalPageCount', () => {
  it.each([
    [0, 8, 0],
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [64, 8, 8]
  ])('%i items by %i -> %i pages', (items, size, pages) => {
    expect(totalPageCount(items, size)).toBe(pages);
  });
});
