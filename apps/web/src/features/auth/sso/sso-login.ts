import type { QueryClient } from '@tanstack/react-query';
import { requestToken } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { tokenStore } from '../../../shared/api/token-store';
import { fetchMe, meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { writeSessionHint } from '../../../shared/session/session-hint';
import { sessionStore } from '../../../shared/session/session-store';

/**
 * `/ssoLogin?code=…` (docs/decisions/015): redeems a one-time code the back office minted for the mall,
 * as the storefront client; the refresh token arrives in the httpOnly cookie as at a password login.
 * Answers null when signed in, else the refusal's code for the login form's message.
 */
export async function signInWithHandoffCode(code: string, queryClient: QueryClient): Promise<string | null> {
  try {
    await requestToken(new URLSearchParams({ code }), '/oauth/handoff/token');
    const me = await fetchMe({ dispatchErrors: false });
    writeSessionHint(false);
    queryClient.setQueryData(meQueryKey(me.userSeqNo), me);
    sessionStore.signIn(toSessionUser(me));
    return null;
  } catch (error) {
    tokenStore.set(null);
    return isApiError(error) ? error.code : 'UNKNOWN';
  }
}
