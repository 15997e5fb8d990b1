import { nextSeoulMidnight } from '@mall/domain';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * "Do not show today" (SPEC §4, §9; docs/decisions/057): an expiry timestamp in localStorage (not a secret).
 * Closing with the box ticked hides the notice popup until midnight in Korea time, the shop's day, whatever
 * the browser's zone; a plain close hides it for the rest of this tab's session (sessionStorage).
 */
const isExpiry = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTrue = (value: unknown): value is true => value === true;

export function isNoticeHidden(now = Date.now()): boolean {
  if (readStored('session', STORAGE_KEYS.noticeClosed, isTrue)) return true;
  const until = readStored('local', STORAGE_KEYS.noticeHiddenUntil, isExpiry);
  return until !== null && until > now;
}

export function hideNoticeForToday(now = Date.now()): void {
  writeStored('local', STORAGE_KEYS.noticeHiddenUntil, nextSeoulMidnight(now));
}

export function closeNoticeForSession(): void {
  writeStored('session', STORAGE_KEYS.noticeClosed, true);
}
