import { DIVE_IN_MAX_PRODUCTS } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { productsQueryOptions } from '../../catalogue';
import type { PickedProduct } from '../lib/use-upload-form';
import { inputClass } from './studio-parts';

/** A short list under the box: a phone's form stays within a few screens. */
const RESULTS = 6;

/**
 * Products found by name through the catalogue's own list (GET /product/v1/public/products, by product name), each
 * with its add button. Paused products are left out: a video may not tag them (DIVE_IN_PRODUCT_NOT_ALLOWED).
 * Not a form of its own (it sits inside the upload form, whose fieldset disables it while uploading): Enter in the
 * box searches instead of uploading.
 */
export function StudioProductSearch({
  picked,
  onAdd
}: {
  picked: readonly PickedProduct[];
  onAdd: (product: PickedProduct) => void;
}) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const viewer = useCatalogueViewer();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const params = {
    searchOrderType: 'RECOMMEND' as const,
    pageNumber: 1,
    pageSize: RESULTS,
    textSearchValue: keyword
  };
  const results = useQuery({
    ...productsQueryOptions(language, params, viewer),
    enabled: keyword !== '',
    placeholderData: keepPreviousData
  });
  const full = picked.length >= DIVE_IN_MAX_PRODUCTS;
  const pickedIds = new Set(picked.map((product) => product.productId));
  const found = results.data?.list.filter((product) => product.salesStatus.code !== 'PAUSE') ?? [];

  const search = () => setKeyword(typed.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    search();
  };

  return (
    <div className="mt-3">
      <div className="flex gap-2">
        <input
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('video.form.searchPlaceholder')}
          aria-label={t('video.form.searchLabel')}
          className={inputClass}
          data-testid="studio-product-search"
        />
        <button type="button" className="btn-secondary shrink-0" onClick={search}>
          {t('video.form.search')}
        </button>
      </div>
      {keyword === '' ? null : results.isError ? (
        <p role="alert" className="mt-3 text-sm text-coral-strong">
          {t('video.form.searchError')}
        </p>
      ) : !results.data ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {t('video.form.searching')}
        </p>
      ) : found.length === 0 ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {t('video.form.searchEmpty')}
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-line rounded-xl ring-1 ring-line"
          data-testid="studio-product-results"
        >
          {found.map((product) => {
            const added = pickedIds.has(product.productId);
            return (
              <li key={product.productId} className="flex items-center gap-3 px-3 py-2">
                <img
                  src={product.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-cream-deep object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold text-ink">{product.productName}</p>
                  <p className="text-xs text-muted">{formatWon(product.price, language)}</p>
                </div>
                <button
                  type="button"
                  className="min-h-10 shrink-0 rounded-full border border-line px-3.5 text-sm font-semibold text-ink hover:border-plum hover:text-plum disabled:cursor-not-allowed disabled:opacity-50"
                  aria-label={added ? undefined : t('video.form.addLabel', { name: product.productName })}
                  disabled={added || full}
                  onClick={() =>
                    onAdd({
                      productId: product.productId,
                      name: product.productName,
                      imageUrl: product.imageUrl
                    })
                  }
                >
                  {t(added ? 'video.form.added' : 'video.form.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
