import { courierName, toCourierCode } from '@mall/domain';
import type { StaffLanguage } from './i18n';

const SEOUL_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit'
});

/** A moment in Seoul time, `2026-11-26 14:05` (the shop's clock, wherever the desk sits), in every language. */
export function seoulDateTime(iso: string | null): string {
  return iso ? SEOUL_DATE_TIME.format(new Date(iso)) : '—';
}

export function won(amount: number, language: StaffLanguage): string {
  const number = amount.toLocaleString(language === 'ko-KR' ? 'ko-KR' : 'en-US');
  return language === 'ko-KR' ? `${number}원` : `₩${number}`;
}

/** The carrier by name (the desk stores codes; older orders keep a name, shown as stored). */
export function courierLabel(stored: string | null, language: StaffLanguage): string {
  if (!stored) return '';
  const code = toCourierCode(stored);
  return code ? courierName(code, language) : stored;
}

const SEOUL_DATE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit'
});

/**
 * The last Seoul day before an exclusive deadline, `2026-12-01`: a refund due by the Seoul midnight that ends
 * the 1st is shown as due on the 1st, not at 00:00 on the 2nd.
 */
export function seoulLastDay(exclusiveIso: string | null): string {
  return exclusiveIso ? SEOUL_DATE.format(new Date(new Date(exclusiveIso).getTime() - 1)) : '—';
}
