import {
  hasOptionChoice,
  isPurchasable,
  lineMaxQuantity,
  type CartType,
  type ProductDetail
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { productQueryOptions } from '../api/get-product';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { OptionPicker } from '../components/option-picker';
import { QuantityStepper } from '../components/quantity-stepper';
import { addedLine, useAddToCart } from './add-to-cart';
import { AddedToCart, type AddedLine } from './added-to-cart';
import { CartTypeChoice } from './cart-type-choice';

function Chooser({ product, onAdded }: { product: ProductDetail; onAdded: (added: AddedLine) => void }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const addToCart = useAddToCart();
  const [optionId, setOptionId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [cartType, setCartType] = useState<CartType>('normal');
  const [pending, setPending] = useState(false);
  const hasOptions = hasOptionChoice(product);
  if (!isPurchasable(product.salesStatus.code)) {
    return (
      <p className="rounded-xl bg-cream-deep/70 px-4 py-3 text-sm text-muted">{t('drawer.unavailable')}</p>
    );
  }
  const add = async () => {
    setPending(true);
    try {
      const request = { productOptionId: hasOptions ? optionId : null, quantity, cartType };
      if (await addToCart({ product, ...request })) onAdded(addedLine(product, request));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <CartTypeChoice product={product} value={cartType} onChange={setCartType} />
      {hasOptions && (
        <OptionPicker
          optionUi={product.optionUi}
          options={product.options}
          value={optionId}
          onChange={setOptionId}
        />
      )}
      <div className="flex items-end justify-between gap-4">
        <QuantityStepper value={quantity} max={lineMaxQuantity(product)} onChange={setQuantity} />
        <output className="pb-7 text-xl font-bold text-plum" aria-live="polite">
          {formatWon(product.price * quantity, language)}
        </output>
      </div>
      <button
        type="button"
        className="btn-primary w-full"
        disabled={pending}
        data-testid="quick-add-submit"
        onClick={() => void add()}
      >
        {pending ? t('drawer.adding') : t('drawer.add')}
      </button>
    </div>
  );
}

/**
 * The product cards' add-to-cart drawer (lazy: Home carries only the button): option, cart type and
 * quantity, then the same "added" view as the product page.
 */
export default function QuickAddDrawer({
  productId,
  productName,
  onClose
}: {
  productId: number;
  productName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const product = useQuery(productQueryOptions(language, productId, useCatalogueViewer()));
  const [added, setAdded] = useState<AddedLine | null>(null);
  const title = added
    ? t(added.cartType === 'autoship' ? 'drawer.titleAutoship' : 'drawer.title')
    : t('drawer.chooseTitle');
  return (
    <ResponsiveModal title={title} description={added ? undefined : productName} onClose={onClose}>
      {added ? (
        <AddedToCart added={added} onClose={onClose} takeFocus />
      ) : product.data ? (
        <Chooser product={product.data} onAdded={setAdded} />
      ) : product.isError ? (
        <p role="alert" className="text-sm text-coral-strong">
          {t('drawer.loadFailed')}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t('drawer.loading')}
        </p>
      )}
    </ResponsiveModal>
  );
}
