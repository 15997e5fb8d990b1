/**
 * The catalogue's public surface. Home and search compose these (see docs/decisions/ on feature
 * boundaries); screens are not exported here so each stays in its own lazy chunk.
 */
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { productsQueryOptions, useProducts, type ProductListParams } from './api/get-products';
export { productQueryOptions } from './api/get-product';
export { categoryKeys, productKeys } from './api/query-keys';
export { currentCatalogueViewer, useCatalogueViewer, type CatalogueViewer } from './api/viewer';
export { ProductGrid } from './components/product-grid';
export { ProductCard } from './components/product-card';
export { SortSelect } from './components/sort-select';
export { companyStoryRoot, findCategoryTrail, isAppPath, shopRoots } from './lib/category-tree';
export { parseListSearchParams, type ListSearchParams } from './lib/list-search-params';
