/**
 * The catalogue's public surface (ADR 047): Home, search and the cart compose these. Home's loaders import
 * it, so everything here lands in Home's first load: screens and parts only lazy screens use are exported
 * from `lazy.ts` instead.
 */
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { productsQueryOptions, useProducts, type ProductListParams } from './api/get-products';
export { productQueryOptions } from './api/get-product';
export { categoryKeys, productKeys } from './api/query-keys';
export { ProductGrid } from './components/product-grid';
export { ProductCard } from './components/product-card';
export { companyStoryRoot, findCategoryTrail, isAppPath, shopRoots } from './lib/category-tree';
export { parseListSearchParams, type ListSearchParams } from './lib/list-search-params';
export { listRequestCache } from './api/list-freshness';
