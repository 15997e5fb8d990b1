import { PersonalMallBanner } from '../../personal-mall/lazy';
import { NoticePopupHost } from '../notice/notice-popup-host';

/**
 * What Home shows over its content once it has rendered, in one lazy chunk: the main notice popup (which fetches
 * its own popup chunk when there are popups) and the personal-mall banner of the visitor's referrer (SPEC §4,
 * docs/decisions/075). Neither is part of Home's first load.
 */
export function HomeOverlays() {
  return (
    <>
      <NoticePopupHost />
      <PersonalMallBanner />
    </>
  );
}
