import type { ProductSummary } from '@mall/domain';
import type { MouseEvent } from 'react';
import { ProductCard } from './product-card';

/** 2 columns on phones, 4 from tablets: a page of 8 fills its rows (3 columns left an orphan at 768). */
export function ProductGrid({
  products,
  label,
  onOpen,
  firstRowAboveFold = false
}: {
  products: readonly ProductSummary[];
  label?: string;
  /** A list page's grid (not Home's lower sections): the first row shows without scrolling. */
  firstRowAboveFold?: boolean;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => void;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-4 md:gap-x-4 lg:gap-x-6">
      {products.map((product, index) => (
        <li key={product.productId}>
          {/* Two cards: the phone's first row (the desktop's other two are found early anyway). */}
          <ProductCard product={product} onOpen={onOpen} aboveFold={firstRowAboveFold && index < 2} />
        </li>
      ))}
    </ul>
  );
}
