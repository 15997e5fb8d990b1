import { isPurchasable, type DiveInProduct } from '@mall/domain';
import { lazy, Suspense, useState } from 'react';
import { loadNamespace, useTranslation } from '../../../shared/i18n/i18n';
import { CartIcon } from '../../../shared/ui/icons';

// The shop's add-to-cart drawer (the product cards' one): option, cart type and quantity, guests' refusals, then
// the "added" view. Fetched with its texts on the first click.
const QuickAddDrawer = lazy(() =>
  Promise.all([
    import('../../catalogue/lazy').then((catalogue) => catalogue.loadQuickAddDrawer()),
    loadNamespace('cart')
  ]).then(([module]) => module)
);

/**
 * A bag product's add button: the drawer for a product on sale (its option picker when it has options); sold out
 * or paused, a disabled button that says so.
 */
export function BagAddButton({ product }: { product: DiveInProduct }) {
  const { t } = useTranslation('dive-in');
  const { t: tt } = useTranslation();
  const [open, setOpen] = useState(false);
  const status = product.salesStatus.code;
  if (!isPurchasable(status)) {
    return (
      <button
        type="button"
        disabled
        className="h-9 shrink-0 rounded-full bg-cream-deep px-3 text-xs font-bold text-muted"
        aria-label={t('product.soldOutLabel', { name: product.name })}
      >
        {tt(`catalogue.status.${status}`)}
      </button>
    );
  }
  const withOptions = product.optionYn === 'Y';
  return (
    <>
      <button
        type="button"
        className="flex h-9 shrink-0 items-center gap-1 rounded-full bg-plum px-3 text-xs font-bold text-white transition-colors hover:bg-plum-dark"
        aria-label={t(withOptions ? 'product.chooseOptionLabel' : 'product.addToCartLabel', {
          name: product.name
        })}
        aria-haspopup="dialog"
        data-testid="dive-in-add-to-cart"
        onClick={() => setOpen(true)}
      >
        <CartIcon size={15} />
        {t(withOptions ? 'product.chooseOption' : 'product.addToCart')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAddDrawer
            productId={product.productId}
            productName={product.name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
