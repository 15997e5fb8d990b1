import type { Language } from '@mall/domain';

/**
 * The country/language menu. Country and language names are written in their own language on purpose:
 * whatever language is on screen, a reader must recognise their own option.
 */
export const LANGUAGE_MENU: ReadonlyArray<{ language: Language; countryName: string; languageName: string }> =
  [
    { language: 'ko-KR', countryName: '대한민국', languageName: '한국어' },
    { language: 'en-US', countryName: 'United States', languageName: 'English' },
    { language: 'zh-TW', countryName: '台灣', languageName: '繁體中文' }
  ];
