import type { ConversionBody, ConversionResult } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiData, refreshAccessToken } from '../../../shared/api/api-client';
import { fetchMe, MEMBER_QUERY_ROOT, toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';

/** POST /member/v1/users/conversionToPlanner: the screen explains every refusal itself. */
export function convertToPlanner(body: ConversionBody): Promise<ConversionResult> {
  return apiData<ConversionResult>('/member/v1/users/conversionToPlanner', {
    method: 'POST',
    body,
    dispatchErrors: false
  });
}

/**
 * After the conversion the access token still says "customer": get a fresh one (the refresh grant reads
 * the member again), then /users/me, so the header, guards and the mall toggle see a planner.
 */
export async function refreshSessionAfterConversion(queryClient: QueryClient): Promise<void> {
  await refreshAccessToken({ dispatchErrors: false });
  const me = await fetchMe({ dispatchErrors: false });
  sessionStore.signIn(toSessionUser(me));
  await queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
}
