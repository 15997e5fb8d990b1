import { RETURN_STATUSES, type ReturnStatus } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RETURNS_KEY, staffApi } from '../api';
import { PagedList } from '../components/paged-list';
import { ReturnRows } from '../components/return-rows';
import { StatusTabs } from '../components/status-tabs';
import { useDocumentTitle, useT } from '../i18n';

const isReturnStatus = (value: string | null): value is ReturnStatus =>
  (RETURN_STATUSES as readonly (string | null)[]).includes(value);

/** The returns desk: one state at a time (requests first), with how many wait in each open state. */
export function ReturnsScreen() {
  const { t } = useT();
  useDocumentTitle(t('returns.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReturnStatus = isReturnStatus(requested) ? requested : 'REQUESTED';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery({
    queryKey: [...RETURNS_KEY, status, page],
    queryFn: () => staffApi.returns({ status, page }),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  const go = (next: { status?: ReturnStatus; page?: number }) =>
    setParams(new URLSearchParams({ status: next.status ?? status, page: String(next.page ?? 1) }));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="returns-title">
      <h1 id="returns-title" className="text-xl font-semibold">
        {t('returns.title')}
      </h1>
      <StatusTabs
        label={t('returns.queues')}
        statuses={RETURN_STATUSES}
        labelOf={(value) => t(`returnStatus.${value}`)}
        current={status}
        counts={data?.counts}
        onChange={(next) => go({ status: next })}
      />
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('returns.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <ReturnRows rows={rows} />
      </PagedList>
    </section>
  );
}
