import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  SKIN_CONCERNS_MAX,
  type BeautyProfile
} from '@mall/domain';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';

export const PHOTO_MAX_MB = Math.round(REVIEW_PHOTO_MAX_BYTES / (1024 * 1024));
export type Refusal = { code: string; data?: Record<string, unknown> | undefined };
type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal in words: the form's rule keys (`reviews:rule.*`), else the shell's `error.<code>` (with its data), else
 * the unknown-error text; and a beauty profile as one line of its translated values.
 */
export function useReviewText() {
  const { t, i18n } = useTranslation('reviews');
  const { t: tm } = useTranslation();
  const text = (refusal: Refusal): string => {
    const options = {
      min: REVIEW_TEXT_MIN,
      max:
        refusal.code === 'RV_ConcernsMax'
          ? SKIN_CONCERNS_MAX
          : refusal.code === 'RV_TextLength'
            ? REVIEW_TEXT_MAX
            : REVIEW_PHOTO_MAX_FILES,
      maxMb: PHOTO_MAX_MB,
      ...refusal.data
    };
    if (i18n.exists(`rule.${refusal.code}`, { ns: 'reviews' }))
      return (t as unknown as Loose)(`rule.${refusal.code}`, options);
    const main = tm as unknown as Loose;
    return main(`error.${refusal.code}`, { defaultValue: main('error.UNKNOWN'), ...options });
  };
  const error = (thrown: unknown): string =>
    isApiError(thrown) && thrown.code !== 'UNKNOWN'
      ? text({ code: thrown.code, data: thrown.data })
      : (tm as unknown as Loose)('error.UNKNOWN');
  const profile = (value: Pick<BeautyProfile, 'skinType' | 'skinTone' | 'skinConcerns'>): string[] => [
    ...(value.skinType ? [t(`skinType.${value.skinType}`)] : []),
    ...(value.skinTone ? [t(`skinTone.${value.skinTone}`)] : []),
    ...value.skinConcerns.map((concern) => t(`skinConcern.${concern}`))
  ];
  return { text, error, profile };
}
