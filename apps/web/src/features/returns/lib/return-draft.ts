import type { DeliveryAddressInput, ReturnReason } from '@mall/domain';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../../shared/lib/external-store';

/**
 * What the customer has chosen across the three steps of one return (ADR 071: nothing is sent before step 3),
 * files included: in this tab's memory only, for one order at a time. A reload starts again at step 1.
 */
export type ReturnDraft = {
  orderNumber: string;
  /** Chosen lines (sales_order_line.id) and how many of each go back. */
  quantities: Readonly<Record<number, number>>;
  reason: ReturnReason | null;
  reasonText: string;
  photos: readonly File[];
  /** The pickup as sent (typed); null until step 2 fills it from the order's address. */
  pickup: DeliveryAddressInput | null;
  /** The steps passed (0: none; 1: lines and reason; 2: photos and pickup). */
  passed: 0 | 1 | 2;
  /** The return was made: the next visit starts afresh (the files are already let go). */
  sent?: true;
};

const store = createExternalStore<ReturnDraft | null>(null);

const emptyDraft = (orderNumber: string): ReturnDraft => ({
  orderNumber,
  quantities: {},
  reason: null,
  reasonText: '',
  photos: [],
  pickup: null,
  passed: 0
});

/** The draft of `orderNumber` (a fresh one when the tab holds none, or another order's). */
export function draftOf(orderNumber: string): ReturnDraft {
  const draft = store.get();
  return draft?.orderNumber === orderNumber && !draft.sent ? draft : emptyDraft(orderNumber);
}

export function useReturnDraft(orderNumber: string): ReturnDraft {
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  return draft?.orderNumber === orderNumber && !draft.sent ? draft : emptyDraft(orderNumber);
}

/** Whether the draft of `orderNumber` was just sent (step 3 then waits for the detail instead of going back). */
export function useDraftSent(orderNumber: string): boolean {
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  return draft?.orderNumber === orderNumber && draft.sent === true;
}

/** The return was made: the choices and files are let go, in one change with the mark. */
export function markDraftSent(orderNumber: string): void {
  store.set({ ...emptyDraft(orderNumber), sent: true });
}

/** Changes the draft of `orderNumber` (starting one when needed). */
export function updateDraft(orderNumber: string, patch: Partial<Omit<ReturnDraft, 'orderNumber'>>): void {
  store.set({ ...draftOf(orderNumber), ...patch });
}

/** Forgets any draft (its photos with it). */
export function clearDraft(): void {
  store.set(null);
}
