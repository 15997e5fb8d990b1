import { redirect, type LoaderFunction } from 'react-router';
import { whenSessionSettled } from '../../../shared/session/session-restore';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { safeRedirect } from '../../../shared/lib/safe-redirect';

export type LoginLoaderData = { redirectTo: string };

/**
 * SPEC §2: a logged-in user opening a login route is sent to the redirect query value (same-origin
 * paths only) or Home; a guest gets the screen, with where to go after logging in.
 */
export function loginLoader(): LoaderFunction {
  return async ({ request }): Promise<Response | LoginLoaderData> => {
    await whenSessionSettled();
    const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    return isLoggedIn(sessionStore.get()) ? redirect(redirectTo) : { redirectTo };
  };
}
