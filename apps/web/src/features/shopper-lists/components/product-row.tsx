import { isPurchasable, type ProductSummary } from '@mall/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';

/** One product of a list: image, brand, name and price, sold-out or paused marked; the list's actions at the end. */
export function ProductRow({ product, children }: { product: ProductSummary; children?: ReactNode }) {
  const { t } = useTranslation('shopper-lists');
  const language = useLanguage();
  const status = product.salesStatus.code;
  const unavailable = !isPurchasable(status);
  return (
    <li className="flex gap-3 py-4 md:gap-5" data-testid="list-product" data-product-id={product.productId}>
      {/* The picture repeats the name's link for the pointer: out of the tab order and unnamed to screen readers. */}
      <Link to={paths.productDetail(product.productId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={product.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className={`size-20 rounded-xl bg-cream-deep object-cover md:size-24 ${unavailable ? 'opacity-50 grayscale-[40%]' : ''}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>
        <Link
          to={paths.productDetail(product.productId)}
          className="line-clamp-2 text-[15px] leading-snug text-ink hover:text-plum"
        >
          {product.productName}
        </Link>
        <p className="text-[15px] font-bold">
          {formatWon(product.price, language)}
          {unavailable && (
            <span
              className="ml-2 rounded-full bg-ink/80 px-2 py-0.5 align-middle text-xs font-bold text-white"
              data-testid="list-product-status"
            >
              {status === 'PAUSE' ? t('wishlist.paused') : t('wishlist.soldOut')}
            </span>
          )}
        </p>
        {children && <div className="mt-1 flex flex-wrap gap-2">{children}</div>}
      </div>
    </li>
  );
}
