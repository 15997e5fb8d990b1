import { describe, expect, it } from 'vitest';
import { ProductDetailSchema } from './catalogue.ts';
import {
  localizeNotice,
  missingNoticeLanguages,
  noticeRows,
  PRODUCT_NOTICE_ITEMS,
  PRODUCT_NOTICE_KINDS,
  ProductNoticeSchema,
  StoredProductNoticeSchema,
  type StoredProductNotice
} from './product-notice.ts';

const text = (ko: string) => ({ 'ko-KR': ko, 'en-US': `${ko} (en)`, 'zh-TW': `${ko} (zh)` });

/** A complete stored notice of a kind: every item a text, the phone a number. */
function storedOf(kind: (typeof PRODUCT_NOTICE_KINDS)[number]): StoredProductNotice {
  const items = Object.fromEntries(
    PRODUCT_NOTICE_ITEMS[kind].map((item) => [item, item === 'consumerPhone' ? '080-123-4567' : text(item)])
  );
  return StoredProductNoticeSchema.parse({ kind, items });
}

describe('the notice items of the 상품정보제공고시', () => {
  it('cosmetics carry every item the notice lists for 화장품, in its order', () => {
    expect(PRODUCT_NOTICE_ITEMS.COSMETICS).toEqual([
      'capacity', // 용량 또는 중량
      'specs', // 제품 주요 사양
      'expiry', // 사용기한 또는 개봉 후 사용기간
      'usage', // 사용방법
      'manufacturer', // 화장품제조업자
      'responsibleSeller', // 화장품책임판매업자
      'countryOfOrigin', // 제조국
      'ingredients', // 전성분
      'functionalReview', // 기능성 화장품 식약처 심사 필 유무
      'cautions', // 사용할 때의 주의사항
      'qualityStandard', // 품질보증기준
      'consumerPhone' // 소비자상담 관련 전화번호
    ]);
  });

  it('health functional foods carry every item the notice lists for 건강기능식품', () => {
    expect(PRODUCT_NOTICE_ITEMS.HEALTH_FOOD).toEqual([
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
    ]);
  });
});

describe('StoredProductNoticeSchema', () => {
  it.each(PRODUCT_NOTICE_KINDS)('accepts a complete %s notice', (kind) => {
    expect(StoredProductNoticeSchema.safeParse(storedOf(kind)).success).toBe(true);
  });

  it('refuses a cosmetics notice without 전성분', () => {
    const { ingredients: _omitted, ...items } = storedOf('COSMETICS').items as Record<string, unknown>;
    const result = StoredProductNoticeSchema.safeParse({ kind: 'COSMETICS', items });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 'ingredients']);
  });

  it('refuses the items of another kind (a health food notice with cosmetics items)', () => {
    const result = StoredProductNoticeSchema.safeParse({
      kind: 'HEALTH_FOOD',
      items: storedOf('COSMETICS').items
    });
    expect(result.success).toBe(false);
  });

  it('refuses a blank Korean text and a phone that is not a Korean number', () => {
    const stored = storedOf('COSMETICS');
    expect(
      StoredProductNoticeSchema.safeParse({
        ...stored,
        items: { ...stored.items, usage: { 'ko-KR': '  ' } }
      }).success
    ).toBe(false);
    expect(
      StoredProductNoticeSchema.safeParse({
        ...stored,
        items: { ...stored.items, consumerPhone: '+1 555 0100' }
      }).success
    ).toBe(false);
  });

  it('an unknown kind is refused', () => {
    expect(StoredProductNoticeSchema.safeParse({ kind: 'CLOTHING', items: {} }).success).toBe(false);
  });
});

describe('localizeNotice', () => {
  it('picks the asked language and keeps the phone as is', () => {
    const served = localizeNotice(storedOf('HEALTH_FOOD'), 'zh-TW');
    expect(ProductNoticeSchema.parse(served)).toEqual(served);
    expect(served.kind).toBe('HEALTH_FOOD');
    expect((served.items as Record<string, string>).foodType).toBe('foodType (zh)');
    expect(served.items.consumerPhone).toBe('080-123-4567');
  });

  it('falls back to English, then Korean, for a missing translation', () => {
    const stored = storedOf('GENERAL');
    const partial = StoredProductNoticeSchema.parse({
      ...stored,
      items: {
        ...stored.items,
        modelName: { 'ko-KR': '모델 A', 'en-US': 'Model A' },
        certification: { 'ko-KR': 'KC' }
      }
    });
    const served = localizeNotice(partial, 'zh-TW');
    expect((served.items as Record<string, string>).modelName).toBe('Model A');
    expect((served.items as Record<string, string>).certification).toBe('KC');
    expect(missingNoticeLanguages(partial)).toEqual(['en-US', 'zh-TW']);
    expect(missingNoticeLanguages(stored)).toEqual([]);
  });
});

describe('noticeRows', () => {
  it.each(PRODUCT_NOTICE_KINDS)('lists every %s item once, in the notice order, none blank', (kind) => {
    const rows = noticeRows(localizeNotice(storedOf(kind), 'ko-KR'));
    expect(rows.map((row) => row.item)).toEqual([...PRODUCT_NOTICE_ITEMS[kind]]);
    expect(rows.every((row) => row.value.length > 0)).toBe(true);
  });
});

describe('ProductDetailSchema', () => {
  it('requires the notice field (null or a notice)', () => {
    const shape = ProductDetailSchema.shape;
    expect(shape.notice.safeParse(null).success).toBe(true);
    expect(shape.notice.safeParse(localizeNotice(storedOf('COSMETICS'), 'ko-KR')).success).toBe(true);
    expect(shape.notice.safeParse(undefined).success).toBe(false);
  });
});
