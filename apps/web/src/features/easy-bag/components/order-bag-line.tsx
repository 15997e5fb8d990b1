import type { EasyBagLine } from '@mall/domain';
import { formatWon } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { LineIdentity, StateBadge } from './bag-parts';
import { QuantityStepper } from './quantity-stepper';

/**
 * A bag line on /beauty-planner: an orderable one with its checkbox and quantity (1..its limit); a sold-out, paused
 * or withdrawn one greyed, with the reason it is left out of the order.
 */
export function OrderBagLine({
  line,
  choice,
  onChange
}: {
  line: EasyBagLine;
  choice: { picked: boolean; quantity: number } | undefined;
  onChange: (next: { picked: boolean; quantity: number }) => void;
}) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const orderable = line.state === 'ORDERABLE' && choice !== undefined;
  const name = line.productName || t('bag.order.unknownProduct');
  return (
    <li
      className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between"
      data-testid="order-bag-line"
      data-state={line.state}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {orderable ? (
          <input
            type="checkbox"
            className="mt-6 size-5 shrink-0 accent-plum"
            checked={choice.picked}
            aria-label={t('bag.order.include', { name })}
            onChange={(event) => onChange({ ...choice, picked: event.target.checked })}
          />
        ) : (
          <span aria-hidden="true" className="mt-6 size-5 shrink-0" />
        )}
        <div className="min-w-0">
          <LineIdentity
            imageUrl={line.imageUrl}
            productName={name}
            optionValue={line.optionValue}
            dimmed={!orderable}
          />
          <div className="mt-1 flex flex-wrap items-center gap-2 pl-[76px]">
            {line.priceOriginal > line.price ? (
              <span className="text-xs text-muted line-through">
                {formatWon(line.priceOriginal, language)}
              </span>
            ) : null}
            <span className={`text-sm font-bold ${orderable ? 'text-ink' : 'text-muted'}`}>
              {formatWon(line.price, language)}
            </span>
            <StateBadge state={line.state} />
          </div>
          {!orderable ? (
            <p className="mt-1 pl-[76px] text-xs text-coral-strong" data-testid="order-bag-line-reason">
              {line.state === 'SOLD_OUT' && line.soldOutMessage
                ? t('bag.order.leftOutWith', { reason: line.soldOutMessage })
                : t(`bag.order.leftOut.${line.state === 'ORDERABLE' ? 'UNAVAILABLE' : line.state}`)}
            </p>
          ) : null}
        </div>
      </div>
      {orderable ? (
        <div className="flex flex-col items-start gap-1 pl-8 md:items-end md:pl-0">
          <QuantityStepper
            value={choice.quantity}
            max={line.maxQuantity}
            label={name}
            onChange={(quantity) => onChange({ ...choice, quantity })}
            testId="order-bag-quantity"
          />
          <span className="text-xs text-muted">{t('bag.quantity.max', { max: line.maxQuantity })}</span>
        </div>
      ) : null}
    </li>
  );
}
