import * as z from 'zod';
import { SalesStatusSchema } from './catalogue.ts';
import { plainText, queryInt } from './inputs.ts';
import type { Language } from './languages.ts';

/**
 * Dive-in (SPEC §1, §2 /diveIn, §3 Dive-in and Dive-in product, §7; issue 20; docs/decisions/084): short vertical
 * videos by planners and the brand, each with a bag of tagged products. A planner's video shows once staff have
 * approved it; views are counted once per viewer and video a day.
 */
export const DIVE_IN_SORTS = ['NEWEST', 'POPULAR'] as const;
export type DiveInSort = (typeof DIVE_IN_SORTS)[number];
export const DIVE_IN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'HIDDEN'] as const;
export type DiveInStatus = (typeof DIVE_IN_STATUSES)[number];

export const DIVE_IN_PAGE_SIZE = 6;
export const DIVE_IN_PAGE_SIZE_MAX = 20;
/** A product's badge says "ending soon" when its exposure in the video ends within this many days (SPEC §4). */
export const DIVE_IN_ALMOST_ENDING_DAYS = 30;
/** Home's dive-in row. */
export const DIVE_IN_MAIN_COUNT = 8;
/** Upload limits (docs/decisions/084): MP4 with H.264 video (AAC sound or none). */
export const DIVE_IN_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const DIVE_IN_VIDEO_MAX_SECONDS = 90;
export const DIVE_IN_VIDEO_MIN_SECONDS = 1;
export const DIVE_IN_MAX_PRODUCTS = 10;
export const DIVE_IN_CONTENT_MAX = 300;
/** The desk's reason for refusing a video, read by its maker. */
export const DIVE_IN_REVIEW_NOTE_MAX = 200;

/** A tag's code as it travels in a query (`tagType`). */
const TagCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,29}$/, 'VA_InvalidInput');

/** GET /etc/v1/users/public/dive-in/list: one page of the feed, all of it or one planner's (`userNumber`). */
export const DiveInListQuerySchema = z.object({
  tagType: TagCode.optional(),
  sortType: z.enum(DIVE_IN_SORTS).default('NEWEST'),
  userNumber: z
    .string()
    .regex(/^[0-9]{1,12}$/, 'VA_NumberOnly')
    .optional(),
  pageNumber: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, DIVE_IN_PAGE_SIZE_MAX).default(DIVE_IN_PAGE_SIZE)
});
export type DiveInListQuery = z.infer<typeof DiveInListQuerySchema>;

export const DiveInIdParamSchema = z.object({ id: queryInt(1, Number.MAX_SAFE_INTEGER) });

export const DiveInTagSchema = z.object({ code: z.string(), text: z.string() });
export type DiveInTag = z.infer<typeof DiveInTagSchema>;

/** SPEC §3 Dive-in product. `sp`/`bp` only for askers who may see them (SPEC §6), else null. */
export const DiveInProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string(),
  priceOriginal: z.number().int(),
  salesAmount: z.number().int(),
  sp: z.number().nullable(),
  bp: z.number().nullable(),
  pointForCustomer: z.number().int(),
  salesStatus: SalesStatusSchema,
  optionYn: z.enum(['Y', 'N']),
  exposureEndDatetime: z.string().nullable(),
  almostEnding: z.boolean()
});
export type DiveInProduct = z.infer<typeof DiveInProductSchema>;

/** SPEC §3 Dive-in: one video of the feed. `userNumber` is null for the brand's own videos. */
export const DiveInSchema = z.object({
  diveInId: z.number().int(),
  userNumber: z.string().nullable(),
  nickName: z.string(),
  userName: z.object({ firstName: z.string() }),
  thumbnailImageUrl: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number(),
  viewCount: z.number().int(),
  formatViewCount: z.string(),
  content: z.string(),
  tag: DiveInTagSchema,
  productCount: z.number().int(),
  createdAt: z.string()
});
export type DiveIn = z.infer<typeof DiveInSchema>;

/** GET /etc/v1/users/public/dive-in/{id}: the video with its product bag. */
export const DiveInDetailSchema = DiveInSchema.extend({ productBag: z.array(DiveInProductSchema) });
export type DiveInDetail = z.infer<typeof DiveInDetailSchema>;

export const DiveInPageSchema = z.object({
  list: z.array(DiveInSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int()
});
export type DiveInPage = z.infer<typeof DiveInPageSchema>;

/** POST /etc/v1/users/public/dive-in/{id}/view: the count after this view (counted or not). */
export const DiveInViewSchema = z.object({ viewCount: z.number().int(), formatViewCount: z.string() });

const COMPACT_LOCALE: Record<Language, string> = { 'ko-KR': 'ko-KR', 'en-US': 'en-US', 'zh-TW': 'zh-TW' };

/**
 * SPEC §3 formatViewCount: a view count as people read it in the language — 1.2만 / 1.2천 in Korean, 1.2K / 3.4M in
 * English, 1.2萬 in Chinese — with at most one decimal, never rounded up past the real count's first digits.
 */
export function formatViewCount(count: number, language: Language): string {
  const safe = Math.max(0, Math.trunc(count));
  return new Intl.NumberFormat(COMPACT_LOCALE[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc'
  }).format(safe);
}

/** SPEC §4: the badge shows when the product's exposure in the video ends within DIVE_IN_ALMOST_ENDING_DAYS. */
export function isAlmostEnding(exposureEnd: Date | null, now: Date): boolean {
  if (!exposureEnd) return false;
  const left = exposureEnd.getTime() - now.getTime();
  return left > 0 && left <= DIVE_IN_ALMOST_ENDING_DAYS * 24 * 60 * 60 * 1000;
}

/** A planner's upload (multipart `request` JSON beside the `video` file): the tag, the caption and the products. */
export const DiveInUploadSchema = z
  .object({
    tagCode: TagCode,
    content: plainText(DIVE_IN_CONTENT_MAX).min(1, 'DI_ContentRequired'),
    productIds: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .min(1, 'DI_ProductsRequired')
      .max(DIVE_IN_MAX_PRODUCTS, 'DI_ProductsMax')
      .refine((ids) => new Set(ids).size === ids.length, 'DI_ProductsDuplicate')
  })
  .strict();
export type DiveInUpload = z.infer<typeof DiveInUploadSchema>;

/**
 * A product a video tags, as its maker or the desk sees it: whatever its sale state or exposure (the desk approves
 * what the video shows, paused products included), named in the asker's language; the first picture if any.
 */
export const DiveInTaggedProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string().nullable()
});
export type DiveInTaggedProduct = z.infer<typeof DiveInTaggedProductSchema>;

/**
 * A video as its maker or the desk sees it: whatever its state, with the reviewer's reason when refused and the
 * products it tags, in their order.
 */
export const DiveInOwnSchema = DiveInSchema.extend({
  status: z.enum(DIVE_IN_STATUSES),
  reviewNote: z.string().nullable(),
  products: z.array(DiveInTaggedProductSchema)
});
export type DiveInOwn = z.infer<typeof DiveInOwnSchema>;

/** GET /staff/v1/dive-in: the desk's queue by state (waiting ones oldest first, the others newest first). */
export const DiveInDeskQuerySchema = z.object({
  status: z.enum(DIVE_IN_STATUSES).default('PENDING'),
  pageNumber: queryInt(1, 10_000).default(1)
});
export type DiveInDeskQuery = z.infer<typeof DiveInDeskQuerySchema>;

export const DiveInDeskPageSchema = z.object({
  list: z.array(DiveInOwnSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int()
});
export type DiveInDeskPage = z.infer<typeof DiveInDeskPageSchema>;

/** The desk's moves: approve (it shows), reject (with a reason the maker reads), hide (taken down). */
export const DIVE_IN_REVIEW_MOVES = ['APPROVE', 'REJECT', 'HIDE'] as const;
export const DiveInReviewSchema = z
  .object({
    move: z.enum(DIVE_IN_REVIEW_MOVES),
    note: plainText(DIVE_IN_REVIEW_NOTE_MAX).optional()
  })
  .strict()
  .refine((body) => body.move !== 'REJECT' || (body.note ?? '').length > 0, {
    message: 'DI_ReasonRequired',
    path: ['note']
  });
export type DiveInReview = z.infer<typeof DiveInReviewSchema>;

/** Where a move may start: approve a pending or hidden video, reject a pending one, hide an approved one. */
export function diveInMoveTarget(status: DiveInStatus, move: DiveInReview['move']): DiveInStatus | null {
  if (move === 'APPROVE') return status === 'PENDING' || status === 'HIDDEN' ? 'APPROVED' : null;
  if (move === 'REJECT') return status === 'PENDING' ? 'REJECTED' : null;
  return status === 'APPROVED' ? 'HIDDEN' : null;
}
