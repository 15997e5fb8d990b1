import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { inquiryPaths } from '../../../shared/inquiry/inquiry-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/format';
import { dialogs } from '../../../shared/ui/dialog-store';
import { RichHtml } from '../../../shared/ui/rich-html';
import { inquiryDetailQuery, useDeleteInquiry } from '../api/inquiry-api';
import { InquiryFrame } from '../components/inquiry-frame';
import { InquiryPhotos } from '../components/inquiry-photos';
import { InquiryState } from '../components/inquiry-state';
import { useInquiryText } from '../lib/use-inquiry-text';

/**
 * SPEC §2 /customer/inquiry/detail/{inquiryId} (login): the question with its photos, the answer and its time;
 * edit and delete while unanswered. Someone else's inquiry is "not found", like one that does not exist.
 */
export function InquiryDetailRoute() {
  const { t } = useTranslation('content');
  const { error: errorText } = useInquiryText();
  const navigate = useNavigate();
  const id = Number(useParams().inquiryId) || 0;
  const { data, isError } = useQuery(inquiryDetailQuery(id));
  const remove = useDeleteInquiry(id);
  const [failure, setFailure] = useState<unknown>(null);
  const back = (
    <Link to={inquiryPaths.list()} className="mt-8 inline-block font-semibold text-plum underline">
      {t('inquiry.detail.back')}
    </Link>
  );
  if (isError || !data)
    return (
      <InquiryFrame tab={null} page={t('inquiry.title')}>
        <p role={isError ? 'alert' : undefined} className="py-12 text-center text-muted">
          {isError ? t('inquiry.notFound') : t('inquiry.photos.loading')}
        </p>
        {back}
      </InquiryFrame>
    );
  const confirmDelete = async () => {
    if (!(await dialogs.confirm(t('inquiry.detail.removeConfirm')))) return;
    setFailure(null);
    remove.mutateAsync().then(
      () => navigate(inquiryPaths.list(), { replace: true }),
      (thrown: unknown) => setFailure(thrown)
    );
  };
  return (
    <InquiryFrame tab={null} page={data.title}>
      <article className="rounded-2xl border border-line p-5 md:p-7" data-testid="inquiry-detail">
        <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-muted">
          <InquiryState state={data.state} />
          <span>{t(`inquiry.category.${data.category}`)}</span>
          {data.orderNumber && <span>{t('inquiry.detail.orderNumber', { number: data.orderNumber })}</span>}
        </div>
        <h2 className="break-words text-xl font-bold text-ink">{data.title}</h2>
        <p className="mt-1 text-xs text-muted">
          {t('inquiry.writtenAt', { date: formatDateTime(data.createdAt) })}
        </p>
        <p className="mt-5 whitespace-pre-wrap break-words text-base leading-relaxed text-ink">{data.body}</p>
        <InquiryPhotos photos={data.photos} />
        {data.events.length > 0 && (
          <div className="mt-6 flex gap-2">
            <Link
              to={inquiryPaths.write(data.inquiryId)}
              className="rounded-full border border-line px-5 py-2 text-sm font-semibold"
              data-testid="inquiry-edit"
            >
              {t('inquiry.detail.edit')}
            </Link>
            <button
              type="button"
              onClick={() => void confirmDelete()}
              disabled={remove.isPending}
              className="rounded-full border border-line px-5 py-2 text-sm font-semibold text-coral-strong"
              data-testid="inquiry-delete"
            >
              {t('inquiry.detail.remove')}
            </button>
          </div>
        )}
        {failure !== null && (
          <p role="alert" className="mt-3 text-sm text-coral-strong">
            {errorText(failure)}
          </p>
        )}
      </article>
      <section className="mt-6 rounded-2xl bg-cream p-5 md:p-7" data-testid="inquiry-answer">
        <h2 className="mb-3 text-lg font-bold text-ink">{t('inquiry.detail.answer')}</h2>
        {data.answerHtml ? (
          <>
            <RichHtml html={data.answerHtml} />
            <p className="mt-4 text-xs text-muted" data-testid="inquiry-answered-at">
              {t('inquiry.answeredAt', { date: formatDateTime(data.answeredAt) })}
              {data.answerUpdatedAt && data.answerUpdatedAt !== data.answeredAt
                ? ` · ${t('inquiry.detail.updatedAt', { date: formatDateTime(data.answerUpdatedAt) })}`
                : ''}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted">{t('inquiry.detail.waiting')}</p>
        )}
      </section>
      {back}
    </InquiryFrame>
  );
}
