import type { ProductDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useCategories } from '../api/get-categories';
import { useRecommended } from './get-recommended';
import { findCategoryTrail } from '../lib/category-tree';
import { ProductCard } from '../components/product-card';

/** Cards shown on phones (a horizontal scroll); tablets and desktops show the whole row of up to 8. */
const PHONE_COUNT = 4;
const DESKTOP_COUNT = 8;

/**
 * The product's categories widened to their parents when the (shell-cached) tree knows them: a leaf such
 * as "serum" often holds too few other products to fill a row, its parent "skin care" does.
 */
function recommendCategoryIds(
  product: ProductDetail,
  tree: Parameters<typeof findCategoryTrail>[0]
): number[] {
  const ids = new Set<number>();
  for (const category of product.categories) {
    const trail = findCategoryTrail(tree, category.categoryUrl);
    ids.add(
      trail && trail.length > 1
        ? (trail[trail.length - 2]?.categoryId ?? category.categoryId)
        : category.categoryId
    );
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * "Recommended products" under a product detail: best sellers of the product's categories (and their
 * parents), without the product itself. Rendered once the detail is on screen, so it never delays it; nothing shows while it
 * loads, on failure or when there is nothing to recommend.
 */
export function RecommendedProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const tree = useCategories().data ?? [];
  const recommended = useRecommended({
    categoryIds: recommendCategoryIds(product, tree),
    excludeProductIds: [product.productId],
    size: DESKTOP_COUNT
  });
  const list = recommended.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recommended-products" className="mt-14" data-testid="recommended-products">
      <h2 id="recommended-products" className="border-b border-ink pb-3 text-lg font-bold">
        {t('productStatus.recommendedTitle')}
      </h2>
      <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:grid md:grid-cols-4 md:gap-x-5 md:gap-y-8 md:overflow-visible md:px-0 md:pb-0">
        {list.map((item, index) => (
          <li
            key={item.productId}
            className={`w-[42%] shrink-0 snap-start md:w-auto ${index >= PHONE_COUNT ? 'max-md:hidden' : ''}`}
          >
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
