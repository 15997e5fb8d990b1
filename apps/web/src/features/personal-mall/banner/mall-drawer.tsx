import type { PublicPersonalMall } from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { copyToClipboard } from '../../../shared/share/share-actions';
import { ShareSheet } from '../../../shared/share/share-sheet';
import { dialogs } from '../../../shared/ui/dialog-store';
import { CloseIcon } from '../../../shared/ui/icons';
import { useMallMessengerShare } from '../api/mall-messenger';
import { absoluteLink } from '../api/personal-mall-api';
import { MallHero } from '../components/mall-hero';
import { mallTitle } from '../lib/mall-rules';
import { ProfileModal } from './profile-modal';
import { useProfileAccess } from './use-profile-access';

/**
 * SPEC §2/§4 the personal mall's side drawer: the mall (background, profile, name, messages), its planner, the
 * shopping link to copy or share, and for guests the way to sign up with this planner. It closes itself when
 * the mall's userInfo is gone (a new answer without the mall). The profile opens for those SPEC §6 allows.
 */
export function MallDrawer({ mall, onClose }: { mall: PublicPersonalMall | null; onClose: () => void }) {
  const { t } = useTranslation('home');
  const panel = useRef<HTMLDivElement>(null);
  const [profile, setProfile] = useState(false);
  const [sharing, setSharing] = useState(false);
  const messenger = useMallMessengerShare(mall?.userNumber ?? '', sharing && mall ? 'shopping' : null);
  const guest = !isLoggedIn(useSession());
  const mayOpenProfile = useProfileAccess();
  const userInfo = mall?.userInfo;
  useEffect(() => {
    if (!userInfo) onClose();
  }, [userInfo, onClose]);
  // Escape closes the topmost layer only: the profile or the share sheet handle their own.
  useFocusTrap(panel, Boolean(userInfo) && !profile && !sharing, onClose);
  if (!mall || !userInfo) return null;

  const title = mallTitle(mall.mallName, userInfo.fullName, (name) =>
    t('personalMall.defaultTitle', { name })
  );
  const link = absoluteLink(mall.shoppingLink);
  const copy = async () => {
    void dialogs.alert(
      t(`personalMall.${await copyToClipboard(link, navigator.clipboard as Clipboard | undefined)}`)
    );
  };

  return (
    <div
      className="fixed inset-0 z-[80] flex justify-end bg-ink/50"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mall-drawer-title"
        data-testid="personal-mall-drawer"
        className="flex h-full w-full max-w-md flex-col overflow-y-auto bg-cream shadow-xl"
      >
        <div className="flex items-center justify-between px-5 py-3">
          <h2 id="mall-drawer-title" className="text-lg font-bold text-ink">
            {t('personalMall.drawerTitle')}
          </h2>
          <button
            type="button"
            className="icon-button -mr-2"
            aria-label={t('personalMall.close')}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="grid gap-4 px-5 pb-8">
          <MallHero
            compact
            title={title}
            message1={mall.message1}
            message2={mall.message2}
            profileUrl={mall.profileUrl}
            profileAlt={t('personalMall.profileAlt', { name: userInfo.fullName })}
            backgroundMobileUrl={mall.backgroundMobileUrl}
            backgroundPcUrl={mall.backgroundPcUrl}
            profileButton={
              mayOpenProfile
                ? (picture) => (
                    <button
                      type="button"
                      className="rounded-full"
                      aria-label={t('personalMall.profileOpen', { name: userInfo.fullName })}
                      data-testid="personal-mall-profile-open"
                      onClick={() => setProfile(true)}
                    >
                      {picture}
                    </button>
                  )
                : undefined
            }
          >
            <p className="mt-3 text-sm text-muted">
              <span className="font-semibold text-ink">{t('personalMall.planner')}</span>{' '}
              {t('personalMall.plannerValue', {
                name: userInfo.fullName,
                number: userInfo.globalRefererUserNumber
              })}
            </p>
          </MallHero>
          <section
            aria-labelledby="mall-drawer-link"
            className="rounded-3xl bg-white p-5 ring-1 ring-line/70"
          >
            <h3 id="mall-drawer-link" className="text-sm font-bold text-ink">
              {t('personalMall.shoppingLink')}
            </h3>
            <p
              className="mt-2 truncate rounded-lg bg-cream px-3 py-2 text-sm text-ink"
              data-testid="personal-mall-drawer-link"
            >
              {link}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <button type="button" className="btn-secondary h-11" onClick={() => void copy()}>
                {t('personalMall.copy')}
              </button>
              <button type="button" className="btn-secondary h-11" onClick={() => setSharing(true)}>
                {t('personalMall.share')}
              </button>
            </div>
          </section>
          {guest && (
            <Link
              to={paths.signupStep('selectType')}
              className="btn-primary h-12"
              data-testid="personal-mall-drawer-signup"
              onClick={onClose}
            >
              {t('personalMall.signup')}
            </Link>
          )}
        </div>
      </div>
      {profile && <ProfileModal mall={mall} onClose={() => setProfile(false)} />}
      {sharing && (
        <ShareSheet
          title={t('personalMall.share')}
          description={title}
          url={link}
          shareTitle={title}
          shareText={mall.message1 || undefined}
          linkLabel={t('personalMall.shoppingLink')}
          messenger={messenger}
          onClose={() => setSharing(false)}
        />
      )}
    </div>
  );
}
