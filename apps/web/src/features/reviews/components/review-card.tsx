import type { ProductReview } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { useReviewText } from '../lib/use-review-text';
import { Stars } from './stars';

/**
 * One review on the product page: stars, the writer (masked) and day, their skin profile as chips, the option, the
 * text, photos, and the helpful button (a member's, never on their own review; a guest is told to log in).
 */
export function ReviewCard({
  review,
  loggedIn,
  onHelpful,
  voting,
  refusal
}: {
  review: ProductReview;
  loggedIn: boolean;
  onHelpful: () => void;
  voting: boolean;
  refusal: string | null;
}) {
  const { t } = useTranslation('reviews');
  const { profile } = useReviewText();
  const [hint, setHint] = useState(false);
  const chips = profile(review);
  const voteDisabled = review.mine || review.votedHelpful || voting;
  return (
    <li className="py-5" data-testid="review-card">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold text-ink">{review.reviewer}</span>
        <time className="text-sm text-muted" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
        {review.mine && (
          <span className="rounded-full bg-plum-soft px-2 py-0.5 text-xs font-semibold text-plum">
            {t('review.mine')}
          </span>
        )}
      </div>
      {chips.length > 0 && (
        <ul
          aria-label={t('review.profile')}
          className="mt-2 flex flex-wrap gap-1.5"
          data-testid="review-profile"
        >
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-cream-deep px-2.5 py-0.5 text-xs text-ink">
              {chip}
            </li>
          ))}
        </ul>
      )}
      {review.optionValue && (
        <p className="mt-2 text-sm text-muted">{t('review.option', { option: review.optionValue })}</p>
      )}
      <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-ink/90">
        {review.text}
      </p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo}
                  alt={t('review.photoAlt', { reviewer: review.reviewer, index: index + 1 })}
                  loading="lazy"
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-xl object-cover ring-1 ring-line/70"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={review.votedHelpful}
          disabled={loggedIn && voteDisabled}
          onClick={() => (loggedIn ? onHelpful() : setHint(true))}
          className="inline-flex h-9 items-center rounded-full border border-line px-4 text-sm text-ink hover:border-plum hover:text-plum disabled:cursor-default disabled:opacity-60 aria-pressed:border-plum aria-pressed:text-plum"
          data-testid="review-helpful"
        >
          {t('review.helpful', { count: review.helpfulCount })}
        </button>
        {hint && !loggedIn && <span className="text-sm text-muted">{t('review.helpfulLogin')}</span>}
        {refusal && (
          <span role="alert" className="text-sm text-coral-strong">
            {refusal}
          </span>
        )}
      </div>
    </li>
  );
}
