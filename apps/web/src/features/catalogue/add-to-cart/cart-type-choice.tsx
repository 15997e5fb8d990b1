import { canGoInAutoshipCart, type AutoshipFacts, type CartType } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * 일반 구매 / 정기배송 for autoship products: the autoship choice is disabled, with the reason,
 * for products with a buy period or quantity limit (SPEC §5). Nothing to choose for other products.
 */
export function CartTypeChoice({
  product,
  value,
  onChange
}: {
  product: AutoshipFacts;
  value: CartType;
  onChange: (cartType: CartType) => void;
}) {
  const { t } = useTranslation('cart');
  const name = useId();
  const noteId = useId();
  if (product.autoShipYn !== 'Y') return null;
  const autoshipAllowed = canGoInAutoshipCart(product);
  const choices: { type: CartType; label: string; disabled: boolean }[] = [
    { type: 'normal', label: t('purchaseNormal'), disabled: false },
    { type: 'autoship', label: t('purchaseAutoship'), disabled: !autoshipAllowed }
  ];
  return (
    <fieldset data-testid="cart-type-choice">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('purchaseType')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.type}
            className={`flex h-12 items-center justify-center gap-2 rounded-xl border text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum ${
              choice.disabled
                ? 'cursor-not-allowed border-line bg-cream-deep/60 text-muted'
                : value === choice.type
                  ? 'cursor-pointer border-plum bg-plum text-white'
                  : 'cursor-pointer border-line bg-white text-ink hover:border-plum'
            }`}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              value={choice.type}
              checked={value === choice.type}
              disabled={choice.disabled}
              aria-describedby={choice.disabled ? noteId : undefined}
              onChange={() => onChange(choice.type)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {!autoshipAllowed && (
        <p id={noteId} className="mt-2 text-xs text-muted">
          {t('autoshipNotAllowed')}
        </p>
      )}
    </fieldset>
  );
}
