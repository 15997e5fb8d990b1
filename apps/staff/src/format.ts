import { courierName, toCourierCode } from '@mall/domain';
import type { StaffLanguage } from './i18n';

const dateTime = new Map<StaffLanguage, Intl.DateTimeFormat>();

/** A moment in Seoul time, `2026-11-26 14:05` (the shop's clock, wherever the desk sits). */
export function seoulDateTime(iso: string | null, language: StaffLanguage): string {
  if (!iso) return '—';
  let format = dateTime.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit'
    });
    dateTime.set(language, format);
  }
  return format.format(new Date(iso));
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
