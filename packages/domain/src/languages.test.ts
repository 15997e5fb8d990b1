import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.ts';
import { pickText } from './localized-text.ts';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'ko-KR'],
    ['', 'ko-KR'],
    ['ko-KR', 'ko-KR'],
    ['en-US', 'en-US'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW;q=0.9, fr;q=0.8', 'zh-TW'],
    ['fr-FR, de;q=0.5', 'ko-KR'],
    ['fr;q=1, en;q=0.4', 'en-US'],
    ['ko;q=0.2, en;q=0.9', 'en-US'],
    ['en;q=0, zh-TW;q=0.1', 'zh-TW'],
    ['EN-us', 'en-US']
  ])('%s -> %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});

describe('pickText', () => {
  const full = { 'ko-KR': '세럼', 'en-US': 'Serum', 'zh-TW': '精華液' };
  it('returns the asked language', () => {
    expect(pickText(full, 'zh-TW')).toBe('精華液');
  });
  it('falls back to English, then the Korean source', () => {
    expect(pickText({ 'ko-KR': '세럼', 'en-US': 'Serum' }, 'zh-TW')).toBe('Serum');
    expect(pickText({ 'ko-KR': '세럼' }, 'zh-TW')).toBe('세럼');
  });
});
