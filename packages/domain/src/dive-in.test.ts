import { describe, expect, it } from 'vitest';
import { DiveInListQuerySchema, formatViewCount, isAlmostEnding } from './dive-in.ts';

describe('formatViewCount', () => {
  it('writes counts as each language reads them, truncated to one decimal', () => {
    expect(formatViewCount(999, 'ko-KR')).toBe('999');
    expect(formatViewCount(12_345, 'ko-KR')).toBe('1.2만');
    expect(formatViewCount(15_990, 'ko-KR')).toBe('1.5만');
    expect(formatViewCount(123_456_789, 'ko-KR')).toBe('1.2억');
    expect(formatViewCount(1_299, 'en-US')).toBe('1.2K');
    expect(formatViewCount(1_234_567, 'en-US')).toBe('1.2M');
    expect(formatViewCount(12_345, 'zh-TW')).toBe('1.2萬');
  });

  it('never shows a negative or fractional count', () => {
    expect(formatViewCount(-5, 'ko-KR')).toBe('0');
    expect(formatViewCount(7.9, 'en-US')).toBe('7');
  });
});

describe('isAlmostEnding', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('is true only when the exposure ends within 30 days from now', () => {
    expect(isAlmostEnding(inDays(29), now)).toBe(true);
    expect(isAlmostEnding(inDays(30), now)).toBe(true);
    expect(isAlmostEnding(inDays(31), now)).toBe(false);
    expect(isAlmostEnding(inDays(-1), now)).toBe(false);
    expect(isAlmostEnding(null, now)).toBe(false);
  });
});

describe('DiveInListQuerySchema', () => {
  it('defaults to the newest first page and refuses unknown sorts and tags', () => {
    expect(DiveInListQuerySchema.parse({})).toMatchObject({ sortType: 'NEWEST', pageNumber: 1, pageSize: 6 });
    expect(DiveInListQuerySchema.safeParse({ sortType: 'RANDOM' }).success).toBe(false);
    expect(DiveInListQuerySchema.safeParse({ tagType: "x'; drop" }).success).toBe(false);
    expect(DiveInListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
