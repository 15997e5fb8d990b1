import { FALLBACK_LANGUAGE, type Language } from './languages.ts';

// A module of its own, not languages.ts: the storefront's first-load chunk holds languages.ts, and only lazy screens
// pick localized texts.

/** Text kept in every language; Korean is the source and must exist. */
export type LocalizedText = { 'ko-KR': string; 'en-US'?: string; 'zh-TW'?: string };

/** The text in the asked language, else the fallback (en-US), else the Korean source. */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language] ?? text[FALLBACK_LANGUAGE] ?? text['ko-KR'];
}
