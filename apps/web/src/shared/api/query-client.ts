import { QUERY_STALE_TIME_MS } from '@mall/domain';
import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: fresh for 5 minutes, no retry, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false
      },
      mutations: { retry: false }
    }
  });
}
