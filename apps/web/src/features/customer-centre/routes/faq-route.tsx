import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { Pagination } from '../../../shared/ui/pagination';
import { faqCategoriesQuery, faqPageQuery } from '../api/centre-api';
import { CentreFrame, LoadFailed } from '../components/centre-frame';
import { FaqAccordion } from '../components/faq-accordion';
import { KeywordSearch } from '../components/keyword-search';
import { centrePaths, pageParam } from '../lib/centre-paths';

/** SPEC §2 /customer/faq: categories as chips, keyword search, questions as an accordion, 10 a page. */
export function FaqRoute() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const keyword = params.get('keyword')?.trim().slice(0, 40) ?? '';
  const filter = { categoryId, keyword: keyword || undefined, page: pageParam(params.get('page')) };
  const categories = useQuery(faqCategoriesQuery(language));
  const { data, isPending, isError, refetch } = useQuery(faqPageQuery(filter, language));
  const chip = (active: boolean) =>
    `inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-semibold ${
      active ? 'bg-ink text-white' : 'bg-cream text-ink hover:bg-plum-soft'
    }`;

  return (
    <CentreFrame section="faq" testId="centre-faq">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav
          aria-label={t('centre.faq.categoriesLabel')}
          className="flex flex-wrap gap-2"
          data-testid="faq-categories"
        >
          <Link
            to={centrePaths.faq({ keyword })}
            className={chip(!categoryId)}
            aria-current={!categoryId ? 'page' : undefined}
          >
            {t('centre.faq.all')}
          </Link>
          {categories.data?.map((category) => (
            <Link
              key={category.categoryId}
              to={centrePaths.faq({ categoryId: category.categoryId, keyword })}
              className={chip(categoryId === category.categoryId)}
              aria-current={categoryId === category.categoryId ? 'page' : undefined}
            >
              {category.name}
            </Link>
          ))}
        </nav>
        <KeywordSearch
          key={keyword}
          keyword={keyword}
          label={t('centre.faq.searchLabel')}
          placeholder={t('centre.faq.searchPlaceholder')}
          onSearch={(words) => void navigate(centrePaths.faq({ categoryId, keyword: words }))}
          testId="faq-search"
        />
      </div>
      <p className="border-b-2 border-ink pb-3 text-sm text-muted" data-testid="faq-total">
        {keyword && (
          <span className="mr-2 font-semibold text-ink">{t('centre.faq.resultsFor', { keyword })}</span>
        )}
        {t('centre.faq.total', { count: data?.totalSize ?? 0 })}
      </p>
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? null : data.list.length === 0 ? (
        <p className="py-16 text-center text-[15px] text-muted" data-testid="faq-empty">
          {keyword ? t('centre.faq.emptySearch') : t('centre.faq.empty')}
        </p>
      ) : (
        <FaqAccordion items={data.list} />
      )}
      {data && (
        <Pagination
          pageNumber={data.pageNumber}
          totalPageNumber={data.totalPageNumber}
          hrefFor={(page) => centrePaths.faq({ categoryId, keyword, page })}
          className="mt-8"
        />
      )}
    </CentreFrame>
  );
}
