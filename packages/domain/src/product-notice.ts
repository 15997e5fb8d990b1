import * as z from 'zod';
import { LANGUAGES, type Language } from './languages.ts';
import { pickText, type LocalizedText } from './localized-text.ts';

/**
 * The goods information notice (상품정보제공고시, under the 전자상거래법 notice of the Fair Trade
 * Commission): what a shop must tell about a product before it is bought, item by item per kind of goods.
 * The shop sells cosmetics (화장품), health functional foods (건강기능식품), small beauty appliances
 * (소형전자) and a few household goods (기타 재화); each kind lists its items in the order the notice
 * gives them, and the product page shows them in that order (docs/decisions/055).
 */
export const PRODUCT_NOTICE_ITEMS = {
  COSMETICS: [
    'capacity',
    'specs',
    'expiry',
    'usage',
    'manufacturer',
    'responsibleSeller',
    'countryOfOrigin',
    'ingredients',
    'functionalReview',
    'cautions',
    'qualityStandard',
    'consumerPhone'
  ],
  HEALTH_FOOD: [
    'foodType',
    'manufacturer',
    'dates',
    'contents',
    'rawMaterials',
    'nutrition',
    'functionality',
    'intake',
    'notMedicine',
    'gmo',
    'imported',
    'consumerPhone'
  ],
  SMALL_APPLIANCE: [
    'modelName',
    'certification',
    'powerRating',
    'releaseDate',
    'manufacturer',
    'countryOfOrigin',
    'sizeWeight',
    'specs',
    'qualityStandard',
    'consumerPhone'
  ],
  GENERAL: ['modelName', 'certification', 'countryOfOrigin', 'manufacturer', 'consumerPhone']
} as const;

export type ProductNoticeKind = keyof typeof PRODUCT_NOTICE_ITEMS;
export const PRODUCT_NOTICE_KINDS = Object.keys(PRODUCT_NOTICE_ITEMS) as ProductNoticeKind[];
export type ProductNoticeItem<K extends ProductNoticeKind = ProductNoticeKind> =
  (typeof PRODUCT_NOTICE_ITEMS)[K][number];

/** A consumer-advice number as printed in Korea (1588-0000, 02-1234-5678, 080-123-4567). */
export const NOTICE_PHONE_PATTERN = /^(?:1[5-9]\d{2}-\d{4}|0\d{1,2}-\d{3,4}-\d{4})$/;

const NOTICE_TEXT_MAX = 2000;
const noticeText = z.string().trim().min(1).max(NOTICE_TEXT_MAX);

/** Stored prose: Korean (the legal text) always, English and Traditional Chinese beside it. */
export const NoticeTextSchema = z
  .object({
    'ko-KR': noticeText,
    'en-US': noticeText.optional(),
    'zh-TW': noticeText.optional()
  })
  .strict();

/** The phone is the same in every language, so it is stored once and checked for its shape. */
const phone = z.string().regex(NOTICE_PHONE_PATTERN);

function itemsShape<K extends ProductNoticeKind, V extends z.ZodType>(kind: K, text: V) {
  const shape = Object.fromEntries(
    PRODUCT_NOTICE_ITEMS[kind].map((item) => [item, item === 'consumerPhone' ? phone : text])
  ) as Record<Exclude<ProductNoticeItem<K>, 'consumerPhone'>, V> & { consumerPhone: typeof phone };
  return z.object({ kind: z.literal(kind), items: z.object(shape).strict() }).strict();
}

/** A product's notice as stored (JSONB `product.notice`): every item present, prose per language. */
export const StoredProductNoticeSchema = z.discriminatedUnion('kind', [
  itemsShape('COSMETICS', NoticeTextSchema),
  itemsShape('HEALTH_FOOD', NoticeTextSchema),
  itemsShape('SMALL_APPLIANCE', NoticeTextSchema),
  itemsShape('GENERAL', NoticeTextSchema)
]);
export type StoredProductNotice = z.infer<typeof StoredProductNoticeSchema>;

/** A product's notice as served in the product detail: the asker's language already picked. */
export const ProductNoticeSchema = z.discriminatedUnion('kind', [
  itemsShape('COSMETICS', noticeText),
  itemsShape('HEALTH_FOOD', noticeText),
  itemsShape('SMALL_APPLIANCE', noticeText),
  itemsShape('GENERAL', noticeText)
]);
export type ProductNotice = z.infer<typeof ProductNoticeSchema>;

/** The stored notice in one language (missing translations fall back as `pickText` does). */
export function localizeNotice(notice: StoredProductNotice, language: Language): ProductNotice {
  const items = Object.fromEntries(
    Object.entries(notice.items).map(([item, value]) => [
      item,
      typeof value === 'string' ? value : pickText(value, language)
    ])
  );
  return ProductNoticeSchema.parse({ kind: notice.kind, items });
}

/** The notice's rows in the notice's own order, for a table. */
export function noticeRows(notice: ProductNotice): { item: ProductNoticeItem; value: string }[] {
  const items = notice.items as Record<string, string>;
  return PRODUCT_NOTICE_ITEMS[notice.kind].map((item) => ({ item, value: items[item] ?? '' }));
}

/** Languages a stored notice lacks for some item (a seed or an import must fill every one). */
export function missingNoticeLanguages(notice: StoredProductNotice): Language[] {
  const texts = Object.values(notice.items).filter(
    (value): value is LocalizedText => typeof value !== 'string'
  );
  return LANGUAGES.filter((language) => texts.some((text) => !text[language]));
}
