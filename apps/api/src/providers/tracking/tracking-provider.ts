import type { CourierCode, ParcelStatus } from '@mall/domain';

/**
 * Courier tracking (택배 배송조회, INTEGRATIONS §9, docs/decisions/066). One adapter speaks Delivery Tracker's
 * GraphQL API; `TRACKING_PROVIDER=sandbox` points it at the sandbox under /__sandbox/tracker, `delivery-tracker`
 * at https://apis.tracker.delivery/graphql with the shop's credentials.
 *
 * Expected outcomes are answers, not exceptions: the poll job decides per failure whether to ask again
 * (UNAVAILABLE: later, with back-off), to wait for the carrier's first scan (NOT_FOUND) or to tell staff the
 * number is wrong (INVALID).
 */
export type TrackingEvent = {
  /** ISO 8601 as the provider gives it (Korean carriers: `+09:00`); null when the carrier gave no time. */
  time: string | null;
  status: ParcelStatus;
  /** The carrier's own words (집화처리, 배송출발 …), shown as they are. */
  description: string | null;
  location: string | null;
};

export type TrackingFailure =
  /** The carrier does not know the number (yet): no scan so far, or a wrong number. Ask again later. */
  | 'NOT_FOUND'
  /** Not a number this carrier issues, or a carrier the provider does not serve: asking again will not help. */
  | 'INVALID'
  /** No usable answer (network, time-out, provider fault, our credentials refused): the outcome is unknown. */
  | 'UNAVAILABLE';

export type TrackingResult =
  | {
      ok: true;
      /** The provider's lastEvent: DELIVERED wins over anything scanned after it. UNKNOWN when there is none. */
      status: ParcelStatus;
      /** Oldest first, at most the provider's most recent page. */
      events: TrackingEvent[];
    }
  | { ok: false; failure: TrackingFailure };

export interface TrackingProvider {
  /** The parcel's events so far. The number may carry spaces or hyphens; it is normalized first. */
  track(carrier: CourierCode, trackingNumber: string): Promise<TrackingResult>;
}
