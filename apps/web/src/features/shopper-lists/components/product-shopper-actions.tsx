import type { ProductDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useRecordProductView } from '../api/recent-api';
import { RestockButtons } from './restock-buttons';
import { WishHeart } from './wish-heart';

/**
 * The product page's part of the shopper's lists (docs/decisions/091, 092): records the visit in recently viewed,
 * the wishlist heart, and restock alerts for what is sold out. One component, so the product page changes by a line.
 */
export function ProductShopperActions({ product }: { product: ProductDetail }) {
  useRecordProductView(product.productId);
  // The lists' texts load with the first of their parts: nothing shows before they can be read.
  if (!useTranslation('shopper-lists').ready) return null;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <WishHeart productId={product.productId} productName={product.productName} variant="detail" />
      </div>
      <RestockButtons product={product} />
    </div>
  );
}
