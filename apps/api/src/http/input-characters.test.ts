import { describe, expect, it } from 'vitest';
import { BODY_TEXT as BODY, findRefused, MAX_DEPTH } from './input-characters.ts';

describe('findRefused', () => {
  it('passes clean input of every shape: strings, numbers, nulls, nested records and arrays, emoji pairs', () => {
    expect(findRefused({ a: '한국어 text', b: [1, null, true, { c: '립스틱 💄' }], d: {} })).toBeNull();
    expect(findRefused(undefined)).toBeNull();
    expect(findRefused('')).toBeNull();
  });

  it('refuses each C0 control character, DEL and lone surrogates in the strict rule (query, params, keys)', () => {
    for (let code = 0; code < 0x20; code += 1)
      expect(findRefused(`a${String.fromCharCode(code)}`), `U+${code.toString(16)}`).not.toBeNull();
    expect(findRefused('\u007f')).not.toBeNull();
    for (const lone of ['\ud800', 'x\udbff', '\udc00', '\udfffy', '\ud83d\ud83d'])
      expect(findRefused(lone), escape(lone)).not.toBeNull();
    // C1 controls and the replacement character are ordinary text to PostgreSQL.
    expect(findRefused('\u0080\u009f\ufffd')).toBeNull();
  });

  it('lets tab, newline and carriage return through in body values, never in keys', () => {
    expect(findRefused({ message: 'line one\r\nline\ttwo' }, BODY)).toBeNull();
    expect(findRefused({ message: 'a\u000bb' }, BODY)).toEqual({
      path: ['message'],
      code: 'VA_InvalidCharacters'
    });
    expect(findRefused({ 'key\n': 'value' }, BODY)).toEqual({ path: [], code: 'VA_InvalidCharacters' });
    expect(findRefused({ message: 'tab\t' })).toEqual({ path: ['message'], code: 'VA_InvalidCharacters' });
  });

  it('names the path of the first refused string, through records and arrays; a refused key by its holder', () => {
    expect(findRefused({ address: { zipcode: '06236', detail: '12\u0000' } })).toEqual({
      path: ['address', 'detail'],
      code: 'VA_InvalidCharacters'
    });
    expect(findRefused({ lines: [{ id: 1 }, { id: 2, note: '\ud800' }] })?.path).toEqual([
      'lines',
      1,
      'note'
    ]);
    expect(findRefused({ lines: [{ ['bad\u0000key']: 1 }] })?.path).toEqual(['lines', 0]);
  });

  it(`stops at ${MAX_DEPTH} levels instead of recursing into 10,000`, () => {
    const deep = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)) as unknown;
    const problem = findRefused(deep);
    expect(problem).toEqual({ path: new Array(MAX_DEPTH).fill(0), code: 'too_deep' });
    let nested: unknown = 'fine';
    for (let level = 0; level < MAX_DEPTH - 1; level += 1) nested = { a: nested };
    expect(findRefused(nested)).toBeNull();
  });
});
