import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';

/** What a subscribed line shows: the autoship cart's lines (init) and a subscription's (detail) both have it. */
export type ShownLine = {
  productId: number;
  productOptionId: number | null;
  productName: string;
  optionValue: string | null;
  imageUrl: string | null;
  quantity: number;
  price: number;
  priceOriginal: number;
  available: boolean;
};

/** The products with today's prices: image, name, option, quantity, line amount (and what it was before a discount). */
export function AutoshipLines({ lines }: { lines: readonly ShownLine[] }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <ul className="divide-y divide-line/70">
      {lines.map((line) => (
        <li
          key={`${line.productId}-${line.productOptionId ?? ''}`}
          data-testid="autoship-line"
          className="flex gap-3 py-3 first:pt-0 last:pb-0"
        >
          {line.imageUrl ? (
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-cream object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream" />
          )}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-[15px] font-semibold text-ink">{line.productName}</p>
            {line.optionValue && (
              <p className="mt-0.5 text-sm text-muted">
                {t('autoship.line.option', { value: line.optionValue })}
              </p>
            )}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="text-muted">{t('autoship.line.quantity', { count: line.quantity })}</span>
              <span className="font-semibold tabular-nums text-ink">
                {formatWon(line.price * line.quantity, language)}
              </span>
              {line.priceOriginal > line.price && (
                <span className="text-xs tabular-nums text-muted line-through">
                  {formatWon(line.priceOriginal * line.quantity, language)}
                </span>
              )}
            </p>
            {!line.available && (
              <p className="mt-1 text-xs text-coral-strong" data-testid="autoship-line-unavailable">
                {t('autoship.line.unavailable')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
