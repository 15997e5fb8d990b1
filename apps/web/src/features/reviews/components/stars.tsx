import { REVIEW_RATINGS } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 20 20"
      className={filled ? 'text-plum' : 'text-line'}
    >
      <path d={STAR} fill="currentColor" />
    </svg>
  );
}

/** A rating as five stars, read out as "rated N". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('review.stars', { rating })} className="inline-flex items-center gap-0.5">
      {REVIEW_RATINGS.map((star) => (
        <Star key={star} filled={star <= Math.round(rating)} size={size} />
      ))}
    </span>
  );
}

/** The write form's stars: a radio group of five, each large enough to tap. */
export function StarInput({
  value,
  onChange,
  describedBy
}: {
  value: number | null;
  onChange: (rating: number) => void;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink">{t('write.rating')}</legend>
      <div className="mt-2 flex gap-1">
        {REVIEW_RATINGS.map((star) => (
          <label
            key={star}
            className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-full focus-within:ring-2 focus-within:ring-plum"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
              data-testid={`review-star-${star}`}
            />
            <span className="sr-only">{t('write.ratingValue', { rating: star })}</span>
            <Star filled={value !== null && star <= value} size={32} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
