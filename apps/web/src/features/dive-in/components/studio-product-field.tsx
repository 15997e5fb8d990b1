import { DIVE_IN_MAX_PRODUCTS } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { UploadForm } from '../lib/use-upload-form';
import { FieldProblem, labelClass, useProblemText } from './studio-parts';
import { StudioProductSearch } from './studio-product-search';

/**
 * The products in the video: the tagged ones as removable chips (the one the server refused is marked), the count
 * against the maximum, and the search that adds more.
 */
export function StudioProductField({ form }: { form: UploadForm }) {
  const { t } = useTranslation('planner');
  const problemText = useProblemText();
  const id = useId();
  const problem = problemText(form.problems.productIds);
  const full = form.products.length >= DIVE_IN_MAX_PRODUCTS;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={problem ? `${id}-problem ${id}-hint` : `${id}-hint`}
      // The first field with a problem takes the focus after a refused upload (the group, for the products).
      tabIndex={-1}
      data-invalid={problem ? true : undefined}
      className="outline-none"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className={labelClass}>
          {t('video.form.products')}
        </p>
        <p className="text-xs text-muted tabular-nums" aria-live="polite" data-testid="studio-product-count">
          {t('video.form.productCount', { count: form.products.length, max: DIVE_IN_MAX_PRODUCTS })}
        </p>
      </div>
      <p id={`${id}-hint`} className="mt-0.5 text-xs break-keep text-muted">
        {t('video.form.productsHint', { max: DIVE_IN_MAX_PRODUCTS })}
      </p>
      {form.products.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('video.form.noProducts')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="studio-products">
          {form.products.map((product) => {
            const refused = product.productId === form.refusedProductId;
            return (
              <li
                key={product.productId}
                className={`flex max-w-full items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm ${
                  refused
                    ? 'bg-coral-soft text-coral-strong ring-2 ring-coral-strong'
                    : 'bg-plum-soft text-ink'
                }`}
                data-refused={refused || undefined}
                data-testid="studio-product-chip"
              >
                <img
                  src={product.imageUrl}
                  alt=""
                  width={28}
                  height={28}
                  className="size-7 shrink-0 rounded-full object-cover"
                />
                <span className="min-w-0 truncate font-semibold">{product.name}</span>
                <button
                  type="button"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full text-base hover:bg-white"
                  aria-label={t('video.form.removeLabel', { name: product.name })}
                  onClick={() => form.removeProduct(product.productId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full && (
        <p className="mt-2 text-sm text-muted" data-testid="studio-products-full">
          {t('video.form.full', { max: DIVE_IN_MAX_PRODUCTS })}
        </p>
      )}
      <FieldProblem id={`${id}-problem`} text={problem} />
      <StudioProductSearch picked={form.products} onAdd={form.addProduct} />
    </div>
  );
}
