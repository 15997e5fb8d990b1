import type { ProductSummary } from '@mall/domain';
import type { MouseEvent } from 'react';
import { WishHeart } from '../../shopper-lists';
import { ProductCard } from './product-card';

/**
 * The list pages' grid (category, search): the same cards as `ProductGrid`, each with the wishlist heart over its
 * image's top-right corner (docs/decisions/091). Its own file so Home's cards and first load carry no heart.
 */
export function WishableProductGrid({
  products,
  onOpen,
  firstRowAboveFold = false
}: {
  products: readonly ProductSummary[];
  firstRowAboveFold?: boolean;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-4 md:gap-x-4 lg:gap-x-6">
      {products.map((product, index) => (
        <li key={product.productId} className="relative">
          <ProductCard product={product} onOpen={onOpen} aboveFold={firstRowAboveFold && index < 2} />
          <WishHeart productId={product.productId} productName={product.productName} />
        </li>
      ))}
    </ul>
  );
}
