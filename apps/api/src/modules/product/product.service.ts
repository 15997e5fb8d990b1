import {
  DomainError,
  pickText,
  totalPageCount,
  type Category,
  type Language,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSummary,
  type RecommendRequest,
  type Badge,
  type Yn
} from '@mall/domain';
import type {
  CategoryRow,
  ProductOptionRow,
  ProductRepository,
  ProductRow,
  ProductSummaryRow,
  SalesStateRow
} from './product.repository.ts';

/** What the asker may see; SP/BP figures are member-only (SPEC §6). */
export type Viewer = { language: Language; memberPrices: boolean };

const yn = (flag: boolean): Yn => (flag ? 'Y' : 'N');

function toCategory(row: CategoryRow, language: Language, children: Category[]): Category {
  return {
    categoryId: row.id,
    categoryName: pickText(row.name, language),
    parentId: row.parentId,
    categoryUrl: row.slug,
    level: row.level,
    path: row.path,
    imageUrl: row.imageUrl,
    children
  };
}

/** Builds the localised tree from rows ordered by level then sort order. */
function buildTree(rows: CategoryRow[], language: Language): Category[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (row: CategoryRow): Category =>
    toCategory(row, language, (byParent.get(row.id) ?? []).map(build));
  const ids = new Set(rows.map((row) => row.id));
  return rows.filter((row) => row.parentId === null || !ids.has(row.parentId)).map(build);
}

function toSummary(row: ProductSummaryRow, hasOptions: boolean, viewer: Viewer): ProductSummary {
  return {
    productId: row.id,
    productName: pickText(row.name, viewer.language),
    productSummary: pickText(row.summary, viewer.language),
    imageUrl: row.imageUrls[0] ?? '',
    brand: row.brand,
    priceOriginal: row.priceOriginal,
    price: row.price,
    spOriginal: viewer.memberPrices ? row.sp : null,
    bpOriginal: viewer.memberPrices ? row.bp : null,
    point: row.point,
    salesStatus: { code: row.salesStatus },
    soldOutMessage: row.soldOutMessage ? pickText(row.soldOutMessage, viewer.language) : null,
    tags: row.tags as Badge[],
    optionYn: yn(hasOptions),
    autoShipYn: yn(row.autoShip),
    salesAmount: row.salesAmount
  };
}

export function createProductService(repository: ProductRepository) {
  async function requireCategory(id: number): Promise<CategoryRow> {
    const row = await repository.findCategory(id);
    if (!row) throw new DomainError('CATEGORY_NOT_FOUND', { categoryId: id });
    return row;
  }

  return {
    async categoryTree(language: Language): Promise<Category[]> {
      return buildTree(await repository.listCategories(), language);
    },

    async category(id: number, language: Language): Promise<Category> {
      const root = await requireCategory(id);
      const rows = await repository.listCategories();
      const inSubtree = rows.filter((row) => row.path === root.path || row.path.startsWith(`${root.path}>`));
      const [tree] = buildTree(inSubtree, language);
      if (!tree) throw new DomainError('CATEGORY_NOT_FOUND', { categoryId: id });
      return tree;
    },

    async productPage(query: ProductListQuery, viewer: Viewer): Promise<ProductPage> {
      const asked = [...(query.categoryId ? [query.categoryId] : []), ...(query.categoryIds ?? [])];
      let categoryIds: number[] | null = null;
      if (asked.length > 0) {
        const unique = [...new Set(asked)];
        const subtree = await repository.subtrees(unique);
        const missing = unique.find((id) => !subtree.found.has(id));
        if (missing !== undefined) throw new DomainError('CATEGORY_NOT_FOUND', { categoryId: missing });
        categoryIds = subtree.ids;
      }
      const { rows, total } = await repository.pageProducts({
        categoryIds,
        text: query.textSearchValue ? query.textSearchValue : null,
        autoShip: query.autoShipYn ? query.autoShipYn === 'Y' : null,
        order: query.searchOrderType,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize
      });
      return {
        list: rows.map((row) => toSummary(row.product, row.hasOptions, viewer)),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalPageNumber: totalPageCount(total, query.pageSize),
        totalSize: total
      };
    },

    /**
     * Best-selling products of the given categories and their subtrees for a "recommended" row. Unknown
     * category ids are ignored (a row never fails its page); paused products never appear.
     */
    async recommended(request: RecommendRequest, viewer: Viewer): Promise<ProductSummary[]> {
      const subtree = await repository.subtrees([...new Set(request.categoryIds)]);
      if (subtree.ids.length === 0) return [];
      const rows = await repository.recommend({
        categoryIds: subtree.ids,
        excludeProductIds: [...new Set(request.excludeProductIds ?? [])],
        withoutOptionChoice: request.excludeProductType === 'MAIN_OPTION',
        soldOut: request.soldOutSelect,
        limit: request.size
      });
      return rows.map((row) => toSummary(row.product, row.hasOptions, viewer));
    },

    /** Sale states by product id for other modules (order's sale checks); unknown ids are absent. */
    async salesStates(productIds: number[]): Promise<Map<number, SalesStateRow>> {
      const rows = await repository.salesStates([...new Set(productIds)]);
      return new Map(rows.map((row) => [row.productId, row]));
    },

    async product(id: number, viewer: Viewer): Promise<ProductDetail> {
      const row = await repository.findProduct(id);
      if (!row) throw new DomainError('PRODUCT_NOT_FOUND', { productId: id });
      const [options, categories] = await Promise.all([repository.optionsOf(id), repository.categoriesOf(id)]);
      return toDetail(row, options, categories, viewer);
    }
  };
}

function toDetail(row: ProductRow, options: ProductOptionRow[], categories: CategoryRow[], viewer: Viewer): ProductDetail {
  return {
    ...toSummary(row, options.length > 0, viewer),
    productOptionId: options.length === 1 ? (options[0]?.id ?? null) : null,
    optionUi: row.optionUi,
    options: options.map((option) => ({
      productOptionId: option.id,
      optionValue: pickText(option.value, viewer.language),
      optionImageUrl: option.imageUrl,
      salesStatus: { code: option.salesStatus },
      soldOutMessage: option.soldOutMessage ? pickText(option.soldOutMessage, viewer.language) : null
    })),
    images: row.imageUrls,
    description: row.description.map((paragraph) => pickText(paragraph, viewer.language)),
    buyPeriodYn: yn(row.buyPeriod),
    orderQuantityLimitYn: yn(row.maxQuantityLimit !== null),
    maxQuantityLimit: row.maxQuantityLimit,
    applyCouponYn: yn(row.applyCoupon),
    categories: categories.map((category) => ({
      categoryId: category.id,
      categoryName: pickText(category.name, viewer.language),
      categoryUrl: category.slug
    }))
  };
}

export type ProductService = ReturnType<typeof createProductService>;
