import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { tokenStore } from '../api/token-store';
import { MEMBER_QUERY_ROOT } from './account-api';
import { clearPasswordChecked } from './password-check';
import { clearSessionHint } from './session-hint';
import { sessionStore } from './session-store';

/**
 * Forgets the session in this tab: the in-memory token, the hint, the password re-check, the member and
 * member-only data.
 */
export function endLocalSession(queryClient?: QueryClient): void {
  tokenStore.set(null);
  clearSessionHint();
  clearPasswordChecked();
  sessionStore.signOut();
  queryClient?.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
}

/** Logout: DELETE /api/oauth/token revokes the refresh family and clears the cookie; local state goes even if that call fails. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest('/oauth/token', { method: 'DELETE', dispatchErrors: false });
  } catch {
    // Offline or already revoked: the local session ends anyway.
  }
  endLocalSession(queryClient);
}
