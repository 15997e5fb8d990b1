import type { CartType } from '@mall/domain';
import { useEffect, useRef } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatWon } from '../../../shared/lib/format';

export type AddedLine = {
  cartType: CartType;
  productName: string;
  imageUrl: string;
  optionValue: string | null;
  /** How many were just added, and their price. */
  quantity: number;
  price: number;
};

/**
 * The drawer's "added" view: the line, then continue shopping or go to that cart. `takeFocus` is for a
 * drawer whose chooser this view replaces: the focused add button is gone, and focus left on the page
 * behind would escape the drawer (Tab and Escape are handled inside it).
 */
export function AddedToCart({
  added,
  onClose,
  takeFocus = false
}: {
  added: AddedLine;
  onClose: () => void;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const navigate = useNavigate();
  const goToCart = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) goToCart.current?.focus();
  }, [takeFocus]);
  return (
    <div data-testid="cart-added">
      <div className="flex items-center gap-4 rounded-2xl bg-cream-deep/60 p-3">
        <img
          src={added.imageUrl}
          alt=""
          width={72}
          height={72}
          className="size-[72px] shrink-0 rounded-xl object-cover"
        />
        <div className="min-w-0 text-sm">
          <p className="line-clamp-2 font-semibold text-ink">{added.productName}</p>
          {added.optionValue && <p className="mt-0.5 text-muted">{added.optionValue}</p>}
          <p className="mt-1 text-muted">
            {t('drawer.quantity', { count: added.quantity })} ·{' '}
            <span className="font-semibold text-ink">
              {formatWon(added.price * added.quantity, language)}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('drawer.continue')}
        </button>
        <button
          type="button"
          ref={goToCart}
          className="btn-primary"
          data-testid="cart-added-go"
          onClick={() => {
            onClose();
            void navigate(paths.cart(added.cartType));
          }}
        >
          {t('drawer.goToCart')}
        </button>
      </div>
    </div>
  );
}
