/**
 * Korea time (KST, Asia/Seoul) for every date and time the shop shows, whatever the visitor's zone: the
 * shop, its receipts, its order days and its history ranges count in Seoul days. Korea keeps no daylight
 * saving, so Seoul is always UTC+9 and plain arithmetic is exact (no Intl time-zone data needed).
 */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Instant = string | number | Date;

/** Seoul wall-clock time as `YYYY-MM-DDTHH:mm:ss.sss` (no zone), or null when the instant is unreadable. */
function seoulClock(at: Instant): string | null {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Seoul calendar day of an instant, YYYY-MM-DD (SPEC §9 date format); '' when unreadable. */
export function seoulDate(at: Instant): string {
  return seoulClock(at)?.slice(0, 10) ?? '';
}

/** The Seoul date and time of an instant, `YYYY-MM-DD HH:mm` (as the receipt writes it); '' when unreadable. */
export function seoulDateTime(at: Instant): string {
  const clock = seoulClock(at);
  return clock ? `${clock.slice(0, 10)} ${clock.slice(11, 16)}` : '';
}

/** The Seoul time of day of an instant, `HH:mm`; '' when unreadable. */
export function seoulTime(at: Instant): string {
  return seoulClock(at)?.slice(11, 16) ?? '';
}

/** The next midnight in Seoul after `now` (epoch ms): "until the end of today" in the shop's day. */
export function nextSeoulMidnight(now: number): number {
  return Math.floor((now + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SEOUL_OFFSET_MS;
}
