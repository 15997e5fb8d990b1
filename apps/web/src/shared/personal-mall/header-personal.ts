import type { HeaderPersonal } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api/api-client';
import type { CatalogueViewer } from '../session/viewer';

/**
 * GET /api/personal/v1/users/public/headerPersonal (docs/decisions/075): which planner's mall Home shows and in
 * what state. With `referrerCode` (Home's `?referrer=`) the server judges that code (and a SHOWN one sets the
 * shop-referrer cookie); without it, the cookie, else the member's own referrer. Used by Home's banner and the
 * sign-up's referrer step, so it lives here (features do not import each other). Types only from the domain:
 * Home's lazy overlay chunk carries no zod.
 */
export function getHeaderPersonal(
  referrerCode: string | null,
  signal?: AbortSignal
): Promise<HeaderPersonal> {
  return apiData<HeaderPersonal>('/personal/v1/users/public/headerPersonal', {
    query: { referrerCode: referrerCode ?? undefined },
    signal,
    // A banner that cannot be read is left out; the sign-up's step opens empty.
    dispatchErrors: false
  });
}

/** The keys of the header answers: a saved mall invalidates them all. */
export const headerPersonalKeys = { all: ['personalMall', 'header'] as const };

/** The answer depends on who asks (a member's own referrer, a planner's own mall): the viewer is in the key. */
export function headerPersonalQueryOptions(referrerCode: string | null, viewer: CatalogueViewer) {
  return queryOptions({
    queryKey: [...headerPersonalKeys.all, referrerCode ?? '', viewer] as const,
    queryFn: ({ signal }) => getHeaderPersonal(referrerCode, signal)
  });
}
