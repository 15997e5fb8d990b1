import { isPurchasable, soldOutText, type OptionUi, type ProductOption } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ChevronDownIcon } from '../../../shared/ui/icons';

type Props = {
  optionUi: OptionUi;
  options: readonly ProductOption[];
  value: number | null;
  onChange: (productOptionId: number) => void;
};

/** SPEC §4: an unavailable option is disabled and shows its custom sold-out text, else the default text. */
export function useUnavailableText() {
  const { t } = useTranslation();
  return (option: ProductOption): string | null => {
    if (isPurchasable(option.salesStatus.code)) return null;
    return (
      soldOutText(option) ??
      (option.salesStatus.code === 'PAUSE' ? t('product.optionPaused') : t('product.optionSoldOut'))
    );
  };
}

export function OptionPicker({ optionUi, options, value, onChange }: Props) {
  const { t } = useTranslation();
  const unavailableText = useUnavailableText();
  const id = useId();
  const selected = options.find((option) => option.productOptionId === value);

  if (optionUi === 'SELECT') {
    return (
      <div>
        <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink">
          {t('product.options')}
        </label>
        <div className="relative">
          <select
            id={id}
            value={value ?? ''}
            onChange={(event) => onChange(Number(event.target.value))}
            className="h-12 w-full appearance-none rounded-xl border border-line bg-white pl-4 pr-10 text-[15px] text-ink hover:border-plum"
          >
            <option value="" disabled>
              {t('product.chooseOption')}
            </option>
            {options.map((option) => {
              const note = unavailableText(option);
              return (
                <option key={option.productOptionId} value={option.productOptionId} disabled={note !== null}>
                  {note ? `${option.optionValue} — ${note}` : option.optionValue}
                </option>
              );
            })}
          </select>
          <ChevronDownIcon
            size={18}
            className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-muted"
          />
        </div>
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('product.options')}
        {selected && (
          <span className="ml-2 font-normal text-muted">
            {t('product.selectedOption', { option: selected.optionValue })}
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const note = unavailableText(option);
          const isSelected = option.productOptionId === value;
          return (
            <button
              key={option.productOptionId}
              type="button"
              disabled={note !== null}
              aria-pressed={isSelected}
              onClick={() => onChange(option.productOptionId)}
              className={`flex min-h-12 items-center gap-2 rounded-xl border bg-white py-1.5 pl-1.5 pr-3 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:bg-cream-deep/60 ${
                isSelected ? 'border-plum ring-2 ring-plum/30' : 'border-line hover:border-plum'
              }`}
            >
              {option.optionImageUrl ? (
                <img
                  src={option.optionImageUrl}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className={`size-9 rounded-lg object-cover ${note ? 'opacity-40' : ''}`}
                />
              ) : (
                <span aria-hidden="true" className="size-2" />
              )}
              <span className="flex flex-col leading-tight">
                <span
                  className={note ? 'text-muted line-through decoration-muted/60' : 'font-medium text-ink'}
                >
                  {option.optionValue}
                </span>
                {note && <span className="mt-0.5 text-xs font-medium text-coral-strong">{note}</span>}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
