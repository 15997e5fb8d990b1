import { CURRENCY, seoulDate, seoulDateTime, type Language } from '@mall/domain';

const wonFormatters = new Map<Language, Intl.NumberFormat>();
const numberFormatters = new Map<Language, Intl.NumberFormat>();

function wonFormatter(language: Language): Intl.NumberFormat {
  let formatter = wonFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCY,
      // Plain ₩ everywhere: zh-TW's own form is the fullwidth ￦ (and some locales write KRW).
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0
    });
    wonFormatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Integer won for display. Korean shops write the unit after the number (12,000원), so for ko-KR the
 * currency sign Intl gives is replaced by 원; other locales show the narrow sign (₩12,000, never ￦).
 */
export function formatWon(amount: number, language: Language): string {
  const formatter = wonFormatter(language);
  if (language !== 'ko-KR') return formatter.format(amount);
  const number = formatter
    .formatToParts(amount)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
    .trim();
  return `${number}원`;
}

export function formatNumber(value: number, language: Language): string {
  let formatter = numberFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    numberFormatters.set(language, formatter);
  }
  return formatter.format(value);
}

/**
 * SPEC §9 date format YYYY-MM-DD of an ISO instant from the API, as a Seoul calendar day: the shop, its
 * receipts and its order days count in Korea time whatever the visitor's zone. '' when unreadable.
 */
export function formatDate(iso: string): string {
  return seoulDate(iso);
}

/** `YYYY-MM-DD HH:mm` in Korea time, as the receipt writes it ('' when missing or unreadable). */
export function formatDateTime(iso: string | null): string {
  return iso ? seoulDateTime(iso) : '';
}

/** Points as the shop writes them everywhere: 1,560P (the number in the active language's grouping). */
export function formatPoints(value: number, language: Language): string {
  return `${formatNumber(value, language)}P`;
}
