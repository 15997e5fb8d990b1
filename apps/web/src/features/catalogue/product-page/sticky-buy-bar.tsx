import type { ProductDetail } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import type { Purchase } from './use-purchase';

type StickyBuyBarProps = {
  product: ProductDetail;
  purchase: Purchase;
  /** Brings the option picker into view (an option is still to choose). */
  showOptions: () => void;
};

/**
 * Phones only (under 768 px): the total and the add/buy actions above the bottom bar, rendered by the page
 * only while its own buttons are scrolled away. `data-order-bar` lifts the floating buttons above it, and the
 * page keeps room below its content so the bar never covers it. With an option still to choose, the bar
 * first brings the picker into view, then the action says why it cannot go ahead.
 */
export function StickyBuyBar({ product, purchase, showOptions }: StickyBuyBarProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const act = (action: () => Promise<void>) => {
    if (purchase.needsOption) showOptions();
    void action();
  };
  return (
    <div
      role="region"
      aria-label={tp('stickyBar.label')}
      data-order-bar
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('product.total')}</p>
          <p className="text-lg font-bold text-plum" data-testid="sticky-buy-bar-total">
            {formatWon(product.price * purchase.quantity, language)}
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary min-h-12 px-4"
          aria-disabled={purchase.pending || undefined}
          onClick={() => act(purchase.add)}
        >
          {tp('detail.addToCart')}
        </button>
        <button
          type="button"
          className="btn-primary min-h-12 px-5"
          aria-disabled={purchase.pending || undefined}
          onClick={() => act(purchase.buyNow)}
        >
          {tp('detail.buyNow')}
        </button>
      </div>
    </div>
  );
}
