import { EASY_BAG_MAX_LINES } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { shopRoots, useCategories } from '../../catalogue';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { Pagination } from '../../../shared/ui/pagination';
import { bagProductsQueryOptions } from '../api/easy-bag-api';
import { lineKey, type DraftLine } from '../lib/bag-draft';
import { inputClass } from './bag-parts';
import { PickCard } from './pick-card';

const chip = (active: boolean) =>
  `shrink-0 rounded-full px-3.5 py-2 text-sm font-semibold ${
    active ? 'bg-plum text-white' : 'bg-white text-ink ring-1 ring-line hover:text-plum'
  }`;

/**
 * Step 1: the products planners may bag (exposureBagYn=Y), by category as the catalogue groups them and by name,
 * twelve a page; each card adds or removes its product.
 */
export function ProductPicker({
  lines,
  onAdd,
  onRemove
}: {
  lines: readonly DraftLine[];
  onAdd: (line: Omit<DraftLine, 'quantity'>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery(
    bagProductsQueryOptions(language, { categoryId, keyword: keyword || undefined, pageNumber })
  );
  const pickedKeys = new Set(lines.map(lineKey));
  const full = lines.length >= EASY_BAG_MAX_LINES;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPageNumber(1);
  };
  const choose = (id: number | undefined) => {
    setCategoryId(id);
    setPageNumber(1);
  };

  return (
    <section aria-labelledby="bag-pick-title">
      <h2 id="bag-pick-title" className="sr-only">
        {t('bag.steps.pick')}
      </h2>
      <form role="search" onSubmit={search} className="flex gap-2">
        <input
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('bag.pick.searchPlaceholder')}
          aria-label={t('bag.pick.searchLabel')}
          className={inputClass}
          data-testid="bag-pick-search"
        />
        <button type="submit" className="btn-secondary shrink-0">
          {t('bag.pick.search')}
        </button>
      </form>
      <div className="scrollbar-none -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        <button type="button" className={chip(categoryId === undefined)} onClick={() => choose(undefined)}>
          {t('bag.pick.all')}
        </button>
        {shopRoots(categories.data ?? []).map((category) => (
          <button
            key={category.categoryId}
            type="button"
            className={chip(categoryId === category.categoryId)}
            aria-pressed={categoryId === category.categoryId}
            onClick={() => choose(category.categoryId)}
          >
            {category.categoryName}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite" data-testid="bag-pick-count">
        {t('bag.pick.count', { count: lines.length, max: EASY_BAG_MAX_LINES })}
      </p>
      {full ? (
        <p className="mt-1 text-sm text-coral-strong" data-testid="bag-pick-full">
          {t('bag.problems.EB_LinesMax')}
        </p>
      ) : null}
      {page.isError ? (
        <p role="alert" className="mt-6 text-center text-sm text-coral-strong">
          {t('bag.loadError')}
        </p>
      ) : !page.data ? (
        <p className="mt-6 text-center text-sm text-muted">{t('bag.loading')}</p>
      ) : page.data.list.length === 0 ? (
        <p className="mt-6 text-center text-sm text-muted">{t('bag.pick.empty')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {page.data.list.map((product) => (
            <PickCard
              key={product.productId}
              product={product}
              pickedKeys={pickedKeys}
              full={full}
              onAdd={onAdd}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {page.data && page.data.totalPageNumber > 1 ? (
        <Pagination
          className="mt-6"
          pageNumber={pageNumber}
          totalPageNumber={page.data.totalPageNumber}
          onPage={setPageNumber}
        />
      ) : null}
    </section>
  );
}
