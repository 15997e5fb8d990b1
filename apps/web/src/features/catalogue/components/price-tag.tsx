import { discountRate } from '@mall/domain';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';

type Props = { price: number; priceOriginal: number; size?: 'card' | 'detail' };

/** Korean mall price: discount % in coral, the price bold, the list price struck through. */
export function PriceTag({ price, priceOriginal, size = 'card' }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = discountRate(priceOriginal, price);
  const big = size === 'detail';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {rate > 0 && (
        <span className={`font-bold text-coral-strong ${big ? 'text-2xl' : 'text-[15px] md:text-base'}`}>
          <span className="sr-only">{t('price.discountRate')} </span>
          {t('price.percent', { rate })}
        </span>
      )}
      <span className={`font-bold text-ink ${big ? 'text-2xl md:text-[28px]' : 'text-[15px] md:text-base'}`}>
        <span className="sr-only">{t('price.salePrice')} </span>
        {formatWon(price, language)}
      </span>
      {rate > 0 && (
        <s className={`text-muted ${big ? 'text-base' : 'text-xs md:text-[13px]'}`}>
          <span className="sr-only">{t('price.listPrice')} </span>
          {formatWon(priceOriginal, language)}
        </s>
      )}
    </div>
  );
}
