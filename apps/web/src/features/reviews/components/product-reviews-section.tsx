import { SKIN_TYPES, type SkinType } from '@mall/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { reviewPagesQuery, reviewSummaryQuery, useHelpfulVote } from '../api/reviews-api';
import { useReviewText } from '../lib/use-review-text';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

const chipClass =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm aria-pressed:border-plum aria-pressed:bg-plum aria-pressed:text-white border-line bg-white text-ink hover:border-plum';

/**
 * The product page's reviews (docs/decisions/090), a chunk of its own loaded after the page: the figures, a filter
 * by skin type, the reviews (photo ones first) ten at a time, helpful votes.
 */
export function ProductReviewsSection({ productId }: { productId: number }) {
  const { t } = useTranslation('reviews');
  const { error } = useReviewText();
  const loggedIn = isLoggedIn(useSession());
  const [skinType, setSkinType] = useState<SkinType | null>(null);
  const summary = useQuery(reviewSummaryQuery(productId));
  const pages = useInfiniteQuery(reviewPagesQuery(productId, skinType, loggedIn));
  const vote = useHelpfulVote(productId);
  const reviews = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = summary.data?.reviewCount ?? 0;

  return (
    <section
      aria-labelledby="product-reviews"
      className="mx-auto mt-14 max-w-3xl"
      data-testid="product-reviews"
    >
      <h2 id="product-reviews" className="border-b border-ink pb-3 text-lg font-bold">
        {t('section.title')} <span className="text-muted">{total}</span>
      </h2>
      {summary.data && total > 0 && (
        <div className="mt-6">
          <RatingSummary summary={summary.data} />
        </div>
      )}
      {total > 0 && (
        <div
          role="group"
          aria-label={t('section.filterLabel')}
          className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1"
        >
          <button
            type="button"
            aria-pressed={skinType === null}
            className={chipClass}
            onClick={() => setSkinType(null)}
          >
            {t('section.all')}
          </button>
          {SKIN_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={skinType === type}
              className={chipClass}
              onClick={() => setSkinType(type)}
              data-testid={`review-filter-${type}`}
            >
              {t(`skinType.${type}`)}
            </button>
          ))}
        </div>
      )}
      {pages.isError && <p className="mt-6 text-sm text-muted">{t('section.error')}</p>}
      {pages.isSuccess && reviews.length === 0 && (
        <p className="mt-6 py-8 text-center text-sm text-muted">
          {skinType ? t('section.emptyFiltered') : t('section.empty')}
        </p>
      )}
      <ul className="mt-2 divide-y divide-line/70" data-testid="review-list">
        {reviews.map((review) => (
          <ReviewCard
            key={review.reviewId}
            review={review}
            loggedIn={loggedIn}
            voting={vote.isPending && vote.variables === review.reviewId}
            refusal={vote.isError && vote.variables === review.reviewId ? error(vote.error) : null}
            onHelpful={() => vote.mutate(review.reviewId)}
          />
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
            className="inline-flex h-11 items-center rounded-full border border-line px-6 text-sm font-semibold hover:border-plum hover:text-plum"
          >
            {t('section.more')}
          </button>
        </div>
      )}
    </section>
  );
}

export default ProductReviewsSection;
