import { easyBagMaxQuantity, isPurchasable, type ProductSummary } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productQueryOptions } from '../../catalogue';
import { formatWon } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import type { DraftLine } from '../lib/bag-draft';

type Pick = Omit<DraftLine, 'quantity'>;
type Choice = { productOptionId: number; optionValue: string; paused: boolean };

/**
 * One product of the picker: "담기" puts it in the bag (its detail is read first for its quantity limit and
 * options); a product with options asks which one; "빼기" takes a product without options out again.
 */
export function PickCard({
  product,
  pickedKeys,
  full,
  onAdd,
  onRemove
}: {
  product: ProductSummary;
  /** Keys (productId:optionId) of the bag's lines. */
  pickedKeys: ReadonlySet<string>;
  /** The bag holds its maximum of lines. */
  full: boolean;
  onAdd: (line: Pick) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<{
    line: Omit<Pick, 'productOptionId' | 'optionValue'>;
    options: Choice[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const plainKey = `${product.productId}:`;
  const pickedCount = [...pickedKeys].filter((key) => key.startsWith(plainKey)).length;
  const soldOut = !isPurchasable(product.salesStatus.code);

  const add = async () => {
    setBusy(true);
    try {
      const detail = await queryClient.fetchQuery(productQueryOptions(language, product.productId));
      const line = {
        productId: product.productId,
        productName: product.productName,
        imageUrl: product.imageUrl,
        price: product.price,
        maxQuantity: easyBagMaxQuantity(detail.maxQuantityLimit)
      };
      if (detail.options.length === 0) onAdd({ ...line, productOptionId: null, optionValue: null });
      else
        setChoices({
          line,
          options: detail.options.map((option) => ({
            productOptionId: option.productOptionId,
            optionValue: option.optionValue,
            paused: option.salesStatus.code === 'PAUSE'
          }))
        });
    } finally {
      setBusy(false);
    }
  };

  const withoutOptions = product.optionYn === 'N';
  const picked = withoutOptions && pickedKeys.has(plainKey);
  return (
    <li className="flex flex-col rounded-2xl bg-white p-3 ring-1 ring-line/70" data-testid="bag-pick-card">
      <img
        src={product.imageUrl}
        alt=""
        width={240}
        height={240}
        loading="lazy"
        className={`aspect-square w-full rounded-xl bg-cream-deep object-cover ${soldOut ? 'opacity-60' : ''}`}
      />
      <p className="mt-2 line-clamp-2 min-h-10 text-sm font-semibold text-ink">{product.productName}</p>
      <p className="mt-1 text-sm font-bold text-ink">{formatWon(product.price, language)}</p>
      {soldOut ? <p className="text-xs font-semibold text-coral-strong">{t('bag.state.SOLD_OUT')}</p> : null}
      {pickedCount > 0 && !withoutOptions ? (
        <p className="text-xs font-semibold text-plum">
          {t('bag.pick.optionsPicked', { count: pickedCount })}
        </p>
      ) : null}
      <button
        type="button"
        className={`mt-auto min-h-10 rounded-full px-3 text-sm font-semibold ${
          picked ? 'bg-plum text-white' : 'border border-plum text-plum'
        } disabled:opacity-50`}
        aria-pressed={withoutOptions ? picked : undefined}
        disabled={busy || (!picked && full)}
        onClick={() => (picked ? onRemove(plainKey) : void add())}
        data-testid={`bag-pick-${product.productId}`}
      >
        {picked ? t('bag.pick.picked') : withoutOptions ? t('bag.pick.add') : t('bag.pick.chooseOption')}
      </button>
      {choices ? (
        <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={t('bag.pick.optionGroup')}>
          {choices.options.map((option) => {
            // An option already in the bag says so and is not added twice.
            const held = pickedKeys.has(`${product.productId}:${option.productOptionId}`);
            return (
              <button
                key={option.productOptionId}
                type="button"
                aria-label={held ? t('bag.pick.optionHeld', { option: option.optionValue }) : undefined}
                disabled={option.paused || held || full}
                className="rounded-full border border-line px-2.5 py-1 text-xs text-ink hover:border-plum disabled:opacity-40"
                onClick={() => {
                  onAdd({
                    ...choices.line,
                    productOptionId: option.productOptionId,
                    optionValue: option.optionValue
                  });
                  setChoices(null);
                }}
              >
                {held ? `${option.optionValue} ✓` : option.optionValue}
              </button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}
