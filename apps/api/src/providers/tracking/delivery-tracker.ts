import {
  COURIERS,
  isCourierCode,
  isParcelStatus,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  type ParcelStatus
} from '@mall/domain';
import type {
  TrackingEvent,
  TrackingFailure,
  TrackingProvider,
  TrackingResult
} from './tracking-provider.ts';
import { boundedText } from '../../lib/bounded-text.ts';

/**
 * The one Delivery Tracker adapter (tracker.delivery, GraphQL over HTTP; INTEGRATIONS §9, docs/decisions/066).
 * The real API and the sandbox differ only in URL and credentials: a URL that is a path (`/__sandbox/tracker/…`)
 * is this app, reached in-process by `trackerAppFetch`.
 */
export const DELIVERY_TRACKER_API_URL = 'https://apis.tracker.delivery/graphql';
/** The provider recommends a time-out of at most 15 s for `track`. */
export const DELIVERY_TRACKER_TIMEOUT_MS = 15_000;
/** The provider serves at most 20 events a page; the most recent 20 are all a shopper needs. */
export const DELIVERY_TRACKER_EVENTS = 20;
/** 20 events are a few KB: more is a misbehaving endpoint, never read whole. */
const MAX_ANSWER_BYTES = 256_000;
/** Carriers' texts are short; a longer one is cut rather than stored. */
const MAX_TEXT = 300;

const EVENT_FIELDS = 'time status { code name } description location { name }';
export const TRACK_QUERY =
  'query Track($carrierId: ID!, $trackingNumber: String!) { ' +
  'track(carrierId: $carrierId, trackingNumber: $trackingNumber) { ' +
  `lastEvent { ${EVENT_FIELDS} } events(last: ${DELIVERY_TRACKER_EVENTS}) { edges { node { ${EVENT_FIELDS} } } } } }`;

/** The part of `fetch` the adapter uses (tests and the in-process sandbox pass their own). */
export type TrackerFetch = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal;
    redirect: 'error';
  }
) => Promise<Response>;

type Log = { error(object: object, message: string): void };

export function createDeliveryTracker(options: {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: TrackerFetch;
  timeoutMs?: number;
  log?: Log;
}): TrackingProvider {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TRACKER_TIMEOUT_MS;
  // The documented API-key form (tracker.delivery/docs/authentication): client id and secret, colon-joined.
  const authorization = `TRACKQL-API-KEY ${options.clientId}:${options.clientSecret}`;
  const fail = (failure: TrackingFailure): TrackingResult => ({ ok: false, failure });

  return {
    async track(carrier, rawNumber) {
      const trackingNumber = normalizeTrackingNumber(rawNumber);
      // Refused here without spending a call: the provider would only answer BAD_REQUEST.
      if (!isCourierCode(carrier) || !isValidTrackingNumber(carrier, trackingNumber)) return fail('INVALID');
      let status: number;
      let body: unknown;
      try {
        const response = await send(options.apiUrl, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json'
          },
          body: JSON.stringify({
            query: TRACK_QUERY,
            variables: { carrierId: COURIERS[carrier].trackerCarrierId, trackingNumber }
          }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error'
        });
        status = response.status;
        body = parseJson(await boundedText(response, MAX_ANSWER_BYTES));
      } catch (error) {
        // The number stays out of logs: with the carrier's page it leads to a shopper's address.
        options.log?.error({ err: error, carrier }, 'tracking provider unreachable');
        return fail('UNAVAILABLE');
      }
      const result = readAnswer(status, body);
      if ('problem' in result) {
        options.log?.error({ carrier, status, codes: result.codes }, result.problem);
        return fail('UNAVAILABLE');
      }
      return result;
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type Unusable = { problem: string; codes: string[] };

/**
 * A GraphQL answer → our result. Errors may come with HTTP 200 (tracker.delivery/docs/error-handling), so the
 * body decides first: a track object is an answer even beside errors on other fields; then the error codes.
 */
function readAnswer(status: number, body: unknown): TrackingResult | Unusable {
  const answer = (body && typeof body === 'object' ? body : {}) as { data?: unknown; errors?: unknown };
  const data = (answer.data && typeof answer.data === 'object' ? answer.data : {}) as { track?: unknown };
  const codes = (Array.isArray(answer.errors) ? answer.errors : []).map(errorCode);
  const ok = status >= 200 && status < 300;
  if (ok && data.track && typeof data.track === 'object') return readTrack(data.track);
  // The carrier (or the provider) does not know this number, or this carrier.
  if (codes.includes('NOT_FOUND')) return { ok: false, failure: 'NOT_FOUND' };
  // BAD_REQUEST: the provider's own refusal of the number; BAD_USER_INPUT: GraphQL's refusal of a variable.
  if (codes.includes('BAD_REQUEST') || codes.includes('BAD_USER_INPUT'))
    return { ok: false, failure: 'INVALID' };
  if (codes.length > 0) return { problem: 'tracking provider answered an error', codes };
  if (!ok) return { problem: 'tracking provider answered an HTTP error', codes };
  // `track` is nullable in the schema: null without an error is a number the carrier has no record of.
  if (data.track === null) return { ok: false, failure: 'NOT_FOUND' };
  return { problem: 'tracking provider answered an unknown shape', codes };
}

function errorCode(error: unknown): string {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' ? code : 'UNKNOWN_ERROR';
}

function readTrack(track: object): TrackingResult {
  const { lastEvent, events } = track as { lastEvent?: unknown; events?: { edges?: unknown } | null };
  const edges = Array.isArray(events?.edges) ? (events.edges as unknown[]) : [];
  const read = edges
    .map((edge) => readEvent((edge as { node?: unknown } | null)?.node))
    .filter((event): event is TrackingEvent => event !== null)
    .slice(-DELIVERY_TRACKER_EVENTS);
  // lastEvent is the provider's judgement (a DELIVERED scan wins over later noise); the list is the fallback.
  const status: ParcelStatus = readEvent(lastEvent)?.status ?? read.at(-1)?.status ?? 'UNKNOWN';
  return { ok: true, status, events: read };
}

function readEvent(value: unknown): TrackingEvent | null {
  if (!value || typeof value !== 'object') return null;
  const event = value as {
    time?: unknown;
    status?: { code?: unknown };
    description?: unknown;
    location?: unknown;
  };
  const code = event.status?.code;
  const time = typeof event.time === 'string' && Number.isFinite(Date.parse(event.time)) ? event.time : null;
  return {
    time,
    // AVAILABLE_FOR_PICKUP and any code added later read as UNKNOWN: shown with the carrier's words.
    status: isParcelStatus(code) ? code : 'UNKNOWN',
    description: shortText(event.description),
    location: shortText((event.location as { name?: unknown } | null)?.name)
  };
}

function shortText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null;
}

type Injector = {
  inject: (options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
};

/** A path is this app (the sandbox): `app.inject`, no socket; an absolute URL goes over the network. */
export function trackerAppFetch(app: Injector, network: TrackerFetch = fetch): TrackerFetch {
  return async (url, init) => {
    if (!url.startsWith('/')) return network(url, init);
    const answer = await app.inject({ method: 'POST', url, headers: init.headers, payload: init.body });
    const type = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {}
    });
  };
}
