import { isPurchasable, type ProductSummary } from '@mall/domain';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation, loadNamespace } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { CartIcon } from '../../../shared/ui/icons';
import { BadgeList } from './badge-list';
import { MemberPoints } from './member-points';
import { PriceTag } from './price-tag';

// The card is on Home: only the button is here; the drawer and its texts arrive on the first click.
const QuickAddDrawer = lazy(() =>
  Promise.all([import('../add-to-cart/quick-add-drawer'), loadNamespace('cart')]).then(([module]) => module)
);

/** The small cart button on a card: opens the add-to-cart drawer with option and quantity choice. */
function QuickAddButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="absolute bottom-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow-md transition-colors hover:bg-plum hover:text-white"
        aria-label={t('catalogue.addToCartLabel', { name: product.productName })}
        aria-haspopup="dialog"
        data-testid="card-add-to-cart"
        onClick={() => setOpen(true)}
      >
        <CartIcon size={18} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAddDrawer
            productId={product.productId}
            productName={product.productName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A grid card: image, badges, brand, name, price; sold-out/paused products are dimmed with a label. */
export function ProductCard({
  product,
  onOpen,
  aboveFold = false
}: {
  product: ProductSummary;
  /** In the first row of a list page: its image is the LCP candidate, so it loads at once and first. */
  aboveFold?: boolean;
  /** Lists that check the sale state before opening (search, category list) pass a click handler. */
  onOpen?: ((event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => void) | undefined;
}) {
  const { t } = useTranslation();
  const status = product.salesStatus.code;
  const unavailable = !isPurchasable(status);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-xl bg-cream-deep">
        <img
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          decoding="async"
          className={`aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${unavailable ? 'opacity-50 grayscale-[40%]' : ''}`}
        />
        {unavailable && (
          <div className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-full bg-ink/80 px-4 py-1.5 text-sm font-bold text-white">
              {t(`catalogue.status.${status}`)}
            </span>
          </div>
        )}
        {!unavailable && <QuickAddButton product={product} />}
        {status === 'ALMOST_SOLD_OUT' && (
          <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-1 text-[11px] font-bold text-coral-strong">
            {t('catalogue.status.ALMOST_SOLD_OUT')}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <BadgeList tags={product.tags} max={3} />
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm leading-snug text-ink md:text-[15px]">
          <Link
            to={paths.productDetail(product.productId)}
            onClick={onOpen ? (event) => onOpen(event, product) : undefined}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[:focus-visible]:underline"
          >
            {product.productName}
            {unavailable && <span className="sr-only"> ({t(`catalogue.status.${status}`)})</span>}
          </Link>
        </h3>
        <div className="mt-auto pt-1">
          <PriceTag price={product.price} priceOriginal={product.priceOriginal} />
          <MemberPoints sp={product.spOriginal} bp={product.bpOriginal} className="mt-1" />
        </div>
      </div>
    </article>
  );
}
