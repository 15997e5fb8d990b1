import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatNumber } from '../../../shared/lib/format';
import { useLanguage } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { SearchIcon } from '../../../shared/ui/icons';
import {
  Pagination,
  ProductGrid,
  SortSelect,
  useProducts,
  type ProductListParams
} from '../../catalogue';
import { useCheckedProductOpen } from '../../catalogue/lazy';
import { searchParamsFromUrl } from './search-loader';

function Results({ params }: { params: ProductListParams & { textSearchValue: string } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const products = useProducts(params);
  const openProduct = useCheckedProductOpen();
  const page = products.data;
  if (products.isError && !page) throw products.error;
  if (!page) return null;
  const keyword = params.textSearchValue;
  if (page.totalSize === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold">{t('search.noResults', { keyword })}</p>
        <p className="mt-2 text-sm text-muted">{t('search.noResultsHint')}</p>
      </div>
    );
  }
  return (
    <>
      <div className="mt-8 flex items-center justify-between border-b border-line pb-3">
        <h2 className="text-sm text-muted" aria-live="polite">
          {t('search.resultsFor', { keyword, count: formatNumber(page.totalSize, language) })}
        </h2>
        <SortSelect
          value={params.searchOrderType}
          onChange={(next) =>
            navigate(paths.search(keyword, { searchOrderType: next }), { preventScrollReset: true })
          }
        />
      </div>
      <div className="mt-6">
        <ProductGrid products={page.list} onOpen={openProduct} firstRowAboveFold />
      </div>
      <Pagination
        pageNumber={params.pageNumber}
        totalPageNumber={page.totalPageNumber}
        hrefFor={(n) => paths.search(keyword, { pageNumber: n, searchOrderType: params.searchOrderType })}
      />
    </>
  );
}

/** /search?keyword= — a simple product-name search on the products endpoint. */
export function SearchRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const params = searchParamsFromUrl(searchParams);
  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle
        page={
          params?.textSearchValue
            ? t('search.resultsTitle', { keyword: params.textSearchValue })
            : t('search.title')
        }
      />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('search.title')}</h1>
      <Form role="search" method="get" action={paths.search()} className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <SearchIcon
            size={20}
            className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted"
          />
          <input
            key={params?.textSearchValue ?? ''}
            id={inputId}
            name="keyword"
            type="search"
            maxLength={100}
            defaultValue={params?.textSearchValue ?? ''}
            placeholder={t('search.placeholder')}
            className="h-12 w-full rounded-full border border-line bg-white pl-11 pr-4 text-[15px] placeholder:text-muted/80 focus:border-plum"
          />
        </div>
        <button type="submit" className="btn-primary h-12">
          {t('search.submit')}
        </button>
      </Form>
      {params && params.textSearchValue ? (
        <Results params={{ ...params, textSearchValue: params.textSearchValue }} />
      ) : (
        <p className="py-16 text-center text-muted">{t('search.prompt')}</p>
      )}
    </div>
  );
}
