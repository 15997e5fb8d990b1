import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp
} from 'drizzle-orm/pg-core';
import type { LocalizedText, OptionUi, SalesStatusCode, StoredProductNotice } from '@mall/domain';

const id = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable(
  'category',
  {
    id: id('id').primaryKey(),
    parentId: id('parent_id'),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    level: integer('level').notNull(),
    /** Ancestor ids from the root joined by '>', for subtree queries. */
    path: text('path').notNull(),
    imageUrl: text('image_url')
  },
  (t) => [index('category_parent_idx').on(t.parentId), index('category_path_idx').on(t.path)]
);

export const products = pgTable(
  'product',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    brand: text('brand').notNull(),
    /**
     * The brand as shoppers write it in each language (`아쿠아 듀` for Aqua Dew), searched with the
     * product (ADR 024); null when the brand has no other name.
     */
    brandName: jsonb('brand_name').$type<LocalizedText>(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText[]>().notNull(),
    /**
     * The goods information notice (상품정보제공고시) of the product's kind, prose per language
     * (StoredProductNoticeSchema, docs/decisions/055); null until the seller has filled it in.
     */
    notice: jsonb('notice').$type<StoredProductNotice>(),
    priceOriginal: integer('price_original').notNull(),
    price: integer('price').notNull(),
    sp: integer('sp').notNull(),
    bp: integer('bp').notNull(),
    point: integer('point').notNull(),
    salesStatus: text('sales_status').$type<SalesStatusCode>().notNull(),
    soldOutMessage: jsonb('sold_out_message').$type<LocalizedText>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    autoShip: boolean('auto_ship').notNull().default(false),
    buyPeriod: boolean('buy_period').notNull().default(false),
    maxQuantityLimit: integer('max_quantity_limit'),
    applyCoupon: boolean('apply_coupon').notNull().default(true),
    /** SPEC §7 exposureBagYn: whether planners may put the product in an easy bag. */
    exposureBag: boolean('exposure_bag').notNull().default(true),
    /** SPEC §7 start-kit: part of the kit a new planner is offered at sign-up. */
    startKit: boolean('start_kit').notNull().default(false),
    salesAmount: integer('sales_amount').notNull().default(0),
    /**
     * The visible reviews' count and average in tenths (47 = 4.7), set by the reviews module in each review's
     * transaction (`product-review-figures.ts`, docs/decisions/090) so lists sort by them through an index.
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewRatingTenths: integer('review_rating_tenths').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    optionUi: text('option_ui').$type<OptionUi>().notNull().default('SELECT'),
    imageUrls: text('image_urls').array().notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The search document (ADR 024), maintained by PostgreSQL itself: each language's name, the brand and
     * the tags in the normal form of `normalizeSearchText` (packages/domain), each field framed by spaces
     * so a match can tell exact and prefix hits from the rest. Functions from migrations 0013 and 0015.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`product_search_document(name, brand, brand_name, tags)`),
    /**
     * Every one- and two-character stretch of the document's fields: keywords too short for a trigram
     * (`크림`, `팩`) are found through its GIN index (`@>`), not by reading every row (ADR 024).
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(product_search_document(name, brand, brand_name, tags))`),
    /** The Korean name's initial consonants (수분크림 → ㅅㅂㅋㄹ) for 초성 suggestions. */
    searchInitials: text('search_initials')
      .notNull()
      .generatedAlwaysAs(sql`hangul_initials(search_normalize(name->>'ko-KR'))`)
  },
  (t) => [
    check('product_price_check', sql`${t.price} >= 0 AND ${t.price} <= ${t.priceOriginal}`),
    check('product_stock_check', sql`${t.stock} >= 0`),
    // A limit of 0 would make every cart line of the product unorderable and break the cart's answers.
    check(
      'product_max_quantity_limit_check',
      sql`${t.maxQuantityLimit} IS NULL OR ${t.maxQuantityLimit} > 0`
    ),
    check(
      'product_sales_status_check',
      sql`${t.salesStatus} IN ('ON_SALE', 'ALMOST_SOLD_OUT', 'SOLD_OUT', 'PAUSE')`
    ),
    check('product_option_ui_check', sql`${t.optionUi} IN ('BUTTON', 'SELECT')`),
    index('product_display_order_idx').on(t.displayOrder, t.id),
    index('product_listed_at_idx').on(t.listedAt.desc(), t.id),
    index('product_sales_amount_idx').on(t.salesAmount.desc(), t.id),
    index('product_price_idx').on(t.price, t.id),
    index('product_review_rating_idx').on(t.reviewRatingTenths.desc(), t.reviewCount.desc(), t.id),
    index('product_review_count_idx').on(t.reviewCount.desc(), t.id),
    // Trigram indexes answer `ILIKE '%…%'` and similarity on the search columns (pg_trgm, ADR 024).
    index('product_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('product_search_initials_trgm_idx').using('gin', sql`${t.searchInitials} gin_trgm_ops`),
    index('product_search_grams_idx').using('gin', t.searchGrams)
  ]
);

export const productOptions = pgTable(
  'product_option',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    salesStatus: text('sales_status').$type<SalesStatusCode>().notNull(),
    soldOutMessage: jsonb('sold_out_message').$type<LocalizedText>(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0)
  },
  (t) => [
    check('product_option_stock_check', sql`${t.stock} >= 0`),
    check(
      'product_option_sales_status_check',
      sql`${t.salesStatus} IN ('ON_SALE', 'ALMOST_SOLD_OUT', 'SOLD_OUT', 'PAUSE')`
    ),
    index('product_option_product_idx').on(t.productId, t.sortOrder)
  ]
);

export const productCategories = pgTable(
  'product_category',
  {
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: id('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false)
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_category_idx').on(t.categoryId)
  ]
);

/**
 * One row: the catalogue version. Every catalogue write bumps it (bumpCatalogueVersion); cached
 * reads are keyed by it, so a bump makes every process miss at once (ADR 022).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0)
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)]
);
