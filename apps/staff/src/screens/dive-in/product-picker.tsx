import { DIVE_IN_MAX_PRODUCTS, type ProductSuggestion } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../api';
import { DIVE_IN_KEY, diveInApi } from '../../api/dive-in';
import { useT } from '../../i18n';

const thumb = 'h-10 w-10 shrink-0 rounded border border-line bg-slate-100 object-cover';
const small = 'min-h-11 shrink-0 rounded-md border border-line bg-white px-3 text-sm disabled:opacity-40';

/** A product as the picker lists it (chosen or found): picture, name, id and the one thing to do with it. */
function ProductRow({
  product,
  className = '',
  action,
  actionLabel,
  disabled,
  onAction
}: {
  product: ProductSuggestion;
  className?: string;
  action: string;
  actionLabel: string;
  disabled?: boolean;
  onAction: () => void;
}) {
  return (
    <li className={`flex items-center gap-2 p-1.5 ${className}`}>
      <img src={product.imageUrl} alt="" className={thumb} />
      <span className="min-w-0 flex-1 text-sm break-words">
        {product.productName} <span className="font-mono text-xs text-muted">#{product.productId}</span>
      </span>
      <button type="button" className={small} disabled={disabled} aria-label={actionLabel} onClick={onAction}>
        {action}
      </button>
    </li>
  );
}

/**
 * The products a video tags, in order: found by name through the storefront's suggestions (up to eight a search),
 * added once each, at most DIVE_IN_MAX_PRODUCTS. Whether each may be shown (not paused) is the API's to say.
 */
export function ProductPicker({
  value,
  onChange,
  error
}: {
  value: ProductSuggestion[];
  onChange: (products: ProductSuggestion[]) => void;
  error: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: [...DIVE_IN_KEY, 'suggest', keyword],
    queryFn: () => diveInApi.suggest(keyword),
    enabled: keyword !== ''
  });
  const chosen = new Set(value.map((product) => product.productId));
  const full = value.length >= DIVE_IN_MAX_PRODUCTS;
  const search = () => setKeyword(typed.trim());

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">
        {t('diveIn.productsLabel')}
        <span className="text-danger"> *</span>
      </legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t('diveIn.noneChosen')}</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="dive-in-chosen">
          {value.map((product) => (
            <ProductRow
              key={product.productId}
              product={product}
              className="rounded-md bg-plum-soft/50"
              action={t('diveIn.remove')}
              actionLabel={t('diveIn.productRemove', { name: product.productName })}
              onAction={() => onChange(value.filter((other) => other.productId !== product.productId))}
            />
          ))}
        </ol>
      )}
      <div className="flex gap-2">
        <input
          type="search"
          aria-label={t('diveIn.productSearch')}
          placeholder={t('diveIn.productSearch')}
          maxLength={50}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of sending the upload form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
          className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-base"
        />
        <button type="button" className={small} onClick={search}>
          {t('diveIn.productSearchButton')}
        </button>
      </div>
      {keyword !== '' && found.error && (
        <p role="alert" className="text-sm text-danger">
          {messageOf(found.error, t('error.generic'))}
        </p>
      )}
      {keyword !== '' && found.data && (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line" aria-live="polite">
          {found.data.list.length === 0 && (
            <li className="p-2 text-sm text-muted">{t('diveIn.noMatches')}</li>
          )}
          {found.data.list.map((product) => (
            <ProductRow
              key={product.productId}
              product={product}
              action={t('diveIn.add')}
              actionLabel={t('diveIn.productAdd', { name: product.productName })}
              disabled={full || chosen.has(product.productId)}
              onAction={() => onChange([...value, product])}
            />
          ))}
        </ul>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('diveIn.productsHint', { max: DIVE_IN_MAX_PRODUCTS })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
