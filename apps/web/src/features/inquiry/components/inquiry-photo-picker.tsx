import { INQUIRY_PHOTO_EXTENSIONS, INQUIRY_PHOTO_MAX_BYTES, INQUIRY_PHOTO_MAX_FILES } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { PhotoLimits } from '../../../shared/lib/photo-refusal';
import { PhotoPicker } from '../../../shared/ui/photo-picker';
import { PHOTO_MAX_MB } from '../lib/inquiry-input';
import { useInquiryText } from '../lib/use-inquiry-text';

const LIMITS: PhotoLimits = {
  maxFiles: INQUIRY_PHOTO_MAX_FILES,
  maxBytes: INQUIRY_PHOTO_MAX_BYTES,
  extensions: INQUIRY_PHOTO_EXTENSIONS
};

/** Up to three JPEG/PNG photos of at most 20 MB for a 1:1 inquiry. */
export function InquiryPhotoPicker({
  photos,
  onChange
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('content');
  const { text } = useInquiryText();
  return (
    <PhotoPicker
      heading={<span className="text-sm font-semibold text-ink">{t('inquiry.photos.label')}</span>}
      photos={photos}
      limits={LIMITS}
      testId="inquiry-photo"
      text={{
        hint: t('inquiry.photos.hint', { max: LIMITS.maxFiles, maxMb: PHOTO_MAX_MB }),
        add: t('inquiry.photos.add'),
        alt: (index) => t('inquiry.photos.alt', { index }),
        remove: (index) => t('inquiry.photos.remove', { index }),
        refusal: text
      }}
      onChange={onChange}
    />
  );
}
