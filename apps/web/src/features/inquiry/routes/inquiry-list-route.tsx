import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { inquiryPaths } from '../../../shared/inquiry/inquiry-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { Pagination } from '../../../shared/ui/pagination';
import { inquiryPageQuery } from '../api/inquiry-api';
import { InquiryFrame } from '../components/inquiry-frame';
import { InquiryState } from '../components/inquiry-state';

/** SPEC §2 /customer/inquiry/list (login): the member's inquiries, newest first, 10 a page, with their state. */
export function InquiryListRoute() {
  const { t } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, isError, refetch } = useQuery(inquiryPageQuery(page));
  return (
    <InquiryFrame tab="list" page={t('inquiry.list')}>
      {isError ? (
        <div role="alert" className="py-16 text-center text-muted">
          <p>{t('inquiry.loadError')}</p>
          <button
            type="button"
            className="mt-3 font-semibold text-plum underline"
            onClick={() => void refetch()}
          >
            {t('inquiry.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="py-16 text-center text-muted">{t('inquiry.photos.loading')}</p>
      ) : data.list.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-muted">{t('inquiry.empty')}</p>
          <Link
            to={inquiryPaths.write()}
            className="mt-4 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white"
          >
            {t('inquiry.write')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-line border-y border-line" data-testid="inquiry-list">
            {data.list.map((inquiry) => (
              <li key={inquiry.inquiryId}>
                <Link
                  to={inquiryPaths.detail(inquiry.inquiryId)}
                  className="flex flex-col gap-1.5 px-1 py-4 hover:bg-cream md:flex-row md:items-center md:gap-4"
                  data-testid="inquiry-row"
                >
                  <span className="flex items-center gap-2">
                    <InquiryState state={inquiry.state} />
                    <span className="text-xs text-muted">{t(`inquiry.category.${inquiry.category}`)}</span>
                  </span>
                  <span className="min-w-0 flex-1 truncate font-semibold text-ink">{inquiry.title}</span>
                  <span className="text-xs text-muted">
                    {t('inquiry.writtenAt', { date: formatDate(inquiry.createdAt) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            pageNumber={data.pageNumber}
            totalPageNumber={data.totalPageNumber}
            hrefFor={(number) => inquiryPaths.list(number > 1 ? number : undefined)}
          />
        </>
      )}
    </InquiryFrame>
  );
}
