import * as z from 'zod';
import { multilineText } from './inquiry.ts';
import { plainText, queryInt } from './inputs.ts';

/**
 * Product reviews with a beauty profile (issue 21 item 1, docs/decisions/090). A member reviews what they received:
 * one review per order line of a DELIVERED order, stars 1–5, a text, up to three photos, and the skin type, tone
 * and concerns of the beauty profile they keep on my page (copied into the review when written). Points are granted
 * through the points ledger (more for a photo review) and taken back when that line is refunded by a return.
 */

// ── Beauty profile ───────────────────────────────────────────────────────────────────────────────────────────

export const SKIN_TYPES = ['DRY', 'OILY', 'COMBINATION', 'NORMAL', 'SENSITIVE'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const SKIN_TONES = ['FAIR', 'LIGHT', 'MEDIUM', 'TAN', 'DEEP'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];
export const SKIN_CONCERNS = [
  'ACNE',
  'WRINKLES',
  'PIGMENTATION',
  'PORES',
  'REDNESS',
  'DRYNESS',
  'DULLNESS'
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
/** A profile names at most this many concerns: enough to say what matters, few enough to read on a review. */
export const SKIN_CONCERNS_MAX = 3;

export const BeautyProfileSchema = z
  .object({
    skinType: z.enum(SKIN_TYPES, 'RV_SelectSkinType').nullable(),
    skinTone: z.enum(SKIN_TONES, 'RV_SelectSkinTone').nullable(),
    skinConcerns: z
      .array(z.enum(SKIN_CONCERNS))
      .max(SKIN_CONCERNS_MAX, 'RV_ConcernsMax')
      .refine((values) => new Set(values).size === values.length, 'RV_ConcernsMax')
  })
  .strict();
export type BeautyProfile = z.infer<typeof BeautyProfileSchema>;
export const EMPTY_BEAUTY_PROFILE: BeautyProfile = { skinType: null, skinTone: null, skinConcerns: [] };

/** Whether a profile says anything at all (the write form asks for one before a first review). */
export function isBeautyProfileSet(profile: BeautyProfile): boolean {
  return profile.skinType !== null || profile.skinTone !== null || profile.skinConcerns.length > 0;
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────────────────

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
/** Long enough to say something about the product, short enough to read on a phone. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
/** Photos like the shop's other member uploads (SPEC §5): JPEG/PNG judged by content, 20 MB, at most 3. */
export const REVIEW_PHOTO_MAX_FILES = 3;
export const REVIEW_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Points for a review (won, through the points ledger): a photo review is worth more to the next shopper. */
export const REVIEW_POINTS_TEXT = 100;
export const REVIEW_POINTS_PHOTO = 300;
/** Points granted for reviews lapse like points earned by orders. */
export const REVIEW_POINT_VALIDITY_DAYS = 365;
export const REVIEW_PAGE_SIZE = 10;
export const MY_REVIEW_PAGE_SIZE = 10;
export const REVIEW_DESK_PAGE_SIZE = 20;
export const REVIEW_HIDE_REASON_MAX = 200;

/** The points a review earns: by whether it carries a photo. */
export function reviewPointsFor(photoCount: number): number {
  return photoCount > 0 ? REVIEW_POINTS_PHOTO : REVIEW_POINTS_TEXT;
}

/** The writer's fields (the multipart body's `request` JSON part; photos are its `photos` files). */
export const ReviewWriteSchema = z
  .object({
    orderLineId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    rating: z
      .number('RV_SelectRating')
      .int('RV_SelectRating')
      .min(1, 'RV_SelectRating')
      .max(5, 'RV_SelectRating'),
    text: multilineText(REVIEW_TEXT_MAX * 2)
      .min(REVIEW_TEXT_MIN, 'RV_TextLength')
      .pipe(z.string().max(REVIEW_TEXT_MAX, 'RV_TextLength'))
  })
  .strict();
export type ReviewWrite = z.infer<typeof ReviewWriteSchema>;

/** Why a line cannot be reviewed now, as the API's codes (null: it can). Pure: the caller loads the facts. */
export type ReviewLineFacts = {
  ownerUserSeqNo: number | null;
  orderStatus: string;
  reviewed: boolean;
  refunded: boolean;
};
export function reviewRefusal(
  facts: ReviewLineFacts,
  asker: number
):
  | 'REVIEW_LINE_NOT_YOURS'
  | 'REVIEW_NOT_DELIVERED'
  | 'REVIEW_ALREADY_WRITTEN'
  | 'REVIEW_LINE_RETURNED'
  | null {
  if (facts.ownerUserSeqNo !== asker) return 'REVIEW_LINE_NOT_YOURS';
  if (facts.reviewed) return 'REVIEW_ALREADY_WRITTEN';
  if (facts.orderStatus !== 'DELIVERED') return 'REVIEW_NOT_DELIVERED';
  if (facts.refunded) return 'REVIEW_LINE_RETURNED';
  return null;
}

/** A helpful vote: never on one's own review; once per member (the database's key says the second no). */
export function helpfulRefusal(authorUserSeqNo: number, voter: number): 'REVIEW_OWN_HELPFUL' | null {
  return authorUserSeqNo === voter ? 'REVIEW_OWN_HELPFUL' : null;
}

/** The writer as shown on a review: the first character and the rest masked (김** / J***). */
export function maskReviewer(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return chars[0] + '*'.repeat(Math.max(2, Math.min(chars.length - 1, 4)));
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────────

export const ReviewIdParamSchema = z.object({ reviewId: queryInt(1, Number.MAX_SAFE_INTEGER) });
export const ReviewLineParamSchema = z.object({ orderLineId: queryInt(1, Number.MAX_SAFE_INTEGER) });

/** GET …/products/{id}/reviews: photo reviews first, then newest; optionally one skin type's. */
export const ReviewListQuerySchema = z.object({
  skinType: z.enum(SKIN_TYPES).optional(),
  pageNumber: queryInt(1, 10_000).default(1)
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ProductReviewSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(z.string()),
  reviewer: z.string(),
  optionValue: z.string().nullable(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  skinTone: z.enum(SKIN_TONES).nullable(),
  skinConcerns: z.array(z.enum(SKIN_CONCERNS)),
  helpfulCount: z.number().int(),
  /** For a signed-in asker: whether they voted for it, and whether it is theirs (no vote button then). */
  votedHelpful: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string()
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

export const ReviewPageSchema = z.object({
  list: z.array(ProductReviewSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** A product's figures, kept on one row per product and moved in each review's transaction. */
export const ReviewSummarySchema = z.object({
  productId: z.number().int(),
  reviewCount: z.number().int(),
  /** One decimal; 0 without reviews. */
  averageRating: z.number(),
  /** Counts by star, five first: [{ star: 5, count }, …, { star: 1, count }]. */
  stars: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
  photoReviewCount: z.number().int()
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** The average as shown: one decimal, 0 without reviews. */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

export const HelpfulAnswerSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export type HelpfulAnswer = z.infer<typeof HelpfulAnswerSchema>;

/** GET /etc/v1/reviews/lines/{orderLineId}: what the write form shows, and why it may not be written (or null). */
export const ReviewableLineSchema = z.object({
  orderLineId: z.number().int(),
  orderNumber: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  refusal: z.enum(['REVIEW_NOT_DELIVERED', 'REVIEW_ALREADY_WRITTEN', 'REVIEW_LINE_RETURNED']).nullable(),
  points: z.object({ text: z.number().int(), photo: z.number().int() })
});
export type ReviewableLine = z.infer<typeof ReviewableLineSchema>;

export const REVIEW_STATUSES = ['VISIBLE', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as its writer (my page) or the desk sees it: whatever its state, with the product and the points. */
export const OwnReviewSchema = ProductReviewSchema.extend({
  productName: z.string(),
  imageUrl: z.string(),
  orderLineId: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  pointsGranted: z.number().int(),
  pointsReversed: z.boolean()
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

export const OwnReviewPageSchema = z.object({
  list: z.array(OwnReviewSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int()
});
export type OwnReviewPage = z.infer<typeof OwnReviewPageSchema>;

export const MyReviewQuerySchema = z.object({ pageNumber: queryInt(1, 10_000).default(1) });

/** GET /staff/v1/reviews: the desk's list by state, newest first. */
export const ReviewDeskQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('VISIBLE'),
  pageNumber: queryInt(1, 10_000).default(1)
});
export type ReviewDeskQuery = z.infer<typeof ReviewDeskQuerySchema>;

/** The desk's moves: hide an abusive review with a reason (the writer reads it), or show it again. */
export const REVIEW_DESK_MOVES = ['HIDE', 'SHOW'] as const;
export const ReviewDeskMoveSchema = z
  .object({
    move: z.enum(REVIEW_DESK_MOVES),
    reason: plainText(REVIEW_HIDE_REASON_MAX).optional()
  })
  .strict()
  .refine((body) => body.move !== 'HIDE' || (body.reason ?? '').length > 0, {
    message: 'RV_ReasonRequired',
    path: ['reason']
  });
export type ReviewDeskMove = z.infer<typeof ReviewDeskMoveSchema>;

/** Where a desk move may start: hide a visible review, show a hidden one. */
export function reviewMoveTarget(status: ReviewStatus, move: ReviewDeskMove['move']): ReviewStatus | null {
  if (move === 'HIDE') return status === 'VISIBLE' ? 'HIDDEN' : null;
  return status === 'HIDDEN' ? 'VISIBLE' : null;
}
