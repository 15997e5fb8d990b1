import type { QueryClient } from '@tanstack/react-query';
import { refreshAccessToken } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { tokenStore } from '../api/token-store';
import { fetchMe, meQueryKey, toSessionUser } from './account-api';
import { clearSessionHint, readSessionHint } from './session-hint';
import { sessionStore } from './session-store';

let settled: Promise<void> = Promise.resolve();

/** Resolves once the start-up restore is over (at once for guests). Guards and the login route wait for it. */
export function whenSessionSettled(): Promise<void> {
  return settled;
}

/**
 * SPEC §4 Login / Auto-login: when the hint says a refresh cookie may exist, one refresh call, then
 * /users/me, then signIn. A refusal (401) clears the hint and the visitor stays a guest; a network or
 * server failure keeps the hint for the next visit. Silent either way: no dialog at start-up.
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!readSessionHint()) return;
  try {
    await refreshAccessToken({ dispatchErrors: false });
    const me = await fetchMe({ dispatchErrors: false });
    queryClient.setQueryData(meQueryKey(me.userSeqNo), me);
    sessionStore.signIn(toSessionUser(me));
  } catch (error) {
    tokenStore.set(null);
    if (isApiError(error) && error.status === 401) clearSessionHint();
  }
}

export function startSessionRestore(queryClient: QueryClient): Promise<void> {
  settled = restoreSession(queryClient);
  return settled;
}
