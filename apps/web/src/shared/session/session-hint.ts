import { STORAGE_KEYS } from '../config/app-config';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';

/**
 * A non-secret hint that a refresh cookie may exist, so guests never call refresh at start-up.
 * Auto-login: localStorage 'persistent' (survives the browser); otherwise sessionStorage 'session'.
 */
export type SessionHint = 'persistent' | 'session';

const isHint = (value: unknown): value is SessionHint => value === 'persistent' || value === 'session';

export function readSessionHint(): SessionHint | null {
  return (
    readStored('local', STORAGE_KEYS.sessionHint, isHint) ??
    readStored('session', STORAGE_KEYS.sessionHint, isHint)
  );
}

export function writeSessionHint(persistent: boolean): void {
  clearSessionHint();
  if (persistent) writeStored('local', STORAGE_KEYS.sessionHint, 'persistent');
  else writeStored('session', STORAGE_KEYS.sessionHint, 'session');
}

export function clearSessionHint(): void {
  removeStored('local', STORAGE_KEYS.sessionHint);
  removeStored('session', STORAGE_KEYS.sessionHint);
}
