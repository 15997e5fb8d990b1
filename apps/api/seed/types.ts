import type { Badge, OptionUi, SalesStatusCode } from '@mall/domain';

/** Seed text must exist in all three languages. */
export type Text3 = { 'ko-KR': string; 'en-US': string; 'zh-TW': string };

export type SeedCategory = {
  id: number;
  parentId: number | null;
  /** URL slug, unique, lower-case ascii with hyphens (e.g. "skin-care"). */
  slug: string;
  name: Text3;
  sortOrder: number;
};

export type ProductShape = 'bottle' | 'jar' | 'tube' | 'box' | 'pouch' | 'dropper' | 'compact' | 'stick';

export type SeedOption = {
  value: Text3;
  salesStatus: SalesStatusCode;
  soldOutMessage?: Text3;
  stock: number;
  /** Swatch colour for the generated option image (#rrggbb); options without it get no image. */
  color?: string;
};

export type SeedProduct = {
  id: number;
  /** Slugs of the (leaf or top) categories the product is listed in; the first is its main category. */
  categorySlugs: string[];
  brand: string;
  name: Text3;
  summary: Text3;
  /** Detail-page paragraphs (plain text). */
  description: Text3[];
  /** Integer won. price <= priceOriginal. */
  priceOriginal: number;
  price: number;
  sp: number;
  bp: number;
  point: number;
  salesStatus: SalesStatusCode;
  soldOutMessage?: Text3;
  tags: Badge[];
  autoShip: boolean;
  buyPeriod: boolean;
  maxQuantityLimit: number | null;
  applyCoupon: boolean;
  salesAmount: number;
  stock: number;
  optionUi: OptionUi;
  options: SeedOption[];
  /** Look of the generated images. */
  visual: { shape: ProductShape; color: string; accent: string };
  /** How many days before the seed the product was listed (drives NEWEST order). */
  listedDaysAgo: number;
  /** Display order within the shop (RECOMMEND order), ascending. */
  displayOrder: number;
};
