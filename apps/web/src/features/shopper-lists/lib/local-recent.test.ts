import { afterEach, describe, expect, it } from 'vitest';
import {
  clearLocalRecent,
  readLocalRecent,
  recordLocalRecent,
  RECENT_VIEWS_KEY,
  removeLocalRecent
} from './local-recent';

afterEach(() => localStorage.clear());

describe('a guest’s recently viewed list in localStorage', () => {
  it('keeps the newest first without duplicates', () => {
    recordLocalRecent(1);
    recordLocalRecent(2);
    recordLocalRecent(1);
    expect(readLocalRecent()).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(RECENT_VIEWS_KEY)!)).toEqual([1, 2]);
  });

  it('keeps only the newest 50', () => {
    for (let id = 1; id <= 55; id += 1) recordLocalRecent(id);
    const list = readLocalRecent();
    expect(list).toHaveLength(50);
    expect(list[0]).toBe(55);
    expect(list).not.toContain(5);
  });

  it('reads anything else left there as empty, removes one, clears all', () => {
    localStorage.setItem(RECENT_VIEWS_KEY, JSON.stringify(['x']));
    expect(readLocalRecent()).toEqual([]);
    recordLocalRecent(3);
    recordLocalRecent(4);
    removeLocalRecent(3);
    expect(readLocalRecent()).toEqual([4]);
    clearLocalRecent();
    expect(localStorage.getItem(RECENT_VIEWS_KEY)).toBeNull();
  });
});
