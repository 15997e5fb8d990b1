import { describe, expect, it } from 'vitest';
import { nextSeoulMidnight, seoulDate, seoulDateTime, seoulTime } from './seoul-time.ts';

describe('Seoul time', () => {
  // 2026-11-24 16:30 UTC is already 2026-11-25 01:30 in Seoul.
  const lateEvening = '2026-11-24T16:30:00.000Z';

  it('writes an instant as the Seoul day and time, whatever the process zone', () => {
    expect(seoulDate(lateEvening)).toBe('2026-11-25');
    expect(seoulDateTime(lateEvening)).toBe('2026-11-25 01:30');
    expect(seoulTime(Date.parse(lateEvening))).toBe('01:30');
  });

  it('answers an empty string for an unreadable instant', () => {
    expect(seoulDate('not a date')).toBe('');
    expect(seoulDateTime('')).toBe('');
  });

  it('finds the next Seoul midnight (15:00 UTC)', () => {
    expect(new Date(nextSeoulMidnight(Date.parse(lateEvening))).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z'
    );
    expect(new Date(nextSeoulMidnight(Date.parse('2026-11-25T14:59:59.000Z'))).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z'
    );
    expect(new Date(nextSeoulMidnight(Date.parse('2026-11-25T15:00:00.000Z'))).toISOString()).toBe(
      '2026-11-26T15:00:00.000Z'
    );
  });
});
