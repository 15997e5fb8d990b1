import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';

/** Runs after the 'login' guard: the member's /users/me (usually already cached by login or restore). */
export function myPageLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const session = sessionStore.get();
    if (isLoggedIn(session)) await queryClient.prefetchQuery(meQueryOptions(session.user.userSeqNo));
    return null;
  };
}
