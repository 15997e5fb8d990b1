import { RETURN_PHOTO_EXTENSIONS, RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_MAX_FILES } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { PhotoLimits } from '../../../shared/lib/photo-refusal';
import { PhotoPicker as Picker } from '../../../shared/ui/photo-picker';
import { PHOTO_MAX_MB } from '../lib/return-input';
import { useReturnText } from '../lib/use-return-text';

const LIMITS: PhotoLimits = {
  maxFiles: RETURN_PHOTO_MAX_FILES,
  maxBytes: RETURN_PHOTO_MAX_BYTES,
  extensions: RETURN_PHOTO_EXTENSIONS
};

/**
 * Up to three JPEG or PNG photos of at most 20 MB for a return: required for the shop's fault, optional for a change
 * of mind.
 */
export function PhotoPicker({
  photos,
  required,
  problem,
  onChange
}: {
  photos: readonly File[];
  required: boolean;
  /** The step's own refusal (photos missing), shown under the picker. */
  problem: string | null;
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const heading = (
    <span className="mb-2 flex items-center gap-2">
      <h2 className="text-base font-bold text-ink md:text-lg">{t('returns.step2.photos')}</h2>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${required ? 'bg-coral-soft text-coral-strong' : 'bg-cream-deep text-muted'}`}
      >
        {required ? t('returns.step2.photosRequired') : t('returns.step2.photosOptional')}
      </span>
    </span>
  );
  return (
    <Picker
      heading={heading}
      photos={photos}
      limits={LIMITS}
      testId="return-photo"
      problem={problem}
      text={{
        hint: t('returns.step2.photosHint', { max: LIMITS.maxFiles, maxMb: PHOTO_MAX_MB }),
        add: t('returns.step2.addPhoto'),
        alt: (index) => t('returns.step2.photoAlt', { index }),
        remove: (index) => t('returns.step2.removePhoto', { index }),
        refusal: (refusal) => text.code(refusal.code, 'data' in refusal ? refusal.data : undefined)
      }}
      onChange={onChange}
    />
  );
}
