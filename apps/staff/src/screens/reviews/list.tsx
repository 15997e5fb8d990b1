import { REVIEW_HIDE_REASON_MAX, REVIEW_STATUSES, type OwnReview, type ReviewStatus } from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api';
import { REVIEWS_KEY, reviewsApi } from '../../api/reviews';
import { Notice } from '../../components/field';
import { PagedList } from '../../components/paged-list';
import { StatusTabs } from '../../components/status-tabs';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';

const isStatus = (value: string | null): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/** One review with its move: hide with a reason (the writer reads it), or show again. */
function ReviewRow({ review, onMoved }: { review: OwnReview; onMoved: (text: string) => Promise<void> }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hidden = review.status === 'HIDDEN';
  const holdsPoints = review.pointsGranted > 0 && !review.pointsReversed;
  const move = async () => {
    if (!hidden && !reason.trim()) return setProblem(t('reviews.reasonRequired'));
    setBusy(true);
    try {
      await reviewsApi.move(
        review.reviewId,
        hidden ? { move: 'SHOW' } : { move: 'HIDE', reason: reason.trim() }
      );
      await onMoved(t(hidden ? 'reviews.shownDone' : 'reviews.hiddenDone'));
    } catch (caught) {
      setProblem(messageOf(caught, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 border-b border-line py-4" data-testid="review-row">
      <p className="text-sm text-muted">
        #{review.reviewId} · {review.productName} · {t('reviews.rating', { rating: review.rating })} ·{' '}
        {review.reviewer} · {seoulDateTime(review.createdAt)}
        {review.photos.length > 0 && ` · ${t('reviews.photos', { count: review.photos.length })}`}
      </p>
      <p className="whitespace-pre-line break-words">{review.text}</p>
      {hidden && review.hiddenReason && (
        <p className="text-sm text-muted">{t('reviews.hiddenReason', { reason: review.hiddenReason })}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {!hidden && (
          <label className="flex flex-col gap-1 text-sm">
            {t('reviews.reason')}
            <input
              value={reason}
              maxLength={REVIEW_HIDE_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className="min-w-64 rounded border border-line px-3 py-2"
            />
          </label>
        )}
        {!hidden && holdsPoints && (
          <p className="basis-full text-sm text-muted">
            {t('reviews.pointsTakenBack', { points: review.pointsGranted })}
          </p>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void move()}
          className="rounded border border-line px-4 py-2"
        >
          {hidden ? t('reviews.show') : t('reviews.hide')}
        </button>
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
    </li>
  );
}

/** The review desk (docs/decisions/090): showing or hidden reviews, newest first, 20 a page. */
export function ReviewsDeskScreen() {
  const { t } = useT();
  useDocumentTitle(t('reviews.title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReviewStatus = isStatus(requested) ? requested : 'VISIBLE';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: [...REVIEWS_KEY, status, page],
    queryFn: () => reviewsApi.list(status, page),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  const moved = async (text: string) => {
    setNotice(text);
    await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="text-xl font-semibold">
        {t('reviews.title')}
      </h1>
      <StatusTabs
        label={t('reviews.tabs')}
        statuses={REVIEW_STATUSES}
        labelOf={(value) => t(`reviews.status.${value}`)}
        current={status}
        counts={undefined}
        onChange={(next) => setParams(new URLSearchParams({ status: next, page: '1' }))}
      />
      {notice && <Notice tone="info">{notice}</Notice>}
      <PagedList
        error={error}
        isPending={isPending}
        empty={rows.length === 0 ? t('reviews.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => setParams(new URLSearchParams({ status, page: String(next) }))}
      >
        <ul>
          {rows.map((review) => (
            <ReviewRow key={review.reviewId} review={review} onMoved={moved} />
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
