import { describe, expect, it } from 'vitest';
import { jusoKeywordRefusal, sanitizeJusoKeyword, SIDO_NAMES } from './address-search-keyword.ts';

describe('jusoKeywordRefusal', () => {
  it.each([
    ['', 'E0005'],
    ['   ', 'E0005'],
    ['가', 'E0008'],
    ['1', 'E0008'],
    [' a ', 'E0008'],
    ['12', 'E0009'],
    ['123 456', 'E0009'],
    ['가'.repeat(40), null],
    ['가'.repeat(41), 'E0010'],
    [`${'가'.repeat(20)}${'a'.repeat(30)}`, 'E0010'],
    ['a'.repeat(80), null],
    ['a'.repeat(81), 'E0010'],
    ['테헤란로 1234567890', null],
    ['테헤란로 12345678901', 'E0011'],
    ['!!12', 'E0012'],
    ['-152', 'E0012'],
    ['테헤란로 %', 'E0013'],
    ['테헤란로=152', 'E0013'],
    ['테헤란로 <152>', 'E0013'],
    ['테헤란로 [152]', 'E0013'],
    ['테헤란로 OR 152', 'E0013'],
    ['select 테헤란로', 'E0013'],
    ['서울', 'E0006'],
    ['서울특별시', 'E0006'],
    ['서울 특별시', 'E0006'],
    ['경기', 'E0006'],
    ['제주특별자치도', 'E0006'],
    ['서울 강남구', null],
    ['테헤란로 152', null],
    ['Teheran-ro 152', null],
    ['Korea Gwangmyeong-ro', null],
    ['래미안', null]
  ])('%j → %s', (keyword, refusal) => {
    expect(jusoKeywordRefusal(keyword)).toBe(refusal);
  });

  it('checks in the provider\'s order: a short number is "too short", a long province name with [ is "special characters"', () => {
    expect(jusoKeywordRefusal('7')).toBe('E0008');
    expect(jusoKeywordRefusal(`${'1'.repeat(12)}`)).toBe('E0009');
    expect(jusoKeywordRefusal('서울 ]')).toBe('E0013');
  });

  it('knows all 17 시도', () => {
    expect(SIDO_NAMES).toHaveLength(17);
    for (const names of SIDO_NAMES)
      for (const name of names) expect(jusoKeywordRefusal(name), name).toBe('E0006');
  });
});

describe('sanitizeJusoKeyword', () => {
  it.each([
    ['테헤란로 152 %', '테헤란로 152'],
    ['테헤란로=152', '테헤란로 152'],
    ['<테헤란로>', '테헤란로'],
    ['SELECT 테헤란로 152', '테헤란로 152'],
    ['drop  테헤란로  union 152', '테헤란로 152'],
    ['테헤란로 or 152', '테헤란로 152'],
    ['Korea Gwangmyeong-ro', 'Korea Gwangmyeong-ro'],
    ['ORANGE 빌딩', 'ORANGE 빌딩'],
    ['  세종대로   209 ', '세종대로 209']
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeJusoKeyword(raw)).toBe(clean);
  });

  it('leaves nothing the provider refuses as special, except brackets (the sample keeps them)', () => {
    for (const raw of ['%=<>', 'OR 1=1', 'a%b=c<d>e'])
      expect(jusoKeywordRefusal(sanitizeJusoKeyword(raw))).not.toBe('E0013');
  });
});
