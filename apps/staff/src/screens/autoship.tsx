import { AUTOSHIP_STATUSES, type AutoshipStatus } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AUTOSHIP_KEY, staffApi } from '../api';
import { AutoshipNav } from '../components/autoship-parts';
import { AutoshipRows } from '../components/autoship-rows';
import { PagedList } from '../components/paged-list';
import { StatusTabs } from '../components/status-tabs';
import { useDocumentTitle, useT } from '../i18n';

type Filter = 'ALL' | AutoshipStatus;
const FILTERS: readonly Filter[] = ['ALL', ...AUTOSHIP_STATUSES];
const isAutoshipStatus = (value: string | null): value is AutoshipStatus =>
  (AUTOSHIP_STATUSES as readonly (string | null)[]).includes(value);

/** Every member's autoship subscriptions, newest first, all or one state at a time (the read is audited). */
export function AutoshipScreen() {
  const { t } = useT();
  useDocumentTitle(t('autoship.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isAutoshipStatus(requested) ? requested : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery({
    queryKey: [...AUTOSHIP_KEY, 'subscriptions', status, page],
    queryFn: () => staffApi.autoshipList({ status, page }),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  const go = (next: { status?: Filter; page?: number }) => {
    const filter = next.status ?? status ?? 'ALL';
    setParams(
      new URLSearchParams({
        ...(filter === 'ALL' ? {} : { status: filter }),
        page: String(next.page ?? 1)
      })
    );
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="autoship-title">
      <h1 id="autoship-title" className="text-xl font-semibold">
        {t('autoship.title')}
      </h1>
      <AutoshipNav />
      <StatusTabs<Filter>
        label={t('autoship.states')}
        statuses={FILTERS}
        labelOf={(value) => (value === 'ALL' ? t('autoship.all') : t(`autoshipStatus.${value}`))}
        current={status ?? 'ALL'}
        counts={data?.counts}
        onChange={(next) => go({ status: next })}
      />
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('autoship.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <AutoshipRows rows={rows} />
      </PagedList>
    </section>
  );
}
