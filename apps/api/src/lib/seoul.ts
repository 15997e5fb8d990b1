/** Korea has no daylight saving: Seoul is always UTC+9. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Seoul calendar day YYYY-MM-DD (plus `plusDays`) → the instant it starts (15:00 UTC the day before). */
export function seoulDayStart(ymd: string, plusDays = 0): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - SEOUL_OFFSET_MS + plusDays * DAY_MS);
}

/** An instant as Seoul wall-clock time in ISO shape without a zone: `2026-11-23T16:05:09.000` (slice what you need). */
export function seoulClock(at: Date | number): string {
  return new Date(new Date(at).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 23);
}

/** Integer won as Korean text: 12,345원. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
