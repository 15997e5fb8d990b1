import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, messageOf, returnKey, staffApi } from '../api';
import { Notice } from '../components/field';
import { ReturnActions } from '../components/return-actions';
import { ReturnPhotos } from '../components/return-photos';
import { OverdueFlag } from '../components/return-rows';
import { RefundFigures, ReturnLines, ReturnPickup, ReturnTimes } from '../components/return-sections';
import { BackLink, Section } from '../components/section';
import { useDocumentTitle, useT } from '../i18n';

/** One return as the desk sees it (the read is audited): who, why, what, the photos, the money, and its moves. */
export function ReturnDetailScreen() {
  const { t } = useT();
  const id = Number(useParams().returnId);
  const { data: detail, error } = useQuery({
    queryKey: returnKey(id),
    queryFn: () => staffApi.returnDetail(id),
    enabled: Number.isSafeInteger(id) && id > 0
  });
  useDocumentTitle(t('returns.ref', { id: Number.isSafeInteger(id) ? id : '' }));
  const back = <BackLink to="/returns">{t('detail.back')}</BackLink>;
  if (error || !(Number.isSafeInteger(id) && id > 0))
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403
            ? t('error.forbidden')
            : !error || (error instanceof ApiError && error.status === 404)
              ? t('returns.notFound')
              : messageOf(error, t('error.generic'))}
        </Notice>
      </div>
    );
  if (!detail) return <p className="text-muted">{t('loading')}</p>;
  return (
    <article className="flex flex-col gap-5" aria-labelledby="return-title">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="return-title" className="text-xl font-semibold">
          {t('returns.ref', { id: detail.returnId })}
        </h1>
        <span
          className="rounded-full bg-plum-soft px-2.5 py-0.5 text-sm text-plum-dark"
          data-testid="return-status"
        >
          {t(`returnStatus.${detail.status}`)}
        </span>
        {detail.refundOverdue && <OverdueFlag />}
      </div>
      <ReturnActions detail={detail} />
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('returnDetail.order')}>
          <p>
            <Link
              to={`/orders/${detail.orderId}`}
              className="inline-flex min-h-11 items-center font-mono text-plum-dark underline underline-offset-2"
            >
              {detail.orderNumber}
            </Link>
          </p>
          <p>
            <span className="text-muted">{t('detail.orderer')}:</span> {detail.ordererName}
            {detail.guest && (
              <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{t('orders.guest')}</span>
            )}
          </p>
        </Section>
        <Section title={t('returnDetail.reason')}>
          <p className="font-medium">{t(`returnReason.${detail.reason}`)}</p>
          <p className={`whitespace-pre-line ${detail.reasonText ? '' : 'text-muted'}`}>
            {detail.reasonText || t('returnDetail.noReasonText')}
          </p>
        </Section>
      </div>
      <ReturnLines detail={detail} />
      <ReturnPhotos photos={detail.photos} />
      <div className="grid gap-4 md:grid-cols-2">
        <ReturnPickup detail={detail} />
        <RefundFigures detail={detail} />
      </div>
      <ReturnTimes detail={detail} />
    </article>
  );
}
