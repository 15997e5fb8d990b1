import { describe, expect, it } from 'vitest';
import { memoize } from './memo.ts';

describe('memoize', () => {
  it('computes once per argument and starts over past its bound', () => {
    const calls: string[] = [];
    const upper = memoize((text: string) => {
      calls.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
    upper('c'); // third distinct argument: the memo starts over with it
    expect(upper('c')).toBe('C');
    upper('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
