import type { EasyBagLineState } from '@mall/domain';
import { formatWon } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { lineKey } from '../lib/bag-draft';
import { LineIdentity, StateBadge } from './bag-parts';
import { QuantityStepper } from './quantity-stepper';

export type EditableLine = {
  productId: number;
  productOptionId: number | null;
  productName: string;
  optionValue: string | null;
  imageUrl: string;
  price: number;
  maxQuantity: number;
  quantity: number;
  /** How the line stands now (the saved bag's lines); absent in the wizard. */
  state?: EasyBagLineState;
};

/** The bag's lines with the planner's suggested quantity (1..the product's limit) and a remove button each. */
export function LinesEditor({
  lines,
  onQuantity,
  onRemove
}: {
  lines: readonly EditableLine[];
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  return (
    <ul className="divide-y divide-line/70" data-testid="bag-lines">
      {lines.map((line) => {
        const key = lineKey(line);
        return (
          <li
            key={key}
            className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between"
            data-testid="bag-line"
          >
            <div className="min-w-0 flex-1">
              <LineIdentity
                imageUrl={line.imageUrl}
                productName={line.productName}
                optionValue={line.optionValue}
                dimmed={line.state !== undefined && line.state !== 'ORDERABLE'}
              />
              <div className="mt-1 flex flex-wrap items-center gap-2 pl-[76px]">
                <span className="text-sm font-bold text-ink">{formatWon(line.price, language)}</span>
                {line.state ? <StateBadge state={line.state} /> : null}
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 pl-[76px] md:pl-0">
              <div className="flex flex-col items-start gap-1">
                <QuantityStepper
                  value={line.quantity}
                  max={line.maxQuantity}
                  label={line.productName}
                  onChange={(next) => onQuantity(key, next)}
                  testId="bag-line-quantity"
                />
                <span className="text-xs text-muted">{t('bag.quantity.max', { max: line.maxQuantity })}</span>
              </div>
              <button
                type="button"
                className="min-h-10 rounded-full px-3 text-sm font-semibold text-muted hover:text-coral-strong"
                aria-label={t('bag.lines.removeNamed', { name: line.productName })}
                onClick={() => onRemove(key)}
              >
                {t('bag.lines.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
