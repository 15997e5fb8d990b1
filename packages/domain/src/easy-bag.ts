import * as z from 'zod';
import { isPurchasable, type SalesStatusCode } from './catalogue-rules.ts';
import { SalesStatusSchema } from './catalogue.ts';
import { CART_MAX_QUANTITY } from './constants.ts';
import { plainText, queryInt } from './inputs.ts';

/**
 * Easy bags (SPEC §1, §2 /mypage/easybag, /beauty-planner; docs/decisions/075): a planner's ready-made bundle sent
 * by link. The id is random and is the link's secret; a planner keeps at most EASY_BAG_LIMIT bags of at most
 * EASY_BAG_MAX_LINES lines, each of a product planners may bag (exposureBagYn Y, not paused).
 */
export const EASY_BAG_LIMIT = 50;
export const EASY_BAG_MAX_LINES = 20;
export const EASY_BAG_NAME_MAX = 40;
export const EASY_BAG_NOTE_MAX = 500;
/** 16 random bytes as base64url without padding: 22 characters. */
export const EASY_BAG_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const EasyBagIdSchema = z.string().regex(EASY_BAG_ID_PATTERN, 'EB_BagIdInvalid');

/** GET /personal/v1/public/easy-bags/{bagId}. */
export const EasyBagParamSchema = z.object({ bagId: EasyBagIdSchema });
/** The owner's routes: /personal/v1/users/{id}/easy-bags/{bagId}. */
export const EasyBagOwnerParamSchema = z.object({
  id: queryInt(1, Number.MAX_SAFE_INTEGER),
  bagId: EasyBagIdSchema
});

/** A note may keep its line breaks; other control characters (NUL breaks PostgreSQL) are refused. */
const noteText = z
  .string()
  .trim()
  .max(EASY_BAG_NOTE_MAX, 'EB_NoteLength')
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .regex(/^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters');

export const EasyBagLineInputSchema = z
  .object({
    productId: Id,
    /** Required when the product has options; absent or null for a product without a choice. */
    productOptionId: Id.nullish(),
    /** 1..100 here; the product's own maxQuantityLimit is checked by the server (EASY_BAG_PRODUCT_NOT_ALLOWED). */
    quantity: z.number().int().min(1, 'CA_MinQuantity').max(CART_MAX_QUANTITY, 'CA_MaxQuantityLimitHundred')
  })
  .strict();
export type EasyBagLineInput = z.infer<typeof EasyBagLineInputSchema>;

const lineKey = (line: { productId: number; productOptionId?: number | null | undefined }) =>
  `${line.productId}:${line.productOptionId ?? ''}`;

/** POST /personal/v1/users/{id}/easy-bags and PUT .../{bagId}: the whole bag as the planner saves it. */
export const EasyBagSaveSchema = z
  .object({
    name: plainText(EASY_BAG_NAME_MAX).min(1, 'EB_NameRequired'),
    note: noteText.default(''),
    lines: z
      .array(EasyBagLineInputSchema)
      .min(1, 'EB_LinesRequired')
      .max(EASY_BAG_MAX_LINES, 'EB_LinesMax')
      .refine((lines) => new Set(lines.map(lineKey)).size === lines.length, 'EB_LineTwice')
  })
  .strict();
export type EasyBagSave = z.infer<typeof EasyBagSaveSchema>;

/** How a bag line stands for the viewer now: only ORDERABLE lines go to checkout. */
export const EASY_BAG_LINE_STATES = ['ORDERABLE', 'SOLD_OUT', 'PAUSED', 'UNAVAILABLE'] as const;
export type EasyBagLineState = (typeof EASY_BAG_LINE_STATES)[number];

/** A bag line priced now for the viewer. */
export const EasyBagLineSchema = z.object({
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  brand: z.string(),
  /** The planner's suggested quantity. */
  quantity: z.number().int().positive(),
  /** The most one order may take of it (the product's maxQuantityLimit, else 100). */
  maxQuantity: z.number().int().positive(),
  priceOriginal: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  salesStatus: SalesStatusSchema,
  soldOutMessage: z.string().nullable(),
  state: z.enum(EASY_BAG_LINE_STATES)
});
export type EasyBagLine = z.infer<typeof EasyBagLineSchema>;

/** One bag as its planner sees it (detail and edit). `link` is the /beauty-planner path to share. */
export const EasyBagSchema = z.object({
  bagId: z.string(),
  name: z.string(),
  note: z.string(),
  lines: z.array(EasyBagLineSchema),
  link: z.string(),
  createdAt: z.string(),
  updatedAt: z.string()
});
export type EasyBag = z.infer<typeof EasyBagSchema>;

export const EasyBagSummarySchema = z.object({
  bagId: z.string(),
  name: z.string(),
  lineCount: z.number().int().nonnegative(),
  link: z.string(),
  createdAt: z.string(),
  updatedAt: z.string()
});
export type EasyBagSummary = z.infer<typeof EasyBagSummarySchema>;

/** GET /personal/v1/users/{id}/easy-bags: newest first, with the limit for the "new bag" button. */
export const EasyBagListSchema = z.object({
  list: z.array(EasyBagSummarySchema),
  limit: z.number().int().positive()
});
export type EasyBagList = z.infer<typeof EasyBagListSchema>;

/** GET /personal/v1/public/easy-bags/{bagId}: the bag for /beauty-planner, with its planner's name. */
export const PublicEasyBagSchema = z.object({
  bagId: z.string(),
  name: z.string(),
  note: z.string(),
  plannerName: z.string(),
  lines: z.array(EasyBagLineSchema)
});
export type PublicEasyBag = z.infer<typeof PublicEasyBagSchema>;

// ── Rules (pure) ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A line's state from its product as the catalogue has it now: gone, not listed, not baggable or with a vanished
 * option → UNAVAILABLE; the product's pause or sell-out first, then its option's.
 */
export function easyBagLineState(facts: {
  listed: boolean;
  exposureBag: boolean;
  productStatus: SalesStatusCode;
  optionStatus: SalesStatusCode | null;
}): EasyBagLineState {
  if (!facts.listed || !facts.exposureBag) return 'UNAVAILABLE';
  const status = isPurchasable(facts.productStatus)
    ? (facts.optionStatus ?? facts.productStatus)
    : facts.productStatus;
  if (status === 'PAUSE') return 'PAUSED';
  if (status === 'SOLD_OUT') return 'SOLD_OUT';
  return 'ORDERABLE';
}

/** The most one order line may take: the product's maxQuantityLimit, else 100, never above 100. */
export function easyBagMaxQuantity(maxQuantityLimit: number | null): number {
  return Math.min(maxQuantityLimit ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY);
}

/** A typed quantity held within 1..max (a blank or non-number reads as 1). */
export function clampBagQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/** The lines /beauty-planner sends to checkout: the orderable ones only, each within its limit. */
export function orderableBagLines<
  T extends { state: EasyBagLineState; quantity: number; maxQuantity: number }
>(lines: readonly T[]): T[] {
  return lines
    .filter((line) => line.state === 'ORDERABLE')
    .map((line) => ({ ...line, quantity: clampBagQuantity(line.quantity, line.maxQuantity) }));
}

/** The /beauty-planner path of a bag (the link a planner shares; the storefront adds its origin). */
export function easyBagLink(bagId: string): string {
  return `/beauty-planner?bagId=${encodeURIComponent(bagId)}`;
}
