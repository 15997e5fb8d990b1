import type { ProductDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { BadgeList } from '../components/badge-list';

function ShareIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </svg>
  );
}

/** Badges, brand, name with the share button, and the one-line summary. */
export function ProductHeading({ product, onShare }: { product: ProductDetail; onShare: () => void }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  return (
    <div className="flex flex-col gap-2">
      <BadgeList tags={product.tags} />
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        <span className="sr-only">{t('product.brand')}: </span>
        {product.brand}
      </p>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold leading-snug tracking-tight md:text-[28px]">
          {product.productName}
        </h1>
        <button
          type="button"
          className="icon-button -mr-2 shrink-0 text-ink/80 hover:text-plum"
          aria-label={tp('detail.share')}
          aria-haspopup="dialog"
          data-testid="share-open"
          onClick={onShare}
        >
          <ShareIcon />
        </button>
      </div>
      {product.productSummary && (
        <p className="text-[15px] leading-relaxed text-muted">{product.productSummary}</p>
      )}
    </div>
  );
}
