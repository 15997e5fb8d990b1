import { clampQuantity, QUANTITY_INPUT_MAX_LENGTH } from '@mall/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons';

type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

/**
 * 1..max (SPEC §5: maxQuantityLimit or else 100); the field holds at most 3 characters (SPEC §9). Typed
 * non-digits are dropped and a typed number is clamped at once; the field may be empty while typing and
 * shows the quantity again when it loses focus.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  // What the field shows while typing; null: the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);
  const step = (next: number) => {
    setDraft(null);
    onChange(clampQuantity(next, max));
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink">
        {t('product.quantity')}
      </label>
      <div className="inline-flex items-center rounded-full border border-line bg-white">
        <button
          type="button"
          className="icon-button disabled:cursor-not-allowed disabled:opacity-40"
          aria-label={t('product.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => step(value - 1)}
        >
          <MinusIcon size={18} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={QUANTITY_INPUT_MAX_LENGTH}
          aria-describedby={hintId}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, QUANTITY_INPUT_MAX_LENGTH);
            if (!digits) {
              setDraft('');
              return;
            }
            const next = clampQuantity(Number(digits), max);
            setDraft(String(next));
            onChange(next);
          }}
          onBlur={() => setDraft(null)}
          className="w-12 bg-transparent text-center text-[15px] font-semibold tabular-nums text-ink outline-none focus-visible:outline-2"
        />
        <button
          type="button"
          className="icon-button disabled:cursor-not-allowed disabled:opacity-40"
          aria-label={t('product.increase')}
          disabled={disabled || value >= max}
          onClick={() => step(value + 1)}
        >
          <PlusIcon size={18} />
        </button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        {t('product.quantityMax', { max })}
      </p>
    </div>
  );
}
