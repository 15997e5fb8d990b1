import type { ProductDetail } from '@mall/domain';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { useCategories } from '../api/get-categories';
import { Breadcrumb } from '../components/breadcrumb';
import { ImageGallery } from '../components/image-gallery';
import { findCategoryTrail } from '../lib/category-tree';
import { RecommendedProducts } from '../recommended/recommended-products';
import { BuyBox } from './buy-box';
import { DeliveryReturnNotice } from './delivery-return-notice';
import { GoodsNotice } from './goods-notice';
import { ProductFacts } from './product-facts';
import { ProductHeading } from './product-heading';
import { ProductInfoSections } from './product-info-sections';
import { StatusNotice } from './status-notice';
import { PHONE_WIDTH_QUERY, useMediaQuery } from '../../../shared/lib/use-media-query';
import { StickyBuyBar } from './sticky-buy-bar';
import { usePurchase } from './use-purchase';
import { loadProductReviews } from '../../reviews/lazy';
import { useScrolledPast } from './use-scrolled-past';
import { ProductShopperActions } from '../../shopper-lists';

// The share modal is its own chunk, fetched on the first click of the share button.
const ShareModal = lazy(() => import('../share/share-modal'));
// The add-to-cart drawer likewise, on the first add.
const AddedToCartDrawer = lazy(() => import('../add-to-cart/added-to-cart-drawer'));
// The reviews (issue 21) are a chunk of the reviews feature, fetched once the page shows.
const ProductReviews = lazy(loadProductReviews);

/** The full trail from the cached tree (Make-up / Lips); just the main category if the tree lacks it. */
function useTrail(product: ProductDetail) {
  const categories = useCategories();
  const mainCategory = product.categories[0];
  if (!mainCategory) return [];
  return (findCategoryTrail(categories.data ?? [], mainCategory.categoryUrl) ?? [mainCategory]).map(
    (item) => ({ label: item.categoryName, to: paths.productList(item.categoryUrl) })
  );
}

/**
 * The product page: gallery and buy box, then the description, the goods information notice, the delivery
 * and return terms, categories and recommendations. On phones the sticky bar takes over the buy actions
 * once the page's own buttons have scrolled away; the page keeps room for it at the bottom.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const [sharing, setSharing] = useState(false);
  const [buttons, setButtons] = useState<HTMLDivElement | null>(null);
  const [options, setOptions] = useState<HTMLDivElement | null>(null);
  const purchase = usePurchase(product);
  const buttonsGone = useScrolledPast(buttons);
  // The desktop's buy box stays in its sticky column; a bar would only sit hidden in the page.
  const phone = useMediaQuery(PHONE_WIDTH_QUERY);
  const trail = useTrail(product);
  const status = product.salesStatus.code;
  const unavailable = status === 'SOLD_OUT' || status === 'PAUSE';
  const images = product.images.length > 0 ? product.images : [product.imageUrl];

  return (
    <div className="container-page py-6 max-md:pb-28 md:py-10">
      <DocumentTitle page={product.productName} />
      {trail.length > 0 && <Breadcrumb trail={trail} />}
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
        <ImageGallery images={images} productName={product.productName} dimmed={unavailable} />

        <div className="flex flex-col gap-5 md:sticky md:top-28 md:self-start">
          <ProductHeading product={product} onShare={() => setSharing(true)} />
          <ProductFacts product={product} />
          <StatusNotice product={product} />
          <ProductShopperActions product={product} />
          {/* Nothing to buy: no choice, quantity, total or buttons (the notice above says why). */}
          {!unavailable && (
            <BuyBox product={product} purchase={purchase} optionsRef={setOptions} buttonsRef={setButtons} />
          )}
        </div>
      </div>

      <ProductInfoSections product={product} />
      <Suspense fallback={null}>
        <ProductReviews productId={product.productId} />
      </Suspense>
      <GoodsNotice notice={product.notice} />
      <DeliveryReturnNotice />
      <RecommendedProducts product={product} />

      {!unavailable && buttonsGone && phone && (
        <StickyBuyBar
          product={product}
          purchase={purchase}
          showOptions={() => options?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
        />
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareModal product={product} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {purchase.added && (
        <Suspense fallback={null}>
          <AddedToCartDrawer added={purchase.added} onClose={purchase.closeAdded} />
        </Suspense>
      )}
    </div>
  );
}
