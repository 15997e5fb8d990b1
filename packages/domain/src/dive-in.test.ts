import { describe, expect, it } from 'vitest';
import {
  DIVE_IN_REVIEW_MOVES,
  DIVE_IN_REVIEW_NOTE_MAX,
  DIVE_IN_STATUSES,
  DiveInListQuerySchema,
  DiveInReviewSchema,
  diveInMoveTarget,
  formatViewCount,
  isAlmostEnding,
  type DiveInStatus
} from './dive-in.ts';

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

describe('diveInMoveTarget', () => {
  // Every state × move: the desk's buttons and the API's guarded update read this one table.
  const TABLE: Record<DiveInStatus, Record<(typeof DIVE_IN_REVIEW_MOVES)[number], DiveInStatus | null>> = {
    PENDING: { APPROVE: 'APPROVED', REJECT: 'REJECTED', HIDE: null },
    APPROVED: { APPROVE: null, REJECT: null, HIDE: 'HIDDEN' },
    REJECTED: { APPROVE: null, REJECT: null, HIDE: null },
    HIDDEN: { APPROVE: 'APPROVED', REJECT: null, HIDE: null }
  };

  it('moves only from the states the desk may start from', () => {
    for (const status of DIVE_IN_STATUSES)
      for (const move of DIVE_IN_REVIEW_MOVES)
        expect([status, move, diveInMoveTarget(status, move)]).toEqual([status, move, TABLE[status][move]]);
  });

  it('never lands where it started', () => {
    for (const status of DIVE_IN_STATUSES)
      for (const move of DIVE_IN_REVIEW_MOVES) expect(diveInMoveTarget(status, move)).not.toBe(status);
  });
});

describe('DiveInReviewSchema', () => {
  it('needs a reason to reject, trimmed, within the note limit and on one line', () => {
    const codes = (body: unknown) => {
      const result = DiveInReviewSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(codes({ move: 'REJECT' })).toEqual(['DI_ReasonRequired']);
    expect(codes({ move: 'REJECT', note: '   ' })).toEqual(['DI_ReasonRequired']);
    expect(codes({ move: 'REJECT', note: '줄\n바꿈' })).toEqual(['VA_InvalidCharacters']);
    expect(codes({ move: 'REJECT', note: 'x'.repeat(DIVE_IN_REVIEW_NOTE_MAX + 1) })).toHaveLength(1);
    expect(DiveInReviewSchema.parse({ move: 'REJECT', note: ' 흐림 ' })).toEqual({
      move: 'REJECT',
      note: '흐림'
    });
    expect(codes({ move: 'APPROVE' })).toEqual([]);
    expect(codes({ move: 'HIDE', extra: 1 })).toHaveLength(1);
  });
});
