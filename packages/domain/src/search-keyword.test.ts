import { describe, expect, it } from 'vitest';
import {
  hangulInitials,
  isInitialsQuery,
  latinToHangul,
  normalizeSearchText,
  repairKeyboardLayout,
  searchTokens,
  withoutStrayJamo
} from './search-keyword.ts';

describe('normalizeSearchText', () => {
  it('trims, lower-cases and removes spacing so spacing differences compare equal', () => {
    expect(normalizeSearchText('  수분 크림 ')).toBe('수분크림');
    expect(normalizeSearchText('Skin-Fit  Longwear')).toBe('skinfitlongwear');
    expect(normalizeSearchText('Lumière Vita')).toBe('lumierevita');
  });

  it('composes decomposed Hangul (NFD, as some IMEs and file names send it) to NFC', () => {
    const decomposed = '수분크림'.normalize('NFD');
    expect(decomposed).not.toBe('수분크림');
    expect(normalizeSearchText(decomposed)).toBe('수분크림');
  });

  it('keeps Chinese and digits', () => {
    expect(normalizeSearchText('保濕霜 50ml')).toBe('保濕霜50ml');
  });
});

describe('searchTokens', () => {
  it('splits on spacing and normalises each word', () => {
    expect(searchTokens(' Lumière  CREAM ')).toEqual(['lumiere', 'cream']);
    expect(searchTokens('수분 - 크림')).toEqual(['수분', '크림']);
  });

  it('splits where Hangul, Han and Latin (with digits) meet, as shoppers leave out that space', () => {
    expect(searchTokens('루미에르vita')).toEqual(['루미에르', 'vita']);
    expect(searchTokens('Lumière비타')).toEqual(['lumiere', '비타']);
    expect(searchTokens('수분크림50ml')).toEqual(['수분크림', '50ml']);
    expect(searchTokens('Vita保濕霜')).toEqual(['vita', '保濕霜']);
    expect(searchTokens('ㅅㅂ크림')).toEqual(['ㅅㅂ크림']);
    expect(searchTokens('50ml')).toEqual(['50ml']);
  });
});

describe('hangulInitials', () => {
  it('replaces syllables by their initial consonant and keeps the rest', () => {
    expect(hangulInitials('수분크림')).toBe('ㅅㅂㅋㄹ');
    expect(hangulInitials('까치 50ml')).toBe('ㄲㅊ 50ml');
    expect(hangulInitials('aquadew수분')).toBe('aquadewㅅㅂ');
  });
});

describe('isInitialsQuery', () => {
  it.each([
    ['ㅅㅂㅋㄹ', true],
    ['ㅅㅂ ㅋㄹ', true],
    ['ㄲㅊ', true],
    ['수분ㅋㄹ', false],
    ['ㅏ', false],
    ['ㄳ', false],
    ['', false]
  ])('%s → %s', (keyword, expected) => {
    expect(isInitialsQuery(keyword)).toBe(expected);
  });
});

describe('latinToHangul (2-set layout automaton)', () => {
  it.each([
    ['zmfla', '크림'],
    ['tnqnszmfla', '수분크림'],
    ['dkssud', '안녕'],
    ['dkssudgktpdy', '안녕하세요'],
    ['Qkdwlq', '빵집'],
    ['Rhc', '꽃'],
    ['RhcdmS', '꽃은'], // Shift on a key without a double jamo types the plain one
    ['rhk', '과'],
    ['dnjs', '원'],
    ['dml', '의'],
    ['ekfr', '닭'],
    ['ekfrdl', '닭이'],
    ['qkfqek', '밟다'],
    ['dlTek', '있다'],
    ['rk', '가'],
    ['k', 'ㅏ'],
    ['rr', 'ㄱㄱ'],
    ['EEk', 'ㄸ따'],
    ['aksgdms', '많은'],
    ['tjdnf 2', '서울 2']
  ])('%s → %s', (typed, hangul) => {
    expect(latinToHangul(typed)).toBe(hangul);
  });

  it('a consonant that cannot be a final starts the next syllable (ㄸ ㅃ ㅉ)', () => {
    expect(latinToHangul('rkEk')).toBe('가따');
    expect(latinToHangul('rkQ')).toBe('가ㅃ');
  });
});

describe('repairKeyboardLayout', () => {
  it('repairs Latin words whose keys make whole syllables', () => {
    expect(repairKeyboardLayout('zmfla')).toBe('크림');
    expect(repairKeyboardLayout('tnqns zmfla')).toBe('수분 크림');
    expect(repairKeyboardLayout('Lumiere zmfla')).toBe('Lumiere 크림');
  });

  it('leaves English, Hangul and mixed keywords alone', () => {
    expect(repairKeyboardLayout('cream')).toBeNull();
    expect(repairKeyboardLayout('Lumiere')).toBeNull();
    expect(repairKeyboardLayout('수분크림')).toBeNull();
    expect(repairKeyboardLayout('spf50')).toBeNull();
  });
});

describe('withoutStrayJamo', () => {
  it.each([
    ['크림ㅁ', '크림'],
    ['수분크림ㅋ ', '수분크림'],
    ['수분ㅋㄹ', '수분'],
    ['크림ㅏ', '크림'],
    // Nothing to drop: whole syllables, initials only, jamo after Latin letters or in the middle.
    ['크림', '크림'],
    ['ㅋㄹ', 'ㅋㄹ'],
    ['creamㅋ', 'creamㅋ'],
    ['ㅋ림', 'ㅋ림'],
    ['', '']
  ])('%s → %s', (keyword, expected) => {
    expect(withoutStrayJamo(keyword)).toBe(expected);
  });
});
