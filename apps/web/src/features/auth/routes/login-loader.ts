import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { whenSessionSettled } from '../../../shared/session/session-restore';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { safeRedirect } from '../../../shared/lib/safe-redirect';

export type LoginLoaderData = { redirectTo: string; ssoError: string | null };

/**
 * SPEC §2: a logged-in user opening a login route is sent to the redirect query value (same-origin
 * paths only) or Home; a guest gets the screen, with where to go after logging in. `/ssoLogin?code=…`
 * first redeems the back office's one-time code (docs/decisions/015); a refused code falls back to the
 * form with a message, and the spent code leaves the address bar either way.
 */
export function loginLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }): Promise<Response | LoginLoaderData> => {
    await whenSessionSettled();
    const url = new URL(request.url);
    const redirectTo = safeRedirect(url.searchParams.get('redirect'));
    if (isLoggedIn(sessionStore.get())) return redirect(redirectTo);
    const code = url.pathname === '/ssoLogin' ? url.searchParams.get('code') : null;
    if (code) {
      const { signInWithHandoffCode } = await import('../sso/sso-login');
      const refused = await signInWithHandoffCode(code, queryClient);
      if (!refused) return redirect(redirectTo);
      url.searchParams.delete('code');
      url.searchParams.set('ssoError', refused);
      return redirect(`${url.pathname}${url.search}`);
    }
    return { redirectTo, ssoError: url.searchParams.get('ssoError') };
  };
}
