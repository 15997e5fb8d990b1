import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons';

type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

/** 1..max (SPEC §5: maxQuantityLimit or else 100); the field holds at most 3 characters (SPEC §9). */
export function QuantityStepper({ value, max, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(1, Math.trunc(next)));
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
          onClick={() => onChange(clamp(value - 1))}
        >
          <MinusIcon size={18} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={3}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (digits) onChange(clamp(Number(digits)));
          }}
          className="w-12 bg-transparent text-center text-[15px] font-semibold tabular-nums text-ink outline-none focus-visible:outline-2"
        />
        <button
          type="button"
          className="icon-button disabled:cursor-not-allowed disabled:opacity-40"
          aria-label={t('product.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <PlusIcon size={18} />
        </button>
      </div>
      <p className="mt-2 text-xs text-muted">{t('product.quantityMax', { max })}</p>
    </div>
  );
}
