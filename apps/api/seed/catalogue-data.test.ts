import { describe, expect, it } from 'vitest';
import {
  BADGES,
  COMPANY_STORY_ROOT_ID,
  LANGUAGES,
  missingNoticeLanguages,
  SALES_STATUSES,
  StoredProductNoticeSchema
} from '@mall/domain';
import { seedBrandNames } from './brands-data.ts';
import { seedCategories, seedProducts } from './catalogue-data.ts';
import { categoryIconSvg, optionSwatchSvg, productImageSvg } from './images.ts';
import { seedNoticeOf } from './notices-data.ts';
import type { Text3 } from './types.ts';

const shopCategories = seedCategories.filter(
  (c) => c.id !== COMPANY_STORY_ROOT_ID && c.parentId !== COMPANY_STORY_ROOT_ID
);
const allOptions = seedProducts.flatMap((p) => p.options);

function complete(text: Text3) {
  return LANGUAGES.every((language) => text[language].trim().length > 0);
}

describe('demo categories', () => {
  it('has unique ids and slugs and known parents', () => {
    expect(new Set(seedCategories.map((c) => c.id)).size).toBe(seedCategories.length);
    expect(new Set(seedCategories.map((c) => c.slug)).size).toBe(seedCategories.length);
    const ids = new Set(seedCategories.map((c) => c.id));
    for (const c of seedCategories) if (c.parentId !== null) expect(ids.has(c.parentId)).toBe(true);
  });

  it('has at least 8 top shop categories, each with children', () => {
    const tops = shopCategories.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) expect(shopCategories.some((c) => c.parentId === top.id)).toBe(true);
    for (const c of shopCategories) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has the company-story branch with its ten children in order', () => {
    const children = seedCategories.filter((c) => c.parentId === COMPANY_STORY_ROOT_ID);
    expect(children.map((c) => c.slug)).toEqual([
      '/about/business',
      '/about/history',
      '/about/rnd',
      '/update/news',
      '/esg/fair',
      '/esg/ethics',
      '/esg/customer',
      '/esg/safety',
      '/esg/rightway',
      '/esg/compliance'
    ]);
  });

  it('names every category in all three languages', () => {
    for (const c of seedCategories) expect(complete(c.name), c.slug).toBe(true);
  });
});

describe('demo products', () => {
  it('has at least 60 products with unique ids and display orders', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seedProducts.map((p) => p.id)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.displayOrder)).size).toBe(seedProducts.length);
  });

  it('lists every product in known shop categories and gives every leaf products', () => {
    const slugs = new Set(shopCategories.map((c) => c.slug));
    for (const p of seedProducts) {
      expect(p.categorySlugs.length).toBeGreaterThan(0);
      for (const slug of p.categorySlugs) expect(slugs.has(slug), `${p.id} ${slug}`).toBe(true);
    }
    const leaves = shopCategories.filter((c) => !shopCategories.some((child) => child.parentId === c.id));
    for (const leaf of leaves) {
      expect(
        seedProducts.filter((p) => p.categorySlugs.includes(leaf.slug)).length,
        leaf.slug
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers every sale status and every badge', () => {
    for (const status of SALES_STATUSES)
      expect(
        seedProducts.some((p) => p.salesStatus === status),
        status
      ).toBe(true);
    for (const badge of BADGES) {
      expect(seedProducts.filter((p) => p.tags.includes(badge)).length, badge).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps money in whole won with price within the list price', () => {
    for (const p of seedProducts) {
      for (const amount of [p.price, p.priceOriginal, p.sp, p.bp, p.point]) {
        expect(Number.isInteger(amount) && amount >= 0, `${p.id}`).toBe(true);
      }
      expect(p.price).toBeLessThanOrEqual(p.priceOriginal);
      expect(p.price).toBeGreaterThan(0);
    }
  });

  it('has products with and without options, both option styles, and sold-out options with and without a message', () => {
    expect(seedProducts.some((p) => p.options.length === 0)).toBe(true);
    expect(seedProducts.filter((p) => p.options.length > 0).length).toBeGreaterThanOrEqual(20);
    expect(seedProducts.some((p) => p.optionUi === 'BUTTON' && p.options.every((o) => o.color))).toBe(true);
    expect(seedProducts.some((p) => p.optionUi === 'SELECT' && p.options.length > 0)).toBe(true);
    const soldOut = allOptions.filter((o) => o.salesStatus === 'SOLD_OUT');
    expect(soldOut.length).toBeGreaterThanOrEqual(6);
    expect(soldOut.filter((o) => o.soldOutMessage).length).toBeGreaterThanOrEqual(3);
    expect(soldOut.some((o) => !o.soldOutMessage)).toBe(true);
    for (const o of soldOut) expect(o.stock).toBe(0);
  });

  it('writes every text in all three languages', () => {
    for (const p of seedProducts) {
      expect(complete(p.name) && complete(p.summary), `${p.id}`).toBe(true);
      expect(p.description.length).toBeGreaterThan(0);
      for (const paragraph of p.description) expect(complete(paragraph), `${p.id}`).toBe(true);
      for (const o of p.options) expect(complete(o.value), `${p.id}`).toBe(true);
      if (p.soldOutMessage) expect(complete(p.soldOutMessage)).toBe(true);
    }
  });
});

describe('generated images', () => {
  it('draws SVG without scripts and escapes text', () => {
    const product = seedProducts[0]!;
    for (const view of [0, 1, 2] as const) {
      const svg = productImageSvg(product.visual, 'A&B <Lab>', view);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|<foreignObject|href="http/i);
      expect(svg).not.toContain('<Lab>');
    }
    expect(optionSwatchSvg('#aa3355').startsWith('<svg')).toBe(true);
    const icon = categoryIconSvg('skin-care', '스킨"케어');
    expect(icon.startsWith('<svg')).toBe(true);
    expect(icon).not.toContain('스킨"케어');
  });
});

describe('demo brands', () => {
  it('every brand of the seed has a Korean name, and no name is left over', () => {
    const brands = new Set(seedProducts.map((p) => p.brand));
    expect(Object.keys(seedBrandNames).sort()).toEqual([...brands].sort());
    for (const brand of brands) expect(seedBrandNames[brand]?.['ko-KR']).toMatch(/^[가-힣 ]+$/);
  });
});

describe('demo goods information notices (상품정보제공고시)', () => {
  const healthCategories = (p: (typeof seedProducts)[number]) =>
    p.categorySlugs.some((slug) => slug.startsWith('health-food') || slug === 'gift-sets-health');

  it('every product has a valid notice, complete in all three languages', () => {
    for (const p of seedProducts) {
      const notice = StoredProductNoticeSchema.parse(seedNoticeOf(p));
      expect(missingNoticeLanguages(notice), `${p.id}`).toEqual([]);
      for (const value of Object.values(notice.items)) {
        if (typeof value !== 'string') expect(complete(value as Text3), `${p.id}`).toBe(true);
      }
    }
  });

  it('health foods carry the health functional food notice, skin and make-up the cosmetics one', () => {
    for (const p of seedProducts) {
      const { kind } = seedNoticeOf(p);
      if (healthCategories(p)) expect(kind, `${p.id}`).toBe('HEALTH_FOOD');
      if (p.categorySlugs[0]?.match(/^(skin-care|make-up|mens|body-hair)-/))
        expect(kind, `${p.id}`).toBe('COSMETICS');
      if (p.categorySlugs[0]?.startsWith('beauty-device')) expect(kind, `${p.id}`).toBe('SMALL_APPLIANCE');
    }
  });

  it('says a health food is not a medicine, and a sunscreen that it passed the 기능성 review', () => {
    const vitamin = seedNoticeOf(seedProducts.find((p) => p.id === 1041)!);
    expect(vitamin.kind === 'HEALTH_FOOD' && vitamin.items.notMedicine['ko-KR']).toBe(
      '본 제품은 질병의 예방 및 치료를 위한 의약품이 아닙니다.'
    );
    const sun = seedNoticeOf(seedProducts.find((p) => p.id === 1011)!);
    expect(sun.kind === 'COSMETICS' && sun.items.functionalReview['ko-KR']).toContain('자외선 차단');
    expect(sun.kind === 'COSMETICS' && sun.items.ingredients['ko-KR']).toContain('징크옥사이드');
  });
});
