import { STORAGE_KEYS } from '../config/app-config';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';

/**
 * SPEC §6: the password re-check in front of the member's own data pages, remembered for this tab
 * (sessionStorage) and for the member who passed it, so another member signing in here starts over.
 * Not a credential: the API keeps its own record of the re-check where money is concerned (the refund account,
 * docs/decisions/070) and asks for the password again where it matters (email change, withdrawal).
 */
const isMemberId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export function markPasswordChecked(userSeqNo: number): void {
  writeStored('session', STORAGE_KEYS.passwordChecked, userSeqNo);
}

export function isPasswordChecked(userSeqNo: number | null): boolean {
  return userSeqNo !== null && readStored('session', STORAGE_KEYS.passwordChecked, isMemberId) === userSeqNo;
}

export function clearPasswordChecked(): void {
  removeStored('session', STORAGE_KEYS.passwordChecked);
}
