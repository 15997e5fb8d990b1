import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../../shared/lib/external-store';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * Whether the feed plays with sound: muted until the shopper turns it on, then remembered for this tab's session
 * (sessionStorage, a plain flag) so the next video and the detail keep it.
 */
const KEY = 'mall.diveInSound';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const store = createExternalStore<boolean>(readStored('session', KEY, isBoolean) ?? false);

export function setSoundOn(on: boolean): void {
  store.set(on);
  writeStored('session', KEY, on);
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Whether the shopper asked the system for less motion: then nothing plays until they press play. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
