import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import type { ReturnClient } from '../api/return-client';
import { returnDetailQueryOptions, useCancelReturn } from '../api/return-queries';
import { ReturnDetailView } from '../components/return-detail-view';
import { linkClass, sectionClass } from '../components/return-parts';
import { useReturnText } from '../lib/use-return-text';

/** `?returnId=N` as a whole number, else null. */
export function returnIdOf(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get('returnId'));
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** The detail page around one return, for the member's or the guest's calls. */
export function ReturnDetailScreen({
  client,
  backTo,
  backLabel,
  orderPathOf
}: {
  client: ReturnClient;
  backTo: string;
  backLabel: string;
  orderPathOf: (orderNumber: string) => string;
}) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const returnId = returnIdOf(searchParams);
  const detail = useQuery({ ...returnDetailQueryOptions(client, returnId ?? 0), enabled: returnId !== null });
  const cancel = useCancelReturn(client);
  // Said once, right after the request: a reload later (the return moved on) does not say it again.
  const submitted =
    (location.state as { submitted?: unknown } | null)?.submitted === true &&
    detail.data?.status === 'REQUESTED';
  const answer = detail.data;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('returns.detail.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{t('returns.detail.title')}</h1>
        <Link to={backTo} className={linkClass}>
          {backLabel}
        </Link>
      </div>
      {answer ? (
        <ReturnDetailView
          detail={answer}
          guest={client.kind === 'guest'}
          orderPath={orderPathOf(answer.displayOrderNumber)}
          submitted={submitted}
          onCancel={() => cancel.mutateAsync(answer.returnId)}
        />
      ) : detail.isError || returnId === null ? (
        <div role="alert" className={`${sectionClass} text-center`}>
          <p className="text-sm text-coral-strong">
            {detail.isError ? text.error(detail.error) : t('returns.detail.loadError')}
          </p>
          <Link to={backTo} className="btn-secondary mt-4">
            {backLabel}
          </Link>
        </div>
      ) : (
        <p className="mt-8 text-center text-sm text-muted">{t('returns.common.loading')}</p>
      )}
    </div>
  );
}
