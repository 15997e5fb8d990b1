import {
  pickText,
  type Brand,
  type Language,
  type MainProductsQuery,
  type ProductSummary
} from '@mall/domain';
import type { Audience, CatalogueCache, CatalogueKey } from './catalogue-cache.ts';
import type { CatalogueListsRepository } from './catalogue-lists.repository.ts';
import type { ProductListRow } from './product.repository.ts';
import { toSummary, type Viewer } from './product-summary.ts';

const audienceOf = (viewer: Viewer): Audience => (viewer.memberPrices ? 'member' : 'guest');

/**
 * Home's main list, the start kit, products by id and the brand list (SPEC §7): public reads, each answer cached
 * for 5 minutes by its parameters, language and audience like the other catalogue reads (ADR 022).
 */
export function createCatalogueLists(
  repository: CatalogueListsRepository,
  cache: Pick<CatalogueCache, 'remember'>
) {
  const summaries = (rows: ProductListRow[], viewer: Viewer) =>
    rows.map((row) => toSummary(row.product, row.hasOptions, viewer));
  const remember = <T>(
    route: CatalogueKey['route'],
    viewer: Viewer,
    params: Record<string, unknown>,
    load: () => Promise<T>
  ) => cache.remember({ route, language: viewer.language, audience: audienceOf(viewer), params }, load);

  return {
    /** GET /product/v1/public/products/main: best or recommended products on sale, most sold first. */
    mainProducts: (query: MainProductsQuery, viewer: Viewer): Promise<ProductSummary[]> =>
      remember('products-main', viewer, query, async () =>
        summaries(await repository.main(query.limit), viewer)
      ),

    /** GET /product/v1/public/products/start-kit: the sign-up kit's products, never paused ones. */
    startKit: (viewer: Viewer): Promise<ProductSummary[]> =>
      remember('start-kit', viewer, {}, async () => summaries(await repository.startKit(), viewer)),

    /**
     * POST /product/v1/public/products/getByIds: the asked products in the asked order, each once; unknown ids
     * are skipped (a row of remembered products never fails its page).
     */
    productsByIds: (productIds: number[], viewer: Viewer): Promise<ProductSummary[]> => {
      const asked = [...new Set(productIds)];
      return remember('products-by-ids', viewer, { productIds: asked }, async () => {
        const rows = new Map((await repository.byIds(asked)).map((row) => [row.product.id, row]));
        return asked.flatMap((id) => {
          const row = rows.get(id);
          return row ? [toSummary(row.product, row.hasOptions, viewer)] : [];
        });
      });
    },

    /** The brand list: each brand with products on offer, named in the asker's language, with their number. */
    brands: (language: Language): Promise<Brand[]> =>
      cache.remember({ route: 'brands', language, audience: 'guest' }, async () =>
        (await repository.brands()).map((row) => ({
          brand: row.brand,
          brandName: row.brandName ? pickText({ 'en-US': row.brand, ...row.brandName }, language) : row.brand,
          productCount: row.productCount
        }))
      )
  };
}
