import * as z from 'zod';
import type { Language } from './languages.ts';

/**
 * The Korean carriers the shop ships with and the statuses a parcel passes through (INTEGRATIONS §9,
 * docs/decisions/066). Our own code is what the database keeps; the Delivery Tracker carrier id is what the
 * tracking provider is asked with, so a change of provider never rewrites order rows.
 */
export const COURIER_CODES = ['CJ', 'HANJIN', 'LOTTE', 'EPOST', 'LOGEN'] as const;
export type CourierCode = (typeof COURIER_CODES)[number];
export const CourierCodeSchema = z.enum(COURIER_CODES);

export type CourierInfo = {
  code: CourierCode;
  /** Delivery Tracker's carrier id (`track(carrierId: …)`). */
  trackerCarrierId: string;
  names: Record<Language, string>;
  /**
   * Digits in a tracking number (운송장 번호). Lenient on purpose: carriers have changed lengths over the years,
   * and a number we refuse is a parcel the shopper cannot follow; the carrier itself is the final judge.
   */
  digits: { min: number; max: number };
  /** The carrier's own tracking page; the number is appended (URL-encoded). [S]: public links, not a contract. */
  trackingPagePrefix: string;
};

export const COURIERS: Readonly<Record<CourierCode, CourierInfo>> = {
  CJ: {
    code: 'CJ',
    trackerCarrierId: 'kr.cjlogistics',
    names: { 'ko-KR': 'CJ대한통운', 'en-US': 'CJ Logistics', 'zh-TW': 'CJ大韓通運' },
    digits: { min: 10, max: 12 },
    trackingPagePrefix: 'https://trace.cjlogistics.com/next/tracking.html?wblNo='
  },
  HANJIN: {
    code: 'HANJIN',
    trackerCarrierId: 'kr.hanjin',
    names: { 'ko-KR': '한진택배', 'en-US': 'Hanjin Express', 'zh-TW': '韓進快遞' },
    digits: { min: 10, max: 14 },
    trackingPagePrefix:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2='
  },
  LOTTE: {
    code: 'LOTTE',
    trackerCarrierId: 'kr.lotte',
    names: { 'ko-KR': '롯데택배', 'en-US': 'Lotte Global Logistics', 'zh-TW': '樂天快遞' },
    digits: { min: 12, max: 13 },
    trackingPagePrefix: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo='
  },
  EPOST: {
    code: 'EPOST',
    trackerCarrierId: 'kr.epost',
    names: { 'ko-KR': '우체국택배', 'en-US': 'Korea Post', 'zh-TW': '韓國郵政' },
    digits: { min: 13, max: 13 },
    trackingPagePrefix: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1='
  },
  LOGEN: {
    code: 'LOGEN',
    trackerCarrierId: 'kr.logen',
    names: { 'ko-KR': '로젠택배', 'en-US': 'Logen', 'zh-TW': 'Logen快遞' },
    digits: { min: 11, max: 11 },
    trackingPagePrefix: 'https://www.ilogen.com/web/personal/trace/'
  }
};

export function isCourierCode(value: unknown): value is CourierCode {
  return typeof value === 'string' && (COURIER_CODES as readonly string[]).includes(value);
}

export function courierName(code: CourierCode, language: Language): string {
  return COURIERS[code].names[language];
}

/**
 * Our code for a carrier written as our code, a Delivery Tracker id or any of its names (older rows and the
 * seed keep the Korean name, e.g. `CJ대한통운`); null when no carrier matches.
 */
export function toCourierCode(value: string): CourierCode | null {
  const wanted = value.trim().replace(/\s+/g, '').toLowerCase();
  if (!wanted) return null;
  const found = COURIER_CODES.find((code) => {
    const courier = COURIERS[code];
    const names = [code, courier.trackerCarrierId, ...Object.values(courier.names)];
    return names.some((name) => name.replace(/\s+/g, '').toLowerCase() === wanted);
  });
  return found ?? null;
}

/** What staff type or paste: `6123-4567-8901`, ` 612345678901 ` → `612345678901`. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Digits only, within the carrier's length range; pass the number through normalizeTrackingNumber first. */
export function isValidTrackingNumber(code: CourierCode, trackingNumber: string): boolean {
  const { min, max } = COURIERS[code].digits;
  return /^[0-9]+$/.test(trackingNumber) && trackingNumber.length >= min && trackingNumber.length <= max;
}

/** The "track on the carrier's site" link. */
export function courierTrackingPageUrl(code: CourierCode, trackingNumber: string): string {
  return `${COURIERS[code].trackingPagePrefix}${encodeURIComponent(trackingNumber)}`;
}

/**
 * A parcel event's status: Delivery Tracker's TrackEventStatusCode, which the carriers' own words map onto.
 * Its AVAILABLE_FOR_PICKUP (convenience-store and locker parcels) is left out: none of our carriers' home
 * deliveries reach it, and the adapter reads it as UNKNOWN.
 */
export const PARCEL_STATUSES = [
  'INFORMATION_RECEIVED',
  'AT_PICKUP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'ATTEMPT_FAIL',
  'DELIVERED',
  'EXCEPTION',
  'UNKNOWN'
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
export const ParcelStatusSchema = z.enum(PARCEL_STATUSES);

export function isParcelStatus(value: unknown): value is ParcelStatus {
  return typeof value === 'string' && (PARCEL_STATUSES as readonly string[]).includes(value);
}

export const PARCEL_STATUS_NAMES: Readonly<Record<ParcelStatus, Record<Language, string>>> = {
  INFORMATION_RECEIVED: { 'ko-KR': '운송장 등록', 'en-US': 'Label created', 'zh-TW': '已建立託運單' },
  AT_PICKUP: { 'ko-KR': '집화 완료', 'en-US': 'Picked up', 'zh-TW': '已取件' },
  IN_TRANSIT: { 'ko-KR': '배송 중', 'en-US': 'In transit', 'zh-TW': '運送中' },
  OUT_FOR_DELIVERY: { 'ko-KR': '배송 출발', 'en-US': 'Out for delivery', 'zh-TW': '配送中' },
  ATTEMPT_FAIL: { 'ko-KR': '배달 실패', 'en-US': 'Delivery attempt failed', 'zh-TW': '配送未成功' },
  DELIVERED: { 'ko-KR': '배송 완료', 'en-US': 'Delivered', 'zh-TW': '已送達' },
  EXCEPTION: { 'ko-KR': '배송 이상', 'en-US': 'Delivery problem', 'zh-TW': '配送異常' },
  UNKNOWN: { 'ko-KR': '확인 불가', 'en-US': 'Status unknown', 'zh-TW': '狀態不明' }
};

export function parcelStatusName(status: ParcelStatus, language: Language): string {
  return PARCEL_STATUS_NAMES[status][language];
}
