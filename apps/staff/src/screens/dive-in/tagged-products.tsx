import type { DiveInTaggedProduct } from '@mall/domain';
import { useId } from 'react';
import { useT } from '../../i18n';

const thumb = 'h-12 w-12 shrink-0 rounded border border-line bg-slate-100 object-cover';

/**
 * What the desk approves besides the video: every product it tags, in the order the feed shows them, whatever their
 * sale state (a paused product is still in the video). A picture when the product has one, the name, the number.
 */
export function TaggedProducts({ products }: { products: DiveInTaggedProduct[] }) {
  const { t } = useT();
  const title = useId();
  return (
    <section className="flex flex-col gap-1.5" aria-labelledby={title}>
      <h3 id={title} className="font-medium">
        {t('diveIn.productsTitle', { count: products.length })}
      </h3>
      {products.length === 0 ? (
        <p className="text-muted">{t('diveIn.noProducts')}</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="dive-in-products">
          {products.map((product) => (
            <li key={product.productId} className="flex items-center gap-2 rounded-md bg-slate-50 p-1.5">
              {product.thumbnailUrl ? (
                <img src={product.thumbnailUrl} alt="" loading="lazy" className={thumb} />
              ) : (
                <span className={thumb} aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 break-words">
                {product.name} <span className="font-mono text-xs text-muted">#{product.productId}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
