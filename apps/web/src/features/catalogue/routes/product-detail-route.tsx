import { hasOptionChoice, lineMaxQuantity, type CartType, type ProductDetail } from '@mall/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { writeOrderData } from '../../../shared/storage/order-data';
import { addedLine, useAddToCart } from '../add-to-cart/add-to-cart';
import type { AddedLine } from '../add-to-cart/added-to-cart';
import { CartTypeChoice } from '../add-to-cart/cart-type-choice';
import { formatNumber, formatWon } from '../../../shared/lib/format';
import { useLanguage } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { BadgeList } from '../components/badge-list';
import { Breadcrumb } from '../components/breadcrumb';
import { ImageGallery } from '../components/image-gallery';
import { MemberPoints } from '../components/member-points';
import { OptionPicker } from '../components/option-picker';
import { PriceTag } from '../components/price-tag';
import { QuantityStepper } from '../components/quantity-stepper';
import { RecommendedProducts } from '../recommended/recommended-products';
import { findCategoryTrail } from '../lib/category-tree';
import { parseProductId } from './loaders';

// The share modal is its own chunk, fetched on the first click of the share button.
const ShareModal = lazy(() => import('../share/share-modal'));
// The add-to-cart drawer likewise, on the first add.
const AddedToCartDrawer = lazy(() => import('../add-to-cart/added-to-cart-drawer'));

/** Yes/no facts of the summary (autoship, coupons): both answers are spelled out, not just a tick. */
function Fact({ label, yes, value }: { label: string; yes: boolean; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={yes ? 'font-semibold text-ink' : 'text-muted'}>{value}</dd>
    </>
  );
}

/** SPEC §5: products sold for a period or with a quantity limit say so (and cannot go on autoship). */
function PurchaseNotes({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const notes = [
    product.buyPeriodYn === 'Y' ? t('detail.buyPeriodNote') : null,
    product.orderQuantityLimitYn === 'Y' && product.maxQuantityLimit !== null
      ? t('detail.quantityLimitNote', { max: product.maxQuantityLimit })
      : null
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <section
      aria-label={t('detail.notes')}
      data-testid="purchase-notes"
      className="rounded-xl bg-cream-deep/70 px-4 py-3"
    >
      <ul className="list-disc space-y-1 pl-4 text-[13px] leading-relaxed text-ink/80 marker:text-plum">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

function ShareIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </svg>
  );
}

function StatusNotice({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const status = product.salesStatus.code;
  if (status === 'ON_SALE') return null;
  if (status === 'ALMOST_SOLD_OUT') {
    return (
      <p role="status" className="rounded-xl bg-coral-soft px-4 py-3 text-sm font-medium text-coral-strong">
        <strong className="mr-2 font-bold">{t(`catalogue.status.${status}`)}</strong>
        {t('product.almostSoldOutNotice')}
      </p>
    );
  }
  // Sold out or paused: the product's own message when it has one (a blank one counts as none).
  const custom = product.soldOutMessage?.trim();
  const text = custom || (status === 'SOLD_OUT' ? t('CA_SoldoutAlert') : t('product.pausedNotice'));
  return (
    <div
      role="status"
      data-testid="product-unavailable"
      className="rounded-2xl border border-ink/15 bg-white px-5 py-5 text-center"
    >
      <p className="text-lg font-bold text-ink">{t(`catalogue.status.${status}`)}</p>
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const [optionId, setOptionId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sharing, setSharing] = useState(false);
  const [cartType, setCartType] = useState<CartType>('normal');
  const [added, setAdded] = useState<AddedLine | null>(null);
  const [pending, setPending] = useState(false);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const status = product.salesStatus.code;
  const unavailable = status === 'SOLD_OUT' || status === 'PAUSE';
  const maxQuantity = lineMaxQuantity(product);
  const hasOptions = hasOptionChoice(product);
  const mainCategory = product.categories[0];
  const categories = useCategories();
  // The full trail from the cached tree (Make-up / Lips); just the main category if the tree lacks it.
  const trail = mainCategory
    ? (findCategoryTrail(categories.data ?? [], mainCategory.categoryUrl) ?? [mainCategory]).map((item) => ({
        label: item.categoryName,
        to: paths.productList(item.categoryUrl)
      }))
    : [];
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  /** Add to the chosen cart; then the drawer (add) or straight to the order hand-off with just this line (buy now). */
  const buy = async (then: 'drawer' | 'order') => {
    if (pending) return;
    setPending(true);
    try {
      const productOptionId = hasOptions ? optionId : null;
      const result = await addToCart({ product, productOptionId, quantity, cartType });
      if (!result) return;
      if (then === 'order') {
        writeOrderData({ cartType, guest: result.guest, lines: [result.line] });
        await navigate(result.guest ? paths.guestOrder() : paths.order());
        return;
      }
      setAdded(addedLine(product, { productOptionId, quantity, cartType }));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={product.productName} />
      {trail.length > 0 && <Breadcrumb trail={trail} />}
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
        <ImageGallery images={images} productName={product.productName} dimmed={unavailable} />

        <div className="flex flex-col gap-5 md:sticky md:top-28 md:self-start">
          <div className="flex flex-col gap-2">
            <BadgeList tags={product.tags} />
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">
              <span className="sr-only">{t('product.brand')}: </span>
              {product.brand}
            </p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold leading-snug tracking-tight md:text-[28px]">
                {product.productName}
              </h1>
              <button
                type="button"
                className="icon-button -mr-2 shrink-0 text-ink/80 hover:text-plum"
                aria-label={tp('detail.share')}
                aria-haspopup="dialog"
                data-testid="share-open"
                onClick={() => setSharing(true)}
              >
                <ShareIcon />
              </button>
            </div>
            {product.productSummary && (
              <p className="text-[15px] leading-relaxed text-muted">{product.productSummary}</p>
            )}
          </div>

          <div className="flex flex-col gap-2">
            <PriceTag price={product.price} priceOriginal={product.priceOriginal} size="detail" />
            <MemberPoints sp={product.spOriginal} bp={product.bpOriginal} size="detail" />
          </div>

          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
            <dt className="text-muted">{t('product.points')}</dt>
            <dd className="font-semibold text-plum">
              {t('product.pointsValue', { points: formatNumber(product.point, language) })}
            </dd>
            <Fact
              label={tp('detail.autoShip')}
              yes={product.autoShipYn === 'Y'}
              value={tp(product.autoShipYn === 'Y' ? 'detail.autoShipYes' : 'detail.autoShipNo')}
            />
            <Fact
              label={tp('detail.coupon')}
              yes={product.applyCouponYn === 'Y'}
              value={tp(product.applyCouponYn === 'Y' ? 'detail.couponYes' : 'detail.couponNo')}
            />
          </dl>

          <PurchaseNotes product={product} />

          <StatusNotice product={product} />

          {!unavailable && <CartTypeChoice product={product} value={cartType} onChange={setCartType} />}

          {hasOptions && (
            <OptionPicker
              optionUi={product.optionUi}
              options={product.options}
              value={optionId}
              onChange={setOptionId}
            />
          )}

          {/* Nothing to buy: no quantity, no limit, no total (the notice above says why). */}
          {!unavailable && (
            <>
              <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} />

              <div className="flex items-baseline justify-between rounded-2xl bg-white px-5 py-4">
                <span className="text-sm font-semibold text-ink">{t('product.total')}</span>
                <output className="text-2xl font-bold text-plum" aria-live="polite">
                  {formatWon(product.price * quantity, language)}
                </output>
              </div>

              <div className="grid grid-cols-2 gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  data-testid="add-to-cart"
                  aria-disabled={pending || undefined}
                  onClick={() => void buy('drawer')}
                >
                  {tp('detail.addToCart')}
                </button>
                <button
                  type="button"
                  className="btn-primary"
                  data-testid="buy-now"
                  aria-disabled={pending || undefined}
                  onClick={() => void buy('order')}
                >
                  {tp('detail.buyNow')}
                </button>
              </div>
            </>
          )}
        </div>
      </div>

      {product.description.length > 0 && (
        <section aria-labelledby="product-description" className="mx-auto mt-14 max-w-3xl">
          <h2 id="product-description" className="border-b border-ink pb-3 text-lg font-bold">
            {t('product.description')}
          </h2>
          <div className="mt-6 space-y-4 text-[15px] leading-relaxed text-ink/85">
            {product.description.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}

      {product.categories.length > 0 && (
        <section aria-labelledby="product-categories" className="mx-auto mt-10 max-w-3xl">
          <h2 id="product-categories" className="text-sm font-semibold text-muted">
            {t('product.categories')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {product.categories.map((category) => (
              <li key={category.categoryId}>
                <Link
                  to={paths.productList(category.categoryUrl)}
                  className="inline-flex h-9 items-center rounded-full border border-line bg-white px-4 text-sm hover:border-plum hover:text-plum"
                >
                  {category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecommendedProducts product={product} />

      {sharing && (
        <Suspense fallback={null}>
          <ShareModal product={product} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {added && (
        <Suspense fallback={null}>
          <AddedToCartDrawer added={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation();
  return <MessageScreen title={t('product.notFoundTitle')} body={t('product.notFoundBody')} />;
}

function LoadedProduct({ productId }: { productId: number }) {
  const product = useProduct(productId);
  if (product.data) return <ProductView key={product.data.productId} product={product.data} />;
  if (product.isError) throw product.error;
  return null;
}

/** /product/detail/:productId */
export function ProductDetailRoute() {
  const productId = parseProductId(useParams().productId);
  return productId === null ? <ProductNotFound /> : <LoadedProduct productId={productId} />;
}
