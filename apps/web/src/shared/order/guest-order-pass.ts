import type { GuestOrderCredentials } from '@mall/domain';
import { createExternalStore } from '../lib/external-store';

/**
 * The guest's lookup credentials for the order screens that follow the lookup (its returns), held in this tab's
 * memory only: never in web storage or an address, gone on reload (the guest looks the order up again), replaced
 * by the next lookup. The lookup screen itself keeps them in its own state, as before.
 */
export type GuestOrderPass = {
  credentials: GuestOrderCredentials;
  /** The found order's numbers (stored AP… and shown TP…): the addresses that may use the pass. */
  orderNumber: string;
  displayOrderNumber: string;
};

const store = createExternalStore<GuestOrderPass | null>(null);

export const guestOrderPass = {
  get: store.get,
  set: store.set,
  subscribe: store.subscribe,
  clear: () => store.set(null)
};

/** The pass when it names `orderNumber` (either spelling), else null. */
export function guestPassFor(orderNumber: string): GuestOrderPass | null {
  const pass = store.get();
  return pass && (pass.orderNumber === orderNumber || pass.displayOrderNumber === orderNumber) ? pass : null;
}
