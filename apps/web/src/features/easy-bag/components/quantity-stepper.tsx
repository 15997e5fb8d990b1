import { clampBagQuantity } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

/** − n + within 1..max; typing is held within the limits too. `label` names the product for screen readers. */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  testId
}: {
  value: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation('planner');
  const button =
    'flex size-10 items-center justify-center text-lg font-bold text-ink disabled:cursor-not-allowed disabled:text-line';
  return (
    <div className="inline-flex items-center rounded-full border border-line bg-white" data-testid={testId}>
      <button
        type="button"
        className={button}
        aria-label={t('bag.quantity.less', { name: label })}
        disabled={value <= 1}
        onClick={() => onChange(clampBagQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={t('bag.quantity.label', { name: label, max })}
        className="w-12 bg-transparent text-center text-[15px] font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        onChange={(event) => onChange(clampBagQuantity(Number(event.target.value), max))}
      />
      <button
        type="button"
        className={button}
        aria-label={t('bag.quantity.more', { name: label })}
        disabled={value >= max}
        onClick={() => onChange(clampBagQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
