import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourierCode, ParcelStatus } from '@mall/domain';
import { createDeliveryTracker, TRACK_QUERY, trackerAppFetch } from './delivery-tracker.ts';
import {
  createSandboxTracking,
  SANDBOX_TRACKER_CLIENT_ID,
  SANDBOX_TRACKER_CLIENT_SECRET,
  SANDBOX_TRACKER_PATH
} from './sandbox-tracking.ts';
import type { TrackingResult } from './tracking-provider.ts';

const SHIPPED = Date.parse('2026-11-26T10:00:00+09:00');
const MINUTE = 60_000;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The sandbox on a fake clock, reached by the real adapter in-process, as buildProviders would wire it. */
async function setup(options: { stepMinutes?: number; clientSecret?: string } = {}) {
  const clock = { now: SHIPPED };
  const sandbox = createSandboxTracking({
    clientId: SANDBOX_TRACKER_CLIENT_ID,
    clientSecret: SANDBOX_TRACKER_CLIENT_SECRET,
    stepMinutes: options.stepMinutes,
    now: () => clock.now
  });
  const app = Fastify();
  apps.push(app);
  await app.register(sandbox.routes);
  const logged: object[] = [];
  const provider = createDeliveryTracker({
    apiUrl: SANDBOX_TRACKER_PATH,
    clientId: SANDBOX_TRACKER_CLIENT_ID,
    clientSecret: options.clientSecret ?? SANDBOX_TRACKER_CLIENT_SECRET,
    fetch: trackerAppFetch(app),
    log: { error: (object) => logged.push(object) }
  });
  /** The answer `minutes` after SHIPPED. */
  const at = (minutes: number, carrier: CourierCode, number: string) => {
    clock.now = SHIPPED + minutes * MINUTE;
    return provider.track(carrier, number);
  };
  return { sandbox, app, provider, clock, logged, at };
}

const statuses = (result: TrackingResult): ParcelStatus[] =>
  result.ok ? result.events.map((e) => e.status) : [];

describe('sandbox tracking: an ordinary delivery', () => {
  it('moves one step every 2 minutes from the shipping time to DELIVERED, then stays there', async () => {
    const { sandbox, at } = await setup();
    sandbox.register('CJ', '6123-4567-8901', SHIPPED);
    expect(await at(-1, 'CJ', '612345678901')).toEqual({ ok: false, failure: 'NOT_FOUND' });
    const seen: ParcelStatus[] = [];
    for (const minutes of [0, 2, 4, 6, 8, 10]) {
      const result = await at(minutes, 'CJ', '612345678901');
      if (!result.ok) throw new Error(`no answer at ${minutes} min`);
      seen.push(result.status);
      expect(result.events).toHaveLength(minutes / 2 + 1);
    }
    expect(seen).toEqual([
      'INFORMATION_RECEIVED',
      'AT_PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED'
    ]);
    const later = await at(60 * 24 * 30, 'CJ', '612345678901');
    expect(later).toMatchObject({ ok: true, status: 'DELIVERED' });
    if (!later.ok) return;
    expect(later.events).toHaveLength(6);
    expect(later.events.map((event) => event.time)).toEqual([
      '2026-11-26T10:00:00+09:00',
      '2026-11-26T10:02:00+09:00',
      '2026-11-26T10:04:00+09:00',
      '2026-11-26T10:06:00+09:00',
      '2026-11-26T10:08:00+09:00',
      '2026-11-26T10:10:00+09:00'
    ]);
    const hubs = later.events.filter((event) => event.status === 'IN_TRANSIT').map((event) => event.location);
    expect(hubs).toHaveLength(2);
    for (const hub of hubs) expect(hub).toMatch(/ Hub$/);
    expect(hubs[0]).not.toBe(hubs[1]);
    expect(later.events.at(-1)).toMatchObject({ description: '상품을 전달했습니다.' });
  });

  it('gives every carrier the same journey for its own number formats', async () => {
    const { sandbox, at } = await setup();
    const numbers: [CourierCode, string][] = [
      ['CJ', '612345678901'],
      ['HANJIN', '51234567890123'],
      ['LOTTE', '2345678901234'],
      ['EPOST', '6012345678901'],
      ['LOGEN', '31234567890']
    ];
    for (const [carrier, number] of numbers) sandbox.register(carrier, number, SHIPPED);
    for (const [carrier, number] of numbers)
      expect(await at(10, carrier, number)).toMatchObject({ ok: true, status: 'DELIVERED' });
  });

  it('derives the same events from the same number and shipping time in any process', async () => {
    const one = await setup();
    const two = await setup();
    one.sandbox.register('HANJIN', '5123456789012', SHIPPED);
    two.sandbox.register('HANJIN', '5123456789012', SHIPPED);
    expect(await one.at(7, 'HANJIN', '5123456789012')).toEqual(await two.at(7, 'HANJIN', '5123456789012'));
  });

  it('counts a number never registered as shipped when first asked about', async () => {
    const { at } = await setup();
    expect(statuses(await at(30, 'LOTTE', '123456789012'))).toEqual(['INFORMATION_RECEIVED']);
    expect(statuses(await at(31, 'LOTTE', '123456789012'))).toEqual(['INFORMATION_RECEIVED']);
    expect(statuses(await at(32, 'LOTTE', '123456789012'))).toEqual(['INFORMATION_RECEIVED', 'AT_PICKUP']);
  });

  it('keeps to the configured step', async () => {
    const { sandbox, at } = await setup({ stepMinutes: 60 });
    sandbox.register('LOGEN', '31234567890', SHIPPED);
    expect(await at(59, 'LOGEN', '31234567890')).toMatchObject({ status: 'INFORMATION_RECEIVED' });
    expect(await at(60, 'LOGEN', '31234567890')).toMatchObject({ status: 'AT_PICKUP' });
    await expect(setup({ stepMinutes: 0 })).rejects.toThrow('TRACKING_SANDBOX_STEP_MINUTES');
  });
});

describe('sandbox tracking: the magic endings', () => {
  it('…1111: out for delivery, nobody home (ATTEMPT_FAIL), out again, DELIVERED', async () => {
    const { sandbox, at } = await setup();
    sandbox.register('EPOST', '6012345671111', SHIPPED);
    expect(await at(10, 'EPOST', '6012345671111')).toMatchObject({ status: 'ATTEMPT_FAIL' });
    expect(await at(12, 'EPOST', '6012345671111')).toMatchObject({ status: 'OUT_FOR_DELIVERY' });
    const done = await at(14, 'EPOST', '6012345671111');
    expect(done).toMatchObject({ status: 'DELIVERED' });
    expect(statuses(done)).toEqual([
      'INFORMATION_RECEIVED',
      'AT_PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'ATTEMPT_FAIL',
      'OUT_FOR_DELIVERY',
      'DELIVERED'
    ]);
  });

  it('…9999: stops at a hub with an EXCEPTION', async () => {
    const { sandbox, at } = await setup();
    sandbox.register('CJ', '612345679999', SHIPPED);
    expect(await at(4, 'CJ', '612345679999')).toMatchObject({ status: 'IN_TRANSIT' });
    const stopped = await at(60 * 24, 'CJ', '612345679999');
    expect(stopped).toMatchObject({ status: 'EXCEPTION' });
    expect(statuses(stopped)).toEqual(['INFORMATION_RECEIVED', 'AT_PICKUP', 'IN_TRANSIT', 'EXCEPTION']);
  });

  it('…0000: the label is printed but the parcel is never picked up', async () => {
    const { sandbox, at } = await setup();
    sandbox.register('HANJIN', '5123456780000', SHIPPED);
    expect(statuses(await at(60 * 24 * 7, 'HANJIN', '5123456780000'))).toEqual(['INFORMATION_RECEIVED']);
  });

  it('…0404: the carrier never knows the number (NOT_FOUND)', async () => {
    const { sandbox, at, logged } = await setup();
    sandbox.register('CJ', '612345670404', SHIPPED);
    expect(await at(60, 'CJ', '612345670404')).toEqual({ ok: false, failure: 'NOT_FOUND' });
    expect(logged).toEqual([]);
  });

  it('…0503: the provider fails (INTERNAL in an HTTP 200), read as UNAVAILABLE and logged', async () => {
    const { at, logged } = await setup();
    expect(await at(60, 'LOGEN', '31234560503')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
    expect(logged).toEqual([{ carrier: 'LOGEN', status: 200, codes: ['INTERNAL'] }]);
  });
});

describe('sandbox tracking: the GraphQL endpoint', () => {
  const post = (app: FastifyInstance, variables: object, authorization?: string, query = TRACK_QUERY) =>
    app.inject({
      method: 'POST',
      url: SANDBOX_TRACKER_PATH,
      headers: {
        'content-type': 'application/json',
        authorization:
          authorization ?? `TRACKQL-API-KEY ${SANDBOX_TRACKER_CLIENT_ID}:${SANDBOX_TRACKER_CLIENT_SECRET}`
      },
      payload: JSON.stringify({ query, variables })
    });

  it('[401] refuses other credentials; the adapter reads that as UNAVAILABLE', async () => {
    const { app, provider, logged } = await setup({ clientSecret: 'wrong' });
    const answer = await post(
      app,
      { carrierId: 'kr.cjlogistics', trackingNumber: '612345678901' },
      'Bearer x'
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      errors: [{ message: 'The API key is missing or invalid.', extensions: { code: 'UNAUTHENTICATED' } }]
    });
    expect(await provider.track('CJ', '612345678901')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
    expect(logged).toEqual([{ carrier: 'CJ', status: 401, codes: ['UNAUTHENTICATED'] }]);
  });

  it('[200] answers an unknown carrier NOT_FOUND and a malformed number BAD_REQUEST, track null', async () => {
    const { app } = await setup();
    const carrier = await post(app, { carrierId: 'kr.nowhere', trackingNumber: '612345678901' });
    expect(carrier.statusCode).toBe(200);
    expect(carrier.json()).toEqual({
      errors: [{ message: 'Carrier not found', path: ['track'], extensions: { code: 'NOT_FOUND' } }],
      data: { track: null }
    });
    const number = await post(app, { carrierId: 'kr.epost', trackingNumber: '12345' });
    expect(number.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_REQUEST' } }],
      data: { track: null }
    });
  });

  it('[400] refuses a query other than track, and missing variables', async () => {
    const { app } = await setup();
    const other = await post(app, {}, undefined, 'query { carriers(first: 10) { edges { node { id } } } }');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    const missing = await post(app, { carrierId: 'kr.cjlogistics' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('[200] shapes TrackInfo like the provider: lastEvent, edges with cursors, no caching', async () => {
    const { app, sandbox, clock } = await setup();
    sandbox.register('CJ', '612345678901', SHIPPED);
    clock.now = SHIPPED + 3 * MINUTE;
    const answer = await post(app, { carrierId: 'kr.cjlogistics', trackingNumber: '612345678901' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const track = (answer.json() as { data: { track: Record<string, unknown> } }).data.track;
    expect(track.lastEvent).toEqual({
      time: '2026-11-26T10:02:00+09:00',
      status: { code: 'AT_PICKUP', name: '집화처리' },
      description: '상품을 인수했습니다.',
      location: { name: '경기이천' }
    });
    expect(track.events).toMatchObject({
      edges: [
        { node: { status: { code: 'INFORMATION_RECEIVED' } } },
        { node: { status: { code: 'AT_PICKUP' } } }
      ],
      pageInfo: { hasNextPage: false, hasPreviousPage: false }
    });
  });
});
