import { NOTICE_HIDE_MS } from '@mall/domain';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * "Do not show today" (SPEC §4, §9): an expiry timestamp in localStorage (not a secret). Closing with the
 * box ticked hides the notice popup until the same time tomorrow; a plain close only for this visit.
 */
const isExpiry = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function isNoticeHidden(now = Date.now()): boolean {
  const until = readStored('local', STORAGE_KEYS.noticeHiddenUntil, isExpiry);
  return until !== null && until > now;
}

export function hideNoticeForADay(now = Date.now()): void {
  writeStored('local', STORAGE_KEYS.noticeHiddenUntil, now + NOTICE_HIDE_MS);
}
