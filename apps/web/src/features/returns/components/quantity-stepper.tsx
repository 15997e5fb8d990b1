import { useTranslation } from '../../../shared/i18n/i18n';

const buttonClass =
  'flex size-10 items-center justify-center text-lg font-bold text-ink disabled:text-muted/50 disabled:cursor-not-allowed';

/** − n + between 1 and `max` (what the line may still send back). */
export function QuantityStepper({
  value,
  max,
  disabled,
  onChange,
  label
}: {
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
  label: string;
}) {
  const { t } = useTranslation('order-history');
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-line bg-white"
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={t('returns.step1.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        data-testid="return-quantity-decrease"
      >
        −
      </button>
      <output className="w-8 text-center text-[15px] font-semibold" data-testid="return-quantity">
        {value}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={t('returns.step1.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        data-testid="return-quantity-increase"
      >
        +
      </button>
    </div>
  );
}
