import { redirect, type LoaderFunction } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { whenSessionSettled } from '../../../shared/session/session-restore';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';

/** /findAccount and /resetPassword are for guests: a logged-in member is sent to my page. */
export function recoveryLoader(): LoaderFunction {
  return async () => {
    await whenSessionSettled();
    return isLoggedIn(sessionStore.get()) ? redirect(paths.myPage()) : null;
  };
}
