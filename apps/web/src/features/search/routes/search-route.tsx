import { useId } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatNumber } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { SearchIcon } from '../../../shared/ui/icons';
import { SEARCH_KEYWORD_MAX } from '@mall/domain';
import { Pagination } from '../../../shared/ui/pagination';
import { SortSelect, useCheckedProductOpen, WishableProductGrid } from '../../catalogue/lazy';
import { useSearchProducts, type SearchParams } from '../api/search-products';
import { searchParamsFromUrl } from './search-loader';

function NoResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="search-no-results">
      <p className="text-lg font-semibold">{t('search.noResults', { keyword })}</p>
      <ul className="mt-4 space-y-1.5 text-left text-sm text-muted">
        {(['noResultsHint', 'hintWords', 'hintInitials'] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="text-coral">
              ·
            </span>
            {t(`search.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const products = useSearchProducts(params);
  const openProduct = useCheckedProductOpen();
  const page = products.data;
  if (products.isError && !page) throw products.error;
  if (!page) return null;
  const { keyword } = params;
  const shown = page.correctedKeyword ?? keyword;
  if (page.totalSize === 0) return <NoResults keyword={keyword} />;
  return (
    <>
      {page.correctedKeyword ? (
        <p
          className="mt-6 rounded-2xl bg-plum-soft px-4 py-3 text-sm text-ink"
          data-testid="search-corrected"
        >
          {t('search.corrected', { corrected: page.correctedKeyword, keyword })}
        </p>
      ) : null}
      <div className="mt-6 flex items-center justify-between gap-3 border-b border-line pb-3 md:mt-8">
        <h2 className="text-sm text-muted" aria-live="polite">
          {t('search.resultsFor', { keyword: shown, count: formatNumber(page.totalSize, language) })}
        </h2>
        <SortSelect
          value={params.searchOrderType}
          onChange={(next) =>
            void navigate(paths.search(keyword, { searchOrderType: next }), { preventScrollReset: true })
          }
        />
      </div>
      <div className="mt-6">
        <WishableProductGrid products={page.list} onOpen={openProduct} firstRowAboveFold />
      </div>
      <Pagination
        pageNumber={params.pageNumber}
        totalPageNumber={page.totalPageNumber}
        hrefFor={(n) => paths.search(keyword, { pageNumber: n, searchOrderType: params.searchOrderType })}
      />
    </>
  );
}

/** /search?keyword= — product search that reads spacing, initial consonants and a wrong keyboard layout (ADR 024). */
export function SearchRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const params = searchParamsFromUrl(searchParams);
  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle
        page={params ? t('search.resultsTitle', { keyword: params.keyword }) : t('search.title')}
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
            key={params?.keyword ?? ''}
            id={inputId}
            name="keyword"
            type="search"
            required
            maxLength={SEARCH_KEYWORD_MAX}
            defaultValue={params?.keyword ?? ''}
            placeholder={t('search.placeholder')}
            className="h-12 w-full rounded-full border border-line bg-white pl-11 pr-4 text-[15px] placeholder:text-muted/80 focus:border-plum"
          />
        </div>
        <button type="submit" className="btn-primary h-12">
          {t('search.submit')}
        </button>
      </Form>
      {params ? (
        <Results params={params} />
      ) : (
        <p className="py-16 text-center text-muted">{t('search.prompt')}</p>
      )}
    </div>
  );
}
