import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  COURIER_CODES,
  COURIERS,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  type CourierCode,
  type ParcelStatus
} from '@mall/domain';
import { DELIVERY_TRACKER_EVENTS } from './delivery-tracker.ts';
import { safeEqual, text } from '../social/sandbox-common.ts';
import { noStore } from '../../http/route-kit.ts';
import { seoulClock } from '../../lib/seoul.ts';

/**
 * A stand-in for Delivery Tracker's GraphQL API (INTEGRATIONS §9, docs/decisions/066) at
 * `/__sandbox/tracker/graphql`, registered only while TRACKING_PROVIDER is `sandbox`. It answers the adapter's
 * `track` query in the provider's shape and error envelope. A parcel's events follow from its tracking number
 * (the story and the places) and the time it was shipped (the clock): one event per step of `stepMinutes`.
 */
export const SANDBOX_TRACKER_PATH = '/__sandbox/tracker/graphql';
/** Fixed, published demo credentials: the sandbox tracks no real parcel (like the Toss sandbox's keys). */
export const SANDBOX_TRACKER_CLIENT_ID = 'sandbox_tracker_client';
export const SANDBOX_TRACKER_CLIENT_SECRET = 'sandbox_tracker_secret_demo';
export const SANDBOX_TRACKING_STEP_MINUTES = 2;

/** The last four digits choose the story (README); any other ending is an ordinary delivery. */
const SANDBOX_TRACKING_ENDINGS = {
  '0000': 'STALLED',
  '0404': 'NOT_FOUND',
  '0503': 'UNAVAILABLE',
  '1111': 'ATTEMPT_FAIL',
  '9999': 'EXCEPTION'
} as const;
type Story = (typeof SANDBOX_TRACKING_ENDINGS)[keyof typeof SANDBOX_TRACKING_ENDINGS] | 'DELIVERED';

/** Parcels remembered at once; the oldest is forgotten first (it then restarts as if shipped when next asked). */
const MAX_PARCELS = 10_000;
const HUBS = ['곤지암 Hub', '대전 Hub', '옥천 Hub', '청원 Hub', '칠곡 Hub'];
const BRANCHES = ['서울마포', '부산해운대', '대구수성', '인천연수', '광주서구', '수원영통', '제주연동'];
const ORIGIN = '경기이천';

type Step = { code: ParcelStatus; name: string; description: string; location: string };

function sandboxStory(trackingNumber: string): Story {
  const ending = trackingNumber.slice(-4) as keyof typeof SANDBOX_TRACKING_ENDINGS;
  return SANDBOX_TRACKING_ENDINGS[ending] ?? 'DELIVERED';
}

/** The whole journey a number will make, before the clock hides its future: places vary with the digits. */
function journey(trackingNumber: string, story: Story): Step[] {
  const sum = [...trackingNumber].reduce((total, digit) => total + Number(digit), 0);
  const hub = HUBS[sum % HUBS.length] as string;
  const nextHub = HUBS[(sum + 1) % HUBS.length] as string;
  const branch = BRANCHES[Number(trackingNumber.slice(-3)) % BRANCHES.length] as string;
  const received: Step = {
    code: 'INFORMATION_RECEIVED',
    name: '접수',
    description: '보내는 분이 운송장을 등록했습니다. 상품 인수 전입니다.',
    location: ORIGIN
  };
  if (story === 'STALLED') return [received];
  const start: Step[] = [
    received,
    { code: 'AT_PICKUP', name: '집화처리', description: '상품을 인수했습니다.', location: ORIGIN },
    { code: 'IN_TRANSIT', name: '간선하차', description: '허브 터미널에 도착했습니다.', location: hub }
  ];
  if (story === 'EXCEPTION') {
    const damaged = '상품 파손이 확인되어 보내는 분께 연락드렸습니다. 처리 방법을 협의 중입니다.';
    return [...start, { code: 'EXCEPTION', name: '사고접수', description: damaged, location: hub }];
  }
  const out: Step = {
    code: 'OUT_FOR_DELIVERY',
    name: '배송출발',
    description: '배송기사가 상품을 배송지로 가져가고 있습니다.',
    location: branch
  };
  const delivered: Step = {
    code: 'DELIVERED',
    name: '배송완료',
    description: '상품을 전달했습니다.',
    location: branch
  };
  const transit: Step[] = [
    ...start,
    {
      code: 'IN_TRANSIT',
      name: '간선하차',
      description: '배송지 인근 터미널에 도착했습니다.',
      location: nextHub
    },
    out
  ];
  if (story === 'ATTEMPT_FAIL') {
    const absent = '받는 분이 계시지 않아 배달하지 못했습니다. 다시 배송합니다.';
    return [
      ...transit,
      { code: 'ATTEMPT_FAIL', name: '미배달', description: absent, location: branch },
      out,
      delivered
    ];
  }
  return [...transit, delivered];
}

type Node = {
  time: string;
  status: { code: ParcelStatus; name: string };
  description: string;
  location: { name: string };
};

/** Delivery Tracker's times: ISO 8601 with the carrier's +09:00. */
const kst = (at: number) => `${seoulClock(at).slice(0, 19)}+09:00`;
const carrierOf = (carrierId: string): CourierCode | undefined =>
  COURIER_CODES.find((code) => COURIERS[code].trackerCarrierId === carrierId);

export type SandboxTracking = {
  routes: FastifyPluginAsync;
  /** Marks a parcel shipped at `shippedAt`: its first event carries that time. */
  register(carrier: CourierCode, trackingNumber: string, shippedAt: Date | number): Promise<void>;
};

/**
 * Where the sandbox keeps each parcel's shipping time (by `carrierId:number`): in memory by default (tests), in its
 * table in the app (sandbox-tracking.table.ts), so a restart does not start every journey over.
 */
export type SandboxParcelClock = {
  /** The parcel's shipping time; a parcel not known yet counts as shipped `now`. */
  shippedAt(key: string, now: number): Promise<number>;
  register(key: string, at: number): Promise<void>;
};

/** The in-memory clock: the oldest parcel is forgotten first beyond MAX_PARCELS. */
function memoryParcelClock(): SandboxParcelClock {
  const shipped = new Map<string, number>();
  const remember = (key: string, at: number) => {
    shipped.delete(key);
    if (shipped.size >= MAX_PARCELS) shipped.delete(shipped.keys().next().value as string);
    shipped.set(key, at);
  };
  return {
    shippedAt: async (key, now) => {
      if (!shipped.has(key)) remember(key, now);
      return shipped.get(key) as number;
    },
    register: async (key, at) => remember(key, at)
  };
}

export function createSandboxTracking(options: {
  clientId: string;
  clientSecret: string;
  stepMinutes?: number;
  now?: () => number;
  clock?: SandboxParcelClock;
}): SandboxTracking {
  const stepMs = (options.stepMinutes ?? SANDBOX_TRACKING_STEP_MINUTES) * 60_000;
  if (!(stepMs > 0)) throw new Error('TRACKING_SANDBOX_STEP_MINUTES must be above 0');
  const now = options.now ?? Date.now;
  const expected = `TRACKQL-API-KEY ${options.clientId}:${options.clientSecret}`;
  // Shipping times by carrier id and number. A number never registered counts as shipped when first asked about.
  const clock = options.clock ?? memoryParcelClock();

  /** The events the clock has reached, oldest first; empty before the parcel is shipped. */
  async function events(carrierId: string, trackingNumber: string): Promise<Node[]> {
    const at = now();
    const shippedAt = await clock.shippedAt(`${carrierId}:${trackingNumber}`, at);
    return journey(trackingNumber, sandboxStory(trackingNumber))
      .map((step, index) => ({ step, time: shippedAt + index * stepMs }))
      .filter(({ time }) => time <= at)
      .map(({ step, time }) => ({
        time: kst(time),
        status: { code: step.code, name: step.name },
        description: step.description,
        location: { name: step.location }
      }));
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.post(SANDBOX_TRACKER_PATH, async (request, reply) => {
      noStore(reply);
      if (!safeEqual(text(request.headers.authorization), expected))
        return refuse(reply, 401, 'UNAUTHENTICATED', 'The API key is missing or invalid.');
      const body = (request.body ?? {}) as { query?: unknown; variables?: Record<string, unknown> | null };
      if (!/\btrack\s*\(/.test(text(body.query)))
        return refuse(reply, 400, 'BAD_REQUEST', 'The sandbox answers the track query only.');
      const carrierId = text(body.variables?.carrierId);
      const trackingNumber = text(body.variables?.trackingNumber);
      if (!carrierId || !trackingNumber)
        return refuse(
          reply,
          400,
          'BAD_USER_INPUT',
          'Variables "$carrierId" and "$trackingNumber" are required.'
        );
      const carrier = carrierOf(carrierId);
      // Like the provider's resolvers: HTTP 200, `track: null` and the code in the error's extensions.
      if (!carrier) return refuse(reply, 200, 'NOT_FOUND', 'Carrier not found');
      if (!isValidTrackingNumber(carrier, trackingNumber))
        return refuse(reply, 200, 'BAD_REQUEST', 'Invalid tracking number');
      const story = sandboxStory(trackingNumber);
      if (story === 'UNAVAILABLE')
        return refuse(reply, 200, 'INTERNAL', 'Please try again in a few minutes.');
      const nodes = story === 'NOT_FOUND' ? [] : await events(carrierId, trackingNumber);
      if (nodes.length === 0) return refuse(reply, 200, 'NOT_FOUND', 'Tracking number not found');
      return reply.send({ data: { track: trackInfo(nodes) } });
    });
  };

  return {
    routes,
    register(carrier, trackingNumber, shippedAt) {
      const number = normalizeTrackingNumber(trackingNumber);
      return clock.register(`${COURIERS[carrier].trackerCarrierId}:${number}`, new Date(shippedAt).getTime());
    }
  };
}

/** TrackInfo as the provider shapes it: lastEvent prefers a DELIVERED scan; the last 20 events, oldest first. */
function trackInfo(nodes: Node[]) {
  const page = nodes.slice(-DELIVERY_TRACKER_EVENTS);
  const offset = nodes.length - page.length;
  const cursor = (index: number) => Buffer.from(JSON.stringify({ index })).toString('base64');
  const lastEvent = nodes.findLast((node) => node.status.code === 'DELIVERED') ?? nodes.at(-1);
  return {
    lastEvent,
    events: {
      edges: page.map((node, index) => ({ node, cursor: cursor(offset + index) })),
      pageInfo: {
        hasNextPage: false,
        hasPreviousPage: offset > 0,
        startCursor: cursor(offset),
        endCursor: cursor(nodes.length - 1)
      }
    }
  };
}

/** A GraphQL error: a refused request (4xx) has no `data`; a failed `track` (200) has `track: null`. */
function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  const error = { message, extensions: { code } };
  if (status !== 200) return reply.code(status).send({ errors: [error] });
  return reply.send({ errors: [{ ...error, path: ['track'] }], data: { track: null } });
}
