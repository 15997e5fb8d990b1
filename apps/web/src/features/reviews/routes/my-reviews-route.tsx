import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatDate, formatPoints } from '../../../shared/lib/format';
import { reviewPaths } from '../../../shared/reviews/review-paths';
import { Pagination } from '../../../shared/ui/pagination';
import { myReviewsQuery } from '../api/reviews-api';
import { ReviewFrame } from '../components/review-frame';
import { Stars } from '../components/stars';

const linkClass =
  'inline-flex h-10 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-plum hover:text-plum';

/** /mypage/reviews — the member's reviews, newest first: the product, stars, text, state and points. */
export function MyReviewsRoute() {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mine = useQuery(myReviewsQuery(page));
  if (mine.isError) throw mine.error;
  return (
    <ReviewFrame title={t('mine.title')}>
      <p className="text-sm text-muted">{t('mine.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.orderList()} className={linkClass}>
          {t('mine.orders')}
        </Link>
        <Link to={reviewPaths.beautyProfile()} className={linkClass} data-testid="my-reviews-profile">
          {t('mine.profile')}
        </Link>
      </div>
      {mine.data && mine.data.list.length === 0 && (
        <p className="py-12 text-center text-sm text-muted">{t('mine.empty')}</p>
      )}
      <ul className="mt-6 space-y-4" data-testid="my-reviews">
        {mine.data?.list.map((review) => (
          <li
            key={review.reviewId}
            className="rounded-3xl bg-white p-5 ring-1 ring-line/70"
            data-testid="my-review"
          >
            <Link to={paths.productDetail(review.productId)} className="flex items-center gap-3">
              {review.imageUrl && (
                <img
                  src={review.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-xl object-cover"
                />
              )}
              <span className="line-clamp-2 font-semibold text-ink">{review.productName}</span>
            </Link>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
              <Stars rating={review.rating} />
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              {review.pointsGranted > 0 && (
                <span data-testid="my-review-points">
                  {review.pointsReversed
                    ? t('mine.pointsReversed', { points: formatPoints(review.pointsGranted, language) })
                    : t('mine.points', { points: formatPoints(review.pointsGranted, language) })}
                </span>
              )}
            </div>
            {review.status === 'HIDDEN' && (
              <p className="mt-2 rounded-xl bg-coral-soft/40 px-3 py-2 text-sm text-coral-strong">
                {t('mine.hidden', { reason: review.hiddenReason ?? '' })}
              </p>
            )}
            <p className="mt-2 whitespace-pre-line break-words text-[15px] text-ink/90">{review.text}</p>
            {review.photos.length > 0 && (
              <ul className="mt-3 flex gap-2">
                {review.photos.map((photo) => (
                  <li key={photo}>
                    <img
                      src={photo}
                      alt=""
                      loading="lazy"
                      width={72}
                      height={72}
                      className="h-18 w-18 rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {mine.data && mine.data.totalPageNumber > 1 && (
        <Pagination
          className="mt-8"
          pageNumber={page}
          totalPageNumber={mine.data.totalPageNumber}
          hrefFor={(next) => `${reviewPaths.mine()}?page=${next}`}
        />
      )}
    </ReviewFrame>
  );
}
