import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { snsLinksQueryOptions, userInfoQueryOptions } from '../api/account-queries';

/**
 * Loaders of the my-page account screens (run after their guard): the member's data starts with the
 * chunk. prefetchQuery never throws: a failed read is the screen's to show, with a retry.
 */
const memberId = (): number | null => {
  const session = sessionStore.get();
  return isLoggedIn(session) ? session.user.userSeqNo : null;
};

export function userInfoLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const id = memberId();
    if (id !== null) await queryClient.prefetchQuery(userInfoQueryOptions(id));
    return null;
  };
}

export function snsLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const id = memberId();
    if (id !== null) await queryClient.prefetchQuery(snsLinksQueryOptions(id));
    return null;
  };
}
