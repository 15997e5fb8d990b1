import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewWriteSchema,
  type BeautyProfile,
  type ReviewableLine
} from '@mall/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { PhotoLimits } from '../../../shared/lib/photo-refusal';
import { reviewPaths } from '../../../shared/reviews/review-paths';
import { PhotoPicker } from '../../../shared/ui/photo-picker';
import { useWriteReview } from '../api/reviews-api';
import { PHOTO_MAX_MB, useReviewText } from '../lib/use-review-text';
import { StarInput } from './stars';

const LIMITS: PhotoLimits = {
  maxFiles: REVIEW_PHOTO_MAX_FILES,
  maxBytes: REVIEW_PHOTO_MAX_BYTES,
  extensions: ['.jpeg', '.jpg', '.png']
};
type Problems = { rating?: string; text?: string; form?: string };

/**
 * The review form of one delivered line: stars, the text with its counter, up to three photos, and the beauty
 * profile shown as it will appear. Checked by `ReviewWriteSchema` before sending; the API's refusals shown here.
 */
export function ReviewWriteForm({
  line,
  profile,
  onDone
}: {
  line: ReviewableLine;
  profile: BeautyProfile;
  onDone: (points: number) => void;
}) {
  const { t } = useTranslation('reviews');
  const review = useReviewText();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const write = useWriteReview();
  const chips = review.profile(profile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewWriteSchema.safeParse({ orderLineId: line.orderLineId, rating: rating ?? 0, text });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'rating' ? 'rating' : 'text';
        found[field] ??= review.text({ code: issue.message });
      }
      return setProblems(found);
    }
    setProblems({});
    write.mutate(
      { body: parsed.data, photos },
      {
        onSuccess: (done) => onDone(done.pointsGranted),
        onError: (thrown) => setProblems({ form: review.error(thrown) })
      }
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="review-write-form">
      <div className="flex items-center gap-4 rounded-2xl bg-cream-deep/60 p-4">
        {line.imageUrl && (
          <img
            src={line.imageUrl}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-xl object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('write.product')}</p>
          <p className="line-clamp-2 font-semibold text-ink">{line.productName}</p>
          {line.optionValue && <p className="text-sm text-muted">{line.optionValue}</p>}
        </div>
      </div>
      <p className="text-sm text-plum">
        {t('write.points', { text: line.points.text, photo: line.points.photo })}
      </p>
      <div>
        <StarInput
          value={rating}
          onChange={setRating}
          describedBy={problems.rating ? 'review-rating-error' : undefined}
        />
        {problems.rating && (
          <p id="review-rating-error" role="alert" className="mt-1 text-sm text-coral-strong">
            {problems.rating}
          </p>
        )}
      </div>
      <div>
        <div className="mb-1 flex items-baseline justify-between gap-2">
          <label htmlFor="review-text" className="text-sm font-semibold text-ink">
            {t('write.text')}
          </label>
          <span className="text-xs text-muted">
            {t('write.counter', { count: [...text.trim()].length, max: REVIEW_TEXT_MAX })}
          </span>
        </div>
        <textarea
          id="review-text"
          rows={6}
          value={text}
          maxLength={REVIEW_TEXT_MAX * 2}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={problems.text ? 'review-text-error' : 'review-text-hint'}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-plum focus:outline-none aria-[invalid=true]:border-coral-strong"
          data-testid="review-text"
        />
        {problems.text ? (
          <p id="review-text-error" role="alert" className="mt-1 text-sm text-coral-strong">
            {problems.text}
          </p>
        ) : (
          <p id="review-text-hint" className="mt-1 text-xs text-muted">
            {t('write.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          </p>
        )}
      </div>
      <PhotoPicker
        heading={<span className="text-sm font-semibold text-ink">{t('write.photos')}</span>}
        photos={photos}
        limits={LIMITS}
        testId="review-photo"
        text={{
          hint: t('write.photosHint', { max: REVIEW_PHOTO_MAX_FILES, maxMb: PHOTO_MAX_MB }),
          add: t('write.addPhoto'),
          alt: (index) => t('write.photoAlt', { index }),
          remove: (index) => t('write.removePhoto', { index }),
          refusal: review.text
        }}
        onChange={setPhotos}
      />
      <div className="rounded-2xl border border-line/80 p-4 text-sm" data-testid="review-write-profile">
        {chips.length > 0 ? (
          <p className="text-ink">{t('write.profileShown', { summary: chips.join(' · ') })}</p>
        ) : (
          <p className="text-muted">{t('write.profileMissing')}</p>
        )}
        <Link
          to={reviewPaths.beautyProfile()}
          className="mt-1 inline-block font-semibold text-plum underline-offset-4 hover:underline"
        >
          {t('write.profileLink')}
        </Link>
      </div>
      {problems.form && (
        <p role="alert" className="text-sm text-coral-strong">
          {problems.form}
        </p>
      )}
      <button
        type="submit"
        disabled={write.isPending}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum/90 disabled:opacity-60"
        data-testid="review-submit"
      >
        {write.isPending ? t('write.submitting') : t('write.submit')}
      </button>
    </form>
  );
}
