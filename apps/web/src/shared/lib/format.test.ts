import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatWon } from './format';

describe('formatWon', () => {
  it('writes Korean prices with a trailing 원', () => {
    expect(formatWon(18000, 'ko-KR')).toBe('18,000원');
    expect(formatWon(0, 'ko-KR')).toBe('0원');
  });

  it('uses the narrow ₩ sign for English and Traditional Chinese (never the fullwidth ￦)', () => {
    expect(formatWon(18000, 'en-US')).toBe('₩18,000');
    expect(formatWon(18000, 'zh-TW')).toBe('₩18,000');
    expect(formatWon(1234567, 'zh-TW')).not.toContain('￦');
  });

  it('shows no fraction digits', () => {
    expect(formatWon(18000.6, 'en-US')).toBe('₩18,001');
  });
});

describe('formatNumber / formatDate', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567, 'zh-TW')).toBe('1,234,567');
  });

  it('formats dates as YYYY-MM-DD and gives "" for unreadable input', () => {
    expect(formatDate('2025-03-04T10:00:00')).toBe('2025-03-04');
    expect(formatDate('not a date')).toBe('');
  });
});
