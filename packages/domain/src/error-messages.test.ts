import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_ERROR_MESSAGES_KO_KR,
  COMMON_ERROR_MESSAGES_KO_KR,
  ERROR_FALLBACK,
  ERROR_MESSAGES,
  errorText
} from './error-messages.ts';
import { ERROR_CODES } from './errors.ts';
import { LANGUAGES } from './languages.ts';

describe('error catalogue', () => {
  it.each(LANGUAGES)('has a non-empty %s text for every error code and nothing else', (language) => {
    const catalogue = ERROR_MESSAGES[language];
    expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES)
      expect(errorText(code, language).trim(), `${language} ${code}`).not.toBe('');
    expect(ERROR_FALLBACK[language].trim()).not.toBe('');
  });

  it('has no text left untranslated (a non-Korean text in Korean script, or Korean in another language)', () => {
    const hangul = /[\uAC00-\uD7A3]/;
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES['ko-KR'][code], code).toMatch(hangul);
      expect(ERROR_MESSAGES['en-US'][code], code).not.toMatch(hangul);
      expect(ERROR_MESSAGES['zh-TW'][code], code).not.toMatch(hangul);
    }
  });

  it('puts each code in exactly one group (shop-wide or account flows)', () => {
    const common = Object.keys(COMMON_ERROR_MESSAGES_KO_KR);
    const accounts = Object.keys(ACCOUNTS_ERROR_MESSAGES_KO_KR);
    expect(common.filter((code) => accounts.includes(code))).toEqual([]);
    expect([...common, ...accounts].sort()).toEqual([...ERROR_CODES].sort());
  });
});
