import type { ProductDetail } from '@mall/domain';
import { useRecordProductView } from '../api/recent-api';
import { RestockButtons } from './restock-buttons';
import { WishHeart } from './wish-heart';

/**
 * The product page's part of the shopper's lists (docs/decisions/091, 092): records the visit in recently viewed,
 * the wishlist heart, and restock alerts for what is sold out. One component, so the product page changes by a line.
 */
export function ProductShopperActions({ product }: { product: ProductDetail }) {
  useRecordProductView(product.productId);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <WishHeart productId={product.productId} productName={product.productName} variant="detail" />
      </div>
      <RestockButtons product={product} />
    </div>
  );
}
