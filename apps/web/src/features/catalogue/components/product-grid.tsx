import type { ProductSummary } from '@mall/domain';
import type { MouseEvent } from 'react';
import { ProductCard } from './product-card';

/** 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({
  products,
  label,
  onOpen
}: {
  products: readonly ProductSummary[];
  label?: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => void;
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-4 lg:gap-x-6"
    >
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
