import { describe, expect, it } from 'vitest';
import {
  isInPeriod,
  nextPeriodChange,
  NOTICE_AUTOPLAY_MS,
  BANNER_AUTOPLAY_MS,
  NOTICE_HIDE_MS
} from './content-rules.ts';
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

describe('nextPeriodChange', () => {
  const items = [
    { startAt: at('2026-11-20T00:00:00Z'), endAt: at('2026-11-30T00:00:00Z') },
    { startAt: at('2026-11-23T12:00:00Z'), endAt: null },
    { startAt: null, endAt: at('2026-11-23T10:00:00Z') }
  ];

  it('is the nearest start or end still to come (a bound exactly now has passed)', () => {
    expect(nextPeriodChange(items, now)).toBe(Date.parse('2026-11-23T12:00:00Z'));
    expect(nextPeriodChange(items, Date.parse('2026-11-23T12:00:00Z'))).toBe(
      Date.parse('2026-11-30T00:00:00Z')
    );
  });

  it('is Infinity when nothing is still to start or end', () => {
    expect(nextPeriodChange(items, Date.parse('2026-12-01T00:00:00Z'))).toBe(Infinity);
    expect(nextPeriodChange([{ startAt: null, endAt: null }], now)).toBe(Infinity);
  });

  it('nothing is in period differently until then', () => {
    const next = nextPeriodChange(items, now);
    for (const moment of [now, now + 1, next - 1]) {
      expect(items.map((item) => isInPeriod(item, moment))).toEqual(
        items.map((item) => isInPeriod(item, now))
      );
    }
    expect(items.map((item) => isInPeriod(item, next))).not.toEqual(
      items.map((item) => isInPeriod(item, now))
    );
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
