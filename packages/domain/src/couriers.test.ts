import { describe, expect, it } from 'vitest';
import {
  COURIER_CODES,
  COURIERS,
  CourierCodeSchema,
  PARCEL_STATUSES,
  courierName,
  courierTrackingPageUrl,
  isCourierCode,
  isParcelStatus,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  parcelStatusName,
  toCourierCode,
  type CourierCode
} from './couriers.ts';
import { LANGUAGES } from './languages.ts';

const digits = (n: number) => '1234567890123456'.slice(0, n);

describe('couriers', () => {
  it('keeps one entry per code, each with a distinct Delivery Tracker id and a name in every language', () => {
    expect(Object.keys(COURIERS).sort()).toEqual([...COURIER_CODES].sort());
    const ids = COURIER_CODES.map((code) => COURIERS[code].trackerCarrierId);
    expect(new Set(ids).size).toBe(COURIER_CODES.length);
    expect(ids).toEqual(['kr.cjlogistics', 'kr.hanjin', 'kr.lotte', 'kr.epost', 'kr.logen']);
    for (const code of COURIER_CODES) {
      expect(COURIERS[code].code).toBe(code);
      for (const language of LANGUAGES) expect(courierName(code, language)).not.toBe('');
    }
    expect(courierName('CJ', 'ko-KR')).toBe('CJ대한통운');
    expect(courierName('EPOST', 'en-US')).toBe('Korea Post');
  });

  it('tells our codes from anything else, here and in the schema', () => {
    expect(isCourierCode('HANJIN')).toBe(true);
    expect(isCourierCode('hanjin')).toBe(false);
    expect(isCourierCode(3)).toBe(false);
    expect(CourierCodeSchema.safeParse('LOGEN').success).toBe(true);
    expect(CourierCodeSchema.safeParse('kr.logen').success).toBe(false);
  });

  it.each([
    ['CJ', 'CJ'],
    ['CJ대한통운', 'CJ'],
    [' cj 대한통운 ', 'CJ'],
    ['kr.hanjin', 'HANJIN'],
    ['한진택배', 'HANJIN'],
    ['Lotte Global Logistics', 'LOTTE'],
    ['우체국택배', 'EPOST'],
    ['로젠택배', 'LOGEN'],
    ['樂天快遞', 'LOTTE']
  ])('reads %j as %s', (value, code) => {
    expect(toCourierCode(value)).toBe(code);
  });

  it('reads no carrier from an unknown or empty name', () => {
    expect(toCourierCode('경동택배')).toBeNull();
    expect(toCourierCode('  ')).toBeNull();
  });
});

describe('tracking numbers', () => {
  const ranges: [CourierCode, number, number][] = [
    ['CJ', 10, 12],
    ['HANJIN', 10, 14],
    ['LOTTE', 12, 13],
    ['EPOST', 13, 13],
    ['LOGEN', 11, 11]
  ];

  it.each(ranges)('%s takes %i to %i digits, no fewer and no more', (code, min, max) => {
    for (let length = min; length <= max; length++)
      expect(isValidTrackingNumber(code, digits(length))).toBe(true);
    expect(isValidTrackingNumber(code, digits(min - 1))).toBe(false);
    expect(isValidTrackingNumber(code, digits(max + 1))).toBe(false);
  });

  it('takes digits only: letters, hyphens and spaces are refused until normalized', () => {
    expect(isValidTrackingNumber('CJ', '61234567890A')).toBe(false);
    expect(isValidTrackingNumber('CJ', '6123-4567-8901')).toBe(false);
    expect(isValidTrackingNumber('CJ', '６１２３４５６７８９０１')).toBe(false);
    expect(isValidTrackingNumber('CJ', '')).toBe(false);
    const normalized = normalizeTrackingNumber(' 6123-4567 8901 ');
    expect(normalized).toBe('612345678901');
    expect(isValidTrackingNumber('CJ', normalized)).toBe(true);
  });

  it('links to each carrier’s own tracking page with the number in it', () => {
    for (const code of COURIER_CODES) {
      // The carrier's own https page, the number at the end (where each page reads it).
      expect(courierTrackingPageUrl(code, '612345678901')).toMatch(/^https:\/\/[a-z.]+\/\S*612345678901$/);
    }
    expect(courierTrackingPageUrl('LOGEN', '12345678901')).toBe(
      'https://www.ilogen.com/web/personal/trace/12345678901'
    );
    // Whatever reaches it, the link cannot gain a parameter or a path of the caller's choosing.
    expect(courierTrackingPageUrl('CJ', '1&x=/2')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=1%26x%3D%2F2'
    );
  });
});

describe('parcel statuses', () => {
  it('lists Delivery Tracker’s codes the shop uses, each named in every language', () => {
    expect(PARCEL_STATUSES).toEqual([
      'INFORMATION_RECEIVED',
      'AT_PICKUP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'ATTEMPT_FAIL',
      'DELIVERED',
      'EXCEPTION',
      'UNKNOWN'
    ]);
    for (const status of PARCEL_STATUSES) {
      const names = LANGUAGES.map((language) => parcelStatusName(status, language));
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(LANGUAGES.length);
    }
    expect(parcelStatusName('DELIVERED', 'ko-KR')).toBe('배송 완료');
  });

  it('tells a status from anything else', () => {
    expect(isParcelStatus('OUT_FOR_DELIVERY')).toBe(true);
    expect(isParcelStatus('AVAILABLE_FOR_PICKUP')).toBe(false);
    expect(isParcelStatus(null)).toBe(false);
  });
});
