import { and, asc, arrayOverlaps, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LocalizedText } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { hasOptionsSql, ORDER_BY, summaryColumns, type ProductListRow } from './product.repository.ts';
import { products } from './product.table.ts';

/** The tags that put a product in Home's main list (product README). */
export const MAIN_LIST_TAGS = ['BEST', 'RECOMMEND'];

export type BrandRow = { brand: string; brandName: LocalizedText | null; productCount: number };

const onOffer = ne(products.salesStatus, 'PAUSE');
const buyable = inArray(products.salesStatus, ['ON_SALE', 'ALMOST_SOLD_OUT']);

/** Home's main list, the start kit, products by id and the brand list: one statement each. */
export function createCatalogueListsRepository(db: Executor) {
  const listRows = () => db.select({ product: summaryColumns, hasOptions: hasOptionsSql }).from(products);
  return {
    /** Best and recommended products that can be bought now, most sold first. */
    main(limit: number): Promise<ProductListRow[]> {
      return listRows()
        .where(and(buyable, arrayOverlaps(products.tags, MAIN_LIST_TAGS)))
        .orderBy(...ORDER_BY.BEST)
        .limit(limit);
    },

    /** The start kit's products, never paused ones, in the shop's display order. */
    startKit(): Promise<ProductListRow[]> {
      return listRows()
        .where(and(eq(products.startKit, true), onOffer))
        .orderBy(...ORDER_BY.RECOMMEND);
    },

    /** Products by id, any order (the caller orders them); unknown ids are absent. */
    byIds(productIds: number[]): Promise<ProductListRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return listRows().where(inArray(products.id, productIds));
    },

    /** Every brand with products on offer, with their number, by the brand's Latin name. */
    async brands(): Promise<BrandRow[]> {
      const rows = await db
        .select({
          brand: products.brand,
          // Every product of a brand carries the same names (seeded from one table); any one of them will do.
          brandName: sql<LocalizedText | null>`(array_agg(${products.brandName}) filter (where ${products.brandName} is not null))[1]`,
          productCount: count()
        })
        .from(products)
        .where(onOffer)
        .groupBy(products.brand)
        .orderBy(asc(products.brand));
      return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
    }
  };
}

export type CatalogueListsRepository = ReturnType<typeof createCatalogueListsRepository>;
