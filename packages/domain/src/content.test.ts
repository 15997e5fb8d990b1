import { describe, expect, it } from 'vitest';
import { isInPeriod, NOTICE_AUTOPLAY_MS, BANNER_AUTOPLAY_MS, NOTICE_HIDE_MS } from './content-rules.ts';
import { GnbQuerySchema } from './content.ts';

const now = Date.parse('2026-11-23T10:00:00Z');
const at = (iso: string) => iso;

describe('isInPeriod', () => {
  it.each([
    ['open on both ends', null, null, true],
    ['started, no end', at('2026-11-23T09:00:00Z'), null, true],
    ['starts exactly now', at('2026-11-23T10:00:00Z'), null, true],
    ['starts a second later', at('2026-11-23T10:00:01Z'), null, false],
    ['ends a second later', null, at('2026-11-23T10:00:01Z'), true],
    ['ends exactly now (end is exclusive)', null, at('2026-11-23T10:00:00Z'), false],
    ['ended yesterday', at('2026-11-20T00:00:00Z'), at('2026-11-22T10:00:00Z'), false],
    ['inside', at('2026-11-20T00:00:00Z'), at('2026-11-30T00:00:00Z'), true]
  ])('%s', (_name, startAt, endAt, expected) => {
    expect(isInPeriod({ startAt, endAt }, now)).toBe(expected);
  });
});

describe('content constants (SPEC §9)', () => {
  it('banner 5 s, notice 4000 ms, do-not-show-today one day', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(NOTICE_AUTOPLAY_MS).toBe(4000);
    expect(NOTICE_HIDE_MS).toBe(86_400_000);
  });
});

describe('GnbQuerySchema', () => {
  it('takes a positive whole categoryId or none', () => {
    expect(GnbQuerySchema.parse({})).toEqual({});
    expect(GnbQuerySchema.parse({ categoryId: '12' })).toEqual({ categoryId: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', ''])
      expect(GnbQuerySchema.safeParse({ categoryId: bad }).success).toBe(false);
  });
});
