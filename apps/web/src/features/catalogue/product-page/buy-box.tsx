import { hasOptionChoice, lineMaxQuantity, type ProductDetail } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { CartTypeChoice } from '../add-to-cart/cart-type-choice';
import { OptionPicker } from '../components/option-picker';
import { QuantityStepper } from '../components/quantity-stepper';
import type { Purchase } from './use-purchase';

type BuyBoxProps = {
  product: ProductDetail;
  purchase: Purchase;
  /** Where the option picker starts (the sticky bar brings it into view when an option is missing). */
  optionsRef: (element: HTMLDivElement | null) => void;
  /** The buttons row, watched by the sticky bar. */
  buttonsRef: (element: HTMLDivElement | null) => void;
};

/** Cart choice, option, quantity, total and the page's own add/buy buttons (on-sale products only). */
export function BuyBox({ product, purchase, optionsRef, buttonsRef }: BuyBoxProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const { quantity, pending } = purchase;
  return (
    <>
      <CartTypeChoice product={product} value={purchase.cartType} onChange={purchase.setCartType} />
      <div ref={optionsRef} className="scroll-mt-28">
        {hasOptionChoice(product) && (
          <OptionPicker
            optionUi={product.optionUi}
            options={product.options}
            value={purchase.optionId}
            onChange={purchase.setOptionId}
          />
        )}
      </div>
      <QuantityStepper value={quantity} max={lineMaxQuantity(product)} onChange={purchase.setQuantity} />

      <div className="flex items-baseline justify-between rounded-2xl bg-white px-5 py-4">
        <span className="text-sm font-semibold text-ink">{t('product.total')}</span>
        <output className="text-2xl font-bold text-plum" aria-live="polite">
          {formatWon(product.price * quantity, language)}
        </output>
      </div>

      <div ref={buttonsRef} className="grid grid-cols-2 gap-2" data-testid="buy-buttons">
        <button
          type="button"
          className="btn-secondary"
          data-testid="add-to-cart"
          aria-disabled={pending || undefined}
          onClick={() => void purchase.add()}
        >
          {tp('detail.addToCart')}
        </button>
        <button
          type="button"
          className="btn-primary"
          data-testid="buy-now"
          aria-disabled={pending || undefined}
          onClick={() => void purchase.buyNow()}
        >
          {tp('detail.buyNow')}
        </button>
      </div>
    </>
  );
}
