import type { PublicPersonalMall } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';

/** SPEC §2 the personal mall's profile modal: the planner's picture at size, name, nickname and number. */
export function ProfileModal({ mall, onClose }: { mall: PublicPersonalMall; onClose: () => void }) {
  const { t } = useTranslation('home');
  const name = mall.userInfo.fullName;
  return (
    <ResponsiveModal title={t('personalMall.profileTitle')} onClose={onClose} testId="personal-mall-profile">
      <div className="flex flex-col items-center text-center">
        <div className="size-48 overflow-hidden rounded-full bg-plum-soft md:size-56">
          {mall.profileUrl ? (
            <img
              src={mall.profileUrl}
              alt={t('personalMall.profileAlt', { name })}
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center font-display text-6xl text-plum"
            >
              {name.slice(0, 1)}
            </span>
          )}
        </div>
        <p className="mt-4 text-xl font-bold text-ink">{name}</p>
        {mall.nickname && (
          <p className="mt-1 text-sm text-muted">
            {t('personalMall.nickname')} {mall.nickname}
          </p>
        )}
        <p className="mt-1 text-sm text-muted">
          {t('personalMall.planner')} · {mall.userInfo.globalRefererUserNumber}
        </p>
      </div>
    </ResponsiveModal>
  );
}
