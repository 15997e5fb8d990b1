import type { DiveInProduct } from '@mall/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatPoints } from '../../../shared/lib/format';
import { MemberPoints, PriceTag } from '../../catalogue/lazy';
import { BagAddButton } from './bag-add-button';

function Badges({ product }: { product: DiveInProduct }) {
  const { t } = useTranslation('dive-in');
  const { t: tt } = useTranslation();
  const status = product.salesStatus.code;
  const shown = [
    ...(status === 'SOLD_OUT' || status === 'ALMOST_SOLD_OUT' || status === 'PAUSE'
      ? [{ key: status, text: tt(`catalogue.status.${status}`), strong: status !== 'ALMOST_SOLD_OUT' }]
      : []),
    ...(product.almostEnding ? [{ key: 'ENDING', text: t('product.endingSoon'), strong: false }] : [])
  ];
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" data-testid="dive-in-badges">
      {shown.map((badge) => (
        <li
          key={badge.key}
          className={`rounded px-1.5 py-0.5 text-[11px] font-bold leading-none ${badge.strong ? 'bg-ink text-white' : 'bg-coral-soft text-coral-strong'}`}
        >
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

function BagItem({ product }: { product: DiveInProduct }) {
  const { t } = useTranslation('dive-in');
  const language = useLanguage();
  const unavailable = product.salesStatus.code === 'SOLD_OUT' || product.salesStatus.code === 'PAUSE';
  return (
    <li className="flex gap-3 py-3" data-testid="dive-in-bag-item">
      <Link to={paths.productDetail(product.productId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={product.thumbnailUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className={`size-20 rounded-lg bg-cream-deep object-cover ${unavailable ? 'opacity-50' : ''}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Badges product={product} />
        <Link
          to={paths.productDetail(product.productId)}
          className="line-clamp-2 text-sm leading-snug text-ink hover:underline"
        >
          {product.name}
        </Link>
        <PriceTag
          price={product.salesAmount}
          priceOriginal={Math.max(product.priceOriginal, product.salesAmount)}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <MemberPoints sp={product.sp} bp={product.bp} />
          <span className="text-xs text-muted" data-testid="dive-in-points">
            {t('product.points', { points: formatPoints(product.pointForCustomer, language) })}
          </span>
        </div>
      </div>
      <div className="self-center">
        <BagAddButton product={product} />
      </div>
    </li>
  );
}

/** The products tagged in a video: image, name, price (list price struck when higher), SP/BP for planners, points, badges. */
export function ProductBag({ products }: { products: DiveInProduct[] }) {
  const { t } = useTranslation('dive-in');
  if (products.length === 0)
    return <p className="py-6 text-center text-sm text-muted">{t('detail.bagEmpty')}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="dive-in-bag">
      {products.map((product) => (
        <BagItem key={product.productId} product={product} />
      ))}
    </ul>
  );
}
