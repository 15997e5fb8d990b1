import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { pageOf } from '../../../shared/lib/period';
import { shopperListPaths } from '../../../shared/shopper-lists/shopper-list-paths';
import { Pagination } from '../../../shared/ui/pagination';
import { alertsQueryOptions, useRestockActions } from '../api/restock-api';
import { useMemberSeqNo } from '../api/wishlist-api';
import { EmptyList, ListError, ListFrame } from '../components/list-frame';
import { useRefusalAlert } from '../lib/use-refusal-text';

/** /mypage/restock (docs/decisions/092): the member's restock alerts, waiting and noticed; cancel a waiting one. */
export function RestockAlertsRoute() {
  const { t } = useTranslation('shopper-lists');
  const member = useMemberSeqNo() ?? 0;
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const { data, isPending, isError, refetch } = useQuery(alertsQueryOptions(member, page));
  const { cancel } = useRestockActions(member);
  const refused = useRefusalAlert();
  return (
    <ListFrame tab="restock">
      {isError && <ListError retry={() => void refetch()} />}
      {!isPending && data?.totalSize === 0 && <EmptyList text={t('alerts.empty')} />}
      {data && data.totalSize > 0 && (
        <>
          <ul className="divide-y divide-line/70 rounded-3xl bg-white px-4 ring-1 ring-line/70 md:px-6">
            {data.list.map((alert) => {
              const name = alert.optionValue
                ? `${alert.productName} (${alert.optionValue})`
                : alert.productName;
              return (
                <li key={alert.alertId} className="flex gap-3 py-4 md:gap-5" data-testid="restock-alert">
                  <img
                    src={alert.imageUrl}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-xl bg-cream-deep object-cover md:size-20"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Link
                      to={paths.productDetail(alert.productId)}
                      className="line-clamp-2 text-[15px] leading-snug hover:text-plum"
                    >
                      {name}
                    </Link>
                    <p className="text-sm text-muted">
                      {t('alerts.requestedAt', { date: formatDate(alert.requestedAt) })}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <span
                        className={`rounded-full px-2.5 py-1 text-xs font-bold ${
                          alert.state === 'NOTIFIED' ? 'bg-plum text-white' : 'bg-plum-soft text-plum'
                        }`}
                        data-testid="restock-alert-state"
                      >
                        {t(`alerts.${alert.state}`)}
                      </span>
                      {alert.state === 'WAITING' && (
                        <button
                          type="button"
                          className="inline-flex h-8 items-center rounded-full border border-line px-3 text-sm font-semibold text-muted hover:text-ink"
                          aria-label={t('alerts.cancelLabel', { name })}
                          onClick={() =>
                            cancel.mutate(alert.alertId, { onError: (error) => void refused(error) })
                          }
                        >
                          {t('alerts.cancel')}
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination
            className="mt-6"
            pageNumber={data.pageNumber}
            totalPageNumber={data.totalPageNumber}
            hrefFor={(n) => shopperListPaths.restockAlerts(n)}
          />
        </>
      )}
    </ListFrame>
  );
}
