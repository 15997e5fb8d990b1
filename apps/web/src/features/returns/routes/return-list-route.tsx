import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { returnPaths } from '../../../shared/order/return-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { pageOf } from '../../../shared/lib/period';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Pagination } from '../../../shared/ui/pagination';
import { TabLinks } from '../../../shared/ui/tab-links';
import { returnPageQueryOptions } from '../api/return-queries';
import { ReturnCard } from '../components/return-card';
import { sectionClass } from '../components/return-parts';
import { useReturnText } from '../lib/use-return-text';

const TYPES = ['normal', 'autoship'] as const;

/** /mypage/returnList (guard: login; `?type=autoship`, `?page=`): the member's returns, newest first, paged. */
export function ReturnListRoute() {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type') === 'autoship' ? 'autoship' : 'normal';
  const pageNumber = pageOf(searchParams, 'page');
  const returns = useQuery({
    ...returnPageQueryOptions(type, pageNumber),
    placeholderData: keepPreviousData
  });
  const page = returns.data;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('returns.list.title')} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight md:text-[28px]">{t('returns.list.title')}</h1>
      <TabLinks
        tabs={TYPES}
        current={type}
        label={t('returns.tabs.label')}
        hrefOf={(tab) => returnPaths.list(tab)}
        nameOf={(tab) => t(`returns.tabs.${tab}`)}
        testId="return-tabs"
      />
      {returns.isError ? (
        <div role="alert" className={`${sectionClass} text-center`}>
          <p className="text-sm text-coral-strong">
            {t('returns.list.loadError')} {text.error(returns.error)}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void returns.refetch()}>
            {t('returns.list.retry')}
          </button>
        </div>
      ) : !page ? (
        <p className="mt-8 text-center text-sm text-muted">{t('returns.common.loading')}</p>
      ) : page.list.length === 0 ? (
        <div
          data-testid="return-empty"
          className={`${sectionClass} flex flex-col items-center py-12 text-center`}
        >
          <p className="text-lg font-bold text-ink">{t('returns.list.empty')}</p>
          <p className="mt-2 text-sm text-muted">{t('returns.list.emptyHint')}</p>
          <Link to={paths.orderList(type)} className="btn-primary mt-6">
            {t('returns.list.orders')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="return-total">
            {t('returns.list.total', { count: page.totalSize })}
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {page.list.map((item) => (
              <ReturnCard key={item.returnId} item={item} detailPath={returnPaths.detail(item.returnId)} />
            ))}
          </ul>
          <Pagination
            pageNumber={page.pageNumber}
            totalPageNumber={page.totalPageNumber}
            hrefFor={(next) => returnPaths.list(type, next)}
          />
        </>
      )}
    </div>
  );
}
