import type { ReturnableOrderLine } from '@mall/domain';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { QuantityStepper } from './quantity-stepper';

/**
 * The order's lines to choose from: a box per line, and how many go back (1 up to what the line may still
 * send back). A line with nothing left is shown, not offered.
 */
export function LinePicker({
  lines,
  quantities,
  onChange
}: {
  lines: readonly ReturnableOrderLine[];
  quantities: Readonly<Record<number, number>>;
  onChange: (quantities: Record<number, number>) => void;
}) {
  const { t } = useTranslation('order-history');
  const language = useLanguage();
  const set = (lineId: number, quantity: number | null) => {
    const next: Record<number, number> = { ...quantities };
    if (quantity === null) delete next[lineId];
    else next[lineId] = quantity;
    onChange(next);
  };
  return (
    <ul className="divide-y divide-line/70">
      {lines.map((line) => {
        const chosen = quantities[line.salesOrderLineId];
        const none = line.returnableQuantity === 0;
        return (
          <li
            key={line.salesOrderLineId}
            data-testid="return-line"
            className={`flex flex-wrap items-start gap-3 py-4 first:pt-0 last:pb-0 ${none ? 'opacity-60' : ''}`}
          >
            <input
              type="checkbox"
              className="mt-5 size-5 shrink-0 accent-plum"
              checked={chosen !== undefined}
              disabled={none}
              aria-label={t('returns.step1.choose', { name: line.productName })}
              data-testid="return-line-check"
              onChange={(event) => set(line.salesOrderLineId, event.target.checked ? 1 : null)}
            />
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-cream object-cover"
            />
            <div className="min-w-0 flex-1 basis-40">
              <p className="line-clamp-2 text-[15px] font-semibold text-ink">{line.productName}</p>
              {line.optionValue && <p className="mt-0.5 text-sm text-muted">{line.optionValue}</p>}
              <p className="mt-1 text-sm text-muted">
                {formatWon(line.price, language)} ·{' '}
                {t('returns.step1.ordered', { count: line.orderedQuantity })}
              </p>
              <p className="text-sm font-semibold text-ink" data-testid="return-line-returnable">
                {none
                  ? t('returns.step1.noneLeft')
                  : t('returns.step1.returnable', { count: line.returnableQuantity })}
              </p>
            </div>
            {chosen !== undefined && (
              <div className="ml-auto flex w-full justify-end sm:w-auto sm:self-center">
                <QuantityStepper
                  value={chosen}
                  max={line.returnableQuantity}
                  disabled={none}
                  label={`${t('returns.step1.quantity')} · ${line.productName}`}
                  onChange={(quantity) =>
                    set(line.salesOrderLineId, Math.min(Math.max(quantity, 1), line.returnableQuantity))
                  }
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
