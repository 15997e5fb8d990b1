import { DESK_AUTOSHIP_CHARGE_QUEUES, type DeskAutoshipChargeQueue } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AUTOSHIP_KEY, staffApi } from '../api';
import { AutoshipChargeRows } from '../components/autoship-charge-rows';
import { AutoshipNav } from '../components/autoship-parts';
import { PagedList } from '../components/paged-list';
import { StatusTabs } from '../components/status-tabs';
import { useDocumentTitle, useT } from '../i18n';

const isQueue = (value: string | null): value is DeskAutoshipChargeQueue =>
  (DESK_AUTOSHIP_CHARGE_QUEUES as readonly (string | null)[]).includes(value);

/** Autoship charges that failed (the subscription is held) or are being charged or retried, newest first. */
export function AutoshipChargesScreen() {
  const { t } = useT();
  useDocumentTitle(t('autoship.failures'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: DeskAutoshipChargeQueue = isQueue(requested) ? requested : 'FAILED';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery({
    queryKey: [...AUTOSHIP_KEY, 'charges', status, page],
    queryFn: () => staffApi.autoshipCharges({ status, page }),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  const go = (next: { status?: DeskAutoshipChargeQueue; page?: number }) =>
    setParams(new URLSearchParams({ status: next.status ?? status, page: String(next.page ?? 1) }));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="autoship-charges-title">
      <h1 id="autoship-charges-title" className="text-xl font-semibold">
        {t('autoship.title')}
      </h1>
      <AutoshipNav />
      <StatusTabs
        label={t('charges.queues')}
        statuses={DESK_AUTOSHIP_CHARGE_QUEUES}
        labelOf={(value) => t(`charges.${value}`)}
        current={status}
        counts={data?.counts}
        onChange={(next) => go({ status: next })}
      />
      <p className="text-sm text-muted">{t(`charges.help${status}`)}</p>
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('charges.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <AutoshipChargeRows rows={rows} />
      </PagedList>
    </section>
  );
}
