import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  SKIN_CONCERNS_MAX,
  type BeautyProfile
} from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { megabytes } from '../../../shared/lib/photo-refusal';
import { useRefusalText } from '../../../shared/i18n/use-refusal-text';

export const PHOTO_MAX_MB = megabytes(REVIEW_PHOTO_MAX_BYTES);

const limitsOf = (code: string) => ({
  min: REVIEW_TEXT_MIN,
  max:
    code === 'RV_ConcernsMax'
      ? SKIN_CONCERNS_MAX
      : code === 'RV_TextLength'
        ? REVIEW_TEXT_MAX
        : REVIEW_PHOTO_MAX_FILES,
  maxMb: PHOTO_MAX_MB
});

/**
 * A refusal in words: the form's rule keys (`reviews:rule.*`), else the shell's `error.<code>` (with its data), else
 * the unknown-error text; and a beauty profile as one line of its translated values.
 */
export function useReviewText() {
  const { t } = useTranslation('reviews');
  const { text, error } = useRefusalText('reviews', 'rule.', limitsOf);
  const profile = (value: Pick<BeautyProfile, 'skinType' | 'skinTone' | 'skinConcerns'>): string[] => [
    ...(value.skinType ? [t(`skinType.${value.skinType}`)] : []),
    ...(value.skinTone ? [t(`skinTone.${value.skinTone}`)] : []),
    ...value.skinConcerns.map((concern) => t(`skinConcern.${concern}`))
  ];
  return { text, error, profile };
}
