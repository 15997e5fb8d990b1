import { PLANNER_DOCUMENT_STATES, type PlannerDocumentState } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PLANNER_DOCUMENTS_KEY, staffApi } from '../api';
import { PagedList } from '../components/paged-list';
import { PlannerDocumentRows } from '../components/planner-document-rows';
import { StatusTabs } from '../components/status-tabs';
import { useDocumentTitle, useT } from '../i18n';

const isState = (value: string | null): value is PlannerDocumentState =>
  (PLANNER_DOCUMENT_STATES as readonly (string | null)[]).includes(value);

/** Planner documents by review state (those awaiting review first, oldest first), with each state's count. */
export function PlannerDocumentsScreen() {
  const { t } = useT();
  useDocumentTitle(t('documents.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state: PlannerDocumentState = isState(requested) ? requested : 'SUBMITTED';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery({
    queryKey: [...PLANNER_DOCUMENTS_KEY, 'list', state, page],
    queryFn: () => staffApi.plannerDocuments({ state, page }),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  const go = (next: { state?: PlannerDocumentState; page?: number }) =>
    setParams(new URLSearchParams({ state: next.state ?? state, page: String(next.page ?? 1) }));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="documents-title">
      <h1 id="documents-title" className="text-xl font-semibold">
        {t('documents.title')}
      </h1>
      <StatusTabs
        label={t('documents.queues')}
        statuses={PLANNER_DOCUMENT_STATES}
        labelOf={(value) => t(`documentState.${value}`)}
        current={state}
        counts={data?.counts}
        onChange={(next) => go({ state: next })}
      />
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('documents.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <PlannerDocumentRows rows={rows} />
      </PagedList>
    </section>
  );
}
