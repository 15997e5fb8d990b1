import type { ReviewSummary } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Stars } from './stars';

/** The product's figures: the average large with its stars, the count, and a bar per star (five first). */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  const widest = Math.max(1, ...summary.stars.map((row) => row.count));
  return (
    <div
      className="grid gap-6 rounded-3xl bg-white p-5 ring-1 ring-line/70 sm:grid-cols-[auto_1fr] sm:items-center md:p-7"
      data-testid="review-summary"
    >
      <div className="text-center sm:px-6">
        <p className="text-sm text-muted">{t('section.average')}</p>
        <p
          className="mt-1 text-4xl font-bold text-ink"
          aria-label={t('section.outOf', { rating: summary.averageRating.toFixed(1) })}
        >
          {summary.averageRating.toFixed(1)}
        </p>
        <div className="mt-1 flex justify-center">
          <Stars rating={summary.averageRating} size={18} />
        </div>
        <p className="mt-2 text-sm text-muted">{t('section.count', { count: summary.reviewCount })}</p>
      </div>
      <ul className="space-y-1.5">
        {summary.stars.map((row) => (
          <li key={row.star} className="flex items-center gap-3 text-sm">
            <span className="w-12 shrink-0 whitespace-nowrap text-muted">
              {t('section.starRow', { star: row.star })}
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-cream-deep" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-plum"
                style={{ width: `${(row.count / widest) * 100}%` }}
              />
            </span>
            <span className="w-12 shrink-0 whitespace-nowrap text-right text-muted">
              {t('section.starCount', { count: row.count })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
