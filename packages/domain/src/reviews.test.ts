import { describe, expect, it } from 'vitest';
import {
  averageRating,
  BeautyProfileSchema,
  helpfulRefusal,
  isBeautyProfileSet,
  maskReviewer,
  REVIEW_POINTS_PHOTO,
  REVIEW_POINTS_TEXT,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewDeskMoveSchema,
  reviewMoveTarget,
  reviewPointsFor,
  reviewRefusal,
  ReviewWriteSchema,
  type ReviewLineFacts
} from './reviews.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('ReviewWriteSchema', () => {
  const body = { orderLineId: 7, rating: 5, text: '촉촉하고 순해서 매일 써요.' };

  it('takes stars 1 to 5 and a text of the allowed length, keeping line breaks', () => {
    expect(ReviewWriteSchema.parse({ ...body, text: '  좋아요\n정말 좋아요!!  ' }).text).toBe(
      '좋아요\n정말 좋아요!!'
    );
    for (const rating of [1, 2, 3, 4, 5])
      expect(ReviewWriteSchema.safeParse({ ...body, rating }).success).toBe(true);
  });

  it.each([
    [{ rating: 0 }, 'RV_SelectRating'],
    [{ rating: 6 }, 'RV_SelectRating'],
    [{ rating: 4.5 }, 'RV_SelectRating'],
    [{ text: 'x'.repeat(REVIEW_TEXT_MIN - 1) }, 'RV_TextLength'],
    [{ text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, 'RV_TextLength'],
    [{ text: `좋아요 좋아요 좋아요\u0000` }, 'VA_InvalidCharacters']
  ])('refuses %j with %s', (change, message) => {
    expect(messages(ReviewWriteSchema.safeParse({ ...body, ...change }))).toContain(message);
  });

  it('counts the length after trimming, and accepts exactly the bounds', () => {
    expect(
      ReviewWriteSchema.safeParse({ ...body, text: `  ${'가'.repeat(REVIEW_TEXT_MIN)}  ` }).success
    ).toBe(true);
    expect(ReviewWriteSchema.safeParse({ ...body, text: '가'.repeat(REVIEW_TEXT_MAX) }).success).toBe(true);
    expect(ReviewWriteSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});

describe('BeautyProfileSchema', () => {
  it('takes values of the fixed lists, nothing at all included', () => {
    const profile = { skinType: 'DRY', skinTone: 'LIGHT', skinConcerns: ['ACNE', 'PORES'] };
    expect(BeautyProfileSchema.parse(profile)).toEqual(profile);
    const empty = { skinType: null, skinTone: null, skinConcerns: [] };
    expect(isBeautyProfileSet(BeautyProfileSchema.parse(empty))).toBe(false);
    expect(isBeautyProfileSet(BeautyProfileSchema.parse(profile))).toBe(true);
  });

  it('refuses an unknown value, more than three concerns, or one twice', () => {
    expect(
      BeautyProfileSchema.safeParse({ skinType: 'SHINY', skinTone: null, skinConcerns: [] }).success
    ).toBe(false);
    expect(
      messages(
        BeautyProfileSchema.safeParse({
          skinType: null,
          skinTone: null,
          skinConcerns: ['ACNE', 'PORES', 'REDNESS', 'DULLNESS']
        })
      )
    ).toContain('RV_ConcernsMax');
    expect(
      BeautyProfileSchema.safeParse({ skinType: null, skinTone: null, skinConcerns: ['ACNE', 'ACNE'] })
        .success
    ).toBe(false);
  });
});

describe('reviewRefusal', () => {
  const facts: ReviewLineFacts = {
    ownerUserSeqNo: 1,
    orderStatus: 'DELIVERED',
    reviewed: false,
    refunded: false
  };
  it.each([
    [{}, 1, null],
    [{}, 2, 'REVIEW_LINE_NOT_YOURS'],
    [{ ownerUserSeqNo: null }, 1, 'REVIEW_LINE_NOT_YOURS'],
    [{ orderStatus: 'SHIPPING' }, 1, 'REVIEW_NOT_DELIVERED'],
    [{ orderStatus: 'CANCELLED' }, 1, 'REVIEW_NOT_DELIVERED'],
    [{ reviewed: true }, 1, 'REVIEW_ALREADY_WRITTEN'],
    [{ refunded: true }, 1, 'REVIEW_LINE_RETURNED'],
    // Another member learns nothing about the line: not theirs comes before every other reason.
    [{ reviewed: true, orderStatus: 'SHIPPING' }, 2, 'REVIEW_LINE_NOT_YOURS']
  ])('%j asked by member %i → %s', (change, asker, refusal) => {
    expect(reviewRefusal({ ...facts, ...change }, asker)).toBe(refusal);
  });
});

describe('points and figures', () => {
  it('grants more for a photo review than a text one', () => {
    expect(reviewPointsFor(0)).toBe(REVIEW_POINTS_TEXT);
    expect(reviewPointsFor(1)).toBe(REVIEW_POINTS_PHOTO);
    expect(reviewPointsFor(3)).toBe(REVIEW_POINTS_PHOTO);
    expect(REVIEW_POINTS_PHOTO).toBeGreaterThan(REVIEW_POINTS_TEXT);
  });

  it('averages to one decimal, 0 without reviews, always between 1 and 5 otherwise', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    for (let count = 1; count < 30; count++)
      for (let total = count; total <= count * 5; total += 7) {
        const average = averageRating(total, count);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
      }
  });

  it('masks the writer’s name after its first character', () => {
    expect(maskReviewer('김민지')).toBe('김**');
    expect(maskReviewer('Jennifer')).toBe('J****');
    expect(maskReviewer('')).toBe('***');
  });
});

describe('helpful votes and the desk', () => {
  it('refuses a vote on one’s own review only', () => {
    expect(helpfulRefusal(3, 3)).toBe('REVIEW_OWN_HELPFUL');
    expect(helpfulRefusal(3, 4)).toBeNull();
  });

  it('hides a visible review with a reason and shows a hidden one again', () => {
    expect(reviewMoveTarget('VISIBLE', 'HIDE')).toBe('HIDDEN');
    expect(reviewMoveTarget('HIDDEN', 'HIDE')).toBeNull();
    expect(reviewMoveTarget('HIDDEN', 'SHOW')).toBe('VISIBLE');
    expect(reviewMoveTarget('VISIBLE', 'SHOW')).toBeNull();
    expect(messages(ReviewDeskMoveSchema.safeParse({ move: 'HIDE', reason: '  ' }))).toContain(
      'RV_ReasonRequired'
    );
    expect(ReviewDeskMoveSchema.safeParse({ move: 'HIDE', reason: '욕설' }).success).toBe(true);
    expect(ReviewDeskMoveSchema.safeParse({ move: 'SHOW' }).success).toBe(true);
  });
});
