import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { myPageSummaryQueryOptions } from '../api/my-page-summary';

/** Runs after the 'login' guard: the member's /users/me (usually already cached by login or restore) and my page's summary. */
export function myPageLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const session = sessionStore.get();
    if (isLoggedIn(session)) {
      const { userSeqNo } = session.user;
      // Both at once: the summary does not wait for the member (no waterfall).
      void queryClient.prefetchQuery(myPageSummaryQueryOptions(userSeqNo));
      await queryClient.prefetchQuery(meQueryOptions(userSeqNo));
    }
    return null;
  };
}
