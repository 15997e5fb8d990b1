import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  like,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SalesStatusCode, SearchOrderType } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { categories, productCategories, productOptions, products } from './product.table.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductOptionRow = typeof productOptions.$inferSelect;

export const ORDER_BY: Record<SearchOrderType, SQL[]> = {
  RECOMMEND: [asc(products.displayOrder), asc(products.id)],
  NEWEST: [desc(products.listedAt), asc(products.id)],
  BEST: [desc(products.salesAmount), asc(products.id)],
  PRICE_ASC: [asc(products.price), asc(products.id)],
  PRICE_DESC: [desc(products.price), asc(products.id)],
  // Figures the reviews module keeps on the row (docs/decisions/090): indexed, never computed per request.
  RATING: [desc(products.reviewRatingTenths), desc(products.reviewCount), asc(products.id)],
  REVIEWS: [desc(products.reviewCount), asc(products.id)]
};

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
/**
 * What a keyword looks for (built by search-plan.ts): every word of one of the phrases in the search
 * document, or the initial consonants in the Korean name's initials. All texts are already normalised.
 */
export type SearchPlan = {
  /** Alternatives (OR), each a list of words that must all occur (AND). */
  phrases: string[][];
  /** Initial consonants (ㅅㅂㅋㄹ) to find in `search_initials`, or null. */
  initials: string | null;
  /** The whole keyword normalised: ranks exact and prefix hits first. */
  compact: string;
};

/** Words this short have no trigram: they are looked up in the document's one- and two-character grams. */
const GRAM_MAX = 2;

/**
 * One word anywhere in the document (ADR 024): ILIKE '%…%' on the trigram-indexed text, or, for a word
 * of one or two characters, containment in the GIN-indexed grams (the same rows: the document is
 * normalised, so its fields are lower case without spacing, as the word is).
 */
function wordSql(word: string): SQL {
  return [...word].length <= GRAM_MAX
    ? sql`${products.searchGrams} @> ARRAY[${word}]::text[]`
    : sql`${products.searchText} ILIKE ${`%${escapeLike(word)}%`}`;
}

/**
 * Every word of one of the phrases, or the initials: PostgreSQL answers each from its GIN index and
 * combines them (BitmapAnd / BitmapOr) when the table is large enough for that to pay.
 */
export function searchMatchSql(plan: SearchPlan): SQL {
  const alternatives = plan.phrases.map((words) => sql`(${sql.join(words.map(wordSql), sql` AND `)})`);
  if (plan.initials)
    alternatives.push(sql`${products.searchInitials} LIKE ${`%${escapeLike(plan.initials)}%`}`);
  if (alternatives.length === 0) return sql`false`;
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** 0: a name (or brand) is the keyword; 1: starts with it; 2: contains it elsewhere. Fields are space-framed. */
function tierSql(plan: SearchPlan): SQL {
  const word = escapeLike(plan.compact);
  const prefix = plan.initials
    ? sql`${products.searchText} LIKE ${`% ${word}%`} OR ${products.searchInitials} LIKE ${`${word}%`}`
    : sql`${products.searchText} LIKE ${`% ${word}%`}`;
  return sql`CASE WHEN ${products.searchText} LIKE ${`% ${word} %`} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END`;
}

/** How close the keyword is to some stretch of the document (pg_trgm word_similarity), 0..1. */
function similaritySql(plan: SearchPlan): SQL {
  return plan.initials
    ? sql`greatest(word_similarity(${plan.compact}, ${products.searchText}), word_similarity(${plan.compact}, ${products.searchInitials}))`
    : sql`word_similarity(${plan.compact}, ${products.searchText})`;
}

/**
 * Relevance first: exact and prefix hits, then (for the default order, "relevance" in search) the
 * closest names; then the chosen order, so a shopper who picks "lowest price" gets prices rising within
 * each tier.
 */
function searchOrder(plan: SearchPlan, order: SearchOrderType): SQL[] {
  const relevance = order === 'RECOMMEND' ? [desc(similaritySql(plan))] : [];
  return [asc(tierSql(plan)), ...relevance, ...ORDER_BY[order]];
}

/** What a list card needs: everything but the detail-only texts. */
const {
  description: _description,
  notice: _notice,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  searchText: _searchText,
  searchInitials: _searchInitials,
  searchGrams: _searchGrams,
  brandName: _brandName,
  ...summaryColumns
} = getTableColumns(products);
export { summaryColumns };
export type ProductSummaryRow = Omit<
  ProductRow,
  | 'description'
  | 'notice'
  | 'createdAt'
  | 'updatedAt'
  | 'searchText'
  | 'searchInitials'
  | 'searchGrams'
  | 'brandName'
>;

/** A suggestion under the search field: what the header needs to show and open a product. */
export type SuggestionRow = Pick<ProductRow, 'id' | 'name' | 'imageUrls'>;

/** A list row knows whether the product has a choice of options (optionYn) without loading them. */
export type ProductListRow = { product: ProductSummaryRow; hasOptions: boolean };
// Written out with table names: inside a select list Drizzle renders columns unqualified.
export const hasOptionsSql =
  sql<boolean>`exists (select 1 from "product_option" where "product_option"."product_id" = "product"."id")`.mapWith(
    Boolean
  );

export type ProductPageFilter = {
  categoryIds: number[] | null;
  /** A keyword search (the search endpoint and the list's textSearchValue share it). */
  search: SearchPlan | null;
  autoShip: boolean | null;
  /** SPEC §7 exposureBagYn: true → only products planners may bag and that are not paused; false → the others. */
  exposureBag?: boolean | null;
  /** Only products a subscription may hold (autoship offered, no buy period, no quantity limit; SPEC §5). */
  autoshipEligible?: boolean;
  /** Only these products (search's productIds, the owner's easy-bag products for the list's userId). */
  productIds?: number[] | null;
  order: SearchOrderType;
  limit: number;
  offset: number;
};

export type RecommendFilter = {
  categoryIds: number[];
  excludeProductIds: number[];
  withoutOptionChoice: boolean;
  soldOut: boolean;
  limit: number;
};

/**
 * Best sellers a shopper can buy now (on sale or almost sold out) for the cart's suggestion rows: of the
 * categories the `nearProductIds` are listed in, or of the whole shop when null.
 */
export type BestSellerFilter = {
  nearProductIds: number[] | null;
  excludeProductIds: number[];
  /** Only products the autoship cart takes (autoship, no buy period, no quantity limit: canGoInAutoshipCart). */
  autoshipEligible: boolean;
  limit: number;
};

/** What a cart line shows of its product and every option of it (empty when it has none). */
export type CartFactsRow = {
  product: Pick<
    ProductRow,
    | 'id'
    | 'name'
    | 'brand'
    | 'imageUrls'
    | 'priceOriginal'
    | 'price'
    | 'sp'
    | 'bp'
    | 'point'
    | 'salesStatus'
    | 'soldOutMessage'
    | 'optionUi'
    | 'autoShip'
    | 'buyPeriod'
    | 'maxQuantityLimit'
    | 'applyCoupon'
    | 'exposureBag'
  >;
  options: ProductOptionRow[];
};

/** A product's sale state with its options' own states (empty when it has none). */
export type SalesStateRow = {
  productId: number;
  salesStatus: SalesStatusCode;
  options: { productOptionId: number; salesStatus: SalesStatusCode }[];
};

/** The cart's products with all their options (`ids`: the product ids), prepared once (db/prepared.ts). */
const cartFactsStatement = preparedPerHandle((db) =>
  db
    .select({
      product: {
        id: products.id,
        name: products.name,
        brand: products.brand,
        imageUrls: products.imageUrls,
        priceOriginal: products.priceOriginal,
        price: products.price,
        sp: products.sp,
        bp: products.bp,
        point: products.point,
        salesStatus: products.salesStatus,
        soldOutMessage: products.soldOutMessage,
        optionUi: products.optionUi,
        autoShip: products.autoShip,
        buyPeriod: products.buyPeriod,
        maxQuantityLimit: products.maxQuantityLimit,
        applyCoupon: products.applyCoupon,
        exposureBag: products.exposureBag
      },
      option: productOptions
    })
    .from(products)
    .leftJoin(productOptions, eq(productOptions.productId, products.id))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .orderBy(asc(products.id), asc(productOptions.sortOrder), asc(productOptions.id))
    .prepare('product_cart_facts')
);

export function createProductRepository(db: Executor) {
  return {
    listCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id));
    },

    async findCategory(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    /**
     * The asked categories that exist and the ids of their whole subtrees (materialised path), in one
     * query: `found` tells unknown ids apart for a 404.
     */
    async subtrees(rootIds: number[]): Promise<{ found: Set<number>; ids: number[] }> {
      if (rootIds.length === 0) return { found: new Set(), ids: [] };
      const root = alias(categories, 'root');
      const rows = await db
        .select({ rootId: root.id, id: categories.id })
        .from(root)
        .innerJoin(
          categories,
          or(eq(categories.path, root.path), like(categories.path, sql`${root.path} || '>%'`))
        )
        .where(inArray(root.id, rootIds));
      return { found: new Set(rows.map((row) => row.rootId)), ids: [...new Set(rows.map((row) => row.id))] };
    },

    async pageProducts(filter: ProductPageFilter): Promise<{ rows: ProductListRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.categoryIds) {
        const ids = filter.categoryIds;
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(productCategories)
              .where(
                and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, ids))
              )
          )
        );
      }
      if (filter.search) conditions.push(searchMatchSql(filter.search));
      if (filter.autoShip !== null) conditions.push(eq(products.autoShip, filter.autoShip));
      if (filter.exposureBag === true)
        conditions.push(eq(products.exposureBag, true), ne(products.salesStatus, 'PAUSE'));
      else if (filter.exposureBag === false) conditions.push(eq(products.exposureBag, false));
      if (filter.autoshipEligible)
        conditions.push(
          eq(products.autoShip, true),
          eq(products.buyPeriod, false),
          isNull(products.maxQuantityLimit)
        );
      if (filter.productIds)
        conditions.push(filter.productIds.length > 0 ? inArray(products.id, filter.productIds) : sql`false`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // One round trip: the page and the total of matches (a window count over the filtered rows).
      const page = await db
        .select({
          product: summaryColumns,
          hasOptions: hasOptionsSql,
          total: sql<number>`count(*) over ()`.mapWith(Number)
        })
        .from(products)
        .where(where)
        .orderBy(...(filter.search ? searchOrder(filter.search, filter.order) : ORDER_BY[filter.order]))
        .limit(filter.limit)
        .offset(filter.offset);
      if (page.length > 0) return { rows: page, total: page[0]!.total };
      // Past the last page the window has no row to carry the total.
      const [counted] = await db.select({ total: count() }).from(products).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    /**
     * Up to `limit` products for the suggestion list: best matches first, then best sellers. Paused
     * products are left out: a suggestion invites a purchase (lists still show them dimmed, ADR 023).
     */
    suggest(plan: SearchPlan, limit: number): Promise<SuggestionRow[]> {
      return db
        .select({ id: products.id, name: products.name, imageUrls: products.imageUrls })
        .from(products)
        .where(and(searchMatchSql(plan), ne(products.salesStatus, 'PAUSE')))
        .orderBy(asc(tierSql(plan)), desc(similaritySql(plan)), ...ORDER_BY.BEST)
        .limit(limit);
    },

    /** A category by its URL slug (unique index): the share preview of `/product/{slug}`. */
    async findCategoryBySlug(slug: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
      return row;
    },

    /** Ids and last change of the products a shopper can buy (the sitemap), in id order. */
    listBuyableProducts(): Promise<{ id: number; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(inArray(products.salesStatus, ['ON_SALE', 'ALMOST_SOLD_OUT']))
        .orderBy(asc(products.id));
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    optionsOf(productId: number): Promise<ProductOptionRow[]> {
      return db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
    },

    /** Sale states of the given products and all their options, in one query (no row per product). */
    async salesStates(productIds: number[]): Promise<SalesStateRow[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({
          productId: products.id,
          salesStatus: products.salesStatus,
          optionId: productOptions.id,
          optionStatus: productOptions.salesStatus
        })
        .from(products)
        .leftJoin(productOptions, eq(productOptions.productId, products.id))
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id), asc(productOptions.sortOrder), asc(productOptions.id));
      const byProduct = new Map<number, SalesStateRow>();
      for (const row of rows) {
        let state = byProduct.get(row.productId);
        if (!state) {
          state = { productId: row.productId, salesStatus: row.salesStatus, options: [] };
          byProduct.set(row.productId, state);
        }
        if (row.optionId !== null && row.optionStatus !== null) {
          state.options.push({ productOptionId: row.optionId, salesStatus: row.optionStatus });
        }
      }
      return [...byProduct.values()];
    },

    /** Best sellers of the given categories (already expanded to subtrees), never paused ones. */
    recommend(filter: RecommendFilter): Promise<ProductListRow[]> {
      const conditions: SQL[] = [
        exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.productId, products.id),
                inArray(productCategories.categoryId, filter.categoryIds)
              )
            )
        ),
        ne(products.salesStatus, 'PAUSE')
      ];
      if (!filter.soldOut) conditions.push(ne(products.salesStatus, 'SOLD_OUT'));
      if (filter.excludeProductIds.length > 0)
        conditions.push(notInArray(products.id, filter.excludeProductIds));
      if (filter.withoutOptionChoice) conditions.push(not(hasOptionsSql));
      return db
        .select({ product: summaryColumns, hasOptions: hasOptionsSql })
        .from(products)
        .where(and(...conditions))
        .orderBy(...ORDER_BY.BEST)
        .limit(filter.limit);
    },

    /** The cart's products with all their options, in one query (left join; no statement per line). */
    async cartFacts(productIds: number[]): Promise<CartFactsRow[]> {
      if (productIds.length === 0) return [];
      const rows = await cartFactsStatement(db).execute({ ids: productIds });
      const byProduct = new Map<number, CartFactsRow>();
      for (const row of rows) {
        let facts = byProduct.get(row.product.id);
        if (!facts) {
          facts = { product: row.product, options: [] };
          byProduct.set(row.product.id, facts);
        }
        if (row.option) facts.options.push(row.option);
      }
      return [...byProduct.values()];
    },

    /** Best sellers that can be bought now (never paused or sold out), one statement. */
    bestSellers(filter: BestSellerFilter): Promise<ProductListRow[]> {
      const conditions: SQL[] = [inArray(products.salesStatus, ['ON_SALE', 'ALMOST_SOLD_OUT'])];
      if (filter.nearProductIds) {
        // Listed in any category one of the near products is listed in.
        const near = db
          .select({ categoryId: productCategories.categoryId })
          .from(productCategories)
          .where(inArray(productCategories.productId, filter.nearProductIds));
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(productCategories)
              .where(
                and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, near))
              )
          )
        );
      }
      if (filter.excludeProductIds.length > 0)
        conditions.push(notInArray(products.id, filter.excludeProductIds));
      if (filter.autoshipEligible) {
        conditions.push(
          eq(products.autoShip, true),
          eq(products.buyPeriod, false),
          isNull(products.maxQuantityLimit)
        );
      }
      return db
        .select({ product: summaryColumns, hasOptions: hasOptionsSql })
        .from(products)
        .where(and(...conditions))
        .orderBy(...ORDER_BY.BEST)
        .limit(filter.limit);
    },

    /** Products by id in any sale state, paused ones only when asked (any order; the caller orders them). */
    byIds(productIds: number[], withPaused: boolean): Promise<ProductListRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select({ product: summaryColumns, hasOptions: hasOptionsSql })
        .from(products)
        .where(
          and(inArray(products.id, productIds), withPaused ? undefined : ne(products.salesStatus, 'PAUSE'))
        );
    },

    /** Products by id that are on sale now (any order; the caller orders them). */
    onSale(productIds: number[]): Promise<ProductListRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select({ product: summaryColumns, hasOptions: hasOptionsSql })
        .from(products)
        .where(
          and(inArray(products.id, productIds), inArray(products.salesStatus, ['ON_SALE', 'ALMOST_SOLD_OUT']))
        );
    },

    categoriesOf(productId: number): Promise<CategoryRow[]> {
      return db
        .select({ category: categories })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, productId))
        .orderBy(desc(productCategories.isMain), asc(categories.id))
        .then((rows) => rows.map((row) => row.category));
    }
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
