import { useMemo, useSyncExternalStore } from 'react';
import { guestOrderPass, guestPassFor } from '../../../shared/order/guest-order-pass';
import { guestReturnClient } from '../api/guest-return-api';
import { memberReturnClient } from '../api/member-return-api';
import type { ReturnClient } from '../api/return-client';

/**
 * The calls for the return of `orderNumber`: the guest's when this tab holds the lookup pass of that order (the
 * route guard let a guest in on it), else the member's.
 */
export function useReturnClient(orderNumber: string): ReturnClient {
  const pass = useSyncExternalStore(guestOrderPass.subscribe, () => guestPassFor(orderNumber));
  const credentials = pass?.credentials ?? null;
  return useMemo(() => (credentials ? guestReturnClient(credentials) : memberReturnClient), [credentials]);
}

/** A guest's calls for whatever order the pass names (the guest return detail), or null without a pass. */
export function useGuestPassClient(): ReturnClient | null {
  const pass = useSyncExternalStore(guestOrderPass.subscribe, guestOrderPass.get);
  const credentials = pass?.credentials ?? null;
  return useMemo(() => (credentials ? guestReturnClient(credentials) : null), [credentials]);
}
