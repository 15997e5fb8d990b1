import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { beautyProfileQuery } from '../api/reviews-api';
import { BeautyProfileForm } from '../components/beauty-profile-form';
import { ReviewFrame } from '../components/review-frame';

/** /mypage/beautyProfile: the member's skin type, tone and concerns, shown with the reviews they write. */
export function BeautyProfileRoute() {
  const { t } = useTranslation('reviews');
  const profile = useQuery(beautyProfileQuery());
  if (profile.isError) throw profile.error;
  return (
    <ReviewFrame title={t('profile.title')}>
      <p className="mb-6 text-sm leading-relaxed text-muted">{t('profile.intro')}</p>
      {profile.data && <BeautyProfileForm initial={profile.data} />}
    </ReviewFrame>
  );
}
