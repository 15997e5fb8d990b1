import {
  COMPANY_STORY_ROOT_ID,
  DomainError,
  localizeNotice,
  pickText,
  totalPageCount,
  type Category,
  type Language,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSearchPage,
  type ProductSearchQuery,
  type ProductSuggestAnswer,
  type ProductSummary,
  normalizeSearchText,
  SUGGESTION_LIMIT,
  type RecommendRequest,
  type OptionUi,
  type ProductOption,
  type SalesStatusCode,
  type Yn
} from '@mall/domain';
import type {
  BestSellerFilter,
  CartFactsRow,
  CategoryRow,
  ProductOptionRow,
  ProductRepository,
  ProductRow,
  SalesStateRow,
  SearchPlan
} from './product.repository.ts';
import type { Audience, CatalogueCache, CatalogueKey } from './catalogue-cache.ts';
import { repairedPlan, searchPlan } from './search-plan.ts';
import { memoize } from '../../lib/memo.ts';
import { returnStock, takeStock } from './product-stock.ts';
import { toSummary, yn, type Viewer } from './product-summary.ts';
import { createCatalogueLists } from './catalogue-lists.service.ts';
import type { CatalogueListsRepository } from './catalogue-lists.repository.ts';

export type { Viewer };

export type ProductPreview = {
  productId: number;
  name: string;
  summary: string;
  /** As stored: a path under /media or an absolute URL. */
  imageUrl: string | null;
  price: number;
  /** On sale or almost sold out. */
  available: boolean;
};

/**
 * What the cart needs of a product (live, not cached): texts in the asker's language, prices for the asker,
 * the limits behind the cart rules and every option with its state.
 */
export type CartProduct = {
  productId: number;
  productName: string;
  brand: string;
  imageUrl: string;
  priceOriginal: number;
  price: number;
  spOriginal: number | null;
  bpOriginal: number | null;
  point: number;
  salesStatus: SalesStatusCode;
  soldOutMessage: string | null;
  optionUi: OptionUi;
  autoShipYn: Yn;
  buyPeriodYn: Yn;
  orderQuantityLimitYn: Yn;
  maxQuantityLimit: number | null;
  /** The product's applyCouponYn: whether an order coupon counts its lines (docs/decisions/034). */
  couponApplies: boolean;
  /** SPEC §7 exposureBagYn: whether planners may put it in an easy bag. */
  exposureBag: boolean;
  options: ProductOption[];
};

export type CategoryPreview = { categoryId: number; slug: string; name: string; imageUrl: string | null };

/** A keyword of joiners only ("---") normalises to nothing and matches nothing. */
const NOTHING: SearchPlan = { phrases: [], initials: null, compact: '' };

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

function toOption(option: ProductOptionRow, language: Language): ProductOption {
  return {
    productOptionId: option.id,
    optionValue: pickText(option.value, language),
    optionImageUrl: option.imageUrl,
    salesStatus: { code: option.salesStatus },
    soldOutMessage: option.soldOutMessage ? pickText(option.soldOutMessage, language) : null
  };
}

function toCartProduct({ product, options }: CartFactsRow, viewer: Viewer): CartProduct {
  return {
    productId: product.id,
    productName: pickText(product.name, viewer.language),
    brand: product.brand,
    imageUrl: product.imageUrls[0] ?? '',
    priceOriginal: product.priceOriginal,
    price: product.price,
    spOriginal: viewer.memberPrices ? product.sp : null,
    bpOriginal: viewer.memberPrices ? product.bp : null,
    point: product.point,
    salesStatus: product.salesStatus,
    soldOutMessage: product.soldOutMessage ? pickText(product.soldOutMessage, viewer.language) : null,
    optionUi: product.optionUi,
    autoShipYn: yn(product.autoShip),
    buyPeriodYn: yn(product.buyPeriod),
    orderQuantityLimitYn: yn(product.maxQuantityLimit !== null),
    maxQuantityLimit: product.maxQuantityLimit,
    couponApplies: product.applyCoupon,
    exposureBag: product.exposureBag,
    options: options.map((option) => toOption(option, viewer.language))
  };
}

/**
 * A cache key for a keyword: its normal form, with the words kept apart (the word split is part of the
 * query) and letter case kept where it types another jamo (Shift+Q is ㅃ, q is ㅂ). Popular keywords repeat:
 * remembered, up to 1000 distinct ones at a time (ADR 028).
 */
const searchKey = memoize(normalisedKeyword, 1000);

function normalisedKeyword(keyword: string): string {
  return keyword
    .trim()
    .split(/\s+/u)
    .map((word) => (/^[A-Za-z]+$/.test(word) ? word : normalizeSearchText(word)))
    .join(' ');
}

const audienceOf = (viewer: Viewer): Audience => (viewer.memberPrices ? 'member' : 'guest');

/** Without a cache every read goes to the database (the unit of the service stays testable alone). */
const uncached = { remember: <T>(_key: CatalogueKey, load: () => Promise<T>) => load() };

/** The public reads, each answer cached for 5 minutes by query, language and audience (ADR 022). */
export function createProductService(
  repository: ProductRepository,
  lists: CatalogueListsRepository,
  cache: Pick<CatalogueCache, 'remember'> = uncached
) {
  const reads = createReads(repository);
  return {
    // Home's main list, the start kit, products by id and the brand list (catalogue-lists.service.ts).
    ...createCatalogueLists(lists, cache),
    categoryTree: (language: Language) =>
      cache.remember({ route: 'tree', language, audience: 'guest' }, () => reads.categoryTree(language)),
    category: (id: number, language: Language) =>
      cache.remember({ route: 'category', language, audience: 'guest', params: { id } }, () =>
        reads.category(id, language)
      ),
    productPage: (query: ProductListQuery, viewer: Viewer) =>
      cache.remember(
        { route: 'products', language: viewer.language, audience: audienceOf(viewer), params: query },
        () => reads.productPage(query, viewer)
      ),
    /** SPEC §7 GET /product/v1/products/autoship: the page of products a subscription may hold. */
    autoshipPage: (query: ProductListQuery, viewer: Viewer) =>
      cache.remember(
        {
          route: 'products-autoship',
          language: viewer.language,
          audience: audienceOf(viewer),
          params: query
        },
        () => reads.productPage(query, viewer, true)
      ),
    /**
     * The list's page among some products (SPEC §7 userId: the asker's easy-bag products). Not cached: bag writes
     * do not move the catalogue version, and the answer is the asker's own.
     */
    productPageAmong: (query: ProductListQuery, viewer: Viewer, productIds: number[]) =>
      reads.productPage(query, viewer, false, productIds),
    // Keyed by the normalised keyword: "수분 크림" and "수분크림 " are one entry.
    search: (query: ProductSearchQuery, viewer: Viewer) =>
      cache.remember(
        {
          route: 'search',
          language: viewer.language,
          audience: audienceOf(viewer),
          params: { ...query, keyword: searchKey(query.keyword) }
        },
        () => reads.search(query, viewer)
      ),
    suggest: (keyword: string, language: Language) =>
      cache.remember(
        { route: 'suggest', language, audience: 'guest', params: { keyword: searchKey(keyword) } },
        () => reads.suggest(keyword, language)
      ),
    product: (id: number, viewer: Viewer) =>
      cache.remember(
        { route: 'product', language: viewer.language, audience: audienceOf(viewer), params: { id } },
        () => reads.product(id, viewer)
      ),
    // Shared-page previews and the sitemap (docs/decisions/021): one indexed query each, not cached here.
    productPreview: reads.productPreview,
    categoryPreview: reads.categoryPreview,
    sitemapEntries: reads.sitemapEntries,
    // The empty cart's row is the same for every guest of a language: cached like the lists.
    shopBestSellers: (autoshipEligible: boolean, limit: number, viewer: Viewer) =>
      cache.remember(
        {
          route: 'best-sellers',
          language: viewer.language,
          audience: audienceOf(viewer),
          params: { autoshipEligible, limit }
        },
        () =>
          reads.bestSellers({ nearProductIds: null, excludeProductIds: [], autoshipEligible, limit }, viewer)
      ),
    // Uncached: recommendations follow the asked categories and exclusions; sale states and carts must be live.
    recommended: reads.recommended,
    bestSellers: reads.bestSellers,
    salesStates: reads.salesStates,
    cartFacts: reads.cartFacts,
    onSaleProducts: reads.onSaleProducts,
    summariesOf: reads.summariesOf,
    takeStock,
    returnStock
  };
}

function createReads(repository: ProductRepository) {
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

    /**
     * A page of products; `autoshipEligible` keeps only those a subscription may hold (SPEC §7
     * GET /product/v1/products/autoship).
     */
    async productPage(
      query: ProductListQuery,
      viewer: Viewer,
      autoshipEligible = false,
      productIds: number[] | null = null
    ): Promise<ProductPage> {
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
        search: query.textSearchValue ? (searchPlan(query.textSearchValue) ?? NOTHING) : null,
        autoShip: query.autoShipYn ? query.autoShipYn === 'Y' : null,
        exposureBag: query.exposureBagYn ? query.exposureBagYn === 'Y' : null,
        autoshipEligible,
        productIds,
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
     * Products matching a keyword, best matches first (ADR 024). A Latin keyword that finds nothing and
     * makes Hangul on the Korean layout is searched again as that Hangul, and the answer names it.
     */
    async search(query: ProductSearchQuery, viewer: Viewer): Promise<ProductSearchPage> {
      const keyword = query.keyword.trim();
      const page = (plan: Parameters<ProductRepository['pageProducts']>[0]['search']) =>
        repository.pageProducts({
          categoryIds: null,
          search: plan,
          autoShip: null,
          productIds: query.productIds ?? null,
          order: query.searchOrderType,
          limit: query.pageSize,
          offset: (query.pageNumber - 1) * query.pageSize
        });
      let found = await page(searchPlan(keyword) ?? NOTHING);
      let correctedKeyword: string | null = null;
      const repaired = found.total === 0 ? repairedPlan(keyword) : null;
      if (repaired) {
        const second = await page(repaired.plan);
        if (second.total > 0) {
          found = second;
          correctedKeyword = repaired.keyword;
        }
      }
      return {
        list: found.rows.map((row) => toSummary(row.product, row.hasOptions, viewer)),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalPageNumber: totalPageCount(found.total, query.pageSize),
        totalSize: found.total,
        keyword,
        correctedKeyword
      };
    },

    /** Up to 8 product names for the search field, with the same matching and layout repair as search. */
    async suggest(keyword: string, language: Language): Promise<ProductSuggestAnswer> {
      let rows = await repository.suggest(searchPlan(keyword) ?? NOTHING, SUGGESTION_LIMIT);
      let correctedKeyword: string | null = null;
      const repaired = rows.length === 0 ? repairedPlan(keyword) : null;
      if (repaired) {
        rows = await repository.suggest(repaired.plan, SUGGESTION_LIMIT);
        if (rows.length > 0) correctedKeyword = repaired.keyword;
      }
      return {
        list: rows.map((row) => ({
          productId: row.id,
          productName: pickText(row.name, language),
          imageUrl: row.imageUrls[0] ?? ''
        })),
        correctedKeyword
      };
    },

    /** What a shared link's preview shows of a product (one primary-key query); null when unknown. */
    async productPreview(id: number, language: Language): Promise<ProductPreview | null> {
      const row = await repository.findProduct(id);
      if (!row) return null;
      return {
        productId: row.id,
        name: pickText(row.name, language),
        summary: pickText(row.summary, language),
        imageUrl: row.imageUrls[0] ?? null,
        price: row.price,
        available: row.salesStatus === 'ON_SALE' || row.salesStatus === 'ALMOST_SOLD_OUT'
      };
    },

    /**
     * A product category's preview by its slug (unique index); null when unknown or when the slug is one
     * of the company-story entries, whose slugs are app paths, not `/product/{slug}` pages.
     */
    async categoryPreview(slug: string, language: Language): Promise<CategoryPreview | null> {
      if (slug.startsWith('/')) return null;
      const row = await repository.findCategoryBySlug(slug);
      if (!row || row.id === COMPANY_STORY_ROOT_ID) return null;
      return {
        categoryId: row.id,
        slug: row.slug,
        name: pickText(row.name, language),
        imageUrl: row.imageUrl
      };
    },

    /** Every product category page and every buyable product, for the sitemap. */
    async sitemapEntries(): Promise<{
      categorySlugs: string[];
      products: { productId: number; updatedAt: Date }[];
    }> {
      const [categoryRows, productRows] = await Promise.all([
        repository.listCategories(),
        repository.listBuyableProducts()
      ]);
      return {
        categorySlugs: categoryRows
          .filter(
            (row) =>
              row.id !== COMPANY_STORY_ROOT_ID &&
              row.parentId !== COMPANY_STORY_ROOT_ID &&
              !row.slug.startsWith('/')
          )
          .map((row) => row.slug),
        products: productRows.map((row) => ({ productId: row.id, updatedAt: row.updatedAt }))
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

    /** Best sellers a shopper can buy now, near some products' categories or shop-wide (the cart's suggestions). */
    async bestSellers(filter: BestSellerFilter, viewer: Viewer): Promise<ProductSummary[]> {
      const rows = await repository.bestSellers({
        ...filter,
        nearProductIds: filter.nearProductIds ? [...new Set(filter.nearProductIds)] : null,
        excludeProductIds: [...new Set(filter.excludeProductIds)]
      });
      return rows.map((row) => toSummary(row.product, row.hasOptions, viewer));
    },

    /** The cart's products by id, live, for the asker (one query); unknown ids are absent. */
    async cartFacts(productIds: number[], viewer: Viewer): Promise<Map<number, CartProduct>> {
      const rows = await repository.cartFacts([...new Set(productIds)]);
      return new Map(rows.map((row) => [row.product.id, toCartProduct(row, viewer)]));
    },

    /** Products by id still on sale, in the order asked (bought-before suggestions). */
    async onSaleProducts(productIds: number[], viewer: Viewer): Promise<ProductSummary[]> {
      const rows = new Map(
        (await repository.onSale([...new Set(productIds)])).map((row) => [row.product.id, row])
      );
      return productIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toSummary(row.product, row.hasOptions, viewer)] : [];
      });
    },

    /**
     * Product cards by id in the order asked, sold-out ones too (the wishlist, recently viewed): deleted products
     * are absent, paused ones too unless `withPaused` (docs/decisions/091).
     */
    async summariesOf(productIds: number[], viewer: Viewer, withPaused = false): Promise<ProductSummary[]> {
      const rows = new Map(
        (await repository.byIds([...new Set(productIds)], withPaused)).map((row) => [row.product.id, row])
      );
      return productIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toSummary(row.product, row.hasOptions, viewer)] : [];
      });
    },

    /** Sale states by product id for other modules (order's sale checks); unknown ids are absent. */
    async salesStates(productIds: number[]): Promise<Map<number, SalesStateRow>> {
      const rows = await repository.salesStates([...new Set(productIds)]);
      return new Map(rows.map((row) => [row.productId, row]));
    },

    async product(id: number, viewer: Viewer): Promise<ProductDetail> {
      const row = await repository.findProduct(id);
      if (!row) throw new DomainError('PRODUCT_NOT_FOUND', { productId: id });
      const [options, categories] = await Promise.all([
        repository.optionsOf(id),
        repository.categoriesOf(id)
      ]);
      return toDetail(row, options, categories, viewer);
    }
  };
}

function toDetail(
  row: ProductRow,
  options: ProductOptionRow[],
  categories: CategoryRow[],
  viewer: Viewer
): ProductDetail {
  return {
    ...toSummary(row, options.length > 0, viewer),
    productOptionId: options.length === 1 ? (options[0]?.id ?? null) : null,
    optionUi: row.optionUi,
    options: options.map((option) => toOption(option, viewer.language)),
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
    })),
    notice: row.notice ? localizeNotice(row.notice, viewer.language) : null
  };
}

export type ProductService = ReturnType<typeof createProductService>;
