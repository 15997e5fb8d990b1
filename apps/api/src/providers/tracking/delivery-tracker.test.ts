import { describe, expect, it } from 'vitest';
import type { CourierCode } from '@mall/domain';
import { createDeliveryTracker, DELIVERY_TRACKER_API_URL, type TrackerFetch } from './delivery-tracker.ts';

type Call = { url: string; init: Parameters<TrackerFetch>[1] };

/** A fake Delivery Tracker: answers every call with `answer`, keeps what it was sent. */
function setup(answer: (call: Call) => Response | Promise<Response>, timeoutMs?: number) {
  const calls: Call[] = [];
  const logged: { object: object; message: string }[] = [];
  const provider = createDeliveryTracker({
    apiUrl: DELIVERY_TRACKER_API_URL,
    clientId: 'client-id',
    clientSecret: 'client-secret',
    timeoutMs,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return answer({ url, init });
    },
    log: { error: (object, message) => logged.push({ object, message }) }
  });
  return { provider, calls, logged };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const node = (
  time: string | null,
  code: string,
  name: string,
  description: string,
  location: string | null
) => ({
  time,
  status: { code, name },
  description,
  location: location === null ? null : { name: location }
});

/** The documented TrackInfo shape (tracker.delivery/docs/tracking-api), a CJ parcel with a stray scan at the end. */
const delivered = {
  data: {
    track: {
      lastEvent: node('2026-11-20T15:02:11+09:00', 'DELIVERED', '배송완료', '배송완료', '서울마포'),
      events: {
        edges: [
          node('2026-11-19T18:21:40+09:00', 'INFORMATION_RECEIVED', '접수', '운송장 등록', null),
          node('2026-11-19T20:03:12+09:00', 'AT_PICKUP', '집화처리', '집화처리', '경기이천'),
          node('2026-11-20T02:44:09+09:00', 'IN_TRANSIT', '간선하차', '간선하차', '곤지암 Hub'),
          node('2026-11-20T09:10:55+09:00', 'OUT_FOR_DELIVERY', '배송출발', '배송출발', '서울마포'),
          node('2026-11-20T15:02:11+09:00', 'DELIVERED', '배송완료', '배송완료', '서울마포'),
          node('2026-11-20T15:30:00+09:00', 'OUT_FOR_DELIVERY', '배송출발', '재스캔', '서울마포'),
          node(null, 'AVAILABLE_FOR_PICKUP', '보관', '  무인보관함 보관  ', '서울마포')
        ].map((n, index) => ({ node: n, cursor: String(index) })),
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: '0', endCursor: '6' }
      }
    }
  }
};

const graphqlError = (code: string, message = code) => ({
  errors: [{ message, path: ['track'], extensions: { code } }],
  data: { track: null }
});

describe('createDeliveryTracker', () => {
  it('[ok] asks track with the carrier id, the normalized number and the API key', async () => {
    const { provider, calls } = setup(() => json(delivered));
    await provider.track('CJ', ' 6123-4567-8901 ');
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0] as Call;
    expect(url).toBe('https://apis.tracker.delivery/graphql');
    expect(init.method).toBe('POST');
    expect(init.redirect).toBe('error');
    expect(init.headers.authorization).toBe('TRACKQL-API-KEY client-id:client-secret');
    expect(init.headers['content-type']).toBe('application/json');
    const body = JSON.parse(init.body) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ carrierId: 'kr.cjlogistics', trackingNumber: '612345678901' });
    expect(body.query).toContain('track(carrierId: $carrierId, trackingNumber: $trackingNumber)');
    expect(body.query).toContain('events(last: 20) { edges { node {');
    expect(body.query).toContain('lastEvent { time status { code name } description location { name } }');
  });

  it('[ok] reads the events oldest first, the status from lastEvent (DELIVERED wins over a later scan)', async () => {
    const { provider } = setup(() => json(delivered));
    const result = await provider.track('CJ', '612345678901');
    if (!result.ok) throw new Error('expected an answer');
    expect(result.status).toBe('DELIVERED');
    expect(result.events.map((event) => event.status)).toEqual([
      'INFORMATION_RECEIVED',
      'AT_PICKUP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'OUT_FOR_DELIVERY',
      'UNKNOWN'
    ]);
    expect(result.events[2]).toEqual({
      time: '2026-11-20T02:44:09+09:00',
      status: 'IN_TRANSIT',
      description: '간선하차',
      location: '곤지암 Hub'
    });
    expect(result.events[0]?.location).toBeNull();
    // A status this shop does not use reads as UNKNOWN; no time stays null; the carrier's words are trimmed.
    expect(result.events[6]).toEqual({
      time: null,
      status: 'UNKNOWN',
      description: '무인보관함 보관',
      location: '서울마포'
    });
  });

  it('[ok] takes the last listed event when the provider sends no lastEvent; UNKNOWN for no events', async () => {
    const track = { lastEvent: null, events: delivered.data.track.events };
    const { provider } = setup(() => json({ data: { track } }));
    expect(await provider.track('CJ', '612345678901')).toMatchObject({ ok: true, status: 'UNKNOWN' });
    const edges = delivered.data.track.events.edges.slice(0, 4);
    const inTransit = setup(() => json({ data: { track: { lastEvent: null, events: { edges } } } }));
    expect(await inTransit.provider.track('CJ', '612345678901')).toMatchObject({
      status: 'OUT_FOR_DELIVERY'
    });
    const empty = setup(() => json({ data: { track: { lastEvent: null, events: { edges: [] } } } }));
    expect(await empty.provider.track('CJ', '612345678901')).toEqual({
      ok: true,
      status: 'UNKNOWN',
      events: []
    });
  });

  it('[NOT_FOUND] maps the NOT_FOUND error (HTTP 200, track null), and a null track without error', async () => {
    const { provider, logged } = setup(() => json(graphqlError('NOT_FOUND', 'Tracking number not found')));
    expect(await provider.track('HANJIN', '1234567890')).toEqual({ ok: false, failure: 'NOT_FOUND' });
    const bare = setup(() => json({ data: { track: null } }));
    expect(await bare.provider.track('HANJIN', '1234567890')).toEqual({ ok: false, failure: 'NOT_FOUND' });
    expect(logged).toEqual([]);
  });

  it('[INVALID] maps BAD_REQUEST (the provider refuses the number) and BAD_USER_INPUT (GraphQL refuses it)', async () => {
    const badRequest = setup(() => json(graphqlError('BAD_REQUEST', 'Invalid tracking number')));
    expect(await badRequest.provider.track('LOTTE', '123456789012')).toEqual({
      ok: false,
      failure: 'INVALID'
    });
    const badInput = setup(() =>
      json({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] }, 400)
    );
    expect(await badInput.provider.track('LOTTE', '123456789012')).toEqual({ ok: false, failure: 'INVALID' });
  });

  it('[INVALID] refuses a number the carrier cannot have, or an unknown carrier, without a call', async () => {
    const { provider, calls } = setup(() => json(delivered));
    expect(await provider.track('EPOST', '123456789012')).toEqual({ ok: false, failure: 'INVALID' });
    expect(await provider.track('LOGEN', '1234567890A')).toEqual({ ok: false, failure: 'INVALID' });
    expect(await provider.track('DHL' as CourierCode, '1234567890')).toEqual({
      ok: false,
      failure: 'INVALID'
    });
    expect(calls).toEqual([]);
  });

  it('[UNAVAILABLE] an HTTP 5xx, logged with the carrier and status but never the number', async () => {
    const { provider, logged } = setup(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    expect(await provider.track('CJ', '612345678901')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
    expect(logged).toEqual([
      {
        object: { carrier: 'CJ', status: 502, codes: [] },
        message: 'tracking provider answered an HTTP error'
      }
    ]);
    expect(JSON.stringify(logged)).not.toContain('612345678901');
    const internal = setup(() =>
      json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }, 503)
    );
    expect(await internal.provider.track('CJ', '612345678901')).toEqual({
      ok: false,
      failure: 'UNAVAILABLE'
    });
  });

  it.each(['INTERNAL', 'UNAUTHENTICATED', 'FORBIDDEN'])(
    '[UNAVAILABLE] %s in an HTTP 200 answer, logged for the operator',
    async (code) => {
      const { provider, logged } = setup(() => json(graphqlError(code)));
      expect(await provider.track('CJ', '612345678901')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
      expect(logged[0]?.object).toMatchObject({ codes: [code] });
    }
  );

  it('[UNAVAILABLE] a time-out: the request is aborted after timeoutMs', async () => {
    const { provider, logged } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(init.signal.reason as Error));
        }),
      30
    );
    const started = Date.now();
    expect(await provider.track('CJ', '612345678901')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logged[0]?.message).toBe('tracking provider unreachable');
    expect((logged[0]?.object as { err: Error }).err.name).toBe('TimeoutError');
  });

  it('[UNAVAILABLE] a network failure, an unreadable or unknown answer, an oversized answer', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => new Response('not json', { status: 200 }),
      () => json({ data: { somethingElse: true } }),
      () =>
        json({ data: { track: { lastEvent: null, events: { edges: [] } } }, padding: 'x'.repeat(300_000) })
    ];
    for (const answer of answers) {
      const { provider, logged } = setup(answer);
      expect(await provider.track('CJ', '612345678901')).toEqual({ ok: false, failure: 'UNAVAILABLE' });
      expect(logged).toHaveLength(1);
    }
  });
});
