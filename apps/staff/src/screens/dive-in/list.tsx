import { DIVE_IN_STATUSES, type DiveInOwn, type DiveInStatus } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DIVE_IN_KEY, diveInApi } from '../../api/dive-in';
import { Notice } from '../../components/field';
import { PagedList } from '../../components/paged-list';
import { StatusTabs } from '../../components/status-tabs';
import { useDocumentTitle, useT } from '../../i18n';
import { ReviewPanel } from './review-panel';
import { DiveInRows } from './rows';

const isStatus = (value: string | null): value is DiveInStatus =>
  (DIVE_IN_STATUSES as readonly (string | null)[]).includes(value);

/** What the upload screen hands over: the new video, opened in the panel, and what to say about it. */
export type DiveInArrival = { video: DiveInOwn; notice: string };

/**
 * Dive-in videos by review state (the waiting queue first and oldest first, the others newest first, 20 a page); a
 * video opens in the review panel with its tagged products, and a move there closes it, says what happened and
 * refreshes the queues.
 */
export function DiveInDeskScreen() {
  const { t } = useT();
  useDocumentTitle(t('diveIn.title'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = location.state as DiveInArrival | null;
  const requested = params.get('status');
  const status: DiveInStatus = isStatus(requested) ? requested : 'PENDING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<DiveInOwn | null>(arrival?.video ?? null);
  const [notice, setNotice] = useState<string | null>(arrival?.notice ?? null);
  const { data, isPending, error } = useQuery({
    queryKey: [...DIVE_IN_KEY, 'queue', status, page],
    queryFn: () => diveInApi.queue(status, page),
    placeholderData: keepPreviousData
  });
  // The arrival is shown once: a reload or a way back does not open the panel again.
  useEffect(() => {
    if (arrival) void navigate({ search: location.search }, { replace: true, state: null });
  }, [arrival, location.search, navigate]);
  const rows = data?.list ?? [];
  const go = (next: { status?: DiveInStatus; page?: number }) => {
    setNotice(null);
    setParams(new URLSearchParams({ status: next.status ?? status, page: String(next.page ?? 1) }));
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="dive-in-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="dive-in-title" className="text-xl font-semibold">
          {t('diveIn.title')}
        </h1>
        <Link
          to="/dive-in/new"
          className="inline-flex min-h-11 items-center rounded-md bg-plum px-4 text-sm font-medium text-white"
        >
          {t('diveIn.upload')}
        </Link>
      </div>
      <StatusTabs
        label={t('diveIn.queues')}
        statuses={DIVE_IN_STATUSES}
        labelOf={(value) => t(`diveIn.status.${value}`)}
        current={status}
        counts={undefined}
        onChange={(next) => go({ status: next })}
      />
      <p className="text-sm text-muted">{t(`diveIn.about.${status}`)}</p>
      {notice && <Notice tone="info">{notice}</Notice>}
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('diveIn.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => go({ page: next })}
      >
        <DiveInRows
          rows={rows}
          onOpen={(video) => {
            setNotice(null);
            setOpen(video);
          }}
        />
      </PagedList>
      {open && (
        <ReviewPanel
          key={open.diveInId}
          video={open}
          onClose={() => setOpen(null)}
          onMoved={(text) => {
            setNotice(text);
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}
