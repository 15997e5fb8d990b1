import { PersonalMallBanner } from '../../personal-mall/lazy';
import { NoticePopupHost } from '../notice/notice-popup-host';
import { RefreshNotice } from './refresh-notice';

/**
 * What Home shows over its content once it has rendered, in one lazy chunk: the main notice popup (which fetches
 * its own popup chunk when there are popups), the personal-mall banner of the visitor's referrer (SPEC §4,
 * docs/decisions/075) and the notice of a refresh on Android (SPEC §1). None is part of Home's first load.
 */
export function HomeOverlays() {
  return (
    <>
      <NoticePopupHost />
      <PersonalMallBanner />
      <RefreshNotice />
    </>
  );
}
